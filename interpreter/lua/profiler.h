// The rules' profiler (lua/profiler.cpp): time since the last sample, by line; and the time
// inside each C function the rules call (the runtime's bindings, Lua's library), by function.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include <lua.hpp>

namespace rb {

struct Profile {
  struct Key {
    const char* source;               // the chunk's source name, kept by Lua for the function's life
    int line, defined;                // the running line, the line its function starts on
    bool operator==(const Key& o) const { return source == o.source && line == o.line && defined == o.defined; }
  };
  struct KeyHash {
    size_t operator()(const Key& k) const { return std::hash<const void*>()(k.source) ^ (size_t(k.line) << 20) ^ size_t(k.defined); }
  };
  struct LineCost {
    int64_t ns = 0, bytes = 0;        // time charged to the line, Lua memory allocated on it
  };
  std::unordered_map<Key, LineCost, KeyHash> lines;
  struct CallCost {
    std::string name;                 // "s:prop", "list:add", "ipairs", or as Lua names the call
    int64_t ns = 0, calls = 0;        // inside the function, less the rules' Lua it called back
  };
  // By the function's identity (lua_topointer: a light C function's address, a closure's
  // object; the guards' wrappers share one C function, so not lua_tocfunction).
  std::unordered_map<const void*, CallCost> c_calls;
  int64_t call_floor_ns = 0;          // what the hooks add to a call: an empty C function's time
  struct Frame {                      // a function the rules' call is in, innermost last
    const void* fn;                   // its identity, to match its return
    bool c;                           // a C function
    int64_t started_ns = 0, hooks_ns = 0;  // its start, and hook_ns then
    int64_t inner_ns = 0;             // in the rules' Lua it called
  };
  std::vector<Frame> frames;
  int64_t started_ns = 0, last_ns = 0, call_started_ns = 0, in_calls_ns = 0, hook_ns = 0;
  int64_t pending_bytes = 0;          // allocated since the last sample (Lua 5.4.6 on)
  Key last{nullptr, 0, 0};
};

// The profiler's hook while `profile` is set, else none.
void arm_profile_hook(lua_State* L, const Profile* profile);
// Around every call into the rules while profiling: the time of each call.
void profile_call_started(Profile& profile);
void profile_call_ended(Profile& profile);
// The Lua function at `slot` that the call enters: a call too short for any sample (one
// every 97 instructions) is charged to the function's first line, not left out.
void profile_call_entered(lua_State* L, Profile& profile, int slot);
void profile_allocation(lua_State* L, Profile& profile, size_t bytes);  // from the allocator

}  // namespace rb
