// Playtests: statistics that do not depend on threads or shards, what a real game's
// records hold, and rules that fail without taking the process down.
#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/playtest.h"
#include "analysis/playtest_merge.h"
#include "analysis/playtest_summary.h"
#include "engine/engine.h"
#include "engine/game_log.h"
#include "engine/game_session.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kData = RULEBOOK_TEST_DATA;
const std::string kHostileCorpus = std::string(RULEBOOK_SOURCE_DIR) + "/tests/hostile";

std::shared_ptr<const GameDef> game(const std::string& name) {
  return load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/" + name, {}, {}});
}

PlaytestOptions options(int64_t games, uint64_t seed, int threads, std::vector<std::string> seats = {}) {
  PlaytestOptions o;
  o.games = games, o.seed = seed, o.threads = threads, o.seats = std::move(seats);
  return o;
}

TEST(Playtest, RulesThatDoNotLoadFailEveryGameInsteadOfTheProcess) {
  auto broken = load_game(LoadRequest{kHostileCorpus + "/syntax_error", {}, {}});
  const PlaytestStats st = run_playtest(broken, options(4, 1, 2));
  EXPECT_EQ(st.tally.errors, 4);
  ASSERT_EQ(st.tally.first_errors.size(), 1u);  // the same error is listed once
  EXPECT_NE(st.tally.first_errors[0].second.find("rules.lua:"), std::string::npos) << st.tally.first_errors[0].second;
}

// setup() checks module tables at spaced intervals; the end of the run checks once more,
// so even a single game that changed one is reported, on the game that did it.
TEST(Playtest, ATableTheRulesChangedIsReportedAtTheEndOfTheRun) {
  auto hostile = load_game(LoadRequest{kHostileCorpus + "/module_table_entry", {}, {}});
  PlaytestOptions o = options(1, 1, 1);
  o.max_plies = 10;
  const PlaytestStats st = run_playtest(hostile, o);
  EXPECT_EQ(st.tally.games, 1);
  EXPECT_EQ(st.tally.errors, 1);
  ASSERT_EQ(st.tally.first_errors.size(), 1u);
  EXPECT_NE(st.tally.first_errors[0].second.find("table 'T' was changed"), std::string::npos)
      << st.tally.first_errors[0].second;
}

TEST(Playtest, TheSameSeedGivesTheSameStatisticsOnOneThreadOrTwo) {
  const auto one = stats_to_json(run_playtest(game("lineup"), options(200, 7, 1)));
  const auto two = stats_to_json(run_playtest(game("lineup"), options(200, 7, 2)));
  EXPECT_EQ(one, two);
}

TEST(Playtest, EveryStatisticIsTheSameOnOneThreadOrTwoForScoresAndTeams) {
  for (const char* name : {"forage", "porridge"}) {
    const auto one = stats_to_json(run_playtest(game(name), options(60, 11, 1, {"greedy"})));
    const auto two = stats_to_json(run_playtest(game(name), options(60, 11, 2, {"greedy"})));
    EXPECT_EQ(one, two) << name;
    EXPECT_EQ(stats_to_text(stats_from_json(one)), stats_to_text(stats_from_json(two))) << name;
  }
}

TEST(Playtest, ShardsMergedGiveExactlyTheSingleRun) {
  const auto whole = run_playtest(game("forage"), options(30, 5, 1));
  std::vector<PlaytestStats> shards;
  for (int k : {3, 1, 2}) {
    PlaytestOptions o = options(30, 5, 2);
    o.shard = k, o.shards = 3;
    shards.push_back(stats_from_json(stats_to_json(run_playtest(game("forage"), o))));  // through JSON, as merge reads it
  }
  EXPECT_EQ(shards[0].tally.games, 10);
  EXPECT_EQ(stats_to_json(merge_shards(shards)), stats_to_json(whole));
  EXPECT_EQ(stats_to_text(merge_shards(shards)), stats_to_text(whole));
}

TEST(Playtest, MergeRefusesAMissingShardOrAnotherRun) {
  PlaytestOptions o = options(4, 5, 1);
  o.shards = 2;
  const auto first = run_playtest(game("lineup"), o);
  EXPECT_THROW(merge_shards({first}), std::runtime_error);
  EXPECT_THROW(merge_shards({first, first}), std::runtime_error);
  o.shard = 2, o.seed = 6;
  EXPECT_THROW(merge_shards({first, run_playtest(game("lineup"), o)}), std::runtime_error);
  o.seed = 5;
  PlaytestStats second = run_playtest(game("lineup"), o);
  EXPECT_NO_THROW(merge_shards({first, second}));
  second.tally.games += 1;  // a shard that does not hold its slice
  EXPECT_THROW(merge_shards({first, second}), std::runtime_error);
}

