// `rulebook serve`: play in the browser, against bots or hot-seat, on 127.0.0.1. The HTTP
// layer only passes requests to the PlayServer (one at a time) and its replies back.
#include <httplib.h>

#include <iostream>
#include <mutex>

#include "analysis/rules_watch.h"
#include "present/play_server.h"
#include "game_options.h"
#include "load/parameters.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct ServeOptions {
  GameOptions game;
  std::string host = "127.0.0.1", save_dir = "rulebook-games";
  int port = 8080;
  bool watch = false;
};

void answer(PlayServer& server, RulesWatch* watch, std::mutex& lock, const httplib::Request& req, httplib::Response& res) {
  std::map<std::string, std::string> query(req.params.begin(), req.params.end());
  HttpReply reply;
  {
    std::lock_guard<std::mutex> hold(lock);
    if (watch && watch->changed()) std::cerr << server.reload_rules(watch->lint_errors());
    reply = server.route(req.method, req.path, query, req.body);
  }
  res.status = reply.status;
  if (!reply.filename.empty()) res.set_header("Content-Disposition", "attachment; filename=\"" + reply.filename + "\"");
  res.set_content(reply.body, reply.content_type.c_str());
}

int run_serve(const ServeOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;  // the served game must load before anything starts
  LoadRequest base;
  base.path = o.game.path;
  for (const auto& v : o.game.variants) base.variants.emplace_back(v);
  for (const auto& p : o.game.params) parse_param_assignment(p, base.params);
  if (o.game.players > 0) base.params["players"] = std::to_string(o.game.players);
  std::error_code error;
  std::filesystem::create_directories(o.save_dir, error);
  if (error) return std::cerr << "cannot create '" << o.save_dir << "': " << error.message() << "\n", kUsage;
  PlayServer server(base, o.save_dir);
  for (const auto& problem : server.resume()) std::cerr << "not resumed: " << problem << "\n";
  server.set_watching(o.watch);
  std::unique_ptr<RulesWatch> watch = o.watch ? std::make_unique<RulesWatch>(game->dir) : nullptr;
  std::mutex lock;
  httplib::Server http;
  http.set_payload_max_length(kMaxRequestBody);  // a larger body gets 413 before it is read whole
  auto handler = [&](const httplib::Request& req, httplib::Response& res) { answer(server, watch.get(), lock, req, res); };
  http.Get(".*", handler);
  http.Post(".*", handler);
  std::cerr << "serving " << o.game.path << " on http://" << o.host << ":" << o.port << "/ (" << server.games()
            << " saved games resumed from " << o.save_dir << "); Ctrl-C stops\n";
  if (!http.listen(o.host, o.port)) return std::cerr << "cannot listen on " << o.host << ":" << o.port << "\n", kUsage;
  return kOk;
}

}  // namespace

Runner add_serve(CLI::App& app) {
  auto o = std::make_shared<ServeOptions>();
  auto* sub = app.add_subcommand("serve", "play in the browser against bots or hot-seat");
  o->game.add_to(*sub);
  sub->add_option("--port", o->port, "the port (default 8080)")->check(CLI::Range(1, 65535));
  sub->add_option("--host", o->host, "the address to listen on (default 127.0.0.1: this machine only)");
  sub->add_option("--save", o->save_dir, "folder of the saved games, one log each (default rulebook-games)");
  sub->add_flag("--watch", o->watch, "reload the game's files when they change (lint first; on an error the old rules stay)");
  return [o] { return run_serve(*o); };
}

}  // namespace rb::cli
