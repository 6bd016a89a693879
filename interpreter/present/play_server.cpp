#include "present/play_server.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <stdexcept>

#include "agents/agent.h"
#include "core/file_io.h"
#include "core/whole_number.h"
#include "engine/game_log.h"
#include "engine/hidden_info.h"
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

fs::path folder_of(const fs::path& game) {
  fs::path dir = fs::is_directory(game) ? game : game.parent_path();
  return dir.filename() == "variants" ? dir.parent_path() : dir;
}

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
  int64_t v = 0;
  if (!parse_integer(it->second, v) || v < lo || v > hi)
    throw BadRequest(400, "'" + key + "' must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return v;
}

// "2:random,3:greedy" -> {2: random, 3: greedy}
// Canonical specs: a preset as the game tunes it, so a saved game keeps the agent it had.
std::map<int, std::string> read_bots(const std::string& text, const GameDef& game) {
  std::map<int, std::string> bots;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(start, end - start);
    const size_t colon = item.find(':');
    std::map<std::string, std::string> one{{"seat", item.substr(0, colon)}};
    if (colon == std::string::npos) throw BadRequest(400, "bots: expected SEAT:AGENT, got '" + item + "'");
    const std::string agent = item.substr(colon + 1);
    std::string error;
    const auto spec = parse_agent_spec(agent, game.agent_presets, error);
    if (!spec) throw BadRequest(400, "bots: " + error);
    if (spec->option("threads") > 1) throw BadRequest(400, "bots: '" + agent + "' asks for threads; served bots think on the server's own pool");
    bots[int(number(one, "seat", 0, 1, 64))] = spec->text();
    start = end + 1;
  }
  return bots;
}

}  // namespace

HttpReply error_reply(int status, const std::string& message) { return json_reply({{"error", message}}, status); }

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
  std::error_code error;
  for (const auto& e : fs::directory_iterator(folder_of(base_.path) / "variants", error))
    if (e.path().extension() == ".yaml") variants_.push_back(e.path().stem().string());
  std::sort(variants_.begin(), variants_.end());
}

std::shared_ptr<const GameDef> PlayServer::game_for(const std::string& variant) {
  std::lock_guard<std::mutex> hold(lock_);
  if (auto it = loaded_.find(variant); it != loaded_.end()) return it->second;
  LoadRequest request = base_;
  if (!variant.empty()) {
    if (std::find(variants_.begin(), variants_.end(), variant) == variants_.end()) throw BadRequest(400, "unknown variant '" + variant + "'");
    request.path = folder_of(base_.path) / "variants" / (variant + ".yaml");
  }
  return loaded_[variant] = load_game(request);
}

size_t PlayServer::games() const {
  std::lock_guard<std::mutex> hold(lock_);
  return games_.size();
}

HttpReply PlayServer::handle(const std::string& method, const std::string& target, const std::string& body) {
  const size_t mark = target.find('?');
  const std::string query = mark == std::string::npos ? "" : target.substr(mark + 1);
  if (query.size() > kMaxQueryString)
    return error_reply(414, "a query string is at most " + std::to_string(kMaxQueryString) + " bytes");
  return route(method, target.substr(0, mark), parse_query(query), body);
}

HttpReply PlayServer::route(const std::string& method, const std::string& path, const Query& q, const std::string& body) {
  // Never echoed: an error quoting what was sent would send a huge body back.
  if (body.size() > kMaxRequestBody || (q.count("move") && q.at("move").size() > kMaxRequestBody))
    return error_reply(413, "a request body or move text is at most " + std::to_string(kMaxRequestBody) + " bytes");
  try {
    if (method == "GET" && path == "/") return {200, "text/html; charset=utf-8", serve_page(), ""};
    if (method == "GET" && path == "/api/info") return info();
    if (method == "GET" && path == "/api/game") return view(q);
    if (method == "GET" && path == "/api/log") return log(q);
    if (method == "POST" && path == "/api/new") return new_game(q);
    if (method == "POST" && path == "/api/claim") return claim(q);
    if (method == "POST" && path == "/api/move") return move(q, body);
    if (method == "POST" && path == "/api/undo") return undo(q);
    return error_reply(404, "no such page: " + method + " " + path);
  } catch (const BadRequest& e) {
    return error_reply(e.status, e.what());
  } catch (const std::exception& e) {
    return error_reply(400, e.what());
  }
}

