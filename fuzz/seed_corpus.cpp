// Writes each fuzzer's seed corpus from the shipped games, in the form its target reads:
// seed_corpus OUT makes OUT/<target>/ for every target of fuzz/README.md. A game that
// does not load is skipped with a note.
#include <algorithm>
#include <iostream>
#include <random>
#include <sstream>

#include "seed_records.h"
#include "targets/move_text.h"

namespace rb::fuzz {
namespace {

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::vector<fs::path> sorted(const fs::path& dir, const std::string& extension) {
  std::vector<fs::path> out;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == extension) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<fs::path> shipped_games() {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(kShippedGames))
    if (fs::exists(e.path() / "game.yaml")) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

void seed_game_yaml(const fs::path& out) {
  for (const auto& g : shipped_games()) write_file(out / (g.filename().string() + ".yaml"), read_text(g / "game.yaml"));
  for (const auto* data : {"tiny", "score_var", "math_random"}) {
    const fs::path file = kShippedGames.parent_path() / "tests" / "data" / data / "game.yaml";
    if (fs::exists(file)) write_file(out / ("data_" + std::string(data) + ".yaml"), read_text(file));
  }
}

// Each variant after its game.yaml, the form targets/variant_yaml.h splits.
void seed_variant_yaml(const fs::path& out) {
  for (const auto& g : shipped_games())
    for (const auto& v : sorted(g / "variants", ".yaml"))
      write_file(out / (g.filename().string() + "_" + v.filename().string()), read_text(g / "game.yaml") + "\n---\n" + read_text(v));
}

void seed_scenario_yaml(const fs::path& out) {
  for (const auto& g : shipped_games())
    for (const auto& t : sorted(g / "tests", ".yaml"))
      write_file(out / (g.filename().string() + "_" + t.filename().string()), "# game: " + g.filename().string() + "\n" + read_text(t));
}

// Every legal move of every position targets/move_text.h plays, for the player to move.
void seed_move_text(const fs::path& out) {
  const char* games[] = {"forage", "potluck"};
  MoveList moves;
  for (int g = 0; g < 2; ++g) {
    Shipped& s = shipped(games[g]);
    const auto& states = positions(s);
    for (int k = 0; k < kPositions; ++k) {
      const int p = states[k].first_to_move();
      s.engine->legal_moves(states[k], p, moves);
      for (int i = 0; i < moves.size() && i < 40; ++i) {
        const std::string head{char(g | (p + 1) << 1), char(k)};
        write_file(out / (std::string(games[g]) + "_" + std::to_string(k) + "_" + std::to_string(i)),
                   head + move_to_text(*s.game, moves[i], p));
      }
    }
  }
}

// States along a random game of each, every few plies, to the end.
void seed_state_json(const fs::path& out) {
  std::mt19937 pick(1);
  MoveList moves;
  for (const char* name : {"forage", "potluck"}) {
    Shipped& s = shipped(name);
    State state = s.engine->new_game(7);
    for (int ply = 0; ply < 400; ++ply) {
      if (ply % 8 == 0 || state.terminal()) write_file(out / (std::string(name) + "_" + std::to_string(ply) + ".json"), state_to_json(*s.game, state).dump(1));
      if (state.terminal()) break;
      const int p = state.first_to_move();
      s.engine->legal_moves(state, p, moves);
      if (moves.empty()) break;
      s.engine->apply_unchecked(state, p, moves[int(pick() % unsigned(moves.size()))]);
    }
  }
}

// Requests as the served page sends them, good and bad.
void seed_serve_request(const fs::path& out) {
  const char* requests[] = {
      "GET /", "GET /api/info", "GET /api/game?id=g1", "GET /api/game?id=g1&as=2", "POST /api/move?id=g1&player=1&move=mark%20a1",
      "POST /api/move?id=g1&player=1\nmark c3", "POST /api/undo?id=g1", "GET /api/log?id=g1", "POST /api/new?seed=9&bots=1:greedy",
      "POST /api/new?variant=misere&seed=2", "POST /api/new?players=7", "GET /api/game?id=nope", "PUT /api/game?id=g1"};
  int n = 0;
  for (const char* r : requests) write_file(out / ("request_" + std::to_string(n++)), r);
}

}  // namespace
}  // namespace rb::fuzz

int main(int argc, char** argv) {
  using namespace rb::fuzz;
  if (argc != 2) return std::cerr << "usage: seed_corpus OUT\n", 2;
  const fs::path out = argv[1];
  const std::pair<const char*, void (*)(const fs::path&)> seeders[] = {
      {"game_yaml", seed_game_yaml}, {"variant_yaml", seed_variant_yaml}, {"scenario_yaml", seed_scenario_yaml},
      {"move_text", seed_move_text}, {"state_json", seed_state_json}, {"serve_request", seed_serve_request},
      {"cli_options", seed_cli_options}, {"merge_shards", seed_merge_shards}, {"game_record", seed_game_record}};
  for (const auto& [target, seed] : seeders) {
    try {
      fs::create_directories(out / target);
      seed(out / target);
    } catch (const std::exception& e) {
      std::cerr << "seed_corpus: " << target << ": " << e.what() << "\n";
    }
    std::cout << target << ": " << std::distance(fs::directory_iterator(out / target), fs::directory_iterator()) << " seeds\n";
  }
  return 0;
}
