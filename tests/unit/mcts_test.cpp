// The search agents: they find wins, stay reproducible for a seed, use the game's
// evaluate() and bot() entry points, and turn outcomes into rewards in [0, 1].
#include <gtest/gtest.h>

#include <algorithm>

#include "agents/agent.h"
#include "agents/mcts_agent.h"
#include "analysis/playtest.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kData = RULEBOOK_TEST_DATA;
const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

std::shared_ptr<const GameDef> load(const std::string& path, std::map<std::string, std::string> params = {}) {
  return load_game(LoadRequest{path, {}, params});
}

// The State after `moves` (texts, each by the player to move), and that player's choice.
std::string choice_after(Engine& engine, const std::vector<std::string>& moves, const std::string& agent, uint64_t seed = 1) {
  State s = engine.new_game(1);
  std::string error;
  for (const auto& text : moves) {
    const auto m = parse_move(engine.game(), text, s.first_to_move(), error);
    EXPECT_TRUE(m) << error;
    EXPECT_EQ(engine.apply_checked(s, s.first_to_move(), *m), "");
  }
  MoveList legal;
  const int p = s.first_to_move();
  engine.legal_moves(s, p, legal);
  auto bot = make_agent(agent, seed);
  return move_to_text(engine.game(), bot->choose(engine, s, p, legal), p);
}

// A root list that still holds masks (Reversi's list:places) is written out before the
// search's threads share it: each thread reading it would otherwise write it out under the
// others (a data race, and moves lost when two swap its buffers).
TEST(Mcts, ThreadsShareARootListWrittenOutBeforeTheyStart) {
  Engine engine(load(kGames + "reversi"));
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  ASSERT_TRUE(legal.has_batches()) << "list:places keeps its moves as masks";
  ASSERT_EQ(legal.size(), 4);
  MctsAgent agent(1, SearchConfig{.iterations = 200, .threads = 2});
  const Move chosen = agent.choose(engine, s, 1, legal);
  EXPECT_FALSE(legal.has_batches());
  EXPECT_TRUE(legal.contains(chosen));
  EXPECT_EQ(legal.size(), 4);
}

TEST(Mcts, TakesAnImmediateWinAtTicTacToe) {
  Engine engine(load(kGames + "tictactoe"));
  // x: a1 b1, o: a2 b2; x to move wins with c1.
  EXPECT_EQ(choice_after(engine, {"mark a1", "mark a2", "mark b1", "mark b2"}, "mcts:iterations=300"), "mark c1");
}

TEST(Mcts, BlocksAnImmediateLossAtTicTacToe) {
  Engine engine(load(kGames + "tictactoe"));
  // x: a1 b1 (threatens c1), o: b2; o must block at c1.
  EXPECT_EQ(choice_after(engine, {"mark a1", "mark b2", "mark b1"}, "mcts:iterations=500"), "mark c1");
}

TEST(Mcts, TheSameSeedGivesTheSameChoices) {
  Engine engine(load(kGames + "connect4"));
  for (uint64_t seed = 1; seed <= 3; ++seed)
    EXPECT_EQ(choice_after(engine, {"drop d1"}, "mcts:iterations=50", seed), choice_after(engine, {"drop d1"}, "mcts:iterations=50", seed));
}

TEST(Mcts, RunsExactlyItsIterations) {
  Engine engine(load(kGames + "connect4"));
  State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  MctsAgent agent(1, SearchConfig{.iterations = 37, .stop = false});
  agent.choose(engine, s, 1, legal);
  EXPECT_EQ(agent.last_iterations(), 37);
}

// A search with `stop` and one without, same seed, first decision of `game` after `moves`:
// the move each chose and the iterations each ran.
struct StopPair {
  std::string stopped, whole;
  int stopped_iterations = 0, whole_iterations = 0;
};

StopPair stop_pair(const std::shared_ptr<const GameDef>& game, const std::vector<std::string>& moves, const std::string& spec,
                   uint64_t seed) {
  Engine engine(game);
  State s = engine.new_game(1);
  std::string error;
  for (const auto& text : moves) engine.apply_unchecked(s, s.first_to_move(), *parse_move(engine.game(), text, s.first_to_move(), error));
  MoveList legal;
  const int p = s.first_to_move();
  engine.legal_moves(s, p, legal);
  MctsAgent stopping(seed, SearchConfig::from(*parse_agent_spec(spec, error)));
  MctsAgent whole(seed, SearchConfig::from(*parse_agent_spec(spec + ",stop=no", error)));
  StopPair out;
  out.stopped = move_to_text(engine.game(), stopping.choose(engine, s, p, legal), p);
  out.whole = move_to_text(engine.game(), whole.choose(engine, s, p, legal), p);
  out.stopped_iterations = stopping.last_iterations(), out.whole_iterations = whole.last_iterations();
  return out;
}

