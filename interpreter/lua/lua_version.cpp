#include "lua/lua_version.h"

#include <lua.hpp>

namespace rb {

const char* lua_release() { return LUA_RELEASE; }

}  // namespace rb
