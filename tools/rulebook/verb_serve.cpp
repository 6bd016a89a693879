// `rulebook serve`: play in the browser, against bots or hot-seat, on 127.0.0.1 unless
// --host says otherwise. The HTTP layer reads requests on its connection threads and hands
// them to the ServeWorkers, whose pools play the games; it never plays itself.
#include <httplib.h>

#include <sys/socket.h>

#include <iostream>
#include <mutex>

#include "analysis/rules_watch.h"
#include "deadline_server.h"
#include "present/serve_workers.h"
#include "game_options.h"
#include "load/parameters.h"
#include "verbs.h"

namespace rb::cli {
namespace {

// Connections read and written at once; more wait for a thread. Each is short: a request
// must come whole, and its response be taken, within --client-seconds, so slow clients hold
// threads for seconds at most, and fewer slow clients than this hold up no one.
constexpr size_t kConnectionThreads = 128;
// Connections the kernel holds before they are accepted: cpp-httplib asks for 5, and a
// burst of browsers past that waits a second for the SYN to be sent again.
constexpr int kListenBacklog = 256;

struct ServeOptions {
  GameOptions game;
  std::string host = "127.0.0.1", save_dir = "rulebook-games";
  int port = 8080;
  bool watch = false;
  double budget = 10, bot_seconds = 10, client_seconds = 5;
  size_t workers = 4, queue = 64, bot_workers = 2;
};

size_t header_bytes(const httplib::Request& req) {
  size_t n = 0;
  for (const auto& [name, value] : req.headers) n += name.size() + value.size() + 4;
  return n;
}

struct Watching {
  std::unique_ptr<RulesWatch> watch;
  std::mutex lock;
  void check(PlayServer& server) {
    if (!watch) return;
    std::lock_guard<std::mutex> hold(lock);
    if (watch->changed()) std::cerr << server.reload_rules(watch->lint_errors());
  }
};

// A request a page of another site makes through a visitor's browser (it names that site
// as its Origin): refused, so no other page starts games or moves here on the visitor's behalf.
bool cross_origin(const httplib::Request& req) {
  const std::string origin = req.get_header_value("Origin");
  return !origin.empty() && origin != "http://" + req.get_header_value("Host");
}

void answer(ServeWorkers& workers, const httplib::Request& req, httplib::Response& res) {
  const HttpReply reply = cross_origin(req) ? error_reply(403, "a request from another site's page is refused (its Origin is not this server)")
                                            : workers.answer(req.method, req.target, req.body, header_bytes(req));
  res.status = reply.status;
  if (!reply.filename.empty()) res.set_header("Content-Disposition", "attachment; filename=\"" + reply.filename + "\"");
  res.set_content(reply.body, reply.content_type.c_str());
}

LoadRequest base_request(const GameOptions& game) {
  LoadRequest base;
  base.path = game.path;
  for (const auto& v : game.variants) base.variants.emplace_back(v);
  for (const auto& p : game.params) parse_param_assignment(p, base.params);
  if (game.players > 0) base.params["players"] = std::to_string(game.players);
  return base;
}

ServeLimits limits_of(const ServeOptions& o) {
  ServeLimits limits;
  limits.workers = o.workers, limits.queue = o.queue, limits.bot_workers = o.bot_workers;
  limits.budget = std::chrono::milliseconds(int64_t(o.budget * 1000));
  limits.bot_think = std::chrono::milliseconds(int64_t(o.bot_seconds * 1000));
  return limits;
}

// The listening socket, remembered as it is made so its backlog can be raised after bind.
void configure(httplib::Server& http, int& listening) {
  http.new_task_queue = [] { return new httplib::ThreadPool(kConnectionThreads); };
  http.set_socket_options([&listening](socket_t sock) {
    httplib::default_socket_options(sock);
    listening = sock;
  });
  http.set_tcp_nodelay(true);
  http.set_payload_max_length(kMaxRequestBody);  // a larger body gets 413 before it is read whole
  http.set_keep_alive_timeout(2);                 // a connection that sends nothing is let go after 2 s
}

int listen(httplib::Server& http, const ServeOptions& o, size_t resumed, const int& listening) {
  const int port = o.port ? (http.bind_to_port(o.host, o.port) ? o.port : -1) : http.bind_to_any_port(o.host);
  if (port <= 0) return std::cerr << "cannot listen on " << o.host << ":" << o.port << "\n", kUsage;
  if (listening >= 0) ::listen(listening, kListenBacklog);  // Linux takes a second listen() as a new backlog
  if (o.host != "127.0.0.1" && o.host != "localhost" && o.host != "::1")
    std::cerr << "warning: listening on " << o.host << ", not only this machine: anyone who reaches it may start games "
              << "and watch them (seats need their tokens)\n";
  // One write, so a script (or test) reading stderr never sees half the line and its port.
  std::cerr << ("serving " + o.game.path + " on http://" + o.host + ":" + std::to_string(port) + "/ (" +
                std::to_string(resumed) + " saved games resumed from " + o.save_dir + "); Ctrl-C stops\n")
            << std::flush;
  return http.listen_after_bind() ? kOk : kUsage;
}

int run_serve(const ServeOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;  // the served game must load before anything starts
  std::error_code error;
  std::filesystem::create_directories(o.save_dir, error);
  if (error) return std::cerr << "cannot create '" << o.save_dir << "': " << error.message() << "\n", kUsage;
  PlayServer server(base_request(o.game), o.save_dir);
  ServeWorkers workers(server, limits_of(o));
  for (const auto& problem : server.resume()) std::cerr << "not resumed: " << problem << "\n";
  server.set_watching(o.watch);
  Watching watching;
  if (o.watch) watching.watch = std::make_unique<RulesWatch>(game->source.dir);
  DeadlineServer http(std::chrono::milliseconds(int64_t(o.client_seconds * 1000)));
  int listening = -1;
  configure(http, listening);
  auto handler = [&](const httplib::Request& req, httplib::Response& res) {
    watching.check(server);
    answer(workers, req, res);
  };
  http.Get(".*", handler);
  http.Post(".*", handler);
  return listen(http, o, server.games(), listening);
}

}  // namespace

Runner add_serve(CLI::App& app) {
  auto o = std::make_shared<ServeOptions>();
  auto* sub = app.add_subcommand("serve", "play in the browser against bots or hot-seat");
  o->game.add_to(*sub);
  sub->add_option("--port", o->port, "the port (default 8080; 0: any free port, printed)")->transform(whole_number(0, 65535));
  sub->add_option("--host", o->host, "the address to listen on (default 127.0.0.1: this machine only; another warns)");
  sub->add_option("--save", o->save_dir, "folder of the saved games, one log each (default rulebook-games)");
  sub->add_flag("--watch", o->watch, "reload the game's files when they change (lint first; on an error the old rules stay)");
  sub->add_option("--workers", o->workers, "threads answering requests (default 4)")->transform(whole_number(1, 256));
  sub->add_option("--queue", o->queue, "requests that may wait for one; more get 503 (default 64)")->transform(whole_number(1, 100000));
  sub->add_option("--budget", o->budget, "seconds a request may take before it gets 503 (default 10)")->check(decimal_number(0.01, 3600));
  sub->add_option("--bot-workers", o->bot_workers, "threads the bots think on (default 2)")->transform(whole_number(1, 256));
  sub->add_option("--bot-seconds", o->bot_seconds, "the longest a bot thinks over one move; a search is cut there (default 10)")
      ->check(decimal_number(0.01, 3600));
  sub->add_option("--client-seconds", o->client_seconds,
                  "the longest a client may take to send a request, or to take in its response; a slower one is cut off (default 5)")
      ->check(decimal_number(0.1, 600));
  return [o] { return run_serve(*o); };
}

}  // namespace rb::cli
