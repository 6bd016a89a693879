// A player's result in a finished game.
#pragma once

#include <cstdint>

namespace rb {

enum class Result : int32_t { None = 0, Win = 1, Loss = 2, Draw = 3 };

}  // namespace rb