// The lead of the most visited root move over the next after a whole budget of `iterations`
// (Nim from 30, `stop=no`): a search with `stop` ran the same iterations up to where it ended.
int lead_after(uint64_t seed, int iterations) {
  Engine engine(load(kData + "/nim", {{"pile", "30"}}));
  std::string error;
  MctsAgent agent(seed, SearchConfig::from(*parse_agent_spec("mcts:depth=0,stop=no,iterations=" + std::to_string(iterations), error)));
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  agent.choose(engine, s, 1, legal);
  std::vector<int> v = agent.root_visits(legal);
  std::sort(v.rbegin(), v.rend());
  return v[0] - v[1];
}

// Where one move is clearly best (Nim from 30: take 2), the search stops at the first
// iteration after which the leader's lead is more than the iterations left (a little past
// half the budget: the lead grows by at most one an iteration), not one sooner (a lead equal
// to what is left could still be tied), and chooses what the whole budget chooses.
TEST(Mcts, StopsOnceNoMoveCanOvertakeTheMostVisited) {
  for (const int budget : {2000, 2001})
    for (uint64_t seed = 1; seed <= 4; ++seed) {
      const StopPair run = stop_pair(load(kData + "/nim", {{"pile", "30"}}), {}, "mcts:depth=0,iterations=" + std::to_string(budget), seed);
      const int k = run.stopped_iterations;
      EXPECT_EQ(run.whole_iterations, budget);
      EXPECT_LT(k, budget * 11 / 20) << "seed " << seed;
      EXPECT_EQ(run.stopped, run.whole) << "seed " << seed;
      EXPECT_GT(lead_after(seed, k), budget - k) << "the lead that stopped it, seed " << seed;
      EXPECT_LE(lead_after(seed, k - 1), budget - (k - 1)) << "one iteration before, it could still be caught, seed " << seed;
    }
}

// Stopping never changes the choice, close calls included (Connect Four's openings).
TEST(Mcts, StoppingEarlyChoosesWhatTheWholeBudgetChooses) {
  int stopped_early = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    const StopPair run = stop_pair(load(kGames + "connect4"), seed % 2 ? std::vector<std::string>{} : std::vector<std::string>{"drop d1"},
                                   "mcts:iterations=300", seed);
    EXPECT_EQ(run.stopped, run.whole) << "seed " << seed;
    EXPECT_EQ(run.whole_iterations, 300);
    stopped_early += run.stopped_iterations < 300;
  }
  EXPECT_GT(stopped_early, 0);
}

// Searches on several threads sum their visits: one thread's lead decides nothing.
TEST(Mcts, SearchesOnSeveralThreadsRunTheirWholeBudget) {
  Engine engine(load(kData + "/nim", {{"pile", "30"}}));
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  MctsAgent agent(1, SearchConfig{.iterations = 500, .depth = 0, .threads = 2});
  agent.choose(engine, s, 1, legal);
  EXPECT_EQ(agent.last_iterations(), 500);
}

TEST(Mcts, FollowsTheGamesEvaluateWhenItCutsPlayouts) {
  // From 30, taking 2 leaves 28 (a multiple of 4): the winning move, too deep for a
  // small search to see. Leaves scored by evaluate() find it (with no prior to help).
  Engine honest(load(kData + "/nim", {{"pile", "30"}, {"prior", "zero"}}));
  for (uint64_t seed = 1; seed <= 5; ++seed) EXPECT_EQ(choice_after(honest, {}, "mcts:iterations=60,depth=0", seed), "take 2");
}

// A heuristic's differences are often small (0.505 against 0.495 here). Read against the
// spread of the siblings' means, they steer the search as a clear verdict would: the move
// that leaves a multiple of 4 takes most visits. Read raw, UCB1's exploration (c = 1)
// drowns them and the visits stay spread over all three moves.
double best_share_of_visits(const std::string& spec, uint64_t seed) {
  Engine engine(load(kData + "/nim", {{"pile", "30"}, {"prior", "zero"}, {"evaluate", "faint"}}));
  std::string error;
  MctsAgent agent(seed, SearchConfig::from(*parse_agent_spec(spec, error)));
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  agent.choose(engine, s, 1, legal);
  const std::vector<int> visits = agent.root_visits(legal);
  return double(visits[1]) / double(visits[0] + visits[1] + visits[2]);  // take 2
}

TEST(Mcts, SmallDifferencesInEvaluateStillSteerTheSearch) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    const double spread = best_share_of_visits("mcts:iterations=300", seed);
    const double raw = best_share_of_visits("mcts:iterations=300,spread=no", seed);
    EXPECT_GT(spread, 0.8) << "seed " << seed;
    EXPECT_LT(raw, 0.4) << "seed " << seed;
  }
}

