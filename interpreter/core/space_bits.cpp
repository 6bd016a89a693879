#include "core/space_bits.h"

#include <algorithm>
#include <bit>
#include <climits>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "core/space_filter.h"

namespace rb {

SpaceBits& BitPool::take(size_t words) {
  if (used_ == sets_.size()) sets_.emplace_back();  // a deque: the sets already taken stay put
  SpaceBits& b = sets_[used_++];
  b.assign(words, 0);
  return b;
}

namespace {

// Gives the pool's sets back when it goes out of scope.
struct Taken {
  BitPool& pool;
  int count = 0;
  SpaceBits& take(size_t words) { return ++count, pool.take(words); }
  ~Taken() {
    while (count--) pool.give();
  }
};

bool any(const SpaceBits& b) {
  return std::any_of(b.begin(), b.end(), [](uint64_t w) { return w != 0; });
}

// out = the spaces x of `rel.from` whose step x + delta is in `in`.
void pre_image(const SpaceBits& in, const Relation& rel, SpaceBits& out) {
  const int64_t d = rel.delta, words = int64_t(in.size());
  const int64_t whole = (d >= 0 ? d : -d) / 64, part = (d >= 0 ? d : -d) % 64;
  for (int64_t w = 0; w < words; ++w) {
    uint64_t v = 0;
    if (d > 0) {  // bit x of out = bit x + d of in: shift right
      const int64_t at = w + whole;
      if (at < words) v = in[size_t(at)] >> part;
      if (part && at + 1 < words) v |= in[size_t(at + 1)] << (64 - part);
    } else {      // bit x of out = bit x - |d| of in: shift left
      const int64_t at = w - whole;
      if (at >= 0) v = in[size_t(at)] << part;
      if (part && at - 1 >= 0) v |= in[size_t(at - 1)] >> (64 - part);
    }
    out[size_t(w)] = v & rel.from[size_t(w)];
  }
}

void and_with(SpaceBits& a, const SpaceBits& b) {
  for (size_t w = 0; w < a.size(); ++w) a[w] &= b[w];
}

// Adds to `out` the spaces from which `flank` closes a run along the shift `rel`: runs of
// exactly k spaces of `run` then one of `close` (not of `run`), min <= k <= max, found by
// growing the runs backwards from the closing spaces.
// `ends` and `step` are scratch of the board's size.
void flank_along(const Relation& rel, const Flank& flank, int max, const SpaceBits& run, const SpaceBits& close,
                 SpaceBits& ends, SpaceBits& step, SpaceBits& out) {
  pre_image(close, rel, ends);
  and_with(ends, run);  // the last space of a run of 1
  for (int k = 1; k <= max && any(ends); ++k) {
    pre_image(ends, rel, step);
    if (k >= flank.min)
      for (size_t w = 0; w < out.size(); ++w) out[w] |= step[w];
    and_with(step, run);
    ends.swap(step);
  }
}

// flank_along for a board of one word (at most 64 spaces): the same steps in registers.
uint64_t flank_along_word(const Relation& rel, const Flank& flank, int max, uint64_t run, uint64_t close) {
  const int d = rel.delta;
  const uint64_t from = rel.from[0];
  const auto pre = [&](uint64_t x) { return (d > 0 ? x >> d : x << -d) & from; };
  uint64_t out = 0, ends = pre(close) & run;
  for (int k = 1; k <= max && ends; ++k) {
    const uint64_t step = pre(ends);
    if (k >= flank.min) out |= step;
    ends = step & run;
  }
  return out;
}

// A flank without `close` along the shift `rel`: the spaces whose next min spaces are all of
// `run` (the runs of at least min, grown backwards from their last space).
void open_run_along(const Relation& rel, const Flank& flank, const SpaceBits& run, SpaceBits& ends, SpaceBits& step,
                    SpaceBits& out) {
  ends = run;  // spaces starting a run of at least 1
  for (int k = 1; k < flank.min; ++k) {
    pre_image(ends, rel, step);
    and_with(step, run);
    ends.swap(step);
  }
  pre_image(ends, rel, step);
  for (size_t w = 0; w < out.size(); ++w) out[w] |= step[w];
}

// The spaces of a board of more than 64 spaces from which `flank` closes a run, all
// directions being shifts.
void flanking_spaces(const GameDef& g, const State& s, int player, int board, const Flank& flank, BitPool& pool, SpaceBits& out) {
  Taken t{pool};
  SpaceBits& run = t.take(out.size());
  SpaceBits& close = t.take(out.size());
  filter_board(g, s, player, board, *flank.run, pool, run);
  std::fill(out.begin(), out.end(), 0);
  if (!flank.close) {
    SpaceBits& ends = t.take(out.size());
    SpaceBits& step = t.take(out.size());
    for (const Relation* rel : flank.dirs.on(size_t(board))) open_run_along(*rel, flank, run, ends, step, out);
    return;
  }
  filter_board(g, s, player, board, *flank.close, pool, close);
  for (size_t w = 0; w < close.size(); ++w) close[w] &= ~run[w];  // a walk stops at the first space not of the run
  const int max = std::min(flank.max, g.spaces.boards[size_t(board)].size());
  SpaceBits& ends = t.take(out.size());
  SpaceBits& step = t.take(out.size());
  for (const Relation* rel : flank.dirs.on(size_t(board))) flank_along(*rel, flank, max, run, close, ends, step, out);
}

#ifdef __SSE2__
// The lanes of 16 values from `at` where `in` gives all-ones, as 16 bits: four compares
// packed down to bytes and read with one movemask.
template <class In>
uint32_t sixteen_lanes(const int32_t* at, In in) {
  const auto four = [&](int k) { return in(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at + 4 * k))); };
  const __m128i low = _mm_packs_epi32(four(0), four(1)), high = _mm_packs_epi32(four(2), four(3));
  return uint32_t(_mm_movemask_epi8(_mm_packs_epi16(low, high)));
}

