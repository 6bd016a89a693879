// How a failed call into the rules reads: the message handler that adds a traceback, and
// the text of the error a call left on the stack.
#pragma once

#include <string>

#include "lua/runtime_impl.h"

namespace rb {

// The message handler stays at the bottom of the stack, so a call pushes nothing more. It
// cuts a message of more than 2,000 bytes, saying how many it left out.
constexpr int kHandlerSlot = 1;
int traceback_handler(lua_State* L);
// The error on top of the stack of a call that failed with `status`; where the memory cap
// stopped it, the cap's own sentence at the line that asked for more.
std::string failure_text(Impl& r, int status);
std::string first_line(const std::string& s);

}  // namespace rb