HttpReply PlayServer::info() {
  const std::string title = game_for("")->title;
  std::lock_guard<std::mutex> hold(lock_);
  json games = json::array();
  for (const auto& [id, g] : games_) {
    json open = json::array();
    for (int p = 1; p <= g.session->players(); ++p)
      if (!g.session->is_bot(p) && !g.seats.held(p)) open.push_back(p);
    games.push_back({{"id", id}, {"title", g.session->title()}, {"plies", g.session->plies()}, {"open_seats", open}});
  }
  return json_reply({{"title", title}, {"variants", variants_}, {"agents", agent_names()}, {"games", games}});
}

void PlayServer::run_bots(const std::shared_ptr<ServedGame>& s) {
  if (!s->bot_to_move()) return;
  if (bot_runner_) bot_runner_(s);
  else s->run_bots();
}

// Registers `session` under `id` ("" = the next free id), saving it after every change.
std::string PlayServer::add_game(std::shared_ptr<ServedGame> session, SeatTokens seats, const std::string& id) {
  std::lock_guard<std::mutex> hold(lock_);
  if (games_.size() >= kMaxGames) throw BadRequest(503, "the server holds its most games (" + std::to_string(kMaxGames) + ")");
  std::string name = id;
  while (name.empty() || games_.count(name)) name = std::string("g").append(std::to_string(next_id_++));
  if (!save_dir_.empty()) {
    const std::string file = (save_dir_ / (name + ".jsonl")).string();
    session->on_change([file](const RecordedGame& log) { save_game_log(file, log); });
  }
  save_seats(name, seats);
  games_[name] = Served{std::move(session), std::move(seats)};
  return name;
}

HttpReply PlayServer::new_game(const Query& q) {
  auto game = game_for(q.count("variant") ? q.at("variant") : "");
  RecordedGame log = log_header(*game, uint64_t(number(q, "seed", 1, 0, INT64_MAX)));
  if (q.count("bots")) log.seats = read_bots(q.at("bots"), *game);
  const int players = int(number(q, "players", 0, 0, 64));
  if (players && players != game->setup.players) {
    LoadRequest request = record_request(log);
    request.params["players"] = std::to_string(players);
    game = load_game(request);
    const auto bots = log.seats;
    log = log_header(*game, log.seed);
    log.seats = bots;
  }
  auto session = std::make_shared<ServedGame>(game, log);
  const int only = int(number(q, "seat", 0, 0, game->setup.players));
  if (only && session->is_bot(only)) throw BadRequest(400, "seat " + std::to_string(only) + " is a bot's");
  SeatTokens seats;
  json tokens = json::object();
  for (int p = 1; p <= game->setup.players; ++p)
    if (!session->is_bot(p) && (!only || p == only)) tokens[std::to_string(p)] = seats.claim(p);
  const std::string id = add_game(session, seats, "");
  if (!save_dir_.empty()) save_game_log((save_dir_ / (id + ".jsonl")).string(), log);
  run_bots(session);
  return json_reply({{"id", id}, {"tokens", tokens}});
}

HttpReply PlayServer::claim(const Query& q) {
  const std::string& id = required(q, "id");
  std::lock_guard<std::mutex> hold(lock_);
  auto it = games_.find(id);
  if (it == games_.end()) throw BadRequest(404, "no game '" + id + "'");
  const int seat = int(number(q, "seat", 0, 1, it->second.session->players()));
  if (!seat) throw BadRequest(400, "missing 'seat'");
  if (it->second.session->is_bot(seat)) throw BadRequest(409, "seat " + std::to_string(seat) + " is a bot's");
  const std::string token = it->second.seats.claim(seat);
  if (token.empty()) throw BadRequest(409, "seat " + std::to_string(seat) + " is already held");
  save_seats(id, it->second.seats);
  return json_reply({{"seat", seat}, {"token", token}});
}

std::shared_ptr<ServedGame> PlayServer::session(const Query& q) {
  const std::string& id = required(q, "id");
  std::lock_guard<std::mutex> hold(lock_);
  auto it = games_.find(id);
  if (it == games_.end()) throw BadRequest(404, "no game '" + id + "'");
  return it->second.session;
}