// Bits of the n <= 64 values from `at` where `in` gives all-ones (16, then 4 at a time) or,
// for the last few, where `one` (the same test on one value) holds.
template <class In, class One>
uint64_t lanes_word(const int32_t* at, int32_t n, In in, One one) {
  uint64_t bits = 0;
  int32_t i = 0;
  for (; i + 16 <= n; i += 16) bits |= uint64_t(sixteen_lanes(at + i, in)) << i;
  for (; i + 4 <= n; i += 4)
    bits |= uint64_t(_mm_movemask_ps(_mm_castsi128_ps(in(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at + i)))))) << i;
  for (; i < n; ++i) bits |= uint64_t(one(at[i])) << i;
  return bits;
}
#endif

// The first n <= 64 bits set.
uint64_t low_bits(int32_t n) { return n == 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1; }

// The spaces of `size` <= 64 values of a row from `row` whose value a property test accepts,
// `except` aside: a read a space. Between two players, "another's" is the one number that is
// not the mover's.
uint64_t accepted_word(const State& s, int player, const int32_t* row, int32_t size, const PropTest& t) {
  if (t.is == PropTest::Is::Opponent) {
    if (s.players() == 2 && (player == 1 || player == 2)) return range_word(row, size, 3 - player, 3 - player, 0);
    return range_word(row, size, 1, s.players(), player);
  }
  const int32_t lo = t.is == PropTest::Is::Self ? player : t.lo, hi = t.is == PropTest::Is::Self ? player : t.hi;
  if (lo == INT32_MIN && hi == INT32_MAX) return low_bits(size);
  return range_word(row, size, lo, hi, hi < INT32_MAX ? hi + 1 : lo - 1);  // lo <= hi: an except outside
}

