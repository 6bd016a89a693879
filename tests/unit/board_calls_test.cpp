// Unit tests of the board primitives (lua/state_board_binding.cpp, core/space_filter.cpp):
// s:walk, s:flanked, s:flip, s:capture, s:group, s:liberties, s:flip_surrounded,
// s:capture_surrounded, s:has_moves and list:places, and the
// checks on values that do not fit a State word and on handles, on tests/data/board_calls
// (its parameter `case` picks the layout and what apply does) and on games/reversi.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <climits>
#include <random>
#include <stdexcept>

#include "agents/random_agent.h"
#include "analysis/perft.h"
#include "core/space_bits.h"
#include "core/space_filter.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> board_calls(const std::string& which, int size = 5) {
  return load_game(LoadRequest{RULEBOOK_TEST_DATA "/board_calls", {}, {{"case", which}, {"size", std::to_string(size)}}});
}

// A match of `kind` (-1: any) and `owner`, as rb.filter reads it before settling it.
ComponentMatch match_of(int32_t kind, ComponentMatch::Owner owner, int fixed_owner = 0) {
  ComponentMatch m;
  m.kind = kind;
  m.owner = owner;
  m.fixed_owner = fixed_owner;
  return m;
}

// The State after player 1 places on `at` in the case `which`.
State after_place(Engine& engine, const std::string& at) {
  State s = engine.new_game(1);
  std::string error;
  auto m = parse_move(engine.game(), "place " + at, 1, error);
  EXPECT_TRUE(m.has_value()) << error;
  EXPECT_EQ(engine.apply_checked(s, 1, m.value_or(Move{})), "");
  return s;
}

std::string apply_error(const std::string& which);

// The moves `player` has in `s`, as text.
std::vector<std::string> move_texts(Engine& engine, const State& s, int player) {
  MoveList legal;
  engine.legal_moves(s, player, legal);
  std::vector<std::string> texts;
  for (int i = 0; i < legal.size(); ++i) texts.push_back(move_to_text(engine.game(), legal[i], player));
  return texts;
}

// Global variables of board_calls, by declaration order.
enum Var { kN, kAfter, kLo, kHi, kOther };

int32_t space_id(const GameDef& g, const std::string& name) { return *g.spaces.find(name) + 1; }

TEST(BoardCalls, WalkCountsTheRunAndNamesTheSpaceThatStoppedIt) {
  Engine engine(board_calls("walk"));
  const State s = after_place(engine, "a1");
  EXPECT_EQ(s.gvar(kN), 2) << "b1 and c1 hold the opponent's mark";
  EXPECT_EQ(s.gvar(kAfter), space_id(engine.game(), "d1"));
}

TEST(BoardCalls, WalkToTheEdgeHasNothingAfter) {
  Engine engine(board_calls("walk_edge"));
  const State s = after_place(engine, "a1");
  EXPECT_EQ(s.gvar(kN), 4);
  EXPECT_EQ(s.gvar(kAfter), 0);
}

TEST(BoardCalls, WalkGoesAtMostMaxStepsAndToTheEdgeWithoutOne) {
  Engine engine(board_calls("walk_max"));
  const State s = after_place(engine, "a1");
  EXPECT_EQ(s.gvar(kN), 4) << "max nil: to the edge";
  EXPECT_EQ(s.gvar(kAfter), 0);
  EXPECT_EQ(s.gvar(kLo), 2);
  EXPECT_EQ(s.gvar(kHi), 0);
  EXPECT_EQ(s.gvar(kOther), 4) << "a max past the board's size stops at its edge";
}

// A max below 0, or past what a State word holds, is an error naming it: never a walk of
// no steps, nor the value cut to 32 bits.
TEST(BoardCalls, WalkMaxBelowZeroOrTooLargeIsAnError) {
  const std::string e = apply_error("walk_bad_max");
  for (const char* said : {"bad argument #4 to 'walk' (max is a number of steps from 0 to 2147483647 (or nil: to the edge), got -1)",
                           "bad argument #4 to 'walk' (max is a number of steps from 0 to 2147483647 (or nil: to the edge), got 2147483648)",
                           "got -9223372036854775808)"})
    EXPECT_NE(e.find(said), std::string::npos) << said << "\n in: " << e;
}

TEST(BoardCalls, GroupFollowsOnlyItsDirectionsAndSpansTheAttribute) {
  Engine engine(board_calls("group"));
  const State s = after_place(engine, "a1");
  EXPECT_EQ(s.gvar(kN), 3) << "a1, b1, b2: c3 touches b2 only diagonally";
  EXPECT_EQ(s.gvar(kLo), 1);
  EXPECT_EQ(s.gvar(kHi), 2);
  EXPECT_EQ(s.gvar(kOther), 4) << "with the diagonals c3 joins; e5 stays apart";
  EXPECT_EQ(s.gvar(kAfter), 0) << "a space that fails the filter has an empty group";
}

// n: a2 (next to a1 and b2, counted once), c2, b3; other: the group a1, b1, b2; lo: c1, the
// opponent's; hi: c5 fails the filter, so no group and nothing next to it (0 * 10 + 0).
TEST(BoardCalls, LibertiesCountEachSpaceNextToTheGroupOnce) {
  Engine engine(board_calls("liberties"));
  const State s = after_place(engine, "a1");
  const std::vector<int32_t> found = {s.gvar(kN), s.gvar(kOther), s.gvar(kLo), s.gvar(kHi)};
  EXPECT_EQ(found, (std::vector<int32_t>{3, 3, 1, 0}));
}

TEST(BoardCalls, FirstFindsTheFirstSpaceInSpaceOrderOrNoneAndPassesTestsOne) {
  Engine engine(board_calls("first"));
  const State s = after_place(engine, "e5");
  EXPECT_EQ(s.gvar(kN), space_id(engine.game(), "c2"));
  EXPECT_EQ(s.gvar(kOther), 110) << "no mark of 2 or more (0); s:passes: b4 is the mover's, b5 not; b5 may be placed on";
  EXPECT_EQ(s.gvar(kAfter), space_id(engine.game(), "b4")) << "after c2";
  EXPECT_EQ(s.gvar(kLo), 0) << "nothing after b4";
  EXPECT_EQ(s.gvar(kHi), space_id(engine.game(), "c4")) << "unmarked and empty, after b4";
}

