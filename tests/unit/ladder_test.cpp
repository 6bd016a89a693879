// The ladder: ratings fitted on hand-made results, the seat rotations and common seeds of
// its schedule, and results that do not depend on the thread count.
#include <gtest/gtest.h>

#include <cmath>
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "analysis/ladder.h"
#include "analysis/ladder_rating.h"
#include "analysis/ladder_report.h"
#include "analysis/ladder_summary.h"
#include "core/result.h"
#include "load/game_loader.h"
#include "present/ladder_html.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> game(const std::string& name, std::map<std::string, std::string> params = {}) {
  return load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/" + name, {}, std::move(params)});
}

TEST(LadderRating, AgentsThatScoreEvenlyGetEqualRatings) {
  const RatingFit fit = fit_ratings(3, {{0, 1, 50, 100}, {0, 2, 50, 100}, {1, 2, 50, 100}});
  for (double elo : fit.elo) EXPECT_NEAR(elo, 0, 1e-6);
  EXPECT_GT(fit.sd(1), 10);  // a hundred games per pairing leave real doubt
}

TEST(LadderRating, ThreeToOneOddsAreLog10Of3Times400Elo) {
  const RatingFit fit = fit_ratings(2, {{0, 1, 25, 100}}, 0);
  EXPECT_NEAR(fit.elo[1], 400 * std::log10(3.0), 1e-6);
  // The Fisher information of n games at p = 3/4: n p (1 - p) per nat squared.
  EXPECT_NEAR(fit.sd(1), 400 / std::log(10.0) / std::sqrt(100 * 0.75 * 0.25), 1e-6);
}

TEST(LadderRating, ADominantAgentIsRatedTopWithAnIntervalClearOfTheOthers) {
  const RatingFit fit = fit_ratings(3, {{0, 1, 48, 100}, {0, 2, 8, 100}, {1, 2, 10, 100}});
  for (int other : {0, 1}) {
    EXPECT_GT(fit.elo[2], fit.elo[size_t(other)]);
    EXPECT_GT(fit.elo[2] - kZ95 * fit.difference_sd(2, other), fit.elo[size_t(other)]);
  }
  EXPECT_LT(fit.elo[1] - kZ95 * fit.difference_sd(1, 0), fit.elo[0]);  // the two weak ones are not told apart
}

TEST(LadderRating, AnAgentThatWonEveryGameGetsAFiniteRating) {
  const RatingFit fit = fit_ratings(2, {{0, 1, 0, 50}});
  EXPECT_TRUE(std::isfinite(fit.elo[1]));
  EXPECT_GT(fit.elo[1], 400);
}

TEST(LadderRating, TheTwoSidedQuantileOfFivePercentIs1Point96) {
  EXPECT_NEAR(normal_quantile_two_sided(0.05), 1.959964, 1e-5);
  EXPECT_NEAR(normal_quantile_two_sided(0.05 / 3), 2.393980, 1e-5);
}

TEST(LadderSchedule, EveryAgentSitsInEverySeatEquallyOften) {
  for (int players = 2; players <= 6; ++players) {
    const int rotations = seat_rotations(players);
    std::vector<int> seated_b(size_t(players), 0);
    for (int g = 0; g < rotations; ++g) {
      const auto seats = ladder_seats(players, g);
      ASSERT_EQ(int(seats.size()), players);
      EXPECT_TRUE(std::count(seats.begin(), seats.end(), 0) > 0 && std::count(seats.begin(), seats.end(), 1) > 0) << players << " players, game " << g;
      for (int s = 0; s < players; ++s) seated_b[size_t(s)] += seats[size_t(s)];
    }
    for (int s = 0; s < players; ++s) EXPECT_EQ(2 * seated_b[size_t(s)], rotations) << players << " players, seat " << s + 1;
  }
}

// The same seating on the same seed would be the same game again (4 seats: A B A B came
// back after two turns, so half of a 4-player ladder's games repeated the other half).
TEST(LadderSchedule, NoSeatingIsPlayedTwiceOnASeed) {
  for (int players = 2; players <= 7; ++players) {
    std::set<std::vector<int>> seatings;
    for (int g = 0; g < seat_rotations(players); ++g) seatings.insert(ladder_seats(players, g));
    EXPECT_EQ(int(seatings.size()), seat_rotations(players)) << players << " players";
  }
  EXPECT_EQ(seat_rotations(4), 2);
  EXPECT_EQ(ladder_seats(4, 0), (std::vector<int>{0, 1, 0, 1}));
  EXPECT_EQ(ladder_seats(4, 1), (std::vector<int>{1, 0, 1, 0}));
}

