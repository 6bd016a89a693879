// The State: every mutable thing of a game in one array of 32-bit words laid out by the
// Game's Layout, so copying is one allocation and equality and hashing are a scan.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "core/game_def.h"
#include "core/result.h"
#include "core/rng.h"

namespace rb {


// The mask of every space of a board of `size` spaces (at most 64).
inline uint64_t all_spaces(int32_t size) { return size >= 64 ? ~uint64_t(0) : (uint64_t(1) << size) - 1; }

class State {
 public:
  State() = default;
  explicit State(const GameDef& game);  // spaces at their initial props, every component nowhere

  // The first words: whose decision it is and the ply; every other word comes after them.
  static constexpr int kTurnWords = 2;

  const Layout& layout() const { return *layout_; }
  int players() const { return layout_->players; }
  const std::vector<int32_t>& words() const { return d_; }
  std::vector<int32_t>& words() { return d_; }
  bool operator==(const State& o) const { return d_ == o.d_; }
  bool operator!=(const State& o) const { return !(*this == o); }
  // Of every word but the end reason's number, which is this process's own.
  uint64_t hash() const;

  // Whose decision it is: a bit per player (bit 0 = player 1); several bits = simultaneous.
  uint32_t to_move() const { return uint32_t(d_[kToMove]); }
  void set_to_move(uint32_t mask) { d_[kToMove] = int32_t(mask); }
  bool may_move(int player) const { return to_move() & (1u << (player - 1)); }
  int first_to_move() const;  // 0 when nobody
  int32_t ply() const { return d_[kPly]; }
  void set_ply(int32_t n) { d_[kPly] = n; }
  bool terminal() const { return d_[kTerminal] != 0; }
  void set_terminal(bool t) { d_[kTerminal] = t ? (d_[kTerminal] & ~kEndKind) | kOver : 0; }
  // Over without a rule of the game ending it (a cap the rules declare): no results.
  bool cut_off() const { return (d_[kTerminal] & kEndKind) == kCutOff; }
  void set_cut_off() { d_[kTerminal] = (d_[kTerminal] & ~kEndKind) | kCutOff; }
  // Why the game ended, as the rules or a declared ending said ("" while it goes on, or
  // when none was given): a number of core/end_reasons.h, so a copy knows it too.
  int32_t end_reason_id() const { return d_[kTerminal] >> kReasonShift; }
  void set_end_reason(int32_t id) { d_[kTerminal] = (d_[kTerminal] & kEndKind) | id << kReasonShift; }
  const std::string& end_reason() const;
  uint32_t* rng() { return reinterpret_cast<uint32_t*>(&d_[layout_->rng]); }

  Result result(int player) const { return Result(d_[layout_->outcome + 2 * (player - 1)]); }
  int32_t score(int player) const { return d_[layout_->outcome + 2 * (player - 1) + 1]; }
  void set_result(int player, Result r) { d_[layout_->outcome + 2 * (player - 1)] = int32_t(r); }
  void set_score(int player, int32_t s) { d_[layout_->outcome + 2 * (player - 1) + 1] = s; }

  int32_t pvar(int player, int var) const { return d_[pvar_at(player, var)]; }
  void set_pvar(int player, int var, int32_t v) { d_[pvar_at(player, var)] = v; }
  int32_t gvar(int var) const { return d_[layout_->gvar + var]; }
  void set_gvar(int var, int32_t v) { d_[layout_->gvar + var] = v; }
  int32_t prop(int32_t space, int p) const { return d_[prop_at(space, p)]; }
  // v must lie in the property's declared values (min to max): a value outside them is
  // refused where it comes in (the loader, the bindings, a State read from JSON); here it
  // throws std::out_of_range only where it would land in a mask (a property with masks, on
  // a board that keeps them), and is otherwise stored as given.
  void set_prop(int32_t space, int p, int32_t v) {
    int32_t& at = d_[prop_at(space, p)];
    if (layout_->prop_masks[size_t(p)] >= 0) move_prop_bit(space, p, at, v);
    at = v;
  }
  // The spaces of the board in slot `slot` (Layout::board_slot) whose property p, one with
  // masks (Layout::prop_masks), is v: bit i for the board's space i; 0 for a value outside p's.
  uint64_t prop_mask(int p, int32_t slot, int32_t v) const {
    const uint32_t k = value_index(p, v);
    return k < uint32_t(layout_->prop_values[size_t(p)]) ? mask(prop_word(p, slot, k)) : 0;
  }
  // Property p of every space, in space order: prop_row(p)[space] is prop(space, p).
  const int32_t* prop_row(int p) const { return d_.data() + prop_at(0, p); }

