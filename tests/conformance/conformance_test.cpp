// The conformance suite: every game and variant under games/, found at run time, must
// play seeded random games to the end with no rule error, legal moves whenever the game
// is not over, copies that are values (untouched when the original moves, equal when moved
// alike), exact JSON round trips, and the same
// transcript from the same seed.
#include <gtest/gtest.h>

#include <algorithm>

#include "agents/random_agent.h"
#include "analysis/scenario.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "present/svg_render.h"
#include "present/text_view.h"
#include "load/game_discovery.h"
#include "load/game_loader.h"
#include "../support/sanitized_build.h"
#include "../support/shipped_games.h"

namespace rb {
namespace {

// Eight random games of each variant; two in the sanitizer build (support/sanitized_build.h).
constexpr int kGamesPerVariant = test::per_build(8, 2);
// The plies a game of the per-seed and per-player-count tests may run: the game's own cap,
// or 1,000 in the sanitizer build (a random Pouches game runs to its cap of 4,000, 11 s there).
constexpr int kPlies = test::per_build(0, 1000);

struct Transcript {
  std::vector<std::string> lines;
  State final_state;
};

// One random game, checking the contract at every ply, for at most `plies` (0: the game's cap).
Transcript play_checked(Engine& engine, uint64_t seed, int plies = 0) {
  const GameDef& g = engine.game();
  Transcript t;
  Chance chance;
  chance.record = &t.lines;
  RandomAgent agent(seed);
  MoveList legal;
  State s = engine.new_game(seed, &chance);
  const int game_cap = g.setup.max_plies > 0 ? g.setup.max_plies : 100000;
  const int cap = plies > 0 ? std::min(plies, game_cap) : game_cap;
  while (!s.terminal() && s.ply() < cap) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    EXPECT_FALSE(legal.empty()) << "no legal move for player " << p << " at ply " << s.ply();
    if (legal.empty()) break;
    // A copy is a value: moving the original leaves it as it was, and the same move made on
    // the copy reaches the same State (nothing mutable is shared or kept outside the State).
    State twin = s;
    const bool checkpoint = s.ply() % 7 == 0;
    const nlohmann::json before = checkpoint ? state_to_json(g, s) : nlohmann::json();
    if (checkpoint) {
      EXPECT_EQ(state_from_json(g, before), s) << "JSON round trip at ply " << s.ply();
    }
    const Move m = agent.choose(legal);
    t.lines.push_back(std::to_string(p) + ": " + move_to_text(g, m, p));
    engine.apply_unchecked(s, p, m, &chance);
    if (checkpoint) {
      EXPECT_EQ(state_to_json(g, twin), before) << "a copy changed with its original at ply " << s.ply();
    }
    engine.apply_unchecked(twin, p, m);
    EXPECT_EQ(twin, s) << "the copy, moved alike, differs at ply " << s.ply();
    EXPECT_EQ(twin.hash(), s.hash());
    EXPECT_TRUE(s.links_consistent());
    EXPECT_EQ(engine.broken_invariant(s), "") << "at ply " << s.ply();
  }
  t.final_state = s;
  return t;
}

// The suites play fewer games only where the build really is the sanitizer's.
TEST(SanitizedBuild, TheCompilersAnswerMatchesHowTheBuildWasConfigured) {
  EXPECT_EQ(test::kSanitizedBuild, RULEBOOK_CONFIGURED_SANITIZED == 1);
}

class Conformance : public testing::TestWithParam<std::string> {};

TEST_P(Conformance, RandomGamesKeepTheContract) {
  auto game = load_game(LoadRequest{GetParam(), {}, {}});
  Engine engine(game);
  for (int i = 0; i < kGamesPerVariant; ++i) {
    SCOPED_TRACE("seed " + std::to_string(i + 1));
    EXPECT_NO_THROW(play_checked(engine, uint64_t(i + 1)));
  }
}

TEST_P(Conformance, TheSameSeedGivesTheSameTranscript) {
  auto game = load_game(LoadRequest{GetParam(), {}, {}});
  Engine first(game), second(game);
  const Transcript a = play_checked(first, 42, kPlies), b = play_checked(second, 42, kPlies);
  EXPECT_EQ(a.lines, b.lines);
  EXPECT_EQ(a.final_state, b.final_state);
}

TEST_P(Conformance, EveryPlayerCountPlays) {
  auto probe = load_game(LoadRequest{GetParam(), {}, {}});
  for (int n = probe->setup.min_players; n <= probe->setup.max_players; ++n) {
    auto game = load_game(LoadRequest{GetParam(), {}, {{"players", std::to_string(n)}}});
    Engine engine(game);
    EXPECT_NO_THROW(play_checked(engine, 7, kPlies)) << n << " players";
  }
}

// The agents' hooks answer on the positions of a random game (every third of its first
// 300 plies): values in range, which the calls check, and where a game defines both forms
// of a hook (evaluate and evaluate_all, prior and prior_all), the same answers from each.
TEST_P(Conformance, TheAgentHooksAnswerAndTheirTwoFormsAgree) {
  auto game = load_game(LoadRequest{GetParam(), {}, {}});
  Engine engine(game);
  RandomAgent agent(11);
  MoveList legal;
  std::vector<double> values, priors;
  State s = engine.new_game(11);
  while (!s.terminal() && s.ply() < 300) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    if (legal.empty()) break;
    if (s.ply() % 3 == 0) {
      if (engine.has_evaluate()) {
        EXPECT_NO_THROW(engine.evaluate_all(s, values)) << "at ply " << s.ply();
        EXPECT_EQ(engine.evaluate_disagreement(s), "") << "at ply " << s.ply();
      }
      if (engine.has_prior()) {
        EXPECT_NO_THROW(engine.prior_all(s, p, legal, priors)) << "at ply " << s.ply();
        EXPECT_EQ(engine.prior_disagreement(s, p, legal, priors), "") << "at ply " << s.ply();
      }
    }
    engine.apply_unchecked(s, p, agent.choose(legal));
  }
}

