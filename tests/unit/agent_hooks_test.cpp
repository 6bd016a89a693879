// The agents' use of a game's prior() and evaluate(): prior-weighted draws, the heuristic
// agent, progressive bias and root parallelism in MCTS, and the positioned errors a hook
// gets when it returns what no agent can use.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "agents/agent.h"
#include "agents/prior_policy.h"
#include "analysis/playtest.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kNim = std::string(RULEBOOK_TEST_DATA) + "/nim";

Engine nim(std::map<std::string, std::string> params) {
  return Engine(load_game(LoadRequest{kNim, {}, std::move(params)}));
}

// Player 1's choice at the start of a nim game, by the agent `spec`.
std::string first_choice(Engine& engine, const std::string& spec, uint64_t seed = 1) {
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  auto agent = make_agent(spec, seed);
  return move_to_text(engine.game(), agent->choose(engine, s, 1, legal), 1);
}

// How often each move of the first position is drawn in `n` draws by prior (among `sample`
// moves drawn first, when it is not 0).
std::map<std::string, int> draws(Engine& engine, int n, int sample = 0) {
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  RngWords rng = seed_rng(7);
  std::vector<double> weights;
  std::map<std::string, int> count;
  for (int i = 0; i < n; ++i) ++count[move_to_text(engine.game(), legal[draw_move(engine, s, 1, legal, true, rng.s, weights, sample)], 1)];
  return count;
}

std::string error_of(Engine& engine, const std::string& spec) {
  try {
    first_choice(engine, spec);
  } catch (const RuleError& e) {
    return e.what();
  }
  return "";
}

TEST(PriorPolicy, DrawsMovesInProportionToThePrior) {
  Engine engine = nim({{"pile", "10"}});  // take 2 leaves 8: weight 10 against 1 and 1
  const auto count = draws(engine, 12000);
  EXPECT_NEAR(count.at("take 2") / 12000.0, 10.0 / 12, 0.02);
  EXPECT_NEAR(count.at("take 1") / 12000.0, 1.0 / 12, 0.02);
}

// rollout=sampled: two of the three moves drawn uniformly (with replacement), then one of
// those two by prior; the chance of each move worked out over the nine ordered pairs.
TEST(PriorPolicy, ASampledDrawWeighsOnlyTheMovesItDrew) {
  Engine engine = nim({{"pile", "10"}});
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  std::vector<double> w;
  priors_of(engine, s, 1, legal, true, w);
  const auto count = draws(engine, 18000, 2);
  for (int m = 0; m < 3; ++m) {
    double chance = 0;
    for (int a = 0; a < 3; ++a)
      for (int b = 0; b < 3; ++b) chance += ((a == m) * w[size_t(a)] + (b == m) * w[size_t(b)]) / (w[size_t(a)] + w[size_t(b)]) / 9;
    const std::string text = move_to_text(engine.game(), legal[m], 1);
    EXPECT_NEAR(count.at(text) / 18000.0, chance, 0.015) << text;
  }
  EXPECT_LT(count.at("take 2") / 18000.0, 10.0 / 12 - 0.1);  // not the full draw's share
  const auto all = draws(engine, 12000, 3);                    // as many as the moves: the full draw
  EXPECT_NEAR(all.at("take 2") / 12000.0, 10.0 / 12, 0.02);
}

TEST(PriorPolicy, APriorOfZeroForEveryMoveDrawsUniformly) {
  Engine engine = nim({{"pile", "10"}, {"prior", "zero"}});
  const auto count = draws(engine, 12000);
  for (const char* m : {"take 1", "take 2", "take 3"}) EXPECT_NEAR(count.at(m) / 12000.0, 1.0 / 3, 0.02) << m;
}

TEST(PriorPolicy, WithoutThePriorDrawsUniformly) {
  Engine engine = nim({{"pile", "10"}});
  const State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  std::vector<double> weights;
  EXPECT_EQ(priors_of(engine, s, 1, legal, false, weights), 3.0);
  EXPECT_EQ(weights, (std::vector<double>{1, 1, 1}));
  EXPECT_EQ(priors_of(engine, s, 1, legal, true, weights), 12.0);
}

TEST(HeuristicAgent, TakesTheMoveAfterWhichEvaluateRatesItBest) {
  Engine engine = nim({{"pile", "10"}, {"prior", "zero"}});
  for (uint64_t seed = 1; seed <= 5; ++seed) EXPECT_EQ(first_choice(engine, "heuristic", seed), "take 2");
  Engine odd = nim({{"pile", "10"}, {"evaluate", "odd"}});  // an odd pile left is "good"
  for (uint64_t seed = 1; seed <= 5; ++seed) EXPECT_NE(first_choice(odd, "heuristic", seed), "take 2");
}