TEST(LadderSchedule, ThreeSeatsAlternateTurnAndSwap) {
  const std::vector<std::vector<int>> expected = {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}, {1, 0, 1}, {0, 1, 1}, {1, 1, 0}};
  for (int g = 0; g < 6; ++g) EXPECT_EQ(ladder_seats(3, g), expected[size_t(g)]) << g;
}

TEST(LadderSchedule, EachSeedIsPlayedInEveryRotationAndThenChanges) {
  EXPECT_EQ(ladder_seed(7, 0, 2), ladder_seed(7, 1, 2));
  EXPECT_NE(ladder_seed(7, 1, 2), ladder_seed(7, 2, 2));
  EXPECT_EQ(ladder_seed(7, 0, 3), ladder_seed(7, 5, 3));
  EXPECT_NE(ladder_seed(7, 5, 3), ladder_seed(7, 6, 3));
}

TEST(LadderSchedule, GamesPerPairingRoundUpToWholeRotations) {
  EXPECT_EQ(ladder_games_per_pairing(7, 3), 12);
  EXPECT_EQ(ladder_games_per_pairing(8, 2), 8);
  EXPECT_EQ(ladder_games_per_pairing(1, 4), 2);
  EXPECT_EQ(ladder_games_per_pairing(5, 4), 6);
}

TEST(LadderOutcome, AGameCountsForTheAgentWhoseSeatAloneWon) {
  const int win = int(Result::Win), loss = int(Result::Loss), draw = int(Result::Draw);
  EXPECT_EQ(pairing_outcome({loss, win}, {0, 1}), PairingOutcome::BWins);
  EXPECT_EQ(pairing_outcome({loss, win, loss}, {1, 0, 1}), PairingOutcome::AWins);
  EXPECT_EQ(pairing_outcome({draw, draw}, {1, 0}), PairingOutcome::Draw);
  EXPECT_EQ(pairing_outcome({win, win, loss}, {0, 1, 1}), PairingOutcome::Draw);  // both had a winning seat
}

// The agents are parsed once, before any game: one that does not parse stops the run, named.
TEST(LadderRun, AnAgentThatDoesNotParseStopsTheRunNamingIt) {
  LadderOptions o;
  o.agents = {"random", "greedy:samples=x"};
  o.games = 2, o.seed = 1;
  try {
    run_ladder(game("tictactoe"), o);
    ADD_FAILURE() << "the ladder ran";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'x'"), std::string::npos) << e.what();
  }
}

TEST(LadderRun, IdenticalAgentsPlayTheSameGamesInEveryPairing) {
  LadderOptions o;
  o.agents = {"random", "random", "random"};
  o.games = 20, o.seed = 3;
  const LadderRun run = run_ladder(game("tictactoe"), o);
  ASSERT_EQ(run.pairings.size(), 3u);
  for (const auto& p : run.pairings) {
    EXPECT_EQ(p.played(), 20);
    EXPECT_EQ(std::tuple(p.a_wins, p.draws, p.b_wins), std::tuple(run.pairings[0].a_wins, run.pairings[0].draws, run.pairings[0].b_wins));
  }
  // Both seatings of each seed: what the first agent won as the first seat the second won there too.
  EXPECT_EQ(run.pairings[0].a_wins, run.pairings[0].b_wins);
}

TEST(LadderRun, TheResultsDoNotDependOnTheThreadCount) {
  LadderOptions o;
  o.agents = {"random", "greedy", "mcts:iterations=20"};
  o.games = 8, o.seed = 5;
  LadderRun one = run_ladder(game("connect4"), o);
  o.threads = 2;
  LadderRun two = run_ladder(game("connect4"), o);
  EXPECT_EQ(ladder_to_json(one), ladder_to_json(two));
  EXPECT_EQ(ladder_to_text(one), ladder_to_text(two));
}