// Every position of a random game draws, whole and as each player sees it, with every space.
TEST_P(Conformance, EveryPositionDraws) {
  auto game = load_game(LoadRequest{GetParam(), {}, {}});
  Engine engine(game);
  RandomAgent agent(5);
  MoveList legal;
  State s = engine.new_game(5);
  for (int ply = 0; ply < 120 && !s.terminal(); ++ply) {
    if (ply % 20 == 0) {
      const std::string svg = render_svg(*game, state_to_json(*game, s));
      size_t spaces = 0;
      for (size_t at = svg.find("class=\"space\""); at != std::string::npos; at = svg.find("class=\"space\"", at + 1)) ++spaces;
      EXPECT_EQ(spaces, game->spaces.names.size()) << "at ply " << ply;
      for (int p = 1; p <= game->setup.players; ++p) {
        EXPECT_NO_THROW(render_svg(*game, observe(*game, s, p))) << "player " << p << " at ply " << ply;
        EXPECT_NO_THROW(text_view(*game, observe(*game, s, p))) << "player " << p << " at ply " << ply;
      }
    }
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    if (legal.empty()) break;
    engine.apply_unchecked(s, p, agent.choose(legal));
  }
}

INSTANTIATE_TEST_SUITE_P(Games, Conformance, testing::ValuesIn(shipped_games()), shipped_game_name);

}  // namespace
}  // namespace rb

namespace rb {
namespace {

// Every scenario file of every game: each case must pass (deep perft only in the slow run).
class Scenarios : public testing::TestWithParam<std::string> {};

TEST_P(Scenarios, EveryCasePasses) {
  for (const auto& r : run_scenario_file(GetParam())) {
    std::string details;
    for (const auto& f : r.failures) details += "\n  " + f;
    EXPECT_TRUE(r.passed()) << r.name << details;
  }
}

std::vector<std::string> all_scenarios() {
  std::vector<std::string> out;
  for (const auto& p : find_scenarios(std::filesystem::path(RULEBOOK_SOURCE_DIR) / "games")) out.push_back(p.string());
  return out;
}

std::string scenario_name(const testing::TestParamInfo<std::string>& info) {
  const std::filesystem::path p(info.param);
  std::string name = p.parent_path().parent_path().filename().string() + "_" + p.stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Games, Scenarios, testing::ValuesIn(all_scenarios()), scenario_name);

}  // namespace
}  // namespace rb