TEST(HeuristicAgent, WithEpsilonOneItPlaysByThePrior) {
  Engine engine = nim({{"pile", "10"}, {"evaluate", "odd"}});  // evaluate would never take 2
  int took_two = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) took_two += first_choice(engine, "heuristic:epsilon=1", seed) == "take 2";
  EXPECT_GT(took_two, 140);  // 10 in 12 expected
}

TEST(HeuristicAgent, BreaksTiesByThePrior) {
  // An odd pile left is "good": take 1 and take 3 tie; a prior of the counters taken makes
  // take 3 three times as likely, and no prior makes them even.
  auto share_of_three = [](const std::string& prior) {
    Engine engine = nim({{"pile", "10"}, {"evaluate", "odd"}, {"prior", prior}});
    int three = 0;
    for (uint64_t seed = 1; seed <= 300; ++seed) three += first_choice(engine, "heuristic", seed) == "take 3";
    return three / 300.0;
  };
  EXPECT_NEAR(share_of_three("big"), 0.75, 0.08);
  EXPECT_NEAR(share_of_three("zero"), 0.5, 0.08);
}

TEST(Mcts, TriesThePriorsFavouriteFirst) {
  // One iteration adds one child: the move the prior likes best, whatever the seed.
  Engine engine = nim({{"pile", "30"}, {"evaluate", "odd"}});
  for (uint64_t seed = 1; seed <= 5; ++seed) EXPECT_EQ(first_choice(engine, "mcts:iterations=1", seed), "take 2");
  std::set<std::string> unbiased;
  for (uint64_t seed = 1; seed <= 20; ++seed) unbiased.insert(first_choice(engine, "mcts:iterations=1,bias=0", seed));
  EXPECT_EQ(unbiased.size(), 3u);
}

TEST(Mcts, RootParallelSearchIsReproducibleAndStillFindsTheWin) {
  Engine engine = nim({{"pile", "30"}, {"prior", "zero"}});
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    EXPECT_EQ(first_choice(engine, "mcts:iterations=60,threads=2", seed), "take 2");
    EXPECT_EQ(first_choice(engine, "mcts:iterations=20,threads=3,bias=0", seed),
              first_choice(engine, "mcts:iterations=20,threads=3,bias=0", seed));
  }
}

TEST(AgentHooks, APriorThatIsNotANumberFromZeroIsARuleErrorNamingItsLine) {
  for (const char* mood : {"nan", "negative", "text"}) {
    Engine engine = nim({{"pile", "10"}, {"prior", mood}});
    const std::string error = error_of(engine, "mcts:iterations=5,depth=3");
    EXPECT_NE(error.find("rules.lua:"), std::string::npos) << error;
    EXPECT_NE(error.find("prior(s, 1, 'take', ...) returned"), std::string::npos) << error;
    EXPECT_NE(error.find("from 0 to"), std::string::npos) << error;
  }
  Engine text = nim({{"prior", "text"}});
  EXPECT_NE(error_of(text, "heuristic:epsilon=1").find("returned a string"), std::string::npos);
}

TEST(AgentHooks, AnEvaluateOutOfRangeNamesItsLineAndValue) {
  Engine engine = nim({{"evaluate", "broken"}});
  const std::string error = error_of(engine, "heuristic");
  EXPECT_NE(error.find("rules.lua:"), std::string::npos) << error;
  EXPECT_NE(error.find("evaluate(s, 1) returned 2"), std::string::npos) << error;
}

// The positions of a nim game from a pile of 10, each after one more counter taken.
std::vector<State> nim_positions(Engine& engine) {
  std::vector<State> out{engine.new_game(1)};
  MoveList legal;
  while (!out.back().terminal()) {
    State next = out.back();
    const int p = next.first_to_move();
    engine.legal_moves(next, p, legal);
    engine.apply_unchecked(next, p, legal[0]);
    out.push_back(next);
  }
  return out;
}

TEST(EvaluateAll, AnswersForEveryPlayerAsEvaluateWouldAndStandsInForIt) {
  Engine one = nim({{"pile", "10"}});
  Engine all = nim({{"pile", "10"}, {"evaluate", "absent"}, {"evaluate_all", "honest"}});
  ASSERT_TRUE(all.has_evaluate());
  ASSERT_TRUE(all.has_evaluate_all());
  EXPECT_FALSE(one.has_evaluate_all());
  std::vector<double> listed, looped;
  for (const State& s : nim_positions(one)) {
    all.evaluate_all(s, listed);
    one.evaluate_all(s, looped);  // without evaluate_all: evaluate asked for each player
    ASSERT_EQ(listed.size(), 2u);
    EXPECT_EQ(listed, looped) << "pile " << s.gvar(0);
    for (int p = 1; p <= 2; ++p) EXPECT_EQ(all.evaluate(s, p), one.evaluate(s, p)) << "pile " << s.gvar(0);
  }
}

