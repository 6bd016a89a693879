// What an action does, declared in game.yaml beside its patterns: effects (capture what
// stands on the landing space, move the piece, place a new one) and the endings checked
// after them (a line, a far edge reached, no enemy left, a full board, two sides joined by
// a chain of the mover's pieces). The runtime
// applies them in C++, so a game that declares everything needs no Lua at all per ply.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/result.h"
#include "core/space_sets.h"

namespace rb {

struct GameDef;
class State;

enum class EffectKind : uint8_t { Capture, Move, Place };

struct Effect {
  EffectKind kind = EffectKind::Move;
  std::vector<int32_t> capture_zone;  // Capture, per player (index player - 1): where captives go, kNone = off the game
};

enum class EndKind : uint8_t { Line, Edge, NoEnemies, Full, Connect };

// A line ending of at least `length` on a board of at most 64 spaces whose axes are all
// straight shifts (a direction and its reverse, or one direction alone), compiled to masks:
// per axis its step as a shift, and per space and axis the spaces within length - 1 steps
// of it along the axis (the only ones a line through it can use), so a line is found with
// a few shifts (two for four in a row) and no branch on the position.
struct LineMasks {
  std::vector<int> delta;        // per axis: the shift of one step along it, positive
  std::vector<uint64_t> window;  // [space * axes + axis]
};

// One ending, checked after the effects of the move that might bring it about.
struct DeclaredEnd {
  EndKind kind = EndKind::Line;
  int length = 0;                                // Line: the mover's pieces in a row through the landing space
  bool exact = false;                            // Line: exactly `length` along some axis (a longer line does not count)
  AxisSet axes;                                  // Line
  std::vector<LineMasks> line_masks;             // Line, per board: empty where it is walked instead
  std::vector<std::vector<std::vector<int>>> edge;  // Edge, per player then board: relations that lead off the board
  // Connect, per player then board, a byte per space: bit 0 on the side to join from, bit 1
  // on the side to join to (a side is where a listed relation leads off the board).
  std::vector<std::vector<std::vector<uint8_t>>> sides;
  std::vector<std::vector<int>> through;            // Connect, per board: the relations a chain follows
  Result result = Result::Win;                   // for the mover: Win, Loss (every other player wins) or Draw
  std::string reason;
  int32_t reason_id = 0;                         // its number (core/end_reasons.h)
};

struct DeclaredAction {
  std::vector<Effect> effects;
  std::vector<DeclaredEnd> ends;
  int place_pattern = -1;  // the action's placement pattern (GameActions::patterns), for Place
  bool captures = false;   // one of the effects is a capture
  bool next_turn = false;  // turn: next: the next player in order moves after it; apply() is not called
  bool declared() const { return !effects.empty() || !ends.empty() || next_turn; }
};

// Compiles a line ending's masks (LineMasks) for the boards that allow them.
void compile_line_masks(const GameDef& g, DeclaredEnd& e);

// Applies the declared effects of `move` by `player`, then its endings in order; the
// ending that ends the game leaves its reason in the State.
void apply_declared(const GameDef& g, State& s, int player, const Move& move);

}  // namespace rb
