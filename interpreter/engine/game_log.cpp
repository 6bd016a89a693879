#include "engine/game_log.h"

#include <stdexcept>

#include "core/file_io.h"
#include "core/whole_number.h"

namespace rb {

using nlohmann::json;

RecordedGame log_header(const GameDef& game, uint64_t seed) {
  return start_record(game, LoadRequest{game.source.load_path, game.source.load_variants, {}}, seed);
}

json log_header_json(const RecordedGame& log) {
  json out{{"rulebook_log", 1}, {"game", log.game}, {"path", log.path}, {"variants", log.variants},
           {"params", log.params}, {"seed", log.seed}, {"files_hash", log.files_hash}};
  if (!log.seats.empty()) {
    out["seats"] = json::object();
    for (const auto& [seat, agent] : log.seats) out["seats"][std::to_string(seat)] = agent;
  }
  return out;
}

json log_move_json(const RecordedMove& move) { return json{{"player", move.player}, {"move", move.text}}; }

std::string log_to_text(const RecordedGame& log) {
  std::string out = log_header_json(log).dump() + "\n";
  for (const auto& m : log.moves) out += log_move_json(m).dump() + "\n";
  return out;
}

namespace {

// The longest line of a move a log may hold.
constexpr size_t kMaxLogLine = 4096;

void read_header(RecordedGame& log, const json& j) {
  if (!j.is_object() || !j.contains("rulebook_log")) throw std::runtime_error("the first line is not a Rulebook log header");
  log.game = j.at("game").get<std::string>();
  log.path = j.at("path").get<std::string>();
  log.variants = j.value("variants", std::vector<std::string>{});
  log.params = j.value("params", std::map<std::string, std::string>{});
  log.seed = record_seed(j.at("seed"), "the header");
  log.files_hash = j.value("files_hash", std::string());
  const json seats = j.value("seats", json::object());
  for (const auto& [seat, agent] : seats.items()) {
    int n = 0;
    if (!parse_seat(seat, n) || !agent.is_string())
      throw RecordError("the header: 'seats' must map seat numbers 1 to " + std::to_string(kMaxSeatNumber) + " to agent names, got '" + seat + "'");
    log.seats[n] = agent.get<std::string>();
  }
}

}  // namespace

RecordedGame read_game_log(std::istream& in, const std::string& file) {
  RecordedGame log;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (n > 1 && line.size() > kMaxLogLine)  // a move is a line of text, never echoed whole in an error
      throw std::runtime_error(file + ":" + std::to_string(n) + ": a move line of " + std::to_string(line.size()) + " bytes; at most " + std::to_string(kMaxLogLine));
    try {
      const json j = json::parse(line);
      if (n == 1) read_header(log, j);
      else log.moves.push_back({record_player(j.at("player"), "the move"), j.at("move").get<std::string>()});
    } catch (const std::exception& e) {
      throw std::runtime_error(file + ":" + std::to_string(n) + ": " + e.what());
    }
  }
  if (log.game.empty()) throw std::runtime_error(file + ": empty log");
  return log;
}

void save_game_log(const std::string& file, const RecordedGame& log) { write_file_atomically(file, log_to_text(log)); }

}  // namespace rb