// One property test on `size` <= 64 values of its row from `row`, `except` included.
uint64_t test_word(const State& s, int player, const int32_t* row, int32_t size, const PropTest& t) {
  const uint64_t accepted = accepted_word(s, player, row, size, t);
  return t.except ? ~accepted & low_bits(size) : accepted;
}

// One property test on a board of at most 64 spaces from the property's masks
// (Layout::prop_masks): the OR of the masks of the values it accepts.
uint64_t masked_test_word(const State& s, int player, int32_t slot, const PropTest& t) {
  const Layout& l = s.layout();
  const int32_t least = l.prop_least[size_t(t.prop)];
  const int32_t most = int32_t(int64_t(least) + l.prop_values[size_t(t.prop)] - 1);  // up to INT32_MAX: no sum past it
  const bool opponent = t.is == PropTest::Is::Opponent;  // any player's but the mover's
  const int32_t lo = t.is == PropTest::Is::Self ? player : opponent ? 1 : t.lo;
  const int32_t hi = t.is == PropTest::Is::Self ? player : opponent ? s.players() : t.hi;
  uint64_t out = 0, every = 0;
  for (int64_t v = std::max(lo, least); v <= std::min(hi, most); ++v)
    if (!opponent || v != player) out |= s.prop_mask(t.prop, slot, int32_t(v));
  if (!t.except) return out;
  for (int64_t v = least; v <= most; ++v) every |= s.prop_mask(t.prop, slot, int32_t(v));  // every space holds one
  return every & ~out;
}

// The property tests of a filter (only_prop_tests) on `size` <= 64 spaces of a board from
// its space `first`: the AND of each test's word, from the property's masks where the
// board keeps them (`slot` >= 0, and only for the whole board: `first` 0), else a scan of
// its row.
uint64_t prop_tests_word(const State& s, int player, int32_t slot, int32_t offset, int32_t first, int32_t size,
                         const SpaceFilter& f) {
  uint64_t out = low_bits(size);
  for (const PropTest& t : f.props) {
    const bool masked = slot >= 0 && first == 0 && s.layout().prop_masks[size_t(t.prop)] >= 0;
    out &= masked ? masked_test_word(s, player, slot, t) : test_word(s, player, s.prop_row(t.prop) + offset + first, size, t);
    if (!out) break;
  }
  return out;
}

// The filter without its flanks, space by space (property tests only: 64 spaces a word).
void filter_spaces(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f, SpaceBits& out) {
  const int32_t offset = g.spaces.board_offset[size_t(board)], size = g.spaces.boards[size_t(board)].size();
  if (f.only_prop_tests()) {
    const int32_t slot = s.layout().board_slot[size_t(board)];  // -1 past 64 spaces
    for (int32_t w = 0; w * 64 < size; ++w) out[size_t(w)] = prop_tests_word(s, player, slot, offset, w * 64, std::min(64, size - w * 64), f);
    return;
  }
  for (int32_t i = 0; i < size; ++i)
    if (f.holds_unflanked(g, s, offset + i, player)) out[size_t(i) / 64] |= uint64_t(1) << (i % 64);
}

uint64_t filter_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f);

// The spaces `flank` closes along each of its directions in turn (all shifts, a board of at
// most 64 spaces), given to `each` until it returns true: whether one did.
template <class Each>
bool each_flanking_direction(const GameDef& g, const State& s, int player, int board, const Flank& flank, Each each) {
  const uint64_t run = filter_word(g, s, player, board, *flank.run);
  if (!flank.close) {  // the spaces whose next min spaces are all of `run`
    for (const Relation* rel : flank.dirs.on(size_t(board))) {
      const auto pre = [&](uint64_t x) { return shift_bits(x, -rel->delta) & rel->from[0]; };  // the spaces stepping into x
      uint64_t ends = run;
      for (int k = 1; k < flank.min && ends; ++k) ends = pre(ends) & run;
      if (each(pre(ends))) return true;
    }
    return false;
  }
  const uint64_t close = filter_word(g, s, player, board, *flank.close) & ~run;  // a walk stops at the first space not of the run
  const int max = std::min(flank.max, g.spaces.boards[size_t(board)].size());
  for (const Relation* rel : flank.dirs.on(size_t(board)))
    if (each(flank_along_word(*rel, flank, max, run, close))) return true;
  return false;
}