  // Zones are linked stacks: each component knows its zone and its neighbours in it.
  int32_t zone_of(int32_t c) const { return int32_t(word(comp_at(c)) & kZoneBits) - 1; }
  int32_t above(int32_t c) const { return low(comp_at(c) + 1); }
  int32_t below(int32_t c) const { return high(comp_at(c) + 1); }
  int32_t top(int32_t zone) const { return low(zone_at(zone)); }
  int32_t bottom(int32_t zone) const { return high(zone_at(zone)); }
  int32_t count(int32_t zone) const { return d_[zone_at(zone) + 1]; }
  void remove(int32_t c);                        // from its zone, if any
  void put_top(int32_t c, int32_t zone);         // removes it from where it was first
  void put_bottom(int32_t c, int32_t zone);
  // Component at depth i from the top (0 = top), or kNone.
  int32_t at_depth(int32_t zone, int i) const;

  bool face_down(int32_t c) const { return flags(c) & kFaceDown; }
  void set_face_down(int32_t c, bool down);
  // Players (bit per player) who know a face-down component's identity.
  uint32_t known_by(int32_t c) const { return uint32_t(flags(c)) >> kKnownShift; }
  void set_known_by(int32_t c, uint32_t mask);

  // Who stands on a space: whether a component of `owner` (0: nobody's) is there; and bit 0
  // one of the player's, bit 1 another player's. Bit tests on a board of at most 1024
  // spaces (core/board_chunks.h).
  bool owner_on(int32_t space, int owner) const;
  int sides_on(int32_t space, int player) const;
  // A board of at most 64 spaces (layout().board_block[board] >= 0), bit i its space i: the
  // spaces holding anything, one of `owner`'s components, or another player's than `player`.
  uint64_t occupied_mask(int board) const { return mask(layout_->board_block[size_t(board)]); }
  uint64_t owner_mask(int board, int owner) const {
    return owner < layout_->mask_owners ? mask(layout_->board_block[size_t(board)] + 2 * (1 + owner)) : 0;
  }
  uint64_t players_mask(int board, int player) const;

  // The first piece of list h (Layout::hint_pieces) that is nowhere, or kNone when every
  // one is in play.
  int32_t first_nowhere(int h) const { return d_[layout_->hints + h]; }
  // Puts that piece on top of `zone` and returns it (kNone, putting nothing, when there is
  // none): put_top(first_nowhere(h), zone) without asking where the piece was. Inline: it
  // is a declared placement's one write to the State.
  int32_t put_first_nowhere(int h, int32_t zone);

  // Debug consistency check of the zone links, the boards' masks and the lists' first
  // pieces nowhere (asserted in tests).
  bool links_consistent() const;

