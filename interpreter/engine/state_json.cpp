#include "engine/state_json.h"

#include <cstdint>
#include <stdexcept>

#include "core/end_reasons.h"
#include "engine/hidden_info.h"

namespace rb {
namespace {

using nlohmann::json;
const char* kResults[] = {"none", "win", "loss", "draw"};

json players_list(uint32_t mask) {
  json out = json::array();
  for (int p = 1; mask; ++p, mask >>= 1)
    if (mask & 1) out.push_back(p);
  return out;
}

json component_json(const GameDef& g, const State& s, int32_t c, int viewer) {
  if (!sees_component(g, s, c, viewer)) return json{{"hidden", g.kit.components[c].kind}};
  if (!s.face_down(c) && s.known_by(c) == 0) return g.kit.components[c].name;
  json out{{"name", g.kit.components[c].name}};
  if (s.face_down(c)) out["face_down"] = true;
  if (s.known_by(c)) out["known_by"] = players_list(s.known_by(c));
  return out;
}

json zones_json(const GameDef& g, const State& s, int viewer) {
  json zones = json::object();
  for (int32_t z = 0; z < s.layout().zones; ++z) {
    if (s.count(z) == 0) continue;
    json list = json::array();
    for (int32_t c = s.top(z); c != kNone; c = s.below(c)) list.push_back(component_json(g, s, c, viewer));
    zones[g.kit.zones[z].name] = std::move(list);
  }
  return zones;
}

json spaces_json(const GameDef& g, const State& s) {
  json spaces = json::object();
  const int n = s.layout().spaces;
  for (size_t p = 0; p < g.spaces.prop_names.size(); ++p)
    for (int32_t sp = 0; sp < n; ++sp)
      if (s.prop(sp, int(p)) != g.spaces.prop_initial[p * n + sp]) spaces[g.spaces.names[sp]][g.spaces.prop_names[p]] = s.prop(sp, int(p));
  return spaces;
}

// The variables a viewer may see, into `out`'s "globals" and "players" (moved in: a JSON
// value built in an initializer list is copied whole).
void add_vars_json(const GameDef& g, const State& s, int viewer, json& out) {
  json globals = json::object();
  for (size_t v = 0; v < g.kit.global_vars.size(); ++v)
    if (viewer == 0 || g.kit.global_vars[v].visibility == Visibility::All) globals[g.kit.global_vars[v].name] = s.gvar(int(v));
  json players = json::array();
  for (int p = 1; p <= s.players(); ++p) {
    json vars = json::object();
    for (size_t v = 0; v < g.kit.player_vars.size(); ++v)
      if (viewer == 0 || viewer == p || g.kit.player_vars[v].visibility == Visibility::All) vars[g.kit.player_vars[v].name] = s.pvar(p, int(v));
    json player = json::object();
    player["result"] = kResults[int(s.result(p))];
    player["score"] = s.score(p);
    player["vars"] = std::move(vars);
    players.push_back(std::move(player));
  }
  out["globals"] = std::move(globals);
  out["players"] = std::move(players);
}

// Components in no zone whose face or knowledge flags are set (the rest are implied).
json out_of_play_json(const GameDef& g, const State& s, int viewer) {
  json list = json::array();
  for (int32_t c = 0; c < s.layout().components; ++c)
    if (s.zone_of(c) == kNone && (s.face_down(c) || s.known_by(c)))
      list.push_back(viewer == 0 || (viewer != kSpectator && (s.known_by(c) >> (viewer - 1) & 1))
                         ? component_json(g, s, c, 0) : json{{"hidden", g.kit.components[c].kind}});
  return list;
}

json view(const GameDef& g, const State& s, int viewer) {
  json out{{"game", g.name}, {"ply", s.ply()}, {"to_move", players_list(s.to_move())}, {"terminal", s.terminal()}};
  if (s.cut_off()) out["cut_off"] = true;  // only then: every other State reads as before
  if (!s.end_reason().empty()) out["end_reason"] = s.end_reason();  // only once over, and given
  add_vars_json(g, s, viewer, out);
  out["spaces"] = spaces_json(g, s);
  out["zones"] = zones_json(g, s, viewer);
  json gone = out_of_play_json(g, s, viewer);
  if (!gone.empty()) out["out_of_play"] = std::move(gone);
  return out;
}

template <class Map>
int32_t lookup(const Map& index, const std::string& name, const char* what) {
  auto it = index.find(name);
  if (it == index.end()) throw std::runtime_error(std::string("unknown ") + what + " '" + name + "'");
  return it->second;
}

int var_index(const std::vector<VarDef>& vars, const std::string& name) {
  for (size_t i = 0; i < vars.size(); ++i)
    if (vars[i].name == name) return int(i);
  throw std::runtime_error("unknown variable '" + name + "'");
}

// A whole number within [lo, hi]; anything else (1e20, 2.5, 2^40) is an error naming the
// field, never a conversion that overflows.
int64_t whole_number(const json& v, const std::string& field, int64_t lo, int64_t hi) {
  const bool fits = v.is_number_unsigned()  // JSON reads every number from 0 up as unsigned
                        ? hi >= 0 && v.get<uint64_t>() <= uint64_t(hi) && (lo <= 0 || v.get<uint64_t>() >= uint64_t(lo))
                        : v.is_number_integer() && v.get<int64_t>() >= lo && v.get<int64_t>() <= hi;
  if (!fits) throw std::runtime_error("'" + field + "' must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) + ", not " + v.dump());
  return v.get<int64_t>();
}
int32_t int32_of(const json& v, const std::string& field) { return int32_t(whole_number(v, field, INT32_MIN, INT32_MAX)); }

// A list of players from 1 as a bit mask; a player who does not exist is an error.
uint32_t player_mask(const json& list, int players, const char* field) {
  uint32_t mask = 0;
  for (const auto& p : list) {
    const int n = int32_of(p, field);
    if (n < 1 || n > players) throw std::runtime_error(std::string("'") + field + "' names player " + std::to_string(n) + ", who does not exist");
    mask |= 1u << (n - 1);
  }
  return mask;
}

// zone = kNone for a component out of play.
void read_component(const GameDef& g, State& s, const json& entry, int32_t zone) {
  const bool simple = entry.is_string();
  const int32_t c = lookup(g.kit.component_index, simple ? entry.get<std::string>() : entry.at("name").get<std::string>(), "component");
  if (s.zone_of(c) != kNone || s.face_down(c) || s.known_by(c)) throw std::runtime_error("component '" + g.kit.components[c].name + "' is listed twice");
  if (zone != kNone) s.put_bottom(c, zone);
  if (simple) return;
  s.set_face_down(c, entry.value("face_down", false));
  s.set_known_by(c, player_mask(entry.value("known_by", json::array()), s.players(), "known_by"));
}

void read_players(const GameDef& g, State& s, const json& players) {
  if (int(players.size()) != s.players()) throw std::runtime_error("'players' must list every player");
  for (int p = 1; p <= s.players(); ++p) {
    const json& entry = players[p - 1];
    const std::string result = entry.at("result").get<std::string>();
    int r = 0;
    while (r < 4 && result != kResults[r]) ++r;
    if (r == 4) throw std::runtime_error("unknown result '" + result + "'");
    s.set_result(p, Result(r));
    s.set_score(p, int32_of(entry.at("score"), "score"));
    for (const auto& [key, value] : entry.at("vars").items()) s.set_pvar(p, var_index(g.kit.player_vars, key), int32_of(value, key));
  }
}

}  // namespace

json state_to_json(const GameDef& game, const State& state) {
  json out = view(game, state, 0);
  State copy = state;
  out["rng"] = json::array({copy.rng()[0], copy.rng()[1], copy.rng()[2], copy.rng()[3]});
  return out;
}

json observe(const GameDef& game, const State& state, int player) {
  if (player != kSpectator && (player < 0 || player > state.players())) throw std::runtime_error("there is no player " + std::to_string(player));
  return view(game, state, player);
}

json seen_by(const GameDef& game, const State& state, int viewer) {
  return viewer ? observe(game, state, viewer) : state_to_json(game, state);
}

State state_from_json(const GameDef& g, const json& j) {
  try {
    if (j.at("game").get<std::string>() != g.name) throw std::runtime_error("the state is of game '" + j.at("game").get<std::string>() + "'");
    State s(g);
    s.set_ply(int32_of(j.at("ply"), "ply"));
    s.set_to_move(player_mask(j.at("to_move"), s.players(), "to_move"));
    s.set_terminal(j.at("terminal").get<bool>());
    if (j.value("cut_off", false)) {
      if (!s.terminal()) throw std::runtime_error("'cut_off' needs 'terminal': true");
      s.set_cut_off();
    }
    if (j.contains("end_reason")) {
      if (!s.terminal()) throw std::runtime_error("'end_reason' needs 'terminal': true");
      s.set_end_reason(intern_end_reason(j.at("end_reason").get<std::string>()));
    }
    for (int i = 0; i < 4; ++i) s.rng()[i] = uint32_t(whole_number(j.at("rng").at(i), "rng", 0, UINT32_MAX));
    for (const auto& [name, v] : j.at("globals").items()) s.set_gvar(var_index(g.kit.global_vars, name), int32_of(v, name));
    read_players(g, s, j.at("players"));
    for (const auto& [space, props] : j.at("spaces").items())
      for (const auto& [prop, v] : props.items()) {
        int p = 0;
        while (p < int(g.spaces.prop_names.size()) && g.spaces.prop_names[p] != prop) ++p;
        if (p == int(g.spaces.prop_names.size())) throw std::runtime_error("unknown space property '" + prop + "'");
        const auto [least, most] = g.spaces.prop_ranges[size_t(p)];
        s.set_prop(lookup(g.spaces.index, space, "space"), p, int32_t(whole_number(v, space + "." + prop, least, most)));
      }
    for (const auto& [zone, list] : j.at("zones").items())
      for (const auto& entry : list) read_component(g, s, entry, lookup(g.kit.zone_index, zone, "zone"));
    for (const auto& entry : j.value("out_of_play", json::array())) read_component(g, s, entry, kNone);
    return s;
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("state JSON: ") + e.what());
  }
}

}  // namespace rb