// flanking_spaces on a board of at most 64 spaces: each direction's steps in registers.
uint64_t flanking_word(const GameDef& g, const State& s, int player, int board, const Flank& flank) {
  uint64_t out = 0;
  each_flanking_direction(g, s, player, board, flank, [&](uint64_t bits) { return out |= bits, false; });
  return out;
}

// The spaces of a board with masks (at most 64 spaces) holding a component `m` matches for
// `player`, m settled (ComponentMatch::settle): from the masks of owners, or from where each
// of its listed components is.
uint64_t owners_word(const GameDef& g, const State& s, int board, int player, const ComponentMatch& m) {
  if (!m.by_owner) {
    const int32_t offset = g.spaces.board_offset[size_t(board)];
    uint64_t out = 0;
    for (int32_t c : m.of_kind) {
      const int32_t zone = s.zone_of(c);
      if (zone == kNone || !m.owner_takes(g.kit.components[size_t(c)].owner, player)) continue;
      const int32_t space = g.kit.zones[size_t(zone)].space;
      if (space != kNone && g.spaces.board_of[size_t(space)] == board) out |= uint64_t(1) << (space - offset);
    }
    return out;
  }
  switch (m.owner) {
    case ComponentMatch::Owner::Any: return s.occupied_mask(board);
    case ComponentMatch::Owner::Self: return s.owner_mask(board, player);
    case ComponentMatch::Owner::Opponent: return s.players_mask(board, player);
    case ComponentMatch::Owner::None: return s.owner_mask(board, 0);
    case ComponentMatch::Owner::Fixed: return m.fixed_owner >= 0 ? s.owner_mask(board, m.fixed_owner) : 0;
  }
  return 0;
}

// A filter of SpaceFilter::by_masks on a board with masks: its property tests' word, ANDed
// with emptiness and the owners its component tests take or refuse.
uint64_t masks_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f) {
  const int32_t offset = g.spaces.board_offset[size_t(board)], size = g.spaces.boards[size_t(board)].size();
  uint64_t out = prop_tests_word(s, player, s.layout().board_slot[size_t(board)], offset, 0, size, f);
  const uint64_t occupied = s.occupied_mask(board);
  if (f.empty >= 0) out &= f.empty == 1 ? ~occupied : occupied;
  for (const ComponentMatch& m : f.has) out &= owners_word(g, s, board, player, m);
  for (const ComponentMatch& m : f.lacks) out &= ~owners_word(g, s, board, player, m);
  return out;
}

// The filter without its flanks on a board of at most 64 spaces, as one word.
uint64_t unflanked_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f) {
  const int32_t offset = g.spaces.board_offset[size_t(board)], size = g.spaces.boards[size_t(board)].size();
  if (f.only_prop_tests()) return prop_tests_word(s, player, s.layout().board_slot[size_t(board)], offset, 0, size, f);
  if (s.layout().board_block[size_t(board)] >= 0 && f.by_masks()) return masks_word(g, s, player, board, f);
  uint64_t out = 0;
  for (int32_t i = 0; i < size; ++i) out |= uint64_t(f.holds_unflanked(g, s, offset + i, player)) << i;
  return out;
}

// `out` less the spaces that `flank` (not along shifts) closes nothing from, walked a space at a time.
uint64_t walked_flanks(const GameDef& g, const State& s, int player, int board, const Flank& flank, uint64_t out) {
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  for (uint64_t left = out; left; left &= left - 1) {
    const int i = std::countr_zero(left);
    if (!flanks_any(g, s, player, offset + i, flank)) out &= ~(uint64_t(1) << i);
  }
  return out;
}