// Random plies before evaluate() blurred it in both shipped games that have one.
TEST(Mcts, ScoresTheNewPositionByEvaluateUnlessGivenADepth) {
  std::string error;
  EXPECT_EQ(SearchConfig::from(*parse_agent_spec("mcts", error)).depth, 0);
  EXPECT_EQ(SearchConfig::from(*parse_agent_spec("ismcts:depth=5", error)).depth, 5);
}

TEST(Mcts, AnEvaluateOutOfRangeIsARuleErrorNamingIt) {
  Engine engine(load(kData + "/nim", {{"evaluate", "broken"}}));
  try {
    choice_after(engine, {}, "mcts:iterations=20,depth=0");
    FAIL() << "no error";
  } catch (const RuleError& e) {
    EXPECT_NE(std::string(e.what()).find("evaluate(s, "), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("from 0 to 1"), std::string::npos) << e.what();
  }
}

// The agent's own next decision after its move and a reply, from the same agent.
int reused_after_reply(const std::string& spec) {
  Engine engine(load(kData + "/nim", {{"pile", "21"}}));
  std::string error;
  MctsAgent agent(1, SearchConfig::from(*parse_agent_spec(spec, error)));
  State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  engine.apply_unchecked(s, 1, agent.choose(engine, s, 1, legal));
  engine.legal_moves(s, 2, legal);
  engine.apply_unchecked(s, 2, legal[0]);
  engine.legal_moves(s, 1, legal);
  agent.choose(engine, s, 1, legal);
  return agent.last_reused();
}

TEST(Mcts, KeepsWhatItLearntBelowThePositionReached) {
  EXPECT_GT(reused_after_reply("mcts:iterations=200"), 0);
  EXPECT_EQ(reused_after_reply("mcts:iterations=200,reuse=no"), 0);
}

TEST(ScriptAgent, PlaysTheGamesOwnBot) {
  Engine engine(load(kData + "/nim", {{"pile", "7"}}));
  EXPECT_EQ(choice_after(engine, {}, "script"), "take 3");
  EXPECT_EQ(choice_after(engine, {"take 1"}, "script"), "take 2");
}

TEST(ScriptAgent, AGameWithoutABotIsARuleError) {
  Engine engine(load(kGames + "tictactoe"));
  EXPECT_THROW(choice_after(engine, {}, "script"), RuleError);
}

TEST(Rewards, ResultsBecomeOneHalfAndZero) {
  auto game = load(kGames + "tictactoe");
  State s(*game);
  s.set_result(1, Result::Win), s.set_result(2, Result::Loss);
  EXPECT_EQ(rewards_of(s), (std::vector<double>{1.0, 0.0}));
  s.set_result(1, Result::Draw), s.set_result(2, Result::Draw);
  EXPECT_EQ(rewards_of(s), (std::vector<double>{0.5, 0.5}));
}

TEST(Rewards, WithoutResultsScoresAreRanked) {
  auto game = load(kGames + "porridge", {{"players", "3"}});
  State s(*game);
  s.set_score(1, 5), s.set_score(2, 9), s.set_score(3, 5);
  EXPECT_EQ(rewards_of(s), (std::vector<double>{0.25, 1.0, 0.25}));
}

int64_t wins(const PlaytestStats& st, int seat) { return st.tally.seats[size_t(seat - 1)].wins; }

PlaytestOptions games_with(int64_t games, std::vector<std::string> seats) {
  PlaytestOptions o;
  o.games = games;
  o.seats = std::move(seats);
  return o;
}

TEST(Mcts, BeatsRandomAtTicTacToeOnBothSides) {
  auto game = load(kGames + "tictactoe");
  const PlaytestStats first = run_playtest(game, games_with(20, {"mcts:iterations=200", "random"}));
  const PlaytestStats second = run_playtest(game, games_with(20, {"random", "mcts:iterations=200"}));
  EXPECT_EQ(first.tally.errors + second.tally.errors, 0);
  EXPECT_EQ(wins(first, 2), 0);  // random never beats it
  EXPECT_EQ(wins(second, 1), 0);
  EXPECT_GE(wins(first, 1), 15);
  EXPECT_GE(wins(second, 2), 8);  // second player: many draws against a lucky start
}

TEST(Mcts, BeatsRandomAtConnectFour) {
  auto game = load(kGames + "connect4");
  const PlaytestStats st = run_playtest(game, games_with(10, {"random", "mcts:iterations=200"}));
  EXPECT_GE(wins(st, 2), 9);
}

}  // namespace
}  // namespace rb
