#include "core/state.h"

#include <stdexcept>

#include <algorithm>

#include "core/board_chunks.h"
#include "core/end_reasons.h"

namespace rb {

void Layout::compute(const std::vector<int32_t>& board_sizes, const std::vector<int32_t>& owners,
                     const std::vector<std::vector<int32_t>>& piece_lists,
                     const std::vector<std::pair<int32_t, int32_t>>& prop_ranges) {
  rng = 3;  // after to_move, ply, terminal
  header = rng + 4;
  outcome = header;
  pvar = outcome + 2 * players;
  gvar = pvar + players * player_vars;
  sprop = gvar + global_vars;
  comp = sprop + spaces * space_props;
  zone = comp + components * kCompWords;
  masks = zone + zones * kZoneWords;
  words = masks;
  mask_owners = 1;
  owner_of.assign(size_t(components), 0);
  for (size_t c = 0; c < owners.size() && c < owner_of.size(); ++c) {
    owner_of[c] = uint8_t(owners[c]);
    mask_owners = std::max(mask_owners, owners[c] + 1);
  }
  board_block.assign(board_sizes.size(), -1);
  zone_block.assign(size_t(zones), -1);
  zone_bit.assign(size_t(zones), 0);
  // A board of more than 64 spaces (up to kChunkedBoardSpaces) has a block per 64 of its
  // spaces (core/board_chunks.h): its spaces read and mark their bits the same way, and
  // board_block stays -1, so code that takes a whole board as one mask passes it by.
  int32_t first_space = 0;
  for (size_t b = 0; b < board_sizes.size(); first_space += board_sizes[b++]) {
    if (board_sizes[b] > kChunkedBoardSpaces) continue;
    const int32_t block_words = 2 * (1 + mask_owners), chunks = std::max<int32_t>(1, chunk_count(board_sizes[b]));
    if (board_sizes[b] <= kMaskBoardSpaces) board_block[b] = words;
    for (int32_t i = 0; i < board_sizes[b] && first_space + i < zones; ++i) {
      zone_block[size_t(first_space + i)] = words + i / 64 * block_words;
      zone_bit[size_t(first_space + i)] = uint8_t(i % 64);
    }
    words += chunks * block_words;
  }
  hints = words;
  words += int(piece_lists.size());
  hint_pieces = piece_lists;
  comp_hint.assign(size_t(components), -1);
  comp_hint_index.assign(size_t(components), 0);
  next_in_list.assign(size_t(components), kNone);
  for (size_t h = 0; h < piece_lists.size(); ++h)
    for (size_t i = 0; i < piece_lists[h].size(); ++i) {
      if (comp_hint[size_t(piece_lists[h][i])] >= 0) throw std::logic_error("a component in two places of the piece lists");
      comp_hint[size_t(piece_lists[h][i])] = int32_t(h);
      comp_hint_index[size_t(piece_lists[h][i])] = int32_t(i);
      if (i + 1 < piece_lists[h].size()) next_in_list[size_t(piece_lists[h][i])] = piece_lists[h][i + 1];
    }
  place_prop_masks(board_sizes, prop_ranges);
}

void Layout::place_prop_masks(const std::vector<int32_t>& board_sizes, const std::vector<std::pair<int32_t, int32_t>>& prop_ranges) {
  board_slot.assign(board_sizes.size(), -1);
  space_slot.assign(size_t(spaces), -1);
  int32_t slots = 0, first_space = 0;
  for (size_t b = 0; b < board_sizes.size(); first_space += board_sizes[b++]) {
    if (board_sizes[b] < 1 || board_sizes[b] > kMaskBoardSpaces) continue;
    board_slot[b] = slots++;
    for (int32_t i = 0; i < board_sizes[b] && first_space + i < spaces; ++i) space_slot[size_t(first_space + i)] = board_slot[b];
  }
  prop_masks.assign(size_t(space_props), -1);
  prop_least.assign(size_t(space_props), 0);
  prop_values.assign(size_t(space_props), 0);
  for (size_t p = 0; p < prop_ranges.size() && p < size_t(space_props); ++p) {
    const int64_t values = int64_t(prop_ranges[p].second) - prop_ranges[p].first + 1;
    if (slots == 0 || values < 1 || values > kMaskedValues) continue;
    prop_masks[p] = words;
    prop_least[p] = prop_ranges[p].first;
    prop_values[p] = int32_t(values);
    words += 2 * slots * int32_t(values);
  }
}

// Zeroed words already mean every component nowhere and every zone empty.
State::State(const GameDef& game) : layout_(&game.layout), d_(game.layout.words, 0) {
  for (int p = 0; p < layout_->space_props; ++p)
    for (int32_t space = 0; space < layout_->spaces; ++space) {
      const int32_t v = game.spaces.prop_initial[size_t(p) * size_t(layout_->spaces) + size_t(space)];
      if (layout_->prop_masks[size_t(p)] >= 0) add_prop_bit(space, p, v);
      d_[size_t(prop_at(space, p))] = v;
    }
  for (int p = 1; p <= players(); ++p)
    for (size_t v = 0; v < game.kit.player_vars.size(); ++v) set_pvar(p, int(v), int32_t(game.kit.player_vars[v].initial));
  for (size_t v = 0; v < game.kit.global_vars.size(); ++v) set_gvar(int(v), int32_t(game.kit.global_vars[v].initial));
  for (size_t h = 0; h < layout_->hint_pieces.size(); ++h)  // every piece is nowhere: the first is first
    d_[size_t(layout_->hints) + h] = layout_->hint_pieces[h].empty() ? kNone : layout_->hint_pieces[h].front();
}

uint64_t State::hash() const {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < d_.size(); ++i) {
    h ^= uint32_t(i == kTerminal ? d_[i] & kEndKind : d_[i]);
    h *= 0x100000001b3ull;
    h ^= h >> 29;
  }
  return h;
}