// list:rays writes the destination into the action's last space: `slide from to` from an
// action of two spaces, `place to` from one of one; any other action, and an argument after
// `land`, are errors.
TEST(BoardCalls, RaysListTheMoveTheActionTakes) {
  Engine engine(board_calls("rays"));
  EXPECT_EQ(move_texts(engine, engine.new_game(1), 1), (std::vector<std::string>{"slide a1 c1", "slide a1 a3", "place d5", "place e4"}));
  Engine merge(board_calls("rays_merge"));
  EXPECT_EQ(move_texts(merge, merge.new_game(1), 1),
            (std::vector<std::string>{"place c3", "slide c3 c5", "slide a1 a2", "place c4", "place d4", "place d3", "place d2", "place c2",
                                      "place b2", "place b3", "place b4", "place a4", "slide a1 b1", "slide a1 c1", "slide a1 a3", "bid 8",
                                      "bid 2", "bid 4", "bid 2"}))
      << "a move listed before, by list:add or list:rays, is not listed again";
  const auto listing_error = [](const std::string& which) {
    try {
      Engine e(board_calls(which));
      MoveList l;
      e.legal_moves(e.new_game(1), 1, l);
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(listing_error("rays_wrong_action").find("action 'bid' takes 1 argument(s) (n: number)"), std::string::npos)
      << listing_error("rays_wrong_action");
  EXPECT_NE(listing_error("rays_extra").find("list:rays takes at most 7 arguments (the last is `land`), got 8"), std::string::npos)
      << listing_error("rays_extra");
  Engine to_edge(board_calls("rays_to_edge"));
  EXPECT_EQ(move_texts(to_edge, to_edge.new_game(1), 1), (std::vector<std::string>{"slide b2 e2", "slide b2 b5"}))
      << "a max of nil: three squares and on to the edge";
  EXPECT_NE(listing_error("rays_negative").find("bad argument #5 to 'rays' (max is a number of steps from 0"), std::string::npos)
      << listing_error("rays_negative");
  EXPECT_NE(listing_error("rays_too_far").find("bad argument #4 to 'slides_from' (min is a number of steps from 0 to 2147483647, got 4294967297)"),
            std::string::npos)
      << listing_error("rays_too_far");
}

// Counted space by space (mark) and from the masks of a property with declared values (level).
TEST(BoardCalls, LineCountsCountTheWholeLineAlongEachAxis) {
  for (const char* which : {"line_counts", "line_counts_masked"}) {
    Engine engine(board_calls(which));
    const State s = after_place(engine, "c3");
    const std::vector<int32_t> found = {s.gvar(kLo), s.gvar(kHi), s.gvar(kOther), s.gvar(kAfter), s.gvar(kN)};
    EXPECT_EQ(found, (std::vector<int32_t>{3, 2, 2, 1, 12})) << which << ": row, column, both diagonals; then with c3 counted on each";
  }
}

// tests/data/ring_lines: a row of five that wraps (its line east and west a ring) and a
// track of three (next and prev only). The global variables n, other and results after
// player 1 places on `at` in the case `which`, read while the game is loaded (a State reads
// its words through its game's layout).
std::vector<int32_t> ring_lines_vars(const std::string& which, const std::string& at) {
  Engine engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/ring_lines", {}, {{"case", which}}}));
  const State s = after_place(engine, at);
  return {s.gvar(0), s.gvar(1), s.gvar(2)};
}

TEST(BoardCalls, LineCountsCountARingOnceAndEveryAxisOfTheHandle) {
  EXPECT_EQ(ring_lines_vars("ring", "c1"), (std::vector<int32_t>{5, 1, 5}))
      << "the five of the ring, each once; the ring lacks next and prev: c1 alone; a result for each of the five axes";
  EXPECT_EQ(ring_lines_vars("track", "t2"), (std::vector<int32_t>{1, 3, 5}))
      << "the track lacks e and w: t2 alone; next and prev: the whole track; five results";
}

TEST(BoardCalls, FlipSurroundedLeavesTheGroupHoldingTheSpaceItself) {
  const auto found = ring_lines_vars("own_group", "c1");
  EXPECT_EQ(found[0], 0) << "a1-b1, walled in, is a1's own group";
  EXPECT_EQ(found[1], 0) << "a1 alone, walled in";
}

TEST(BoardCalls, FirstAfterASpaceGoesOnToTheNextBoard) {
  Engine engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/ring_lines", {}, {{"case", "first_across"}}}));
  const State s = after_place(engine, "a1");
  EXPECT_EQ(s.gvar(0), space_id(engine.game(), "t2")) << "after the ring's last space, the track's marks";
  EXPECT_EQ(s.gvar(1), 0) << "nothing after t2";
}

TEST(BoardCalls, AnExceptTestOfValuesUpToTheGreatestTakesTheOthers) {
  EXPECT_EQ(ring_lines_vars("top_values", "c1")[0], 7) << "all eight spaces but c1";
}

TEST(BoardCalls, AnExceptTestPassesEveryValueButThoseOfItsTest) {
  Engine engine(board_calls("except"));
  const State s = after_place(engine, "a1");
  const GameDef& g = engine.game();
  EXPECT_EQ(s.gvar(kN), 2) << "b1 and c1 are not the mover's";
  EXPECT_EQ(s.gvar(kAfter), space_id(g, "d1"));
  EXPECT_EQ(s.gvar(kOther), 3) << "b1, c1 and d1 are marked";
  EXPECT_EQ(s.gvar(kLo), space_id(g, "e1"));
}

TEST(BoardCalls, FlipSurroundedClearsEachWalledInGroupNextToTheSpaceOnce) {
  Engine engine(board_calls("surrounded"));
  const State s = after_place(engine, "c3");
  const GameDef& g = engine.game();
  EXPECT_EQ(s.gvar(kN), 5) << "c1, c2, b2, b3 (one group, next to c3 twice) and c4";
  EXPECT_EQ(s.gvar(kOther), 0) << "nothing walled in is left";
  EXPECT_EQ(s.gvar(kLo), 2) << "d3-e3 has e2 and e4 unmarked";
  EXPECT_EQ(s.gvar(kHi), 0) << "the mover's own stone is no group next to c3";
  for (const char* name : {"c1", "c2", "b2", "b3", "c4"}) EXPECT_EQ(s.prop(*g.spaces.find(name), 0), 0) << name;
  EXPECT_EQ(s.prop(*g.spaces.find("e3"), 0), 2);
}

TEST(BoardCalls, CaptureSurroundedMovesTheWalledInGroupsComponents) {
  Engine engine(board_calls("surrounded_capture"));
  const State s = after_place(engine, "a2");
  EXPECT_EQ(s.gvar(kN), 2) << "white's a1 and b1";
  EXPECT_EQ(s.gvar(kOther), 2) << "both on the captured zone";
  const GameDef& g = engine.game();
  EXPECT_EQ(s.count(*g.spaces.find("a1")), 0);
  EXPECT_EQ(s.count(*g.spaces.find("b1")), 0);
  EXPECT_EQ(s.count(*g.spaces.find("c1")), 1) << "black's own stones stay";
}

// tests/data/capture_go takes walled-in groups with s:flip_surrounded and s:liberties, or
// with a flood fill in Lua (`plain`): random games of both play alike, State for State, on a
// board with masks (7 x 7) and one without (11 x 11), and groups are taken in them.
TEST(BoardCalls, FlipSurroundedPlaysCaptureGoAsAFloodFillInLuaDoes) {
  for (const char* size : {"7", "11"}) {
    auto load = [&](const char* plain) {
      return load_game(LoadRequest{RULEBOOK_TEST_DATA "/capture_go", {}, {{"size", size}, {"target", "20"}, {"plain", plain}}});
    };
    Engine fast(load("false")), plain(load("true"));
    int captures = 0, suicides = 0;
    MoveList listed;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      RandomAgent agent(seed);
      State a = fast.new_game(seed), b = plain.new_game(seed);
      while (!a.terminal()) {
        const int p = a.first_to_move();
        fast.legal_moves(a, p, listed);
        const Move m = agent.choose(listed);
        const int32_t before = a.pvar(p, 0);
        fast.apply_unchecked(a, p, m);
        plain.apply_unchecked(b, p, m);
        ASSERT_EQ(a, b) << size << " seed " << seed << " ply " << a.ply();
        captures += a.pvar(p, 0) > before;
      }
      suicides += a.end_reason() == "suicide";
    }
    EXPECT_GT(captures, 20) << size;
    EXPECT_GT(suicides, 0) << size;
  }
}

TEST(BoardCalls, FlipSurroundedNamesTheMissingFilter) {
  const std::string e = apply_error("surrounded_no_around");
  EXPECT_NE(e.find("s:flip_surrounded needs a filter (make one with rb.filter) as argument #4"), std::string::npos) << e;
}

TEST(BoardCalls, JoinCostCountsThePaidSpacesOfTheCheapestChainAroundWalls) {
  Engine engine(board_calls("join"));
  const State s = after_place(engine, "e5");
  EXPECT_EQ(s.gvar(kN), 2) << "b1 and b5, the marks b2..b4 free";
  EXPECT_EQ(s.gvar(kAfter), 1) << "from row 1 to row 1: the one square, counted";
  EXPECT_EQ(s.gvar(kOther), 20) << "a square both free and paid counts as free (2); to a filter no space passes: nil (0)";
  EXPECT_EQ(s.gvar(kLo), 4) << "b1 and b5 walled: c1, c2 onto b2, then c4, c5";
  EXPECT_EQ(s.gvar(kHi), 20) << "with diagonals a1 to b2 and b4 to a5: 2; row 3 walled: no chain (nil)";
}

TEST(BoardCalls, JoinCostNamesAnArgumentThatIsNotAFilter) {
  const std::string e = apply_error("bad_join");
  EXPECT_NE(e.find("s:join_cost needs a filter (make one with rb.filter) as argument #2"), std::string::npos) << e;
}

TEST(BoardCalls, FlipTurnsOnlyRunsClosedByTheMover) {
  Engine engine(board_calls("flip"));
  const State s = after_place(engine, "c3");
  const GameDef& g = engine.game();
  EXPECT_EQ(s.gvar(kOther), 2) << "flanked before the disc is down: c2 (closed by c1) and b4 (by a5)";
  EXPECT_EQ(s.gvar(kN), 2);
  EXPECT_EQ(s.prop(*g.spaces.find("c2"), 0), 1);
  EXPECT_EQ(s.prop(*g.spaces.find("b4"), 0), 1);
  EXPECT_EQ(s.prop(*g.spaces.find("d3"), 0), 2) << "d3 and e3 run to the edge, unclosed";
  EXPECT_EQ(s.prop(*g.spaces.find("e3"), 0), 2);
}

TEST(BoardCalls, CaptureTakesRunsNoLongerThanTheFlanksMaximum) {
  Engine engine(board_calls("capture"));
  const State s = after_place(engine, "a1");
  const GameDef& g = engine.game();
  EXPECT_EQ(s.gvar(kN), 2) << "b1 and c1, closed by d1; the three on a2-a4 are more than max = 2";
  const int32_t captured = g.kit.zone_of_family("captured", 0);
  EXPECT_EQ(s.count(captured), 2);
  EXPECT_EQ(s.count(*g.spaces.find("b1")), 0);
  EXPECT_EQ(s.count(*g.spaces.find("a2")), 1);
  EXPECT_TRUE(s.links_consistent());
}

TEST(BoardCalls, HasMovesAsksTheRulesMovesForAnyPlayer) {
  Engine engine(board_calls("has_moves"));
  const State s = after_place(engine, "c3");
  EXPECT_EQ(s.gvar(kN), 1);
  EXPECT_EQ(s.gvar(kOther), 0) << "once every space is marked, nobody can place";
}

// What s:has_moves listed in apply() is the engine's next list of moves for that player in
// that position (lua/moves_memo.h): the same moves as moves() would list, without calling it.
TEST(BoardCalls, TheMovesHasMovesListedAreRecalledNotListedAgain) {
  Engine engine(board_calls("recall"));
  const State s = after_place(engine, "c3");
  EXPECT_EQ(engine.rules().moves_recalled(), 0u);
  MoveList recalled, listed;
  engine.legal_moves(s, 2, recalled);
  EXPECT_EQ(engine.rules().moves_recalled(), 1u);
  Engine fresh(board_calls("recall"));
  fresh.legal_moves(s, 2, listed);
  EXPECT_EQ(fresh.rules().moves_recalled(), 0u);
  ASSERT_EQ(recalled.size(), 24) << "every space but c3";
  EXPECT_TRUE(std::equal(recalled.begin(), recalled.end(), listed.begin(), listed.end()));
  State other = s;
  other.set_to_move(1);
  engine.legal_moves(other, 1, listed);
  EXPECT_EQ(engine.rules().moves_recalled(), 1u) << "kept for player 2, not player 1";
}

// has_moves(2) in apply lists into the memo; moves(2) asks has_moves(1), whose moves(1) asks
// has_moves(2) again: neither inner listing may touch the memo being filled.
TEST(BoardCalls, AHasMovesNestedThreeDeepLeavesTheMemoToTheOutermost) {
  Engine engine(board_calls("recall_nested"));
  const State s = after_place(engine, "c3");
  MoveList recalled, listed;
  engine.legal_moves(s, 2, recalled);
  EXPECT_EQ(engine.rules().moves_recalled(), 1u);
  Engine fresh(board_calls("recall_nested"));
  fresh.legal_moves(s, 2, listed);
  ASSERT_EQ(listed.size(), 24);
  ASSERT_EQ(recalled.size(), 24) << "the memo holds player 2's moves once, and only them";
  EXPECT_TRUE(std::equal(recalled.begin(), recalled.end(), listed.begin(), listed.end()));
}

// A filter's word is kept for the rest of a read-only call only (FilterWords): apply, which
// may write, asks again; so does a moves() after the s:has_moves it made for the other player
// (whose moves() asked the same filter for itself); and the moves() of a second s:has_moves
// in apply, after a change, does not read the first one's.
TEST(BoardCalls, AFilterAskedAgainSeesTheStateAndThePlayerOfItsCall) {
  Engine in_apply(board_calls("words_apply"));
  const State s = after_place(in_apply, "c3");
  EXPECT_EQ(s.gvar(kN), 0);
  EXPECT_EQ(s.gvar(kAfter), 1) << "c3 was marked between the two tallies";
  Engine in_moves(board_calls("words_moves"));
  EXPECT_EQ(move_texts(in_moves, after_place(in_moves, "c3"), 2), (std::vector<std::string>{"bid 0", "bid 5", "bid 8"}));
  Engine nested(board_calls("words_nested"));
  const State twice = after_place(nested, "c3");
  EXPECT_EQ(twice.gvar(kN), 0) << "one mark: no move";
  EXPECT_EQ(twice.gvar(kAfter), 1) << "a1 marked since: the second has_moves' moves() counts two";
}

TEST(BoardCalls, MovesAreListedAgainWhenThePositionChangedOrTheyReadThePly) {
  Engine changed(board_calls("recall_changed"));
  State s = after_place(changed, "c3");
  MoveList legal;
  changed.legal_moves(s, 2, legal);
  EXPECT_EQ(changed.rules().moves_recalled(), 0u);
  EXPECT_EQ(legal.size(), 23) << "a1 was marked after s:has_moves listed it";
  Engine by_ply(board_calls("recall_ply"));
  s = after_place(by_ply, "c3");
  by_ply.legal_moves(s, 2, legal);
  EXPECT_EQ(by_ply.rules().moves_recalled(), 0u);
  EXPECT_TRUE(legal.empty()) << "moves() lists nothing at an odd ply; s:has_moves asked at ply 0";
}

TEST(BoardCalls, PlacesListsEverySpaceTheFilterPasses) {
  Engine engine(board_calls("places"));
  State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  EXPECT_EQ(legal.size(), 25);
  Engine walk(board_calls("walk"));
  s = walk.new_game(1);
  walk.legal_moves(s, 1, legal);
  EXPECT_EQ(legal.size(), 22) << "b1, c1 and d1 are marked";
}

// attrs tests the board's own attributes (a square board's x and y) as props tests the
// State's: here "self" is the player's own row.
TEST(BoardCalls, AFilterOnBoardAttributesPicksEachPlayersOwnRow) {
  Engine engine(board_calls("attrs"));
  EXPECT_EQ(move_texts(engine, engine.new_game(1), 1), (std::vector<std::string>{"place d1", "place e1"}));
  const State after = after_place(engine, "d1");
  EXPECT_EQ(after.gvar(kN), 2) << "s:walk from c1 east over d1 and e1, player 1's row";
  EXPECT_EQ(move_texts(engine, after, 2), (std::vector<std::string>{"place d2", "place e2"}));
}

// A range whose bounds lie past what a space holds bounds nothing on that side.
TEST(BoardCalls, ARangeWithBoundsBeyondWhatASpaceHoldsPassesEverySpace) {
  Engine engine(board_calls("wide_range"));
  EXPECT_EQ(after_place(engine, "a1").gvar(kN), 25) << "a2 at -2^31, b2 at 2^31 - 1, a1 and the rest 0 or 1";
}

TEST(BoardCalls, BitboardsCountAndShiftWithTheBoardsOwnEdges) {
  Engine engine(board_calls("bits"));
  const State s = after_place(engine, "a1");
  EXPECT_EQ(s.gvar(kN), 5);
  EXPECT_EQ(s.gvar(kAfter), 2);
  EXPECT_EQ(s.gvar(kLo), 0) << "the e column has nothing east of it";
  EXPECT_EQ(s.gvar(kHi), (1 << 6) | (1 << 12));
}

std::string apply_error(const std::string& which) {
  Engine engine(board_calls(which));
  try {
    after_place(engine, "a1");
  } catch (const RuleError& e) {
    return e.what();
  }
  return "no error";
}

// A piece kept as three space properties moves from a1 to c3 whole; a1 is left as the
// declarations give it (mark and level 0, rest 2), and level's masks follow.
TEST(BoardCalls, MovePropsMovesEachNamedPropertyAndLeavesTheStartValueBehind) {
  Engine engine(board_calls("move_props"));
  const State s = after_place(engine, "a1");
  EXPECT_EQ((std::array{s.gvar(kN), s.gvar(kLo), s.gvar(kHi)}), (std::array{1, 3, 5})) << "c3 holds the piece: mark, level, rest";
  EXPECT_EQ(s.gvar(kOther), 2) << "a1: mark 0, level 0, rest back at its initial 2";
  EXPECT_EQ(s.gvar(kAfter), 1) << "moving c3 onto itself keeps it";
  const int32_t c3 = space_id(engine.game(), "c3") - 1;
  EXPECT_EQ(s.prop_mask(1, 0, 3), uint64_t(1) << c3) << "level 3's mask: c3 alone";
  EXPECT_NE(apply_error("move_props_unnamed").find("s:move_props(from, to, name, ...): name the space properties"), std::string::npos)
      << apply_error("move_props_unnamed");
  EXPECT_NE(apply_error("move_props_twice").find("bad argument #5 to 'move_props' ('mark' is named twice)"), std::string::npos)
      << apply_error("move_props_twice");
}

TEST(BoardCalls, ValuesThatDoNotFitAStateWordAreErrorsNotTruncations) {
  EXPECT_NE(apply_error("too_big").find("s:set('n', ...): 1099511627776 does not fit in the State"), std::string::npos)
      << apply_error("too_big");
  EXPECT_NE(apply_error("add_too_big").find("s:add('n', ...): 2147483648 does not fit"), std::string::npos);
  EXPECT_NE(apply_error("score_too_big").find("s:set_score('1', ...): -8589934592 does not fit"), std::string::npos);
  EXPECT_NE(apply_error("too_big").find("rules.lua:"), std::string::npos) << "the error names the line";
}

TEST(BoardCalls, AValueOutsideAPropertysMinAndMaxIsAnError) {
  const std::string set = apply_error("level_outside"), flip = apply_error("flip_outside");
  EXPECT_NE(set.find("s:set_prop(..., 'level', 4): the property's values are 0 to 3 (as game.yaml declares them)"), std::string::npos) << set;
  EXPECT_NE(set.find("rules.lua:"), std::string::npos) << "the error names the line";
  EXPECT_NE(flip.find("s:flip(..., 'level', -1): the property's values are 0 to 3"), std::string::npos) << flip;
}

// level (0 to 3) keeps a mask of each value; mark (no min or max) none. Whatever set_prop
// writes, the masks follow, a filter on level read from them says what each space's test
// says, and a value outside the four is refused without a change.
TEST(BoardCalls, APropertyWithMinAndMaxKeepsAMaskOfEachValueThatFiltersRead) {
  const auto g = board_calls("walk");
  ASSERT_EQ(g->layout.prop_masks[0], -1) << "mark declares no values";
  ASSERT_GE(g->layout.prop_masks[1], 0);
  EXPECT_EQ(g->layout.prop_values[1], 4);
  State s(*g);
  EXPECT_EQ(s.prop_mask(1, 0, 0), (uint64_t(1) << 25) - 1) << "every space starts at 0";
  const std::vector<PropTest> tests = {{1, PropTest::Is::Range, 0, 0},  {1, PropTest::Is::Range, 1, 3},
                                       {1, PropTest::Is::Range, -5, 1}, {1, PropTest::Is::Range, 3, INT32_MAX},
                                       {1, PropTest::Is::Range, 4, 9},  {1, PropTest::Is::Self, 0, 0},
                                       {1, PropTest::Is::Opponent, 0, 0}};
  BitPool pool;
  SpaceBits bits;
  for (int round = 0; round < 4; ++round) {
    for (int32_t i = 0; i < 25; ++i) s.set_prop(i, 1, (i * 7 + round * 3 + i / 4) % 4);
    ASSERT_TRUE(s.links_consistent()) << "round " << round;
    for (const PropTest& t : tests)
      for (int p = 0; p <= 2; ++p) {
        filter_board(*g, s, p, 0, SpaceFilter{-1, {}, {}, {t}, {}, {}}, pool, bits);
        for (int32_t i = 0; i < 25; ++i)
          EXPECT_EQ(bits[0] >> i & 1, uint64_t(t.holds(s.prop(i, 1), p, 2))) << "space " << i << ", lo " << t.lo << ", player " << p;
      }
  }
  const State before = s;
  EXPECT_THROW(s.set_prop(3, 1, 4), std::out_of_range);
  EXPECT_THROW(s.set_prop(3, 1, -1), std::out_of_range);
  EXPECT_TRUE(s == before) << "a refused value changes nothing";
}

TEST(BoardCalls, AHandleMadeInsideACallIsRefused) {
  EXPECT_NE(apply_error("late_handle").find("rb.filter makes a handle: make it once when the rules load"), std::string::npos)
      << apply_error("late_handle");
}

// Each handle carries its kind: one passed where another kind is needed is an error naming
// both, in Lua's words for a bad argument, never read as the other kind's handle.
TEST(BoardCalls, AHandleOfTheWrongKindIsAnErrorNamingBothKinds) {
  const std::string e = apply_error("handle_kinds");
  for (const char* said : {
           "bad argument #3 to 'walk' (a handle made by rb.relation, where one made by rb.filter is needed)",
           "bad argument #2 to 'walk' (a handle made by rb.directions, where one made by rb.relation is needed)",
           "bad argument #2 to 'step' (a handle made by rb.action, where one made by rb.relation is needed)",
           "bad argument #2 to 'group' (a handle made by rb.filter, where one made by rb.directions is needed)",
           "bad argument #3 to 'walk' (3 is not a handle made by rb.filter (make one with rb.filter when the rules load))",
           "bad argument #3 to 'walk' (-9223372036854775808 is not a handle made by rb.filter",
           "bad argument #2 to 'flanked' (a handle made by rb.filter, where one made by rb.flank is needed)",
       })
    EXPECT_NE(e.find(said), std::string::npos) << said << "\n in: " << e;
  EXPECT_EQ(e.find("no error"), std::string::npos) << e;
}

// An id out of range is an error naming its kind, the id as given (never cut to 32 bits)
// and the range.
TEST(BoardCalls, AnIdOutOfRangeIsAnErrorWithTheIdAsGiven) {
  const std::string e = apply_error("bad_ids");
  for (const char* said : {"bad space id 0 (expected 1 to 25)", "bad space id 26 (expected 1 to 25)",
                           "bad space id 4294967297 (expected 1 to 25)", "bad component id 11 (expected 1 to 10)",
                           "bad player id 3 (expected 1 to 2)"})
    EXPECT_NE(e.find(said), std::string::npos) << said << "\n in: " << e;
  EXPECT_EQ(e.find("no error"), std::string::npos) << e;
}

std::string load_error(const std::string& which) {
  try {
    Engine engine(board_calls(which));
    engine.new_game(1);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

TEST(BoardCalls, AMisspeltFilterKeyOrPropertyTestIsAnError) {
  const auto expect_error = [](const std::string& which, const std::string& words) {
    const std::string e = load_error(which);
    EXPECT_NE(e.find(words), std::string::npos) << which << ": " << e;
  };
  expect_error("bad_key", "rb.filter: unknown key 'emtpy'; expected empty, has, lacks, props, attrs, flanks");
  expect_error("bad_prop_test", "unknown property test 'mine'");
  expect_error("prop_test_too_big", "rb.filter props: mark = 4294967296 can never hold (spaces keep whole numbers from -2147483648 to 2147483647)");
  expect_error("prop_test_empty_range", "rb.filter props: mark = {min = 3, max = 2} holds for no value (min is above max)");
  expect_error("except_with_min", "rb.filter props: mark: except goes alone, not with min or max");
  expect_error("except_nested", "rb.filter props: mark: an except inside an except");
  expect_error("except_everything", "rb.filter props: mark: except every value holds for no value a space can have");
  expect_error("attr_test_empty_range", "rb.filter attrs: y = {min = 5, max = 1} holds for no value");
  expect_error("prop_test_range_beyond", "rb.filter props: mark = {min = 4294967296, max = 2147483647} holds for no value a space can have");
  expect_error("prop_test_too_big", "rules.lua:");
  expect_error("bad_attr", "rb.filter attrs: no board has an attribute 'colour'; the boards have x, y");
  expect_error("bad_attr_key", "rb.filter attrs: the keys are attribute names, got a number");
  expect_error("bad_flank_run", "rb.flank: run: a handle made by rb.relation, where one made by rb.filter is needed");
  expect_error("bad_flank_dirs", "rb.flank needs dirs = a list of relation names or an rb.directions handle, got string");
  expect_error("flank_too_far", "rb.flank: need 1 <= min <= max <= 2147483647, got min 1, max 4294967297");
  expect_error("flank_dirs_relation", "rb.flank: dirs: a handle made by rb.relation, where one made by rb.directions is needed");
}

// Reversi's move tree from the start, against the published counts for Othello.
TEST(BoardCalls, ReversiPerftMatchesThePublishedCounts) {
  Engine engine(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/reversi", {}, {}}));
  const State start = engine.new_game(1);
  EXPECT_EQ(perft(engine, start, 6), (std::vector<uint64_t>{4, 12, 56, 244, 1396, 8200}));
}

// Each test, as given and with `except`, for players 0 (none) to 2, over the 25 spaces of
// board_calls' board: its bits say what the test says of each space, none past the board.
void expect_board_test_agrees(const GameDef& g, const State& s, std::vector<PropTest> tests) {
  BitPool pool;
  SpaceBits bits;
  for (PropTest& t : tests)
    for (const bool except : {false, true})
      for (int p = 0; p <= 2; ++p) {
        t.except = except;
        filter_board(g, s, p, 0, SpaceFilter{-1, {}, {}, {t}, {}, {}}, pool, bits);
        ASSERT_EQ(bits.size(), 1u);
        for (int32_t i = 0; i < 25; ++i)
          EXPECT_EQ(bits[0] >> i & 1, uint64_t(t.holds(s.prop(i, t.prop), p, 2)))
              << "space " << i << ", value " << s.prop(i, t.prop) << ", lo " << t.lo << ", except " << except << ", player " << p;
        EXPECT_EQ(bits[0] >> 25, 0u) << "a bit past the board";
      }
}

// A property test over a whole board, many spaces at a time, says what the test says of
// each space: ranges (the whole int32 range too), the player's number and another's (for
// players 1 and 2, and for no player), on a board of 25 spaces (16, then 4 at a time, so the
// last space is tested alone), values at both ends of int32.
TEST(BoardCalls, APropertyTestOverTheBoardAgreesWithItsTestOfEachSpace) {
  const auto g = board_calls("walk");
  State s(*g);
  const int32_t values[] = {0, 1, 2, 3, -1, INT32_MIN, INT32_MAX, 7};
  for (int32_t i = 0; i < 25; ++i) s.set_prop(i, 0, values[(i * 5 + i / 3) % 8]);
  expect_board_test_agrees(*g, s, {{0, PropTest::Is::Range, 0, 0},          {0, PropTest::Is::Range, 1, 3},
                                   {0, PropTest::Is::Range, INT32_MIN, -1}, {0, PropTest::Is::Range, 7, INT32_MAX},
                                   {0, PropTest::Is::Range, INT32_MIN, INT32_MAX}, {0, PropTest::Is::Range, -1, 2},
                                   {0, PropTest::Is::Range, INT32_MIN + 1, 7},  {0, PropTest::Is::Range, INT32_MAX, INT32_MAX},
                                   {0, PropTest::Is::Self, 0, 0},               {0, PropTest::Is::Opponent, 0, 0}});
}

// The same from the masks of a property with declared values (level: 0 to 3): an `except`
// takes every space outside the values tested.
TEST(BoardCalls, AMaskedPropertyTestWithExceptAgreesWithItsTestOfEachSpace) {
  const auto g = board_calls("walk");
  State s(*g);
  for (int32_t i = 0; i < 25; ++i) s.set_prop(i, 1, (i * 7 + i / 4) % 4);
  expect_board_test_agrees(*g, s, {{1, PropTest::Is::Range, 0, 0}, {1, PropTest::Is::Range, 1, 2}, {1, PropTest::Is::Range, 3, 9},
                                   {1, PropTest::Is::Self, 0, 0},  {1, PropTest::Is::Opponent, 0, 0}});
}

// A filter of several property tests is the AND of each test's word: from the masks of level
// (0 to 3) and a scan of mark (no declared values), two tests of one property, an `except`
// among them; on a board of 121 spaces, each word of 64 a scan from its first space. Over the
// board and from s:first's scan it says what the filter says of each space.
TEST(BoardCalls, AFilterOfSeveralPropertyTestsAgreesWithItsTestOfEachSpace) {
  for (const int side : {5, 11}) {
    const auto g = board_calls("walk", side);
    const int32_t n = side * side;
    State s(*g);
    for (int32_t i = 0; i < n; ++i) {
      s.set_prop(i, 0, (i * 3 + i / 5) % 3);
      s.set_prop(i, 1, (i * 7 + i / 4) % 4);
    }
    PropTest not_two{1, PropTest::Is::Range, 2, 2};
    not_two.except = true;
    const std::vector<std::vector<PropTest>> filters = {
        {{0, PropTest::Is::Self, 0, 0}, {1, PropTest::Is::Range, 0, 0}},
        {{1, PropTest::Is::Opponent, 0, 0}, {0, PropTest::Is::Range, 1, 2}},
        {{1, PropTest::Is::Range, 1, 3}, not_two},
        {{0, PropTest::Is::Range, 0, 0}, {1, PropTest::Is::Range, 1, 1}, {1, PropTest::Is::Range, 2, 2}},  // none
    };
    BitPool pool;
    SpaceBits bits;
    int past_64 = 0;  // filters that passed a space of the second word
    for (const auto& props : filters)
      for (int p = 0; p <= 2; ++p) {
        const SpaceFilter f{-1, {}, {}, props, {}, {}};
        filter_board(*g, s, p, 0, f, pool, bits);
        ASSERT_EQ(bits.size(), size_t(n + 63) / 64);
        int32_t first = kNone;
        for (int32_t i = n - 1; i >= 0; --i) {
          EXPECT_EQ(bits[size_t(i) / 64] >> (i % 64) & 1, uint64_t(f.holds_unflanked(*g, s, i, p))) << "space " << i << " of " << n << ", player " << p;
          if (f.holds_unflanked(*g, s, i, p)) first = i;
        }
        EXPECT_EQ(bits.back() >> (n % 64), 0u) << "a bit past the board of " << n;
        EXPECT_EQ(first_space(*g, s, p, f, pool), first) << "player " << p << ", " << n << " spaces";
        past_64 += bits.size() > 1 && bits[1] != 0;
      }
    if (side == 11) {
      EXPECT_GT(past_64, 0) << "no filter passed a space of the second word";
    }
  }
}

// A filter of emptiness and of components matched by their owners is read from the board's
// masks of owners (SpaceFilter::by_masks): over positions with stacks, empty squares and both
// players' stones, for players 0 to 2, it says what the filter says of each space.
TEST(BoardCalls, AFilterOfOwnersFromTheMasksAgreesWithItsTestOfEachSpace) {
  const auto g = board_calls("walk");
  using Owner = ComponentMatch::Owner;
  const auto match = [&](Owner owner, int fixed = 0, int32_t kind = -1) {
    ComponentMatch m = match_of(kind, owner, fixed);
    m.by_owner = m.owner_alone_decides(*g);
    EXPECT_TRUE(m.by_owner) << "every component is a stone of player 1 or 2";
    return m;
  };
  const int32_t stone = int32_t(std::find(g->kit.kinds.begin(), g->kit.kinds.end(), "stone") - g->kit.kinds.begin());
  const std::vector<SpaceFilter> filters = {
      SpaceFilter{1, {}, {}, {}, {}, {}},
      SpaceFilter{0, {}, {}, {}, {}, {}},
      SpaceFilter{-1, {match(Owner::Self)}, {}, {}, {}, {}},
      SpaceFilter{-1, {}, {match(Owner::Opponent)}, {}, {}, {}},
      SpaceFilter{-1, {match(Owner::Any)}, {match(Owner::Self)}, {}, {}, {}},
      SpaceFilter{0, {match(Owner::Fixed, 2, stone)}, {}, {PropTest{0, PropTest::Is::Range, 0, 0}}, {}, {}},
      SpaceFilter{-1, {}, {match(Owner::None)}, {}, {}, {}},
      SpaceFilter{-1, {match(Owner::Fixed, 7)}, {}, {}, {}, {}},  // an owner no component has: no space
  };
  std::mt19937 random(5);
  for (int position = 0; position < 200; ++position) {
    State s(*g);
    for (int32_t c = 0; c < int32_t(g->kit.components.size()); ++c)
      if (random() % 3) s.put_top(c, int32_t(random() % 25));  // a space's zone is its number
    for (int32_t i = 0; i < 25; ++i) s.set_prop(i, 0, int32_t(random() % 3));
    for (const SpaceFilter& f : filters) {
      ASSERT_TRUE(f.by_masks());
      for (int p = 0; p <= 2; ++p) {
        const uint64_t bits = board_word(*g, s, p, 0, f);
        for (int32_t i = 0; i < 25; ++i)
          ASSERT_EQ(bits >> i & 1, uint64_t(f.holds_unflanked(*g, s, i, p))) << "space " << i << ", player " << p << ", position " << position;
        ASSERT_EQ(bits >> 25, 0u);
      }
    }
  }
}

// A match by kind is decided by its owner only where every component its kind turns away
// is one the owner test turns away too: in Forage, coins belong to suits as pawns do.
TEST(BoardCalls, AMatchByKindIsDecidedByOwnerOnlyWhereNoOtherKindHasSuchAnOwner) {
  const auto forage = load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/forage", {}, {}});
  const auto kind = [&](const char* name) {
    return int32_t(std::find(forage->kit.kinds.begin(), forage->kit.kinds.end(), name) - forage->kit.kinds.begin());
  };
  using Owner = ComponentMatch::Owner;
  EXPECT_FALSE((match_of(kind("pawn"), Owner::Opponent).owner_alone_decides(*forage)));
  EXPECT_FALSE((match_of(kind("coin"), Owner::Any).owner_alone_decides(*forage)));
  EXPECT_TRUE((match_of(-1, Owner::Self).owner_alone_decides(*forage)));
  EXPECT_TRUE((match_of(kind("pawn"), Owner::None).owner_alone_decides(*forage))) << "no component is nobody's";
  SpaceFilter by_kind{-1, {}, {match_of(kind("pawn"), Owner::Opponent)}, {}, {}, {}};
  EXPECT_FALSE(by_kind.by_masks()) << "neither by_owner nor listed until the maker settles it";
}

// A match the owner alone does not decide is settled with the components of its kind: a
// filter of it, and of owners, says over Forage's board, on positions with pawns and coins
// stacked and spread, for each player, what it says of each space.
TEST(BoardCalls, AFilterOfPiecesByKindFromWhereThoseAreAgreesWithItsTestOfEachSpace) {
  const auto g = load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/forage", {}, {}});
  const int32_t spaces = g->spaces.boards[0].size();
  ASSERT_LE(spaces, 64);
  const auto kind = [&](const char* name) { return int32_t(std::find(g->kit.kinds.begin(), g->kit.kinds.end(), name) - g->kit.kinds.begin()); };
  using Owner = ComponentMatch::Owner;
  const auto settled = [&](int32_t k, Owner owner) {
    ComponentMatch m = match_of(k, owner);
    m.settle(*g);
    return m;
  };
  const ComponentMatch their_pawn = settled(kind("pawn"), Owner::Opponent), coin = settled(kind("coin"), Owner::Any),
                       my_pawn = settled(kind("pawn"), Owner::Self), mine = settled(-1, Owner::Self);
  EXPECT_TRUE(their_pawn.listed && coin.listed && my_pawn.listed);
  EXPECT_EQ(their_pawn.of_kind.size(), 4u) << "a pawn a suit";
  EXPECT_TRUE(mine.by_owner && !mine.listed);
  const std::vector<SpaceFilter> filters = {
      SpaceFilter{-1, {}, {their_pawn}, {}, {}, {}},     // Forage's PASS
      SpaceFilter{-1, {coin}, {my_pawn}, {}, {}, {}},
      SpaceFilter{0, {mine}, {their_pawn}, {}, {}, {}},
  };
  std::mt19937 random(9);
  for (int position = 0; position < 200; ++position) {
    State s(*g);
    for (int32_t c = 0; c < int32_t(g->kit.components.size()); ++c)
      if (random() % 4 == 0) s.put_top(c, int32_t(random() % spaces));  // a space's zone is its number
    for (const SpaceFilter& f : filters) {
      ASSERT_TRUE(f.by_masks());
      for (int p = 0; p <= 4; ++p) {
        const uint64_t bits = board_word(*g, s, p, 0, f);
        for (int32_t i = 0; i < spaces; ++i)
          ASSERT_EQ(bits >> i & 1, uint64_t(f.holds_unflanked(*g, s, i, p))) << "space " << i << ", player " << p << ", position " << position;
      }
    }
  }
}

// range_word on every length a board word can have from 1 to 64 (16, 4 and 1 at a time, and
// every mix of them), with `except` inside the range (another's number among three players)
// and outside it, against the same test of each value; no bit is set at or past the length.
TEST(BoardCalls, ARangeTestOfAnyLengthAgreesWithItsTestOfEachValue) {
  int32_t values[64];
  const int32_t mix[] = {0, 1, 2, 3, -1, INT32_MIN, INT32_MAX, 7, 5, INT32_MIN + 1, INT32_MAX - 1};
  for (int i = 0; i < 64; ++i) values[i] = mix[(i * 7 + i / 5) % 11];
  struct Range {
    int32_t lo, hi, except;
  };
  const Range ranges[] = {{1, 3, 2},           {1, 3, 0},      {0, 0, 1},   {5, 5, 5},         {-1, 2, 0},
                          {INT32_MIN, INT32_MAX, 7}, {INT32_MIN, -1, INT32_MIN}, {7, INT32_MAX, INT32_MAX},
                          {INT32_MAX, INT32_MAX, 0}, {INT32_MIN, INT32_MIN, 1}, {INT32_MIN + 1, INT32_MAX - 1, 3}};
  for (int32_t n = 1; n <= 64; ++n)
    for (const Range& r : ranges) {
      const uint64_t bits = range_word(values, n, r.lo, r.hi, r.except);
      for (int32_t i = 0; i < n; ++i)
        ASSERT_EQ(bits >> i & 1, uint64_t(values[i] >= r.lo && values[i] <= r.hi && values[i] != r.except))
            << "length " << n << ", value " << values[i] << " at " << i << ", range " << r.lo << ".." << r.hi << " except " << r.except;
      if (n < 64) {
        ASSERT_EQ(bits >> n, 0u) << "a bit past length " << n;
      }
    }
}

// A direction set knows, for each relation, the earlier ones whose walks reach a shift of
// its own (so list:slides_from lists such a move once): same sign, within 64 steps of each,
// fewest steps first; a relation that is not a shift shares none.
TEST(DirectionSet, KnowsTheEarlierShiftsEachWalkShares) {
  const int32_t deltas[] = {1, 2, -1, 3, 1, 0};
  std::vector<Relation> rels(std::size(deltas));
  DirectionSet dirs(1);
  for (size_t i = 0; i < rels.size(); ++i) {
    rels[i].shift = deltas[i] != 0;
    rels[i].delta = deltas[i];
    dirs.add(0, &rels[i]);
  }
  const auto shares = [&](size_t i) {
    std::vector<std::array<int32_t, 3>> out;
    for (const SharedShift& s : dirs.shared(0, i)) out.push_back({int32_t(s.other), s.steps, s.other_steps});
    return out;
  };
  using Shares = std::vector<std::array<int32_t, 3>>;
  EXPECT_EQ(shares(0), Shares{});
  EXPECT_EQ(shares(1), (Shares{{0, 1, 2}}));                        // one step of 2 is two of 1
  EXPECT_EQ(shares(2), Shares{});                                   // -1 goes the other way
  EXPECT_EQ(shares(3), (Shares{{0, 1, 3}, {1, 2, 3}}));             // 3 = 1 x 3; 6 = 3 x 2 = 2 x 3
  EXPECT_EQ(shares(4), (Shares{{0, 1, 1}, {1, 2, 1}, {3, 3, 1}}));  // the same shift as relation 0
  EXPECT_EQ(shares(5), Shares{});
  Relation far;  // 1 and 67 meet only after 67 steps of 1: past a board of one word
  far.shift = true, far.delta = 67;
  dirs.add(0, &far);
  EXPECT_EQ(shares(6), Shares{});
  EXPECT_FALSE(dirs.all_shifts(0));
}

// Reversi's flank as C++ objects, with run lengths from min to max.
SpaceFilter reversi_legal(const GameDef& g, int min, int max) {
  const auto test = [](PropTest::Is is) { return SpaceFilter{-1, {}, {}, {PropTest{0, is, 0, 0}}, {}, {}}; };
  Flank flank;
  flank.dirs = DirectionSet(1);
  for (const char* d : {"n", "ne", "e", "se", "s", "sw", "w", "nw"}) flank.dirs.add(0, g.spaces.boards[0].relation(d));
  flank.run = std::make_shared<const SpaceFilter>(test(PropTest::Is::Opponent));
  flank.close = std::make_shared<const SpaceFilter>(test(PropTest::Is::Self));
  flank.min = min, flank.max = max;
  return SpaceFilter{-1, {}, {}, {PropTest{0, PropTest::Is::Range, 0, 0}}, {}, {flank}};
}

// The spaces a flank closes from `space` (what s:flip turns), by shifts where the board
// allows and by walks: the same set (on a board of more than 64 spaces, no bits at all).
void expect_flanked_alike(const GameDef& g, const State& s, int p, int32_t space, const Flank& flank) {
  std::vector<int32_t> walked;
  flanked(g, s, p, space, flank, &walked);
  uint64_t bits = 0;
  if (!flanked_bits(g, s, p, space, flank, bits)) {
    EXPECT_GT(g.layout.spaces, 64);
    return;
  }
  uint64_t by_walk = 0;
  for (int32_t at : walked) by_walk |= uint64_t(1) << at;
  ASSERT_EQ(bits, by_walk) << g.spaces.names[size_t(space)] << " for player " << p << " at ply " << s.ply();
}

// list:places finds flanks with bit shifts, s:flanked with walks: on every position of
// random Reversi games, for both players and several run lengths, they agree, and s:any
// says whether any space passes; on 8x8 (one 64-bit word, the register path) and 10x10
// (two words, shifts across words).
class FlankBits : public testing::TestWithParam<int> {};

TEST_P(FlankBits, BitShiftsAndWalksFindTheSameFlanks) {
  Engine engine(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/reversi", {}, {{"size", std::to_string(GetParam())}}}));
  const GameDef& g = engine.game();
  std::vector<SpaceFilter> filters = {reversi_legal(g, 1, 64), reversi_legal(g, 2, 3), reversi_legal(g, 1, 1)};
  for (const auto& [min, max] : {std::pair{1, 1}, std::pair{2, 3}}) {  // open flanks (no `close`), as Ataxx's
    filters.push_back(reversi_legal(g, min, max));
    SpaceFilter& open = filters.back();
    open.flanks.front().close = nullptr;
  }
  filters.push_back(reversi_legal(g, 1, 64));  // two flanks: s:any narrows by the first, then asks the second
  filters.back().flanks.push_back(filters[3].flanks.front());
  BitPool pool;
  SpaceBits bits;
  MoveList legal;
  int positions = 0, flanking = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    RandomAgent agent(seed);
    for (State s = engine.new_game(seed); !s.terminal(); ++positions) {
      for (const SpaceFilter& f : filters)
        for (int p = 1; p <= 2; ++p) {
          filter_board(g, s, p, 0, f, pool, bits);
          ASSERT_EQ(any_space(g, s, p, f, pool), std::any_of(bits.begin(), bits.end(), [](uint64_t w) { return w != 0; }))
              << "seed " << seed << " ply " << s.ply();
          for (int32_t sp = 0; sp < g.layout.spaces; ++sp) {
            const bool by_bits = bits[size_t(sp) / 64] >> (sp % 64) & 1;
            ASSERT_EQ(by_bits, f.holds(g, s, sp, p)) << g.spaces.names[sp] << " seed " << seed << " ply " << s.ply();
            flanking += by_bits;
            expect_flanked_alike(g, s, p, sp, f.flanks.front());
          }
        }
      const int p = s.first_to_move();
      engine.legal_moves(s, p, legal);
      engine.apply_unchecked(s, p, agent.choose(legal));
    }
  }
  EXPECT_GT(positions, 500);
  EXPECT_GT(flanking, 1000) << "the positions hold flanks to compare";
}

INSTANTIATE_TEST_SUITE_P(BoardCalls, FlankBits, testing::Values(8, 10));

}  // namespace
}  // namespace rb