TEST(Playtest, AShardWhoseTallyDoesNotFitItsRunIsRefused) {
  auto j = stats_to_json(run_playtest(game("lineup"), options(4, 1, 1)));
  j["tally"]["seats"].erase(0);
  EXPECT_THROW(stats_from_json(j), std::runtime_error);
  j = stats_to_json(run_playtest(game("lineup"), options(4, 1, 1)));
  j["tally"]["ply_choices"].erase(0);
  EXPECT_THROW(stats_from_json(j), std::runtime_error);
  j = stats_to_json(run_playtest(game("lineup"), options(4, 1, 1)));
  j["tally"]["plies"][0][1] = -3;
  EXPECT_THROW(stats_from_json(j), std::runtime_error);
}

TEST(Playtest, AStopRequestEndsTheRunWithTheGamesPlayed) {
  std::atomic<bool> stop{true};
  PlaytestOptions o = options(50, 1, 2);
  o.stop = &stop;
  const PlaytestStats st = run_playtest(game("lineup"), o);
  EXPECT_TRUE(st.interrupted);
  EXPECT_EQ(st.tally.games, 0);
  EXPECT_NE(stats_to_text(st).find("interrupted"), std::string::npos);
}

TEST(Playtest, GreedyAgentsBeatRandomOnesAtLineUp) {
  const PlaytestStats st = run_playtest(game("lineup"), options(400, 3, 1, {"greedy", "random"}));
  EXPECT_GT(st.tally.seats[0].wins, st.tally.seats[1].wins);
  const Summary s = summarize(st);
  ASSERT_EQ(s.agents.size(), 2u);
  EXPECT_GT(s.agents[0].win.ci.low, s.agents[1].win.ci.high);
}

TEST(PlayGame, AnEndingWithoutAReasonCountsUnderItsOwnName) {
  Engine engine(load_game(LoadRequest{kData + "/tiny", {}, {}}));
  State s = engine.new_game(1);
  std::string error;
  const auto resign = parse_move(engine.game(), "resign", 1, error);
  ASSERT_TRUE(resign.has_value()) << error;
  ASSERT_EQ(engine.apply_checked(s, 1, *resign), "");
  EXPECT_EQ(s.end_reason(), "win");  // s:win(p) with no reason
}

// A run parses its seats once; a seat that does not parse stops the run before any game,
// naming what is wrong, instead of playing with no agent.
TEST(Playtest, SeatsAreParsedOnceAndABadOneStopsTheRunBeforeAnyGame) {
  const std::vector<AgentSpec> seats = parse_seats({"random", "mcts:iterations=5"});
  ASSERT_EQ(seats.size(), 2u);
  EXPECT_EQ(seats[1].name, "mcts");
  EXPECT_EQ(seats[1].option("iterations"), 5);
  try {
    run_playtest(game("tictactoe"), options(3, 1, 1, {"random", "mcst"}));
    ADD_FAILURE() << "a misspelt agent was played";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("mcst"), std::string::npos) << e.what();
  }
}

// The agents of a game come from the parsed seats, in turn.
TEST(PlayGame, EachSeatIsPlayedByItsOwnAgent) {
  Engine engine(game("tictactoe"));
  const GameRecord greedy = play_game(engine, 4, 100, parse_seats({"greedy"}));
  const GameRecord random = play_game(engine, 4, 100);
  EXPECT_EQ(greedy.plies, play_game(engine, 4, 100, parse_seats({"greedy"})).plies);
  EXPECT_NE(greedy.line, random.line) << "greedy and random agents played the same moves";
}

// Each seat is played by the agent named for it, not by the first or by the seats turned
// round: greedy beats random at Tic-tac-toe, so the seat of greedy's wins follows greedy.
TEST(Playtest, EachSeatIsPlayedByTheAgentNamedForIt) {
  const auto ttt = game("tictactoe");
  for (const auto& [seats, greedy_seat] : {std::pair{std::vector<std::string>{"greedy", "random"}, 0},
                                           std::pair{std::vector<std::string>{"random", "greedy"}, 1}}) {
    const PlaytestStats st = run_playtest(ttt, options(40, 1, 1, seats));
    ASSERT_EQ(st.agents, seats);
    const SeatTally& greedy = st.tally.seats[size_t(greedy_seat)];
    const SeatTally& random = st.tally.seats[size_t(1 - greedy_seat)];
    EXPECT_GE(greedy.wins, 28) << "greedy in seat " << greedy_seat + 1;  // 34 and 29 of 40 on seed 1
    EXPECT_LE(random.wins, 6) << "random in seat " << 2 - greedy_seat;    // 1 and 4
  }
}

