#include "analysis/scenario_expect.h"

#include <algorithm>

#include "analysis/perft.h"
#include "analysis/scenario_position.h"
#include "core/whole_number.h"
#include "engine/move_text.h"
#include "engine/state_json.h"

namespace rb {
namespace {

using nlohmann::json;

std::string joined(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : ", ") + s;
  return "[" + out + "]";
}

std::vector<std::string> texts(const json& j) {
  std::vector<std::string> out;
  for (const auto& v : j) out.push_back(v.get<std::string>());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> legal_texts(Engine& engine, const State& state, int player) {
  MoveList list;
  engine.legal_moves(state, player, list);
  std::vector<std::string> out;
  for (const Move& m : list) out.push_back(move_to_text(engine.game(), m, player));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> missing(const std::vector<std::string>& want, const std::vector<std::string>& have) {
  std::vector<std::string> out;
  for (const auto& w : want)
    if (!std::binary_search(have.begin(), have.end(), w)) out.push_back(w);
  return out;
}

void check_moves(Engine& engine, const State& state, int as, const json& e, Failures& out) {
  const int player = as ? as : state.first_to_move();
  const auto have = legal_texts(engine, state, player);
  if (e.contains("moves")) {
    const auto want = texts(e["moves"]);
    const auto lacking = missing(want, have), extra = missing(have, want);
    if (!lacking.empty() || !extra.empty())
      out.push_back("moves of player " + std::to_string(player) + ": missing " + joined(lacking) + ", unexpected " + joined(extra));
  }
  if (e.contains("moves_include")) {
    const auto lacking = missing(texts(e["moves_include"]), have);
    if (!lacking.empty()) out.push_back("moves_include: missing " + joined(lacking) + "; legal: " + joined(have));
  }
  if (e.contains("moves_exclude")) {
    const auto excluded = texts(e["moves_exclude"]);
    const auto present = missing(excluded, missing(excluded, have));
    if (!present.empty()) out.push_back("moves_exclude: present " + joined(present));
  }
  if (e.contains("moves_count") && int(have.size()) != e["moves_count"].get<int>())
    out.push_back("moves_count: expected " + e["moves_count"].dump() + ", got " + std::to_string(have.size()) + " " + joined(have));
}

// Compares every key given in `want` against the same key in `have`.
void check_fields(const std::string& where, const json& want, const json& have, Failures& out) {
  for (const auto& [key, value] : want.items()) {
    if (!have.contains(key)) out.push_back(where + "." + key + ": expected " + value.dump() + ", not present");
    else if (value.is_object() && have[key].is_object()) check_fields(where + "." + key, value, have[key], out);
    else if (have[key] != value) out.push_back(where + "." + key + ": expected " + value.dump() + ", got " + have[key].dump());
  }
}

std::vector<std::string> zone_names(const json& list) {
  std::vector<std::string> out;
  for (const auto& e : list) out.push_back(e.is_string() ? e.get<std::string>() : e.value("name", std::string("?")));
  return out;
}

// Space properties read from the State itself, so a value back at its start counts too.
void check_space_props(const GameDef& g, const State& state, const json& want, const std::string& key, Failures& out) {
  for (const auto& [space, props] : want.items()) {
    const auto s = g.spaces.find(space);
    if (!s) { out.push_back(key + space + ": there is no such space"); continue; }
    for (const auto& [prop, value] : props.items()) {
      const auto it = std::find(g.spaces.prop_names.begin(), g.spaces.prop_names.end(), prop);
      if (it == g.spaces.prop_names.end()) { out.push_back(key + space + "." + prop + ": no such space property"); continue; }
      const int32_t have = state.prop(*s, int(it - g.spaces.prop_names.begin()));
      if (!value.is_number_integer() || value.get<int64_t>() != have)  // compared whole: 2^32 + 1 is not 1
        out.push_back(key + space + "." + prop + ": expected " + value.dump() + ", got " + std::to_string(have));
    }
  }
}

// rows: square boards drawn as the State should hold them, every square checked.
void check_drawn_rows(const GameDef& g, const State& state, const json& rows, Failures& out) {
  try {
    check_space_props(g, state, drawn_spaces(g, rows, "expect.rows"), "rows: ", out);
  } catch (const std::runtime_error& e) {
    out.push_back(e.what());
  }
}

void check_zones(const json& e, const json& actual, Failures& out) {
  const json& zones = actual["zones"];
  const json want_zones = e.value("zones", json::object()), want_counts = e.value("zone_counts", json::object());
  for (const auto& [zone, want] : want_zones.items()) {
    const auto have = zones.contains(zone) ? zone_names(zones[zone]) : std::vector<std::string>{};
    std::vector<std::string> w;
    for (const auto& v : want) w.push_back(v.get<std::string>());
    if (have != w) out.push_back("zones." + zone + ": expected " + joined(w) + " (top first), got " + joined(have));
  }
  for (const auto& [zone, n] : want_counts.items()) {
    const size_t have = zones.contains(zone) ? zones[zone].size() : 0;
    if (have != n.get<size_t>()) out.push_back("zone_counts." + zone + ": expected " + n.dump() + ", got " + std::to_string(have));
  }
}

}  // namespace

void check_error(const json& expect, const std::string& error, size_t applied, size_t total, Failures& out) {
  if (!expect.contains("error")) {
    if (!error.empty()) out.push_back("move " + std::to_string(applied + 1) + " failed: " + error);
    return;
  }
  const std::string want = expect["error"].get<std::string>();
  if (error.empty()) out.push_back("expected the last move to fail with '" + want + "', but every move was applied");
  else if (applied + 1 != total) out.push_back("move " + std::to_string(applied + 1) + " failed before the last: " + error);
  else if (error.find(want) == std::string::npos) out.push_back("error: expected '" + want + "' in: " + error);
}

// The name of a space or a component whose id (as the rules see it) is `id`, of the same
// sort as the name `like`; "" when there is none.
std::string name_of_id(const GameDef& g, const json& id, const std::string& like) {
  if (!id.is_number_integer()) return "";
  const int64_t i = id.get<int64_t>() - 1;
  if (g.spaces.find(like)) return i >= 0 && i < int64_t(g.spaces.names.size()) ? g.spaces.names[size_t(i)] : "";
  return i >= 0 && i < int64_t(g.kit.components.size()) ? g.kit.components[size_t(i)].name : "";
}

// Variables ({name: value}) against the State's, a value written as the name of a space or
// a component (variables_by_id) named again in a failure beside its id.
void check_variables(const GameDef& g, const std::string& where, const json& want, const json& have, Failures& out) {
  const json ids = variables_by_id(g, want, where);
  for (const auto& [key, value] : want.items()) {
    if (!value.is_string() || !have.contains(key) || have[key] == ids[key]) continue;
    const std::string got = name_of_id(g, have[key], value.get<std::string>());
    out.push_back(where + "." + key + ": expected " + value.get<std::string>() + " (" + ids[key].dump() + "), got " + have[key].dump() +
                  (got.empty() ? "" : " (" + got + ")"));
  }
  json numbers = want;
  for (const auto& [key, value] : want.items())
    if (value.is_string() && have.contains(key)) numbers.erase(key);  // one the State lacks: "not present"
  check_fields(where, numbers, have, out);
}

// A player's expected fields, its `vars` read by check_variables.
void check_player(const GameDef& g, const std::string& where, const json& want, const json& have, Failures& out) {
  if (!want.is_object() || !want.contains("vars")) return check_fields(where, want, have, out);
  check_variables(g, where + ".vars", want["vars"], have.value("vars", json::object()), out);
  json rest = want;
  rest.erase("vars");
  check_fields(where, rest, have, out);
}

void check_state(Engine& engine, const State& state, int as, const json& e, Failures& out) {
  check_moves(engine, state, as, e, out);
  check_pieces_without_moves(engine, state, as ? as : state.first_to_move(), e, out);
  const json actual = state_to_json(engine.game(), state);
  if (e.contains("terminal") && actual["terminal"] != e["terminal"]) out.push_back("terminal: expected " + e["terminal"].dump());
  if (e.contains("cut_off") && actual.value("cut_off", false) != e["cut_off"].get<bool>()) out.push_back("cut_off: expected " + e["cut_off"].dump());
  if (e.contains("to_move") && actual["to_move"] != e["to_move"])
    out.push_back("to_move: expected " + e["to_move"].dump() + ", got " + actual["to_move"].dump());
  check_variables(engine.game(), "globals", e.value("globals", json::object()), actual["globals"], out);
  check_space_props(engine.game(), state, e.value("spaces", json::object()), "spaces.", out);
  if (e.contains("rows")) check_drawn_rows(engine.game(), state, e["rows"], out);
  const json players = e.value("players", json::object());
  for (const auto& [p, want] : players.items()) {
    int64_t n = 0;
    if (!parse_integer(p, n) || n < 1 || n > int64_t(actual["players"].size())) out.push_back("players." + p + ": there is no such player");
    else check_player(engine.game(), "players." + p, want, actual["players"][n - 1], out);
  }
  check_ranks(state, e, out);
  check_zones(e, actual, out);
  check_totals(engine.game(), state, e, out);
}

// One list of counts, depth 1 first, against perft's.
void check_counts(Engine& engine, const State& state, const json& want, PerftCount count, const std::string& key, Failures& out) {
  if (want.empty()) return;
  const auto counts = perft(engine, state, int(want.size()), count);
  for (size_t d = 0; d < want.size(); ++d)
    if (counts[d] != want[d].get<uint64_t>())
      out.push_back(key + " depth " + std::to_string(d + 1) + ": expected " + want[d].dump() + ", got " + std::to_string(counts[d]));
}

// The counts of `key` from depth 1, followed with `slow` by the deeper ones of key_slow; a
// key_slow without `key` is a failure (its first count would be read as depth 1).
json counts_wanted(const json& e, const std::string& key, bool slow, Failures& out) {
  json want = e.value(key, json::array());
  const json deeper = e.value(key + "_slow", json::array());
  if (want.empty() && !deeper.empty()) out.push_back(key + "_slow follows " + key + ": give " + key + "'s first depths too");
  if (slow && !want.empty())
    for (const auto& v : deeper) want.push_back(v);
  return want;
}

void check_perft(Engine& engine, const State& state, const json& e, bool slow, Failures& out) {
  check_counts(engine, state, counts_wanted(e, "perft", slow, out), PerftCount::Plies, "perft", out);
  check_counts(engine, state, counts_wanted(e, "perft_turns", slow, out), PerftCount::Turns, "perft_turns", out);
}

}  // namespace rb
