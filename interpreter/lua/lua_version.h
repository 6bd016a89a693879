// The Lua release this build runs rules with (for `rulebook --version`).
#pragma once

namespace rb {

const char* lua_release();

}  // namespace rb