// --rotate: game i seats agent (p + i) mod 2 in seat p on the seed of game i / 2, so a rotated
// run of greedy and random plays each seed once as greedy,random and once as random,greedy;
// the wins are counted by seat and, where each agent sat, by agent.
TEST(Playtest, RotatedAgentsTakeTurnsInTheSeatsAndTheirWinsFollowThem) {
  const auto ttt = game("tictactoe");
  PlaytestOptions o = options(40, 1, 2, {"greedy", "random"});
  o.rotate = true;
  const PlaytestStats st = run_playtest(ttt, o);
  Engine engine(ttt);
  std::vector<int64_t> seat_wins(2, 0);
  int64_t greedy_wins = 0, random_wins = 0;
  for (int64_t i = 0; i < 40; ++i) {
    const bool turned = i % 2 == 1;
    const GameRecord r = play_game(engine, game_seed(1, i / 2), 9, parse_seats(turned ? std::vector<std::string>{"random", "greedy"}
                                                                                      : std::vector<std::string>{"greedy", "random"}));
    for (size_t p = 0; p < 2; ++p) {
      if (r.results[p] != int(Result::Win)) continue;
      ++seat_wins[p];
      ((p == 0) != turned ? greedy_wins : random_wins) += 1;
    }
  }
  EXPECT_EQ(st.tally.seats[0].wins, seat_wins[0]);
  EXPECT_EQ(st.tally.seats[1].wins, seat_wins[1]);
  ASSERT_EQ(st.tally.agent_names, (std::vector<std::string>{"greedy", "random"}));
  EXPECT_EQ(st.tally.agent_seatings, (std::vector<int64_t>{40, 40}));
  EXPECT_EQ(st.tally.agent_wins, (std::vector<int64_t>{greedy_wins, random_wins}));
  EXPECT_GE(greedy_wins, 28);  // greedy wins most games from either seat
  EXPECT_LE(random_wins, 6);
  const std::string text = stats_to_text(st);
  EXPECT_NE(text.find("agents rotated through the seats (--rotate)"), std::string::npos) << text;
  EXPECT_NE(text.find("seat 1 (agents rotated)"), std::string::npos) << text;
  EXPECT_NE(text.find("agent greedy (any seat)"), std::string::npos) << text;
}

// Turning A,B,A,B by two seats the same agents again, which would replay the seed move for
// move: a rotated run plays each distinct seating once.
TEST(Playtest, DistinctSeatingsAreTheShortestRepeatOfTheSeats) {
  using V = std::vector<std::string>;
  EXPECT_EQ(distinct_seatings(V{"a", "b"}), 2);
  EXPECT_EQ(distinct_seatings(V{"a", "b", "a", "b"}), 2);
  EXPECT_EQ(distinct_seatings(V{"a", "b", "a", "b", "a", "b"}), 2);
  EXPECT_EQ(distinct_seatings(V{"a", "b", "c", "a", "b", "c"}), 3);
  EXPECT_EQ(distinct_seatings(V{"a", "b", "c"}), 3);
  EXPECT_EQ(distinct_seatings(V{"a", "a", "b"}), 3);
  EXPECT_EQ(distinct_seatings(V{"a", "a", "b", "b"}), 4);
  EXPECT_EQ(distinct_seatings(V{"a", "a"}), 1);
  EXPECT_EQ(distinct_seatings(V{}), 1);
}