// The seat named by q[key], once q's token proves the caller holds it (else 403).
int PlayServer::seat_with_token(const Query& q, const ServedGame& s, const char* key) {
  const int seat = int(number(q, key, 0, 1, s.players()));
  if (!seat) throw BadRequest(400, std::string("missing '") + key + "'");
  const std::string name = "seat " + std::to_string(seat);
  if (s.is_bot(seat)) throw BadRequest(403, name + " is a bot's: no one plays or views the game as it");
  auto token = q.find("token");
  if (token == q.end() || token->second.empty()) throw BadRequest(403, name + " needs its token (token=...), given to the browser that claimed it");
  std::lock_guard<std::mutex> hold(lock_);
  if (!games_.at(q.at("id")).seats.admits(seat, token->second)) throw BadRequest(403, "the token is not " + name + "'s");
  return seat;
}

HttpReply PlayServer::view(const Query& q) {
  auto s = session(q);
  const int viewer = q.count("as") ? seat_with_token(q, *s, "as") : kSpectator;
  run_bots(s);  // a bot whose turn came while its pool was full is started again here
  json out = s->view(viewer);
  std::lock_guard<std::mutex> hold(lock_);
  out["watching"] = watching_;
  out["notice"] = notice_;
  return json_reply(out);
}

std::string PlayServer::reload_rules(const std::string& lint_errors) {
  std::vector<std::pair<std::string, std::shared_ptr<ServedGame>>> all;
  {
    std::lock_guard<std::mutex> hold(lock_);
    if (!lint_errors.empty()) return notice_ = "the changed files have errors; the old rules keep running:\n" + lint_errors;
    loaded_.clear();
    for (const auto& [id, g] : games_) all.emplace_back(id, g.session);
  }
  std::string notice;
  for (auto& [id, s] : all) {
    try {
      notice += id + ": " + s->reload(load_game(record_request(s->record()))) + "\n";
      run_bots(s);
    } catch (const std::exception& e) {
      notice += id + ": not reloaded, the old rules keep running: " + e.what() + "\n";
    }
  }
  std::lock_guard<std::mutex> hold(lock_);
  return notice_ = notice;
}

HttpReply PlayServer::move(const Query& q, const std::string& body) {
  auto s = session(q);
  const int player = seat_with_token(q, *s, "player");
  const std::string error = s->play(player, q.count("move") ? q.at("move") : body);
  if (!error.empty()) return error_reply(409, error);
  run_bots(s);
  return json_reply({{"ok", true}});
}

HttpReply PlayServer::undo(const Query& q) {
  auto s = session(q);
  const int player = seat_with_token(q, *s, "player");
  if (!s->undo(player)) return error_reply(409, "player " + std::to_string(player) + " has no move to undo");
  return json_reply({{"ok", true}});
}

HttpReply PlayServer::log(const Query& q) {
  auto s = session(q);
  // Its seed tells every face-down thing and all chance to come, in any game: never before the end.
  if (!s->over()) return error_reply(403, "the log tells secrets (its seed, every move in full): it is offered once the game is over");
  return {200, "application/x-ndjson", log_to_text(s->record()), q.at("id") + ".jsonl"};
}

void PlayServer::save_seats(const std::string& id, const SeatTokens& seats) const {
  if (!save_dir_.empty()) write_file_atomically(save_dir_ / (id + ".seats.json"), seats.to_json().dump() + "\n");
}

std::vector<std::string> PlayServer::resume() {
  std::vector<std::string> problems;
  std::error_code error;
  for (const auto& e : fs::directory_iterator(save_dir_, error)) {
    if (e.path().extension() != ".jsonl") continue;
    const std::string id = e.path().stem().string();
    try {
      std::ifstream in(e.path());
      const RecordedGame log = read_game_log(in, e.path().string());
      auto session = std::make_shared<ServedGame>(load_recorded_game(log), log);
      if (!session->replay_error().empty()) problems.push_back(id + ": stopped at " + session->replay_error());
      const fs::path seats_file = save_dir_ / (id + ".seats.json");
      const SeatTokens seats = fs::exists(seats_file) ? SeatTokens::from_json(json::parse(read_file_capped(seats_file, 1 << 16))) : SeatTokens{};
      add_game(session, seats, id);
      run_bots(session);
    } catch (const std::exception& ex) {
      problems.push_back(id + ": " + ex.what());
    }
  }
  return problems;
}

}  // namespace rb
