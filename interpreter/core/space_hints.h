// What an appearance hint of `appearance.spaces` means for one space: whether it chooses the
// space, and the label it writes there. The drawing and lint's check of the hints share it.
#pragma once

#include <string>

#include "core/appearance.h"
#include "core/board.h"

namespace rb {

// Every criterion the hint gives holds: one of its names (the space's name on the board or
// in the game, `global_name`), its tag, its attribute non-zero.
bool hint_chooses(const SpaceLook& hint, const Board& board, int32_t s, const std::string& global_name);

// The hint's label at space `s`: "{attr}" reads the space's board attribute.
std::string hint_label(const std::string& pattern, const Board& board, int32_t s);

}  // namespace rb