// At four players greedy,random,greedy,random has two seatings: games 0 and 1 play seed 0,
// games 2 and 3 seed 1, each in both seatings (before, all four played seed 0, and games 0
// and 2 were the same game).
TEST(Playtest, RotatedSeatsThatRepeatPlayEachDistinctSeatingOnce) {
  const auto potluck = load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/potluck", {}, {{"players", "4"}}});
  const std::vector<std::string> seats = {"greedy", "random", "greedy", "random"};
  PlaytestOptions o = options(4, 3, 1, seats);
  o.rotate = true;
  const PlaytestStats st = run_playtest(potluck, o);
  ASSERT_EQ(st.tally.errors, 0);
  Engine engine(potluck);
  Histogram plies;
  for (int64_t i = 0; i < 4; ++i) {
    const bool turned = i % 2 == 1;
    const GameRecord r = play_game(engine, game_seed(3, i / 2), st.max_plies,
                                   parse_seats(turned ? std::vector<std::string>{"random", "greedy", "random", "greedy"} : seats));
    ++plies[r.plies];
  }
  EXPECT_EQ(st.tally.plies, plies);
  EXPECT_EQ(st.tally.agent_seatings, (std::vector<int64_t>{8, 8}));
}

TEST(Playtest, RotatedShardsMergeIntoTheRotatedRunAndNoOtherRun) {
  PlaytestOptions o = options(30, 5, 1, {"greedy", "random"});
  o.rotate = true;
  const auto whole = run_playtest(game("lineup"), o);
  std::vector<PlaytestStats> shards;
  for (int k : {2, 1, 3}) {
    PlaytestOptions part = o;
    part.shard = k, part.shards = 3, part.threads = 2;
    shards.push_back(stats_from_json(stats_to_json(run_playtest(game("lineup"), part))));  // through JSON, as merge reads it
  }
  EXPECT_TRUE(shards[0].rotate);
  EXPECT_EQ(stats_to_json(merge_shards(shards)), stats_to_json(whole));
  shards[1].rotate = false;
  EXPECT_THROW(merge_shards(shards), std::runtime_error);
}

TEST(Playtest, ATallyWhoseAgentCountsDoNotMatchItsAgentsIsRefused) {
  auto j = stats_to_json(run_playtest(game("lineup"), options(4, 1, 1, {"greedy", "random"})));
  ASSERT_EQ(j["tally"]["agents"]["names"].size(), 2u);
  j["tally"]["agents"]["wins"].erase(0);
  EXPECT_THROW(stats_from_json(j), std::runtime_error);
}

TEST(PlayGame, TicTacToeTurnsAlternateAndRoundsPairThem) {
  Engine engine(game("tictactoe"));
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const GameRecord r = play_game(engine, seed, 100);
    EXPECT_EQ(r.turns, r.plies);
    EXPECT_EQ(r.rounds, (r.plies + 1) / 2);
    EXPECT_EQ(int(r.branching.size()), r.plies);
    EXPECT_EQ(r.branching[0], 9);
    EXPECT_TRUE(r.end_reason == "three in a row" || r.end_reason == "full board") << r.end_reason;
  }
}

TEST(PlayGame, TheBoardFillsAsMarksArePlaced) {
  Engine engine(game("tictactoe"));
  const GameRecord r = play_game(engine, 3, 100);
  int occupied = 0;
  for (auto o : r.occupied) occupied += o;
  EXPECT_EQ(occupied, r.plies);  // one new mark a ply, never removed
}

// The watch reads masks and properties a word at a time; a space is reached in exactly the
// games where some State of it held a piece there or a property off its start, as a scan of
// every space of every State finds: boards with and without masks, games with and without
// space properties.
TEST(PlayGame, TheSpacesReachedAreThoseSomeStateOfTheGameReached) {
  for (const char* name : {"tictactoe", "reversi", "porrika", "pouches", "forage", "porridge", "potluck", "hex", "wide_board"}) {
    // wide_board (tests/data): 1,200 squares, past the 1,024 a board keeps masks for
    const auto g = std::string(name) == "wide_board" ? load_game(LoadRequest{kData + "/wide_board", {}, {}}) : game(name);
    auto engine = std::make_shared<Engine>(g);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      GameSession session(engine, log_header(*g, seed));
      const GameRecord r = play_game(*engine, seed, 300, {}, &session);
      ASSERT_EQ(r.error, "") << name;
      std::vector<uint8_t> scanned(r.occupied.size(), 0);
      const size_t spaces = scanned.size();
      for (const State& s : session.states())
        for (size_t sp = 0; sp < spaces; ++sp) {
          bool reached = s.count(int32_t(sp)) > 0;
          for (int p = 0; p < s.layout().space_props; ++p) reached |= s.prop(int32_t(sp), p) != g->spaces.prop_initial[size_t(p) * spaces + sp];
          scanned[sp] |= reached;
        }
      EXPECT_EQ(r.occupied, scanned) << name << ", seed " << seed;
      EXPECT_GT(std::count(scanned.begin(), scanned.end(), 1), 0) << name;
    }
  }
}

