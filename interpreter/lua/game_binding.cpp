// The `rulebook` module: the game's static data (spaces, components, zones, relations,
// parameters, data); the handles rules make at load time are in handle_binding.cpp.
#include <algorithm>
#include <bit>

#include "core/bit_count.h"
#include "lua/runtime_impl.h"

namespace rb {
namespace {


}  // namespace

// The relation on every board (null where a board lacks it); an error if none has it.
std::vector<const Relation*> find_relation(lua_State* L, const std::string& name) {
  std::vector<const Relation*> per_board;
  bool any = false;
  for (const Board& b : game_of(L).spaces.boards) {
    per_board.push_back(b.relation(name));
    any |= per_board.back() != nullptr;
  }
  if (any) return per_board;
  std::string all;
  for (const auto& n : game_of(L).spaces.boards.front().relation_names()) all += (all.empty() ? "" : ", ") + n;
  luaL_error(L, "unknown relation '%s'; expected one of: %s", name.c_str(), all.c_str());
  return per_board;
}

namespace {

int l_param(lua_State* L) {
  const std::string name = luaL_checkstring(L, 1);
  const ParamDef* p = game_of(L).setup.param(name);
  if (!p) {
    std::vector<std::string> names;
    for (const auto& q : game_of(L).setup.params) names.push_back(q.name);
    return check_named(L, 1, names, "parameter");
  }
  if (p->type == "int") lua_pushinteger(L, std::stoll(p->value));
  else if (p->type == "bool") lua_pushboolean(L, p->value == "true");
  else lua_pushstring(L, p->value.c_str());
  return 1;
}

// Unknown space names list the spaces that share the first letter, to keep it short.
int l_space(lua_State* L) {
  const std::string name = luaL_checkstring(L, 1);
  if (auto s = game_of(L).spaces.find(name)) return push_id(L, *s), 1;
  std::string near;
  for (const auto& n : game_of(L).spaces.names)
    if (!name.empty() && n[0] == name[0] && near.size() < 200) near += (near.empty() ? "" : ", ") + n;
  return luaL_error(L, "unknown space '%s'%s%s", name.c_str(), near.empty() ? "" : "; spaces like it: ", near.c_str());
}

int l_space_name(lua_State* L) {
  lua_pushstring(L, game_of(L).spaces.names[check_space(L, 1)].c_str());
  return 1;
}

int l_spaces(lua_State* L) {
  const int n = game_of(L).layout.spaces;
  lua_createtable(L, n, 0);
  for (int i = 0; i < n; ++i) lua_pushinteger(L, i + 1), lua_rawseti(L, -2, i + 1);
  return 1;
}

int l_attribute(lua_State* L) {
  const auto [b, local] = game_of(L).spaces.local(check_space(L, 1));
  lua_pushinteger(L, game_of(L).spaces.boards[b].attribute(luaL_checkstring(L, 2), local));
  return 1;
}

int l_component(lua_State* L) {
  const std::string name = luaL_checkstring(L, 1);
  auto it = game_of(L).kit.component_index.find(name);
  if (it == game_of(L).kit.component_index.end()) return luaL_error(L, "unknown component '%s'", name.c_str());
  lua_pushinteger(L, it->second + 1);
  return 1;
}

int l_components(lua_State* L) {
  const ComponentMatch m = lua_isnoneornil(L, 1) ? ComponentMatch{} : read_match(L, 1);
  lua_newtable(L);
  int n = 0;
  for (int32_t c = 0; c < game_of(L).layout.components; ++c)
    if (m.matches(game_of(L), c, 0)) lua_pushinteger(L, c + 1), lua_rawseti(L, -2, ++n);
  return 1;
}

int l_name(lua_State* L) { return lua_pushstring(L, game_of(L).kit.components[check_component(L, 1)].name.c_str()), 1; }
int l_kind(lua_State* L) { return lua_pushstring(L, game_of(L).kit.components[check_component(L, 1)].kind.c_str()), 1; }
int l_owner(lua_State* L) { return lua_pushinteger(L, game_of(L).kit.components[check_component(L, 1)].owner), 1; }

int l_attr(lua_State* L) {
  const ComponentDef& c = game_of(L).kit.components[check_component(L, 1)];
  const std::string key = luaL_checkstring(L, 2);
  if (auto it = c.numbers.find(key); it != c.numbers.end()) lua_pushinteger(L, it->second);
  else if (auto t = c.texts.find(key); t != c.texts.end()) lua_pushstring(L, t->second.c_str());
  else lua_pushnil(L);
  return 1;
}

int l_zone(lua_State* L) {
  const std::string family = luaL_checkstring(L, 1);
  const int owner = int(luaL_optinteger(L, 2, 0));
  const int z = game_of(L).kit.zone_of_family(family, owner);
  if (z < 0 && owner == 0 && game_of(L).kit.zone_of_family(family, 1) >= 0)
    return luaL_error(L, "zone '%s' is per player: call rb.zone('%s', p)", family.c_str(), family.c_str());
  if (z < 0) return luaL_error(L, "unknown zone '%s' for player %d", family.c_str(), owner);
  lua_pushinteger(L, z + 1);
  return 1;
}

// Where one step along the relation leads from every space of the game (kNone where it
// leads nowhere), so that rb.step is one array read.
std::vector<int32_t> global_steps(const GameDef& g, const std::vector<const Relation*>& per_board) {
  std::vector<int32_t> steps(size_t(g.layout.spaces), kNone);
  for (int32_t sp = 0; sp < g.layout.spaces; ++sp) {
    const auto [board, local] = g.spaces.local(sp);
    const Relation* rel = per_board[size_t(board)];
    const int32_t next = rel ? rel->step[local] : kNone;
    if (next != kNone) steps[size_t(sp)] = next + (sp - local);
  }
  return steps;
}

// The same name gives the same handle, so a call made on every move costs no memory.
int l_relation(lua_State* L) {
  Impl& r = impl_of(L);
  const std::string name = luaL_checkstring(L, 1);
  for (size_t h = 0; h < r.handles.relation_names.size(); ++h)
    if (r.handles.relation_names[h] == name) return lua_pushinteger(L, make_handle(HandleKind::Relation, h)), 1;
  r.handles.relations.push_back(find_relation(L, name));
  r.handles.relation_names.push_back(name);
  r.handles.steps.push_back(global_steps(game_of(L), r.handles.relations.back()));
  lua_pushinteger(L, make_handle(HandleKind::Relation, r.handles.relations.size() - 1));
  return 1;
}

// The relation a handle names on the board of `space` (null when that board lacks it),
// and the space's index on that board.
std::pair<const Relation*, int32_t> relation_at(lua_State* L, int space_arg, int handle_arg) {
  const auto& all = impl_of(L).handles.relations;
  const size_t h = check_handle_index(L, handle_arg, HandleKind::Relation, all.size());
  const auto [board, local] = game_of(L).spaces.local(check_space(L, space_arg));
  return {all[h][board], local};
}

// Bitboards: bit k - 1 of an integer is space k of the first board (up to 64 spaces).
int l_popcount(lua_State* L) { return lua_pushinteger(L, count_bits(uint64_t(luaL_checkinteger(L, 1)))), 1; }

// rb.shift(mask, relation): the spaces one step along the relation from the spaces of mask;
// a step off the board drops out.
int l_shift(lua_State* L) {
  const auto mask = lua_Unsigned(luaL_checkinteger(L, 1));
  const auto& all = impl_of(L).handles.relations;
  const Relation* rel = all[check_handle_index(L, 2, HandleKind::Relation, all.size())][0];
  const int size = game_of(L).spaces.boards[0].size();
  if (size > 64) return luaL_error(L, "rb.shift: the first board has %d spaces; bitboards hold 64", size);
  uint64_t out = 0;
  if (rel && rel->shift) {
    out = rel->step_bits(mask);
  } else if (rel) {
    for (uint64_t m = mask; m; m &= m - 1) {
      const int at = std::countr_zero(m);
      if (at < size && rel->step[size_t(at)] != kNone) out |= uint64_t(1) << rel->step[size_t(at)];
    }
  }
  return lua_pushinteger(L, lua_Integer(out)), 1;
}

int l_step(lua_State* L) {
  const auto& steps = impl_of(L).handles.steps;
  const int32_t space = check_space(L, 1);
  return push_id(L, steps[check_handle_index(L, 2, HandleKind::Relation, steps.size())][size_t(space)]), 1;
}

int l_neighbors(lua_State* L) {
  const auto [rel, local] = relation_at(L, 1, 2);
  const int32_t offset = check_space(L, 1) - local;
  lua_newtable(L);
  if (!rel) return 1;
  int n = 0;
  for (const int32_t* t = rel->begin(local); t != rel->end(local); ++t) lua_pushinteger(L, *t + offset + 1), lua_rawseti(L, -2, ++n);
  return 1;
}

// The labels of the arrows that leave the board from a space (graph exits).
int l_exits(lua_State* L) {
  const auto [b, local] = game_of(L).spaces.local(check_space(L, 1));
  lua_newtable(L);
  int n = 0;
  for (const ExitEdge& e : game_of(L).spaces.boards[b].exits())
    if (e.from == local) lua_pushstring(L, e.label.c_str()), lua_rawseti(L, -2, ++n);
  return 1;
}

int l_action(lua_State* L) {
  std::vector<std::string> names;
  for (const auto& a : game_of(L).actions.list) names.push_back(a.name);
  lua_pushinteger(L, make_handle(HandleKind::Action, size_t(check_named(L, 1, names, "action"))));
  return 1;
}

// rb.state_methods(): a copy of the State's methods, so rules can keep them in locals and
// call pget(s, p, "x"): a method call on the State looks the name up through its
// metatable each time. A copy, so that no rule can change the methods of every call.
int l_state_methods(lua_State* L) {
  luaL_getmetatable(L, "rulebook.State");
  lua_getfield(L, -1, "__index");
  lua_newtable(L);
  lua_pushnil(L);
  while (lua_next(L, -3)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, -4);
  }
  return 1;
}

const luaL_Reg kFunctions[] = {
    {"param", l_param},         {"space", l_space},   {"space_name", l_space_name}, {"spaces", l_spaces},
    {"attribute", l_attribute}, {"component", l_component}, {"components", l_components}, {"name", l_name},
    {"kind", l_kind},           {"owner", l_owner},   {"attr", l_attr},             {"zone", l_zone},
    {"relation", l_relation},   {"step", l_step},     {"popcount", l_popcount}, {"shift", l_shift},     {"neighbors", l_neighbors},
    {"action", l_action},       {"exits", l_exits},
    {"state_methods", l_state_methods}, {nullptr, nullptr}};

void push_json(lua_State* L, const nlohmann::json& j) {
  luaL_checkstack(L, 2, "rb.data nested too deep");  // each level holds its table on the stack
  if (j.is_object()) {
    lua_createtable(L, 0, int(j.size()));
    for (auto it = j.begin(); it != j.end(); ++it) push_json(L, it.value()), lua_setfield(L, -2, it.key().c_str());
  } else if (j.is_array()) {
    lua_createtable(L, int(j.size()), 0);
    for (size_t i = 0; i < j.size(); ++i) push_json(L, j[i]), lua_rawseti(L, -2, lua_Integer(i + 1));
  } else if (j.is_boolean()) {
    lua_pushboolean(L, j.get<bool>());
  } else if (j.is_number_integer()) {
    lua_pushinteger(L, j.get<int64_t>());
  } else if (j.is_number()) {
    lua_pushnumber(L, j.get<double>());
  } else if (j.is_string()) {
    lua_pushstring(L, j.get<std::string>().c_str());
  } else {
    lua_pushnil(L);
  }
}

}  // namespace

void open_game_binding(lua_State* L) {
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");
  luaL_newlib(L, kFunctions);
  register_handle_makers(L);
  lua_pushinteger(L, game_of(L).setup.players);
  lua_setfield(L, -2, "players");
  push_json(L, game_of(L).data);
  lua_setfield(L, -2, "data");
  lua_setfield(L, -2, "rulebook");
  lua_pop(L, 1);
}

}  // namespace rb
