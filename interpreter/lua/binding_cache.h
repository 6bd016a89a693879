// What the bindings keep from one call to the next: the handles made at load time, the
// declared names already looked up, and scratch space reused by every call.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <lua.hpp>

#include "core/move.h"
#include "core/space_bits.h"
#include "core/space_filter.h"

namespace rb {

// Handles made at load time (rb.relation, rb.filter, rb.directions ...), by number.
struct HandleTables {
  std::vector<std::vector<const Relation*>> relations;  // per handle: the relation on each board, or null
  std::vector<std::vector<int32_t>> steps;              // per handle: one step from each space, or kNone
  std::vector<std::string> relation_names;              // per handle: the name it was made from
  std::vector<DirectionSet> direction_sets;
  std::vector<SpaceFilter> filters;
  std::vector<ComponentMatch> piece_sets;   // rb.pieces handles
  std::vector<AxisSet> axis_sets;           // rb.axes handles
  std::vector<Flank> flanks;                // rb.flank handles
};

// Declared names already looked up (lua/binding_checks.cpp), by where Lua keeps the
// string: Lua interns short strings, so a name passed again arrives at the same address.
// Each slot's string is kept alive in a registry table, so no other string can take it.
struct NameCache {
  struct Slot {
    const char* text = nullptr;
    const void* list = nullptr;
    size_t index = 0;
  };
  static constexpr size_t kSlots = 256;  // a power of two: the first slot is the top bits of a hash
  static constexpr size_t kProbes = 4;   // slots tried from the first
  std::array<Slot, kSlots> slots{};
  int ref_anchors = LUA_NOREF;           // slot number -> the string it points at
};

// The words of the filters asked during one read-only call (moves(), the moves() under a
// s:has_moves, evaluate ...), where the State cannot change: a filter asked again for the
// same player and board is read from here (lua/filter_words.cpp). Emptied wherever a call
// begins or ends, so no word outlives the call that read it; a call that may write keeps none.
struct FilterWords {
  struct Slot {
    const SpaceFilter* filter;  // a handle's, which lives as long as the runtime
    int player;
    int32_t board;
    uint64_t word;
  };
  static constexpr int kSlots = 8;  // draughts asks four filters ten times in a moves()
  std::array<Slot, kSlots> slots{};
  int used = 0;
  void clear() { used = 0; }
};

// Buffers the bindings fill and empty within one call, kept to spare the allocations.
struct BindingScratch {
  std::vector<std::pair<int32_t, int32_t>> pairs;
  std::vector<int32_t> spaces;
  MoveList moves;                     // s:has_moves
  std::vector<uint8_t> mark;          // a byte per space, all 0 between calls (s:group, s:liberties, list:rays)
  std::vector<int32_t> listed;        // list:rays: the spaces of the moves listed before it that it marked
  std::vector<int32_t> border;        // s:liberties: the spaces next to the group; a group (s:flip_surrounded)
  std::vector<int32_t> near;          // s:flip_surrounded, s:capture_surrounded: the spaces next to theirs
  BitPool bit_pool;                   // list:places
  SpaceBits bits;
  std::vector<int32_t> dist, queue;   // s:join_cost
  std::vector<int> counts;            // s:line_counts: one an axis
  FilterWords words;                  // the filters a read-only call asked
};

}  // namespace rb