TEST(LadderRun, ASearchAgentOutranksRandomPlayAndTheReportSaysSkillMatters) {
  LadderOptions o;
  o.agents = {"random", "mcts:iterations=200"};
  o.games = 30, o.threads = 2;
  const LadderSummary s = summarize_ladder(run_ladder(game("connect4"), o));
  EXPECT_EQ(s.ranking.front(), 1);
  EXPECT_TRUE(s.skill.significant);
  EXPECT_NE(s.skill.sentence.find("Skill matters"), std::string::npos) << s.skill.sentence;
}

TEST(LadderRun, ThreePlayersSitInRotationAndEveryGameIsCounted) {
  LadderOptions o;
  o.agents = {"random", "greedy"};
  o.games = 5;
  const LadderRun run = run_ladder(game("potluck", {{"players", "3"}}), o);
  EXPECT_EQ(run.games_per_pairing, 6);
  EXPECT_EQ(run.pairings[0].played(), 6);
}

// On Tic-tac-toe the heuristic and a search settle on the same lines whatever the seed. (A
// long opening would end most games in it: both seatings of a seed would then play alike.)
TEST(LadderRun, GamesThatRepeatEachOtherAreCountedPerPairingAndWarnedOf) {
  LadderOptions o;
  o.agents = {"heuristic", "mcts:iterations=300"};
  o.games = 20;
  const LadderRun run = run_ladder(game("tictactoe"), o);
  EXPECT_EQ(run.pairings[0].lines_sampled, 20);
  EXPECT_LT(run.pairings[0].lines_distinct, 16);
  const LadderSummary s = summarize_ladder(run);
  ASSERT_EQ(s.warnings.size(), 1u);
  EXPECT_NE(s.warnings[0].find("heuristic vs mcts:iterations=300: " + std::to_string(run.pairings[0].lines_distinct) + " different of 20"),
            std::string::npos) << s.warnings[0];
  o.opening = 2;
  const LadderRun varied = run_ladder(game("tictactoe"), o);
  EXPECT_GE(varied.pairings[0].lines_distinct, 16);
  EXPECT_TRUE(summarize_ladder(varied).warnings.empty());
  EXPECT_NE(ladder_to_text(varied).find("the first 2 plies of each game at random"), std::string::npos);
  EXPECT_EQ(ladder_to_json(varied)["opening"], 2);
  EXPECT_NE(html_ladder_report(varied).find("The first 2 plies of each game were played at random"), std::string::npos);
}

// Cut off when the opening ends: each game is its opening alone, the same in both seatings of
// a seed and in every pairing.
TEST(LadderRun, EveryPairingAndSeatingOnASeedStartsFromTheSameOpening) {
  LadderOptions o;
  o.agents = {"greedy", "heuristic", "mcts:iterations=20"};
  o.games = 20, o.opening = 2, o.max_plies = 2;
  const LadderRun run = run_ladder(game("tictactoe"), o);
  for (const auto& p : run.pairings) {
    EXPECT_EQ(p.cut_off, 20);
    EXPECT_EQ(p.lines_sampled, 20);
    EXPECT_EQ(p.lines_distinct, run.pairings[0].lines_distinct);
    EXPECT_LE(p.lines_distinct, 10);  // ten seeds, two seatings each
  }
  EXPECT_GE(run.pairings[0].lines_distinct, 8);  // and the seeds' openings differ
}

TEST(LadderSummary, CutOffGamesCountInNoRatingAndRaiseAWarning) {
  LadderOptions o;
  o.agents = {"random", "greedy"};
  o.games = 4, o.max_plies = 2;
  const LadderRun run = run_ladder(game("tictactoe"), o);
  EXPECT_EQ(run.cut_off(), 4);
  const LadderSummary s = summarize_ladder(run);
  EXPECT_EQ(s.ratings[1].games, 0);
  ASSERT_FALSE(s.warnings.empty());
  EXPECT_NE(s.warnings[0].find("cut off"), std::string::npos);
  EXPECT_FALSE(s.skill.significant);
}

TEST(LadderSummary, SettingsThatDifferOnlyInIterationsAreComparedAsBudgetSteps) {
  LadderRun run;
  run.agents = {"random", "mcts:iterations=50,c=2", "mcts:c=2,iterations=10", "mcts:iterations=10"};
  for (const auto& [a, b] : ladder_pairings(4)) run.pairings.push_back({a, b, 10, 0, 10});
  const auto steps = summarize_ladder(run).skill.budget_steps;
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].less, 2);
  EXPECT_EQ(steps[0].more, 1);
}

}  // namespace
}  // namespace rb