const std::string& State::end_reason() const { return end_reason_text(end_reason_id()); }

int State::first_to_move() const {
  const uint32_t m = to_move();
  return m ? __builtin_ctz(m) + 1 : 0;
}

void State::remove(int32_t c) {
  if (unlink(c)) left_play(c);
}

// A component now nowhere: the first of its list that is nowhere is it, or one before it.
void State::left_play(int32_t c) {
  const int32_t h = layout_->comp_hint[size_t(c)];
  if (h < 0) return;
  const int32_t first = d_[layout_->hints + h];
  if (first == kNone || layout_->comp_hint_index[size_t(c)] < layout_->comp_hint_index[size_t(first)]) d_[layout_->hints + h] = c;
}

// A component now in play: when it was the first of its list that was nowhere, the next one.
void State::entered_play(int32_t c) {
  const int32_t h = layout_->comp_hint[size_t(c)];
  if (h >= 0 && d_[layout_->hints + h] == c) next_nowhere(h, c);
}

// Takes c out of its zone's stack; says whether it was in one.
bool State::unlink(int32_t c) {
  const int32_t z = zone_of(c);
  if (z == kNone) return false;
  const int32_t over = above(c), under = below(c);
  if (over != kNone) set_high(comp_at(over) + 1, under); else set_low(zone_at(z), under);
  if (under != kNone) set_low(comp_at(under) + 1, over); else set_high(zone_at(z), over);
  d_[zone_at(z) + 1] -= 1;
  set_zone_of(c, kNone);
  d_[comp_at(c) + 1] = 0;
  if (const int32_t block = layout_->zone_block[size_t(z)]; block >= 0) unmark(block, z, layout_->owner_of[size_t(c)]);
  return true;
}

// After a component of `owner` left space zone z: clears the space's bits that no longer hold.
void State::unmark(int32_t block, int32_t z, int owner) {
  const uint64_t bit = uint64_t(1) << layout_->zone_bit[size_t(z)];
  if (count(z) == 0) {
    set_mask(block, mask(block) & ~bit);
    set_mask(block + 2 * (1 + owner), mask(block + 2 * (1 + owner)) & ~bit);
    return;
  }
  for (int32_t c = top(z); c != kNone; c = below(c))
    if (layout_->owner_of[size_t(c)] == owner) return;
  set_mask(block + 2 * (1 + owner), mask(block + 2 * (1 + owner)) & ~bit);
}

bool State::owner_on(int32_t space, int owner) const {
  if (const int32_t block = layout_->zone_block[size_t(space)]; block >= 0)
    return owner < layout_->mask_owners && (mask(block + 2 * (1 + owner)) >> layout_->zone_bit[size_t(space)] & 1);
  for (int32_t c = top(space); c != kNone; c = below(c))
    if (layout_->owner_of[size_t(c)] == owner) return true;
  return false;
}

int State::sides_on(int32_t space, int player) const {
  if (const int32_t block = layout_->zone_block[size_t(space)]; block >= 0) {
    const int bit = layout_->zone_bit[size_t(space)];
    int seen = 0;
    for (int o = 1; o < layout_->mask_owners; ++o)
      if (mask(block + 2 * (1 + o)) >> bit & 1) seen |= o == player ? 1 : 2;
    return seen;
  }
  int seen = 0;
  for (int32_t c = top(space); c != kNone; c = below(c)) {
    const int o = layout_->owner_of[size_t(c)];
    seen |= o == player ? 1 : (o != 0 ? 2 : 0);
  }
  return seen;
}

uint64_t State::players_mask(int board, int player) const {
  const int32_t block = layout_->board_block[size_t(board)];
  uint64_t m = 0;
  for (int o = 1; o < layout_->mask_owners; ++o)
    if (o != player) m |= mask(block + 2 * (1 + o));
  return m;
}