TEST(EvaluateAll, ASearchScoredByItChoosesAsOneScoredByEvaluate) {
  Engine one = nim({{"pile", "30"}, {"prior", "zero"}});
  Engine all = nim({{"pile", "30"}, {"prior", "zero"}, {"evaluate", "absent"}, {"evaluate_all", "honest"}});
  Engine odd = nim({{"pile", "30"}, {"prior", "zero"}, {"evaluate", "absent"}, {"evaluate_all", "odd"}});
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    EXPECT_EQ(first_choice(all, "mcts:iterations=60", seed), first_choice(one, "mcts:iterations=60", seed));
    EXPECT_EQ(first_choice(all, "mcts:iterations=60", seed), "take 2");
    EXPECT_NE(first_choice(odd, "heuristic", seed), "take 2");  // the heuristic reads it too
  }
}

TEST(EvaluateAll, WhatNoAgentCanUseIsARuleErrorNamingItsLine) {
  const std::map<std::string, std::string> expected = {
      {"short", "evaluate_all(s) returned a list of 1; it must return a list of 2 numbers from 0 to 1, one per player"},
      {"text", "evaluate_all(s) returned a string"},
      {"broken", "evaluate_all(s) returned 2 for player 2"}};
  for (const auto& [mood, text] : expected) {
    Engine engine = nim({{"pile", "10"}, {"evaluate", "absent"}, {"evaluate_all", mood}});
    const std::string error = error_of(engine, "mcts:iterations=5,depth=1");
    EXPECT_NE(error.find("nim/rules.lua:"), std::string::npos) << error;
    EXPECT_NE(error.find(text), std::string::npos) << error;
  }
}

TEST(EvaluateAll, WhereBothAreDefinedTheyMustAgree) {
  Engine agree = nim({{"pile", "10"}, {"evaluate_all", "honest"}});
  Engine wrong = nim({{"pile", "10"}, {"evaluate_all", "wrong"}});
  const State s = agree.new_game(1);
  EXPECT_EQ(agree.evaluate_disagreement(s), "");
  const std::string said = wrong.evaluate_disagreement(s);
  EXPECT_NE(said.find("nim/rules.lua:"), std::string::npos) << said;
  EXPECT_NE(said.find("evaluate_all(s)[1] is 0 where evaluate(s, 1) is 1"), std::string::npos) << said;
  EXPECT_EQ(nim({{"pile", "10"}}).evaluate_disagreement(s), "");  // only one defined: nothing to compare
}

// A nim game whose priors come from prior_all alone (prior not defined), or `mood`.
Engine nim_prior_all(const std::string& pile, const std::string& mood = "wise") {
  return nim({{"pile", pile}, {"prior", "absent"}, {"prior_all", mood}});
}

TEST(PriorAll, AnswersForEveryMoveAsPriorWouldAndStandsInForIt) {
  Engine one = nim({{"pile", "10"}});
  Engine all = nim_prior_all("10");
  ASSERT_TRUE(all.has_prior());
  ASSERT_TRUE(all.has_prior_all());
  EXPECT_FALSE(one.has_prior_all());
  std::vector<double> listed, looped;
  int tens = 0;
  for (const State& s : nim_positions(one)) {
    MoveList legal;
    one.legal_moves(s, s.first_to_move(), legal);
    all.prior_all(s, s.first_to_move(), legal, listed);
    one.prior_all(s, s.first_to_move(), legal, looped);  // without prior_all: prior asked for each move
    ASSERT_EQ(listed.size(), size_t(legal.size()));
    EXPECT_EQ(listed, looped) << "pile " << s.gvar(0);
    for (int i = 0; i < legal.size(); ++i) {
      EXPECT_EQ(all.prior(s, s.first_to_move(), legal[i]), one.prior(s, s.first_to_move(), legal[i])) << "pile " << s.gvar(0);
      tens += listed[size_t(i)] == 10;
    }
  }
  EXPECT_GT(tens, 0);  // the positions hold moves the prior favours, not only 1s
}

TEST(PriorAll, DrawsAndSearchesAsPriorDoes) {
  Engine one = nim({{"pile", "10"}});
  Engine all = nim_prior_all("10");
  EXPECT_EQ(draws(all, 3000), draws(one, 3000));        // every move weighed: one prior_all call
  EXPECT_EQ(draws(all, 3000, 2), draws(one, 3000, 2));  // a sample of 2: prior_all asked of one move at a time
  Engine deep_one = nim({{"pile", "30"}}), deep_all = nim_prior_all("30");
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    EXPECT_EQ(first_choice(deep_all, "mcts:iterations=200,depth=2", seed), first_choice(deep_one, "mcts:iterations=200,depth=2", seed));
    EXPECT_EQ(first_choice(deep_all, "heuristic:epsilon=1", seed), first_choice(deep_one, "heuristic:epsilon=1", seed));
  }
}

