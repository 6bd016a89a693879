// Rule state that must not outlive a game: the module-level locals and the tables frozen
// in place when the rules loaded (lua/freeze.cpp), and when to check them again.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <lua.hpp>

namespace rb {

struct FrozenRules {
  struct Upvalue {
    const void* id;
    int index;
    std::string name, where;
    bool scalar;                      // a number, string or boolean: checked before every game
  };
  struct Table {
    size_t count;                     // entries when frozen
    std::string name, where;          // for the message when a game changed it
  };
  std::vector<Upvalue> upvalues;      // module-level locals, put back between games
  std::vector<Table> tables;          // tables frozen in place
  bool done = false;                  // the rules have loaded: no more modules, no more writes
  size_t entries = 0;                 // of all the tables
  uint64_t checked_at = 0;            // call number at the last check of the tables
  uint64_t restored_at = ~uint64_t(0);  // call number at the last full restore (locals and tables)
  uint64_t setups = 0;
};

void freeze_reachable(lua_State* L);      // freezes tables reachable from the globals
void push_contents(lua_State* L, int t);  // where the table at t keeps its contents (frozen or not)
// Puts module-level locals back as loaded (only the scalars unless `all`); says which
// one a game had changed ("" if none).
std::string restore_upvalues(lua_State* L, bool all);
bool same_value(lua_State* L, int a, int b);  // raw, and numbers of the same subtype and bits
// Puts the entries of tables frozen in place back as loaded; says which one a game had
// changed ("" if none). Its cost grows with the entries: RulesRuntime spaces the checks.
std::string check_frozen_tables(lua_State* L);

}  // namespace rb
