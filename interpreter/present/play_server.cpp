#include "present/play_server.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <stdexcept>

#include "agents/agent.h"
#include "engine/move_observation.h"
#include "present/serve_page.h"

namespace rb {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// A refusal the client caused: its status and message.
struct BadRequest : std::runtime_error {
  int status;
  BadRequest(int code, const std::string& message) : std::runtime_error(message), status(code) {}
};

HttpReply json_reply(const json& j, int status = 200) { return {status, "application/json", j.dump(-1, ' ', false, json::error_handler_t::replace), ""}; }

std::string decode(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') out += ' ';
    else if (text[i] == '%' && i + 2 < text.size() && std::isxdigit(uint8_t(text[i + 1])) && std::isxdigit(uint8_t(text[i + 2])))
      out += char(std::stoi(text.substr(i + 1, 2), nullptr, 16)), i += 2;
    else out += text[i];
  }
  return out;
}

const std::string& required(const std::map<std::string, std::string>& q, const std::string& key) {
  auto it = q.find(key);
  if (it == q.end() || it->second.empty()) throw BadRequest(400, "missing '" + key + "'");
  return it->second;
}

int64_t number(const std::map<std::string, std::string>& q, const std::string& key, int64_t fallback, int64_t lo, int64_t hi) {
  auto it = q.find(key);
  if (it == q.end() || it->second.empty()) return fallback;
  size_t used = 0;
  int64_t v = 0;
  try { v = std::stoll(it->second, &used); } catch (const std::exception&) { used = 0; }
  if (used != it->second.size() || v < lo || v > hi)
    throw BadRequest(400, "'" + key + "' must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

// "2:random,3:greedy" -> {2: random, 3: greedy}
std::map<int, std::string> read_bots(const std::string& text) {
  std::map<int, std::string> bots;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(start, end - start);
    const size_t colon = item.find(':');
    std::map<std::string, std::string> one{{"seat", item.substr(0, colon)}};
    if (colon == std::string::npos) throw BadRequest(400, "bots: expected SEAT:AGENT, got '" + item + "'");
    bots[int(number(one, "seat", 0, 1, 64))] = item.substr(colon + 1);
    start = end + 1;
  }
  return bots;
}

}  // namespace

std::map<std::string, std::string> parse_query(const std::string& query) {
  std::map<std::string, std::string> out;
  size_t start = 0;
  while (start <= query.size()) {
    size_t end = query.find('&', start);
    if (end == std::string::npos) end = query.size();
    const std::string pair = query.substr(start, end - start);
    const size_t eq = pair.find('=');
    if (!pair.empty()) out[decode(pair.substr(0, eq))] = eq == std::string::npos ? "" : decode(pair.substr(eq + 1));
    start = end + 1;
  }
  return out;
}

PlayServer::PlayServer(LoadRequest base, fs::path save_dir) : base_(std::move(base)), save_dir_(std::move(save_dir)) {
  fs::path dir = fs::is_directory(base_.path) ? base_.path : base_.path.parent_path();
  if (dir.filename() == "variants") dir = dir.parent_path();
  std::error_code error;
  for (const auto& e : fs::directory_iterator(dir / "variants", error))
    if (e.path().extension() == ".yaml") variants_.push_back(e.path().stem().string());
  std::sort(variants_.begin(), variants_.end());
}

std::shared_ptr<const GameDef> PlayServer::game_for(const std::string& variant) {
  if (auto it = loaded_.find(variant); it != loaded_.end()) return it->second;
  LoadRequest request = base_;
  if (!variant.empty()) {
    if (std::find(variants_.begin(), variants_.end(), variant) == variants_.end()) throw BadRequest(400, "unknown variant '" + variant + "'");
    fs::path dir = fs::is_directory(base_.path) ? base_.path : base_.path.parent_path();
    if (dir.filename() == "variants") dir = dir.parent_path();
    request.path = dir / "variants" / (variant + ".yaml");
  }
  return loaded_[variant] = load_game(request);
}

HttpReply PlayServer::handle(const std::string& method, const std::string& target, const std::string& body) {
  const size_t mark = target.find('?');
  return route(method, target.substr(0, mark), parse_query(mark == std::string::npos ? "" : target.substr(mark + 1)), body);
}

HttpReply PlayServer::route(const std::string& method, const std::string& path, const Query& q, const std::string& body) {
  // Never echoed: an error quoting what was sent would send a huge body back.
  if (body.size() > kMaxRequestBody || (q.count("move") && q.at("move").size() > kMaxRequestBody))
    return json_reply({{"error", "a request body or move text is at most " + std::to_string(kMaxRequestBody) + " bytes"}}, 413);
  try {
    if (method == "GET" && path == "/") return {200, "text/html; charset=utf-8", serve_page(), ""};
    if (method == "GET" && path == "/api/info") return info();
    if (method == "GET" && path == "/api/game") return view(q);
    if (method == "GET" && path == "/api/log") return log(q);
    if (method == "POST" && path == "/api/new") return new_game(q);
    if (method == "POST" && path == "/api/move") return move(q, body);
    if (method == "POST" && path == "/api/undo") return undo(q);
    return json_reply({{"error", "no such page: " + method + " " + path}}, 404);
  } catch (const BadRequest& e) {
    return json_reply({{"error", e.what()}}, e.status);
  } catch (const std::exception& e) {
    return json_reply({{"error", e.what()}}, 400);
  }
}