TEST(PriorAll, WhatNoAgentCanUseIsARuleErrorNamingItsLine) {
  const std::map<std::string, std::string> expected = {
      {"short", "prior_all(s, 1, list) returned a list of 2; it must return a list of 3 numbers from 0 to 1000000, one per move of the list"},
      {"text", "prior_all(s, 1, list) returned a string"},
      {"negative", "prior_all(s, 1, list) returned -1 for move 2"},
      {"add", "the list prior_all() judges is read-only: moves are added in moves()"},
      {"beyond", "bad argument #1 to 'move' (no move 4 among the 3 prior_all() judges)"}};
  for (const auto& [mood, text] : expected) {
    Engine engine = nim_prior_all("10", mood);
    const std::string error = error_of(engine, "mcts:iterations=5,depth=1");
    EXPECT_NE(error.find("nim/rules.lua:"), std::string::npos) << mood << ": " << error;
    EXPECT_NE(error.find(text), std::string::npos) << mood << ": " << error;
  }
}

// The nim rules' moves() asserts that list:move fails there.
TEST(PriorAll, LeavesMovesNoListToReadInsideItOrAfterItFailed) {
  Engine nested = nim_prior_all("10", "nested");  // s:has_moves inside prior_all runs moves()
  EXPECT_EQ(error_of(nested, "mcts:iterations=20,depth=1"), "");
  Engine beyond = nim_prior_all("10", "beyond");
  const State s = beyond.new_game(1);
  MoveList legal, next;
  beyond.legal_moves(s, 1, legal);
  std::vector<double> priors;
  EXPECT_THROW(beyond.prior_all(s, 1, legal, priors), RuleError);
  State after = s;
  beyond.apply_unchecked(after, 1, legal[0]);
  EXPECT_NO_THROW(beyond.legal_moves(after, 2, next));
  EXPECT_EQ(next.size(), 3);
}

TEST(PriorAll, WhereBothAreDefinedTheyMustAgree) {
  Engine agree = nim({{"pile", "10"}, {"prior_all", "wise"}});
  Engine wrong = nim({{"pile", "10"}, {"prior_all", "wrong"}});
  const State s = agree.new_game(1);
  MoveList legal;
  agree.legal_moves(s, 1, legal);
  std::vector<double> agreed, wronged;
  agree.prior_all(s, 1, legal, agreed);
  wrong.prior_all(s, 1, legal, wronged);
  EXPECT_EQ(agree.prior_disagreement(s, 1, legal, agreed), "");
  const std::string said = wrong.prior_disagreement(s, 1, legal, wronged);
  EXPECT_NE(said.find("nim/rules.lua:"), std::string::npos) << said;
  EXPECT_NE(said.find("prior_all(s, 1, list)[1] is 10 where prior(s, 1, 'take', ...) is 1"), std::string::npos) << said;
  EXPECT_EQ(nim({{"pile", "10"}}).prior_disagreement(s, 1, legal, wronged), "");  // only one defined: nothing to compare
  // Where they differ anyway, a whole list is weighed by prior_all (one call), a sample by prior.
  const auto whole = draws(wrong, 12000);
  EXPECT_NEAR(whole.at("take 2") / 12000.0, 1.0 / 21, 0.02);
  EXPECT_NEAR(draws(wrong, 12000, 2).at("take 2") / 12000.0, draws(agree, 12000, 2).at("take 2") / 12000.0, 0.001);
}

// Wins of each seat when `agent` plays both seats of Duel, where each round's cards are
// laid in turn but hidden until both are down.
std::pair<double, double> duel_wins(const std::string& agent) {
  PlaytestOptions o;
  o.games = 200, o.seed = 3, o.threads = 1, o.seats = {agent, agent};
  const PlaytestStats st = run_playtest(load_game(LoadRequest{std::string(RULEBOOK_TEST_DATA) + "/duel", {}, {}}), o);
  EXPECT_EQ(st.tally.errors, 0);
  return {st.tally.seats[0].wins / 200.0, st.tally.seats[1].wins / 200.0};
}

// Judged by the score right after its move, the first to lay would see no change (no
// reveal yet) and play at random, and the last would see the reveal and lay its 3.
TEST(SimultaneousDecisions, IdenticalOnePlyAgentsWinAsOftenFromEitherSeat) {
  for (const char* agent : {"greedy", "heuristic"}) {
    const auto [first, second] = duel_wins(agent);
    EXPECT_NEAR(first, second, 0.1) << agent << ": seat 1 wins " << first << ", seat 2 " << second;
  }
}

}  // namespace
}  // namespace rb
