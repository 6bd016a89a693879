// Determinism across runs, builds and compilers: for every game and variant, one seeded
// playout (moves picked by a generator local to this test, so agents can change freely)
// must end in the State and move sequence whose hashes are stored in
// tests/data/determinism/. The same files pass in the Release build and in the clang
// sanitizer build at -O1. Regenerate after a deliberate rules change with
//   RULEBOOK_UPDATE_GOLDENS=1 build/tests/conformance_tests --gtest_filter='Games/Golden*'
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_discovery.h"
#include "load/game_loader.h"
#include "../support/shipped_games.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
constexpr uint64_t kSeed = 20261122;

const fs::path kGamesRoot = fs::path(RULEBOOK_SOURCE_DIR) / "games";
const fs::path kGoldens = fs::path(RULEBOOK_SOURCE_DIR) / "tests" / "data" / "determinism";

// FNV-1a 64 over text: stable across compilers and builds, unlike std::hash.
uint64_t fnv1a(const std::string& text, uint64_t h = 0xcbf29ce484222325ull) {
  for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

uint64_t splitmix(uint64_t& x) {
  uint64_t z = (x += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

std::string hex(uint64_t v) {
  std::ostringstream out;
  out << std::hex << v;
  return out.str();
}

// The golden text of one playout: plies, outcome, and hashes of the moves and final State.
std::string playout_summary(const std::string& path) {
  auto game = load_game(LoadRequest{path, {}, {}});
  Engine engine(game);
  State s = engine.new_game(kSeed);
  uint64_t pick = kSeed, moves_hash = fnv1a("");
  MoveList legal;
  while (!s.terminal() && s.ply() < game->setup.max_plies) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    if (legal.empty()) break;
    const Move m = legal[int(splitmix(pick) % uint64_t(legal.size()))];
    moves_hash = fnv1a(std::to_string(p) + ": " + move_to_text(*game, m, p) + "\n", moves_hash);
    engine.apply_unchecked(s, p, m);
  }
  std::ostringstream out;
  out << "seed " << kSeed << "\nplies " << s.ply() << "\nterminal " << s.terminal() << "\nresults";
  for (int p = 1; p <= s.players(); ++p) out << " " << int(s.result(p)) << "/" << s.score(p);
  // The State as JSON before it carried the end reason (the rules' text, checked by the
  // scenarios and tests/unit/end_reason_test.cpp), so the stored hashes still hold.
  nlohmann::json state = state_to_json(*game, s);
  state.erase("end_reason");
  out << "\nmoves_fnv1a " << hex(moves_hash) << "\nstate_fnv1a " << hex(fnv1a(state.dump())) << "\n";
  return out.str();
}

// games/forage/variants/memory.yaml -> forage__memory.txt
fs::path golden_file(const fs::path& game) {
  const fs::path rel = game.lexically_relative(kGamesRoot);
  const std::string name = rel.begin()->string() + (rel.filename() == "game.yaml" ? "" : "__" + rel.stem().string());
  return kGoldens / (name + ".txt");
}

std::string read_text(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

class Golden : public testing::TestWithParam<std::string> {};

TEST_P(Golden, ASeededPlayoutEndsInTheStoredState) {
  const std::string summary = playout_summary(GetParam());
  const fs::path file = golden_file(GetParam());
  if (std::getenv("RULEBOOK_UPDATE_GOLDENS")) {
    std::ofstream(file) << summary;
    GTEST_SKIP() << "wrote " << file;
  }
  ASSERT_TRUE(fs::exists(file)) << file << " is missing; write it with RULEBOOK_UPDATE_GOLDENS=1 (see this test's header)";
  EXPECT_EQ(summary, read_text(file)) << "the playout of " << GetParam() << " changed; if the rules changed on purpose, "
                                      << "regenerate the goldens (see this test's header)";
}

TEST(Goldens, EveryStoredFileBelongsToAGame) {
  std::set<fs::path> expected;
  for (const auto& g : discover_games(kGamesRoot)) expected.insert(golden_file(g));
  for (const auto& e : fs::directory_iterator(kGoldens)) {
    if (e.path().extension() == ".txt") {
      EXPECT_TRUE(expected.count(e.path())) << e.path() << " names no game or variant";
    }
  }
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name = golden_file(info.param).stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Games, Golden, testing::ValuesIn(shipped_games()), test_name);

}  // namespace
}  // namespace rb