// A board of more than 64 spaces is watched a chunk of 64 at a time: on Gomoku's 15x15 each
// stone reaches one new space, in every chunk.
TEST(PlayGame, EveryChunkOfALargeBoardIsWatched) {
  Engine engine(game("gomoku"));
  int occupied = 0, plies = 0;
  std::vector<int> by_chunk(4, 0);
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const GameRecord r = play_game(engine, seed, 1000);
    for (size_t sp = 0; sp < r.occupied.size(); ++sp) occupied += r.occupied[sp], by_chunk[sp / 64] += r.occupied[sp];
    plies += r.plies;
  }
  EXPECT_EQ(occupied, plies);
  for (int n : by_chunk) EXPECT_GT(n, 0);
}

// Nim's own bot plays every game alike; a random opening makes the games differ, and the
// run's header and JSON say it was used.
TEST(PlayGame, ARandomOpeningMakesGamesOfADeterministicBotDiffer) {
  const auto nim = load_game(LoadRequest{kData + "/nim", {}, {}});
  PlaytestOptions o;
  o.games = 20, o.threads = 1, o.seats = {"script"};
  const PlaytestStats same = run_playtest(nim, o);
  EXPECT_EQ(same.tally.lines.size(), 1u) << "one line of play, twenty times";
  o.opening = 3;
  const PlaytestStats varied = run_playtest(nim, o);
  EXPECT_GT(varied.tally.lines.size(), 5u);
  EXPECT_EQ(stats_to_json(varied).at("opening"), 3);
  EXPECT_EQ(stats_from_json(stats_to_json(varied)).opening, 3);
  EXPECT_NE(stats_to_text(varied).find("the first 3 plies of each game at random (--opening)"), std::string::npos);
}

TEST(PlayGame, ACutOffGameHasNoEndReason) {
  Engine engine(game("forage"));
  const GameRecord r = play_game(engine, 1, 5);
  EXPECT_TRUE(r.cut_off);
  EXPECT_EQ(r.plies, 5);
  EXPECT_EQ(r.end_reason, "");
}

// Reversi's discs are numbers on the squares, not pieces: two plies reach the four centre
// squares setup colours and the two squares played, whatever they turned over.
TEST(PlayGame, ASquareWhosePropertyChangesIsReachedLikeOneThatHoldsAPiece) {
  Engine engine(game("reversi"));
  const GameRecord r = play_game(engine, 1, 2);
  EXPECT_EQ(std::count(r.occupied.begin(), r.occupied.end(), 1), 6);
}

TEST(PlayGame, PorrikaSaysWhichEndConditionFired) {
  const PlaytestStats st = run_playtest(game("porrika"), options(40, 2, 2));
  for (const auto& [reason, n] : st.tally.end_reasons)
    EXPECT_TRUE(reason == "a capture" || reason == "the eggs reached the water" || reason == "two passes in a row" ||
                reason == "silver held out to the ply cap" || reason == "(cut off by the ply cap)") << reason;
  EXPECT_FALSE(st.tally.end_reasons.empty());
}

TEST(PlayGame, ForageScoresRaceAndSomebodyLeads) {
  const PlaytestStats st = run_playtest(game("forage"), options(20, 4, 2, {"greedy"}));
  EXPECT_EQ(st.tally.scored_games, st.tally.finished);
  const Summary s = summarize(st);
  EXPECT_GT(s.lead_changes.mean, 0);
  EXPECT_GT(s.coverage.value, 0);
}

}  // namespace
}  // namespace rb

namespace rb {
namespace {

TEST(Playtest, AStopBeforeTheRunStartsPlaysNoGameAndSaysItWasInterrupted) {
  const std::atomic<bool> stop{true};
  PlaytestOptions o = options(50, 1, 2);
  o.stop = &stop;
  const PlaytestStats st = run_playtest(game("lineup"), o);
  EXPECT_EQ(st.tally.games, 0);
  EXPECT_TRUE(st.interrupted);
}

TEST(Playtest, AStopWhenNoGameIsLeftStillSaysItWasInterrupted) {
  const std::atomic<bool> stop{true};
  PlaytestOptions o = options(2, 1, 1);
  o.shard = 1, o.shards = 3;  // the first of three slices of two games: empty
  o.stop = &stop;
  EXPECT_TRUE(run_playtest(game("lineup"), o).interrupted);
}

}  // namespace
}  // namespace rb