 private:
  static constexpr int kToMove = 0, kPly = 1, kTerminal = 2;
  static_assert(kToMove < kTurnWords && kPly < kTurnWords && kTerminal == kTurnWords);
  // The terminal word: 0 going on; else bits 0-1 1 over or 2 cut off, bits 2-30 the end reason.
  static constexpr int32_t kOver = 1, kCutOff = 2, kEndKind = 3, kReasonShift = 2;
  static constexpr uint32_t kZoneBits = (1u << 23) - 1;
  static constexpr int kFlagShift = 23;  // then bit 0 face down, bits 1-8 known by players 1-8
  static constexpr int32_t kFaceDown = 1, kKnownShift = 1;
  int pvar_at(int player, int var) const { return layout_->pvar + (player - 1) * layout_->player_vars + var; }
  int prop_at(int32_t space, int p) const { return layout_->sprop + p * layout_->spaces + space; }
  int comp_at(int32_t c) const { return layout_->comp + c * Layout::kCompWords; }
  int zone_at(int32_t z) const { return layout_->zone + z * Layout::kZoneWords; }
  uint32_t word(int at) const { return uint32_t(d_[at]); }
  // The two 16-bit halves of a word, each an id + 1 (0 for none).
  int32_t low(int at) const { return int32_t(word(at) & 0xFFFF) - 1; }
  int32_t high(int at) const { return int32_t(word(at) >> 16) - 1; }
  void set_low(int at, int32_t id) { d_[at] = int32_t((word(at) & 0xFFFF0000u) | uint32_t(id + 1)); }
  void set_high(int at, int32_t id) { d_[at] = int32_t((word(at) & 0xFFFFu) | uint32_t(id + 1) << 16); }
  void set_zone_of(int32_t c, int32_t zone) { d_[comp_at(c)] = int32_t((word(comp_at(c)) & ~kZoneBits) | uint32_t(zone + 1)); }
  int32_t flags(int32_t c) const { return int32_t(word(comp_at(c)) >> kFlagShift); }
  void set_flags(int32_t c, int32_t f) { d_[comp_at(c)] = int32_t((word(comp_at(c)) & kZoneBits) | uint32_t(f) << kFlagShift); }
  void link_between(int32_t c, int32_t zone, int32_t over, int32_t under);
  // Value v's place among property p's values (as unsigned: below the least is past the last),
  // and the first word of the mask of the value at place k for the board in `slot`.
  uint32_t value_index(int p, int32_t v) const { return uint32_t(v) - uint32_t(layout_->prop_least[size_t(p)]); }
  int prop_word(int p, int32_t slot, uint32_t k) const {
    return layout_->prop_masks[size_t(p)] + 2 * int(uint32_t(slot) * uint32_t(layout_->prop_values[size_t(p)]) + k);
  }
  // prop_word of value v, which must be one of p's values (else std::out_of_range).
  int prop_mask_at(int p, int32_t slot, int32_t v) const;
  // Moves space's bit from the mask of value `from` to that of `to`; or sets it in v's.
  void move_prop_bit(int32_t space, int p, int32_t from, int32_t to);
  void add_prop_bit(int32_t space, int p, int32_t v);
  bool prop_masks_consistent() const;
  // A mask's low word first: on a little-endian machine one 64-bit load or store.
  uint64_t mask(int at) const {
    if constexpr (std::endian::native == std::endian::little) {
      uint64_t m;
      std::memcpy(&m, d_.data() + at, sizeof m);
      return m;
    } else {
      return uint64_t(word(at)) | uint64_t(word(at + 1)) << 32;
    }
  }
  void set_mask(int at, uint64_t m) {
    if constexpr (std::endian::native == std::endian::little) {
      std::memcpy(d_.data() + at, &m, sizeof m);
    } else {
      d_[at] = int32_t(uint32_t(m)), d_[at + 1] = int32_t(uint32_t(m >> 32));
    }
  }
  // c now stands on `zone`: where that is a space of a board with masks, its bits there.
  void mark(int32_t zone, int32_t c) {
    if (const int32_t block = layout_->zone_block[size_t(zone)]; block >= 0) {
      const uint64_t bit = uint64_t(1) << layout_->zone_bit[size_t(zone)];
      const int32_t owned = block + 2 * (1 + layout_->owner_of[size_t(c)]);
      set_mask(block, mask(block) | bit);
      set_mask(owned, mask(owned) | bit);
    }
  }
  void unmark(int32_t block, int32_t z, int owner);
  bool unlink(int32_t c);
  void left_play(int32_t c);
  void entered_play(int32_t c);
  // List h's first piece nowhere was c, now in play: the first after it that is nowhere.
  void next_nowhere(int h, int32_t c) {
    const int32_t* next = layout_->next_in_list.data();
    int32_t n = next[c];
    while (n != kNone && zone_of(n) != kNone) n = next[n];
    d_[layout_->hints + h] = n;
  }
  bool hints_consistent() const;
  bool masks_consistent(int32_t z) const;

  const Layout* layout_ = nullptr;
  std::vector<int32_t> d_;
};

// link_between(c, zone, kNone, top(zone)) for a piece nowhere, whose links are all none:
// its words written whole, and the zone's top and bottom in one word when it was empty.
inline int32_t State::put_first_nowhere(int h, int32_t zone) {
  const int32_t c = first_nowhere(h);
  if (c == kNone) return kNone;
  const int at = comp_at(c), z = zone_at(zone);
  const int32_t under = top(zone);
  d_[at] = int32_t((word(at) & ~kZoneBits) | uint32_t(zone + 1));
  d_[at + 1] = int32_t(uint32_t(under + 1) << 16);
  if (under != kNone) {
    set_low(comp_at(under) + 1, c);
    set_low(z, c);
  } else {
    d_[z] = int32_t(uint32_t(c + 1) | uint32_t(c + 1) << 16);
  }
  d_[z + 1] += 1;
  mark(zone, c);
  next_nowhere(h, c);
  return c;
}

}  // namespace rb