HttpReply PlayServer::info() {
  json games = json::array();
  for (const auto& [id, s] : sessions_) games.push_back({{"id", id}, {"title", s->game().title}, {"plies", s->log().moves.size()}});
  return json_reply({{"title", game_for("")->title}, {"variants", variants_}, {"agents", agent_names()}, {"games", games}});
}

HttpReply PlayServer::new_game(const Query& q) {
  auto game = game_for(q.count("variant") ? q.at("variant") : "");
  GameLog log = log_header(*game, uint64_t(number(q, "seed", 1, 0, INT64_MAX)));
  if (q.count("bots")) log.seats = read_bots(q.at("bots"));
  const int players = int(number(q, "players", 0, 0, 64));
  if (players && players != game->players) {
    LoadRequest request = log_load_request(log);
    request.params["players"] = std::to_string(players);
    game = load_game(request);
    const auto bots = log.seats;
    log = log_header(*game, log.seed);
    log.seats = bots;
  }
  std::string id;
  do id = "g" + std::to_string(next_id_++); while (sessions_.count(id));
  sessions_[id] = std::make_unique<PlaySession>(game, log);
  save(id);
  return json_reply({{"id", id}});
}

PlaySession& PlayServer::session(const Query& q) {
  auto it = sessions_.find(required(q, "id"));
  if (it == sessions_.end()) throw BadRequest(404, "no game '" + q.at("id") + "'");
  return *it->second;
}

HttpReply PlayServer::view(const Query& q) {
  PlaySession& s = session(q);
  json out = s.view(int(number(q, "as", 0, 0, s.game().players)));
  out["watching"] = watching_;
  out["notice"] = notice_;
  return json_reply(out);
}

std::string PlayServer::reload_rules(const std::string& lint_errors) {
  if (!lint_errors.empty()) return notice_ = "the changed files have errors; the old rules keep running:\n" + lint_errors;
  loaded_.clear();
  notice_.clear();
  for (auto& [id, s] : sessions_) {
    try {
      notice_ += id + ": " + s->reload(load_game(log_load_request(s->log()))) + "\n";
      save(id);
    } catch (const std::exception& e) {
      notice_ += id + ": not reloaded, the old rules keep running: " + e.what() + "\n";
    }
  }
  return notice_;
}

HttpReply PlayServer::move(const Query& q, const std::string& body) {
  PlaySession& s = session(q);
  const int player = int(number(q, "player", 0, 1, s.game().players));
  const std::string text = q.count("move") ? q.at("move") : body;
  const std::string error = s.play(player, text);
  if (!error.empty()) return json_reply({{"error", error}}, 409);
  save(q.at("id"));
  return json_reply({{"ok", true}});
}

HttpReply PlayServer::undo(const Query& q) {
  PlaySession& s = session(q);
  if (!s.undo()) return json_reply({{"error", "nothing to undo"}}, 409);
  save(q.at("id"));
  return json_reply({{"ok", true}});
}

HttpReply PlayServer::log(const Query& q) {
  PlaySession& s = session(q);
  const bool over = s.view(0)["terminal"].get<bool>();
  if (!over && has_secrets(s.game())) return json_reply({{"error", "the log tells secrets: it is offered once the game is over"}}, 403);
  return {200, "application/x-ndjson", log_to_text(s.log()), q.at("id") + ".jsonl"};
}

void PlayServer::save(const std::string& id) const {
  if (!save_dir_.empty()) save_game_log((save_dir_ / (id + ".jsonl")).string(), sessions_.at(id)->log());
}

std::vector<std::string> PlayServer::resume() {
  std::vector<std::string> problems;
  std::error_code error;
  for (const auto& e : fs::directory_iterator(save_dir_, error)) {
    if (e.path().extension() != ".jsonl") continue;
    const std::string id = e.path().stem().string();
    try {
      std::ifstream in(e.path());
      const GameLog log = read_game_log(in, e.path().string());
      sessions_[id] = std::make_unique<PlaySession>(load_recorded_game(log), log);
      if (!sessions_[id]->replay_error().empty()) problems.push_back(id + ": stopped at " + sessions_[id]->replay_error());
    } catch (const std::exception& ex) {
      problems.push_back(id + ": " + ex.what());
    }
  }
  return problems;
}

}  // namespace rb