// Links c into `zone` between `over` (nearer the top) and `under`; either may be kNone.
void State::link_between(int32_t c, int32_t zone, int32_t over, int32_t under) {
  set_zone_of(c, zone);
  set_low(comp_at(c) + 1, over);
  set_high(comp_at(c) + 1, under);
  if (over != kNone) set_high(comp_at(over) + 1, c); else set_low(zone_at(zone), c);
  if (under != kNone) set_low(comp_at(under) + 1, c); else set_high(zone_at(zone), c);
  d_[zone_at(zone) + 1] += 1;
  mark(zone, c);
}

void State::put_top(int32_t c, int32_t zone) {
  const bool entering = zone_of(c) == kNone || !unlink(c);  // most pieces put come from nowhere
  link_between(c, zone, kNone, top(zone));
  if (entering) entered_play(c);
}

void State::put_bottom(int32_t c, int32_t zone) {
  const bool entering = zone_of(c) == kNone || !unlink(c);
  link_between(c, zone, bottom(zone), kNone);
  if (entering) entered_play(c);
}

int32_t State::at_depth(int32_t zone, int i) const {
  int32_t c = top(zone);
  while (c != kNone && i-- > 0) c = below(c);
  return c;
}

void State::set_face_down(int32_t c, bool down) {
  const int32_t f = flags(c);
  set_flags(c, down ? (f | kFaceDown) : (f & ~kFaceDown));
}

void State::set_known_by(int32_t c, uint32_t mask) {
  set_flags(c, (flags(c) & kFaceDown) | int32_t((mask & 0xFF) << kKnownShift));
}

// Each hint names the first piece of its list that is nowhere.
bool State::hints_consistent() const {
  for (size_t h = 0; h < layout_->hint_pieces.size(); ++h) {
    const auto& pieces = layout_->hint_pieces[h];
    size_t first = 0;
    while (first < pieces.size() && zone_of(pieces[first]) != kNone) ++first;
    if (d_[layout_->hints + int(h)] != (first < pieces.size() ? pieces[first] : kNone)) return false;
  }
  return true;
}

bool State::links_consistent() const {
  if (!hints_consistent() || !prop_masks_consistent()) return false;
  std::vector<int> seen(layout_->zones, 0);
  for (int32_t z = 0; z < layout_->zones; ++z) {
    int32_t prev = kNone;
    for (int32_t c = top(z); c != kNone; prev = c, c = below(c)) {
      if (zone_of(c) != z || above(c) != prev || ++seen[z] > layout_->components) return false;
    }
    if (bottom(z) != prev || seen[z] != count(z)) return false;
    if (!masks_consistent(z)) return false;
  }
  return true;
}

int State::prop_mask_at(int p, int32_t slot, int32_t v) const {
  const uint32_t k = value_index(p, v);
  if (k >= uint32_t(layout_->prop_values[size_t(p)])) throw std::out_of_range("a space property's value outside its declared values");
  return prop_word(p, slot, k);
}

void State::move_prop_bit(int32_t space, int p, int32_t from, int32_t to) {
  const int32_t slot = layout_->space_slot[size_t(space)];
  if (slot < 0) return;
  const uint64_t bit = uint64_t(1) << layout_->zone_bit[size_t(space)];
  const int set = prop_mask_at(p, slot, to), clear = prop_mask_at(p, slot, from);  // a refused value changes nothing
  set_mask(clear, mask(clear) & ~bit);
  set_mask(set, mask(set) | bit);
}

void State::add_prop_bit(int32_t space, int p, int32_t v) {
  const int32_t slot = layout_->space_slot[size_t(space)];
  if (slot < 0) return;
  const int set = prop_mask_at(p, slot, v);
  set_mask(set, mask(set) | uint64_t(1) << layout_->zone_bit[size_t(space)]);
}

// Each mask of a property holds exactly the spaces of its board with that value.
bool State::prop_masks_consistent() const {
  for (int p = 0; p < layout_->space_props; ++p) {
    if (layout_->prop_masks[size_t(p)] < 0) continue;
    for (int32_t space = 0; space < layout_->spaces; ++space) {
      const int32_t slot = layout_->space_slot[size_t(space)];
      if (slot < 0) continue;
      const int bit = layout_->zone_bit[size_t(space)];
      for (int32_t k = 0; k < layout_->prop_values[size_t(p)]; ++k) {
        const int32_t v = layout_->prop_least[size_t(p)] + k;
        if (bool(prop_mask(p, slot, v) >> bit & 1) != (prop(space, p) == v)) return false;
      }
    }
  }
  return true;
}

// The masks' bits for space zone z say what its stack holds.
bool State::masks_consistent(int32_t z) const {
  const int32_t block = layout_->zone_block[size_t(z)];
  if (block < 0) return true;
  const int bit = layout_->zone_bit[size_t(z)];
  if (bool(mask(block) >> bit & 1) != (count(z) != 0)) return false;
  for (int o = 0; o < layout_->mask_owners; ++o) {
    bool held = false;
    for (int32_t c = top(z); c != kNone; c = below(c)) held |= layout_->owner_of[size_t(c)] == o;
    if (bool(mask(block + 2 * (1 + o)) >> bit & 1) != held) return false;
  }
  return true;
}

}  // namespace rb