// filter_board on a board of at most 64 spaces, as one word: no set of bits to take or fill.
uint64_t filter_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f) {
  uint64_t out = unflanked_word(g, s, player, board, f);
  for (const Flank& flank : f.flanks) {
    if (!out) return 0;
    out = flank.dirs.all_shifts(size_t(board)) ? out & flanking_word(g, s, player, board, flank)
                                               : walked_flanks(g, s, player, board, flank, out);
  }
  return out;
}

// Whether any space of a board of at most 64 spaces passes `f`: its last flank along shifts
// is asked a direction at a time, up to the first that closes a run from a space still in.
bool any_in_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f) {
  uint64_t out = unflanked_word(g, s, player, board, f);
  const auto meets_out = [&](uint64_t bits) { return (bits & out) != 0; };
  for (size_t i = 0; i < f.flanks.size() && out; ++i) {
    const Flank& flank = f.flanks[i];
    const bool last = i + 1 == f.flanks.size();
    if (!flank.dirs.all_shifts(size_t(board))) out = walked_flanks(g, s, player, board, flank, out);
    else if (last) return each_flanking_direction(g, s, player, board, flank, meets_out);
    else out &= flanking_word(g, s, player, board, flank);
  }
  return out != 0;
}

}  // namespace

// Bits of n <= 64 values, set where lo <= value <= hi and value != except (an `except`
// outside [lo, hi] excludes nothing), with no branch a space. In range is one unsigned
// compare of value - lo with hi - lo (SSE2, which every x86-64 has, compares signed: both
// sides get their top bit flipped); a single value is one equality.
uint64_t range_word(const int32_t* at, int32_t n, int32_t lo, int32_t hi, int32_t except) {
  const uint32_t width = uint32_t(hi) - uint32_t(lo);
  const auto one = [&](int32_t v) { return uint32_t(v) - uint32_t(lo) <= width && v != except; };
#ifdef __SSE2__
  const bool excepts = except >= lo && except <= hi;
  const __m128i base = _mm_set1_epi32(lo), other = _mm_set1_epi32(except), top = _mm_set1_epi32(INT32_MIN);
  const __m128i limit = _mm_set1_epi32(int32_t(width ^ 0x80000000u));
  if (lo == hi && !excepts)
    return lanes_word(at, n, [&](__m128i v) { return _mm_cmpeq_epi32(v, base); }, [&](int32_t v) { return v == lo; });
  const auto out = [&](__m128i v) { return _mm_cmpgt_epi32(_mm_xor_si128(_mm_sub_epi32(v, base), top), limit); };
  const uint64_t all = low_bits(n);
  if (!excepts) return all & ~lanes_word(at, n, out, [&](int32_t v) { return !one(v); });
  return all & ~lanes_word(at, n, [&](__m128i v) { return _mm_or_si128(out(v), _mm_cmpeq_epi32(v, other)); },
                           [&](int32_t v) { return !one(v); });
#else
  uint64_t bits = 0;
  for (int32_t i = 0; i < n; ++i) bits |= uint64_t(one(at[i])) << i;
  return bits;
#endif
}

void filter_board(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f, BitPool& pool,
                  SpaceBits& out) {
  const int size = g.spaces.boards[size_t(board)].size();
  if (size > 0 && size <= 64) return out.assign(1, filter_word(g, s, player, board, f));
  out.assign(size_t(size + 63) / 64, 0);
  filter_spaces(g, s, player, board, f, out);
  for (const Flank& flank : f.flanks) {
    if (!any(out)) return;
    if (flank.dirs.all_shifts(size_t(board))) {
      Taken t{pool};
      SpaceBits& flanking = t.take(out.size());
      flanking_spaces(g, s, player, board, flank, pool, flanking);
      and_with(out, flanking);
      continue;
    }
    const int32_t offset = g.spaces.board_offset[size_t(board)];
    for (int32_t i = 0; i < size; ++i)
      if ((out[size_t(i) / 64] >> (i % 64) & 1) && !flanks_any(g, s, player, offset + i, flank))
        out[size_t(i) / 64] &= ~(uint64_t(1) << (i % 64));
  }
}

