#include "engine/game_record.h"

#include "core/file_io.h"
#include "core/whole_number.h"
#include "load/load_error.h"

namespace rb {
namespace {

using nlohmann::json;
constexpr const char* kFormat = "rulebook-game-record";
constexpr int kVersion = 1;

[[noreturn]] void bad(const std::string& file, const std::string& what) { throw RecordError(file + ": " + what); }

// "line:column" of a byte offset (from 1, as nlohmann counts) in `text`.
std::string position_of(const std::string& text, std::size_t byte) {
  int line = 1, column = 1;
  for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, column = 1;
    else ++column;
  }
  return std::to_string(line) + ":" + std::to_string(column);
}

// The parser's own message without its "[json.exception...] parse error at ...: " prefix.
std::string parse_reason(const std::string& what) {
  const std::size_t colon = what.find(": ");
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

template <class T>
T field(const json& j, const char* name, const std::string& file) {
  if (!j.contains(name)) bad(file, std::string("the record has no '") + name + "'");
  try {
    return j.at(name).get<T>();
  } catch (const json::exception&) {
    bad(file, std::string("'") + name + "' has the wrong type");
  }
}

}  // namespace

uint64_t record_seed(const json& value, const std::string& where) {
  if (!value.is_number_unsigned()) throw RecordError(where + ": 'seed' must be a whole number from 0 to 18446744073709551615, not " + value.dump());
  return value.get<uint64_t>();
}

int record_player(const json& value, const std::string& where) {
  if (!value.is_number_integer() || value.get<int64_t>() < 1 || value.get<int64_t>() > 64)
    throw RecordError(where + ": 'player' must be a whole number from 1 to 64, not " + value.dump());
  return int(value.get<int64_t>());
}

namespace {

RecordedMove move_from_json(const json& m, size_t n, const std::string& file) {
  const std::string at = file + ": move " + std::to_string(n + 1);
  if (!m.is_object() || !m.contains("player") || !m.contains("move") || !m["player"].is_number_integer() || !m["move"].is_string())
    throw RecordError(at + ": expected {\"player\": N, \"move\": \"text\"}");
  return {record_player(m["player"], at), m["move"].get<std::string>()};
}

std::map<int, std::string> seats_from_json(const json& j, const std::string& file) {
  std::map<int, std::string> seats;
  if (!j.is_object()) bad(file, "'seats' must map seats to agents");
  for (const auto& [key, who] : j.items()) {
    int seat = 0;
    if (!parse_seat(key, seat) || !who.is_string())
      bad(file, "'seats' must map seat numbers 1 to " + std::to_string(kMaxSeatNumber) + " to agent names, got '" + key + "'");
    seats[seat] = who.get<std::string>();
  }
  return seats;
}

}  // namespace

RecordedGame start_record(const GameDef& game, const LoadRequest& request, uint64_t seed) {
  RecordedGame r;
  r.game = game.name;
  r.path = std::filesystem::absolute(request.path).lexically_normal().string();
  for (const auto& v : request.variants) r.variants.push_back(std::filesystem::absolute(v).lexically_normal().string());
  for (const auto& p : game.setup.params) r.params[p.name] = p.value;
  r.files_hash = game.source.hash;
  r.seed = seed;
  return r;
}

LoadRequest record_request(const RecordedGame& record) {
  LoadRequest request;
  request.path = record.path;
  for (const auto& v : record.variants) request.variants.emplace_back(v);
  request.params = record.params;
  return request;
}

namespace {

void check_same_game(const RecordedGame& record, const GameDef& game, const std::string& path) {
  if (!record.game.empty() && game.name != record.game)
    throw RecordError("the record is of game '" + record.game + "'; " + path + " is game '" + game.name + "'");
}

}  // namespace

std::shared_ptr<const GameDef> load_recorded_game(const RecordedGame& record, const std::string& path) {
  LoadRequest request = record_request(record);
  if (!path.empty()) request.path = path;
  std::shared_ptr<const GameDef> game;
  try {
    game = load_game(request);
  } catch (const LoadError&) {
    std::shared_ptr<const GameDef> plain;  // the path without the record's parameters and variants
    try {
      plain = load_game(LoadRequest{request.path, {}, {}});
    } catch (const std::exception&) {
    }
    if (plain) check_same_game(record, *plain, request.path.string());
    throw;  // the record's own game, or a path that does not load at all: the load error says it
  }
  check_same_game(record, *game, request.path.string());
  return game;
}

json record_to_json(const RecordedGame& r) {
  json moves = json::array();
  for (const auto& m : r.moves) moves.push_back({{"player", m.player}, {"move", m.text}});
  json seats = json::object();
  for (const auto& [seat, who] : r.seats) seats[std::to_string(seat)] = who;
  return {{"format", kFormat}, {"version", kVersion}, {"game", r.game}, {"path", r.path}, {"variants", r.variants},
          {"params", r.params}, {"files_hash", r.files_hash}, {"seed", r.seed}, {"seats", seats},
          {"over", r.over}, {"moves", moves}};
}

RecordedGame record_from_json(const json& j, const std::string& file) {
  if (!j.is_object() || j.value("format", "") != kFormat) bad(file, std::string("not a game record (no \"format\": \"") + kFormat + "\")");
  if (j.value("version", 0) != kVersion) bad(file, "a game record of version " + j.value("version", json()).dump() + "; this rulebook reads version 1");
  RecordedGame r;
  r.game = field<std::string>(j, "game", file);
  r.path = field<std::string>(j, "path", file);
  r.variants = field<std::vector<std::string>>(j, "variants", file);
  r.params = field<std::map<std::string, std::string>>(j, "params", file);
  r.files_hash = field<std::string>(j, "files_hash", file);
  r.seed = record_seed(field<json>(j, "seed", file), file);
  r.seats = seats_from_json(j.value("seats", json::object()), file);
  r.over = field<bool>(j, "over", file);
  const json moves = field<json>(j, "moves", file);
  if (!moves.is_array()) bad(file, "'moves' must be a list");
  for (size_t i = 0; i < moves.size(); ++i) r.moves.push_back(move_from_json(moves[i], i, file));
  return r;
}

RecordedGame read_record(const std::filesystem::path& file) {
  const std::string text = read_file_capped(file);
  try {
    return record_from_json(json::parse(text), file.string());
  } catch (const json::parse_error& e) {
    throw RecordError(file.string() + ":" + position_of(text, e.byte) + ": not a readable game record: " + parse_reason(e.what()));
  }
}

namespace {

// The record as readable JSON: one field per line, one move per line.
std::string record_text(const RecordedGame& record) {
  json j = record_to_json(record);
  const json moves = j["moves"];
  j.erase("moves");
  std::string text = j.dump(1);
  text.resize(text.size() - 2);  // "\n}": closed again after the moves
  text += ",\n \"moves\": [";
  for (size_t i = 0; i < moves.size(); ++i) text += (i ? ",\n  " : "\n  ") + moves[i].dump();
  return text + (moves.empty() ? "]\n}\n" : "\n ]\n}\n");
}

}  // namespace

void write_record(const std::filesystem::path& file, const RecordedGame& record) {
  write_file_atomically(file, record_text(record));
}

}  // namespace rb
