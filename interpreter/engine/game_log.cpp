#include "engine/game_log.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

#include "engine/move_text.h"

namespace rb {

using nlohmann::json;

GameLog log_header(const GameDef& game, uint64_t seed) {
  GameLog log;
  log.game = game.name;
  log.path = std::filesystem::absolute(game.load_path).lexically_normal().string();
  for (const auto& v : game.load_variants) log.variants.push_back(std::filesystem::absolute(v).lexically_normal().string());
  for (const auto& p : game.params) log.params[p.name] = p.value;
  log.seed = seed;
  log.files_hash = game.files_hash;
  return log;
}

json log_header_json(const GameLog& log) {
  json out{{"rulebook_log", 1}, {"game", log.game}, {"path", log.path}, {"variants", log.variants},
           {"params", log.params}, {"seed", log.seed}, {"files_hash", log.files_hash}};
  if (!log.seats.empty()) {
    out["seats"] = json::object();
    for (const auto& [seat, agent] : log.seats) out["seats"][std::to_string(seat)] = agent;
  }
  return out;
}

json log_move_json(const LoggedMove& move) { return json{{"player", move.player}, {"move", move.text}}; }

std::string log_to_text(const GameLog& log) {
  std::string out = log_header_json(log).dump() + "\n";
  for (const auto& m : log.moves) out += log_move_json(m).dump() + "\n";
  return out;
}

namespace {

void read_header(GameLog& log, const json& j) {
  if (!j.is_object() || !j.contains("rulebook_log")) throw std::runtime_error("the first line is not a Rulebook log header");
  log.game = j.at("game").get<std::string>();
  log.path = j.at("path").get<std::string>();
  log.variants = j.value("variants", std::vector<std::string>{});
  log.params = j.value("params", std::map<std::string, std::string>{});
  log.seed = j.at("seed").get<uint64_t>();
  log.files_hash = j.value("files_hash", std::string());
  const json seats = j.value("seats", json::object());
  for (const auto& [seat, agent] : seats.items()) log.seats[std::stoi(seat)] = agent.get<std::string>();
}

}  // namespace

GameLog read_game_log(std::istream& in, const std::string& file) {
  GameLog log;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      const json j = json::parse(line);
      if (n == 1) read_header(log, j);
      else log.moves.push_back({j.at("player").get<int>(), j.at("move").get<std::string>()});
    } catch (const std::exception& e) {
      throw std::runtime_error(file + ":" + std::to_string(n) + ": " + e.what());
    }
  }
  if (log.game.empty()) throw std::runtime_error(file + ": empty log");
  return log;
}

LoadRequest log_load_request(const GameLog& log) {
  LoadRequest r;
  r.path = log.path;
  for (const auto& v : log.variants) r.variants.emplace_back(v);
  r.params = log.params;
  return r;
}

std::vector<State> replay_log(Engine& engine, const GameLog& log, std::string& error) {
  std::vector<State> states{engine.new_game(log.seed)};
  for (size_t i = 0; i < log.moves.size(); ++i) {
    const LoggedMove& m = log.moves[i];
    State next = states.back();
    auto move = parse_move(engine.game(), m.text, m.player, error);
    if (move) error = engine.apply_checked(next, m.player, *move);
    if (!error.empty()) {
      error = "move " + std::to_string(i + 1) + " (player " + std::to_string(m.player) + ": " + m.text + "): " + error;
      break;
    }
    states.push_back(next);
  }
  return states;
}

void save_game_log(const std::string& file, const GameLog& log) {
  const std::string temporary = file + ".tmp";
  {
    std::ofstream out(temporary, std::ios::trunc);
    if (!(out << log_to_text(log)) || !out.flush()) throw std::runtime_error("cannot write the log '" + temporary + "'");
  }
  std::error_code error;
  std::filesystem::rename(temporary, file, error);
  if (error) throw std::runtime_error("cannot rename '" + temporary + "' to '" + file + "': " + error.message());
}

}  // namespace rb