bool any_space(const GameDef& g, const State& s, int player, const SpaceFilter& f, BitPool& pool) {
  for (int b = 0; b < int(g.spaces.boards.size()); ++b) {
    const int size = g.spaces.boards[size_t(b)].size();
    if (size > 0 && size <= 64) {
      if (any_in_word(g, s, player, b, f)) return true;
      continue;
    }
    Taken t{pool};
    SpaceBits& bits = t.take(size_t(size + 63) / 64);
    filter_board(g, s, player, b, f, pool, bits);
    if (any(bits)) return true;
  }
  return false;
}

uint64_t board_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f) {
  return filter_word(g, s, player, board, f);
}

int32_t first_space(const GameDef& g, const State& s, int player, const SpaceFilter& f, BitPool& pool, int32_t after) {
  const int first_board = after == kNone ? 0 : g.spaces.board_of[size_t(after)];
  for (int b = first_board; b < int(g.spaces.boards.size()); ++b) {
    const int32_t offset = g.spaces.board_offset[size_t(b)], size = g.spaces.boards[size_t(b)].size();
    const int32_t from = after == kNone || b != first_board ? 0 : after - offset + 1;  // the board's first space to take
    if (from >= size) continue;
    if (f.flanks.empty() && !f.only_prop_tests()) {  // asked a space at a time: no further than the first that passes
      for (int32_t i = from; i < size; ++i)
        if (f.holds_unflanked(g, s, offset + i, player)) return offset + i;
      continue;
    }
    Taken t{pool};
    SpaceBits& bits = t.take(size_t(size + 63) / 64);
    filter_board(g, s, player, b, f, pool, bits);
    for (size_t w = size_t(from / 64); w < bits.size(); ++w) {
      const uint64_t word = w == size_t(from / 64) ? bits[w] & (~uint64_t(0) << (from % 64)) : bits[w];
      if (word) return offset + int32_t(w * 64) + std::countr_zero(word);
    }
  }
  return kNone;
}

namespace {

// The run `flank` closes from the bit `at` along one shift: its bits, or 0 when the walk
// meets the edge, a space of neither kind, or more than `max` spaces of the run.
// Without `close` (open): the first max spaces of the run, when there are min or more.
uint64_t closed_run_bits(const Relation& rel, const Flank& flank, int max, uint64_t at, uint64_t run, uint64_t close, bool open) {
  uint64_t x = at, passed = 0;
  for (int n = 0;; ++n) {
    x = rel.step_bits(x);
    if (open && (n == max || !(x & run))) return n >= flank.min ? passed : 0;
    if (!(x & run)) return (x & close) && n >= flank.min ? passed : 0;
    if (n + 1 > max) return 0;
    passed |= x;
  }
}

}  // namespace

bool flanked_bits(const GameDef& g, const State& s, int player, int32_t space, const Flank& flank, uint64_t& out) {
  const int board = g.spaces.board_of[size_t(space)];
  const int32_t size = g.spaces.boards[size_t(board)].size();
  if (size > 64 || !flank.dirs.all_shifts(size_t(board))) return false;
  const uint64_t run = filter_word(g, s, player, board, *flank.run);
  const uint64_t close = flank.close ? filter_word(g, s, player, board, *flank.close) & ~run : 0;
  const int max = std::min(flank.max, size);
  const uint64_t at = uint64_t(1) << (space - g.spaces.board_offset[size_t(board)]);
  out = 0;
  for (const Relation* rel : flank.dirs.on(size_t(board))) out |= closed_run_bits(*rel, flank, max, at, run, close, !flank.close);
  return true;
}

}  // namespace rb
