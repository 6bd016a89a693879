// What the fuzzers of fuzz/ share with tests/unit/fuzz_regression_test.cpp: a scratch
// folder of this process's own, copies of the shipped games to write inputs into, the
// shipped games loaded once, and the rule that an error value is a clean answer.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "engine/engine.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb::fuzz {

namespace fs = std::filesystem;

inline const fs::path kShippedGames = fs::path(RULEBOOK_SOURCE_DIR) / "games";
// Small enough that a rules call the input sends astray costs the fuzzer little.
inline const SandboxLimits kSmallLimits{200, 64u << 20};

// A property the input broke (not an error value but a wrong answer): stop like a crash.
[[noreturn]] inline void finding(const std::string& what) {
  std::fprintf(stderr, "fuzz finding: %s\n", what.c_str());
  std::abort();
}

// An empty folder under the temp dir for this process, removed at a normal exit.
inline const fs::path& scratch() {
  static const fs::path dir = [] {
    const fs::path d = fs::temp_directory_path() / ("rulebook-fuzz-" + std::to_string(getpid()));
    fs::remove_all(d);
    fs::create_directories(d);
    std::atexit([] { std::error_code ignored; fs::remove_all(scratch(), ignored); });
    return d;
  }();
  return dir;
}

inline void write_file(const fs::path& path, std::string_view text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(text.data(), std::streamsize(text.size()));
}

// scratch()/games: a copy of games/, made once, for inputs that sit inside a game.
inline const fs::path& games_copy() {
  static const fs::path dir = [] {
    const fs::path d = scratch() / "games";
    fs::copy(kShippedGames, d, fs::copy_options::recursive);
    return d;
  }();
  return dir;
}

// A shipped game loaded once, with one Engine (the fuzzers run on one thread).
struct Shipped {
  std::shared_ptr<const GameDef> game;
  std::unique_ptr<Engine> engine;
};
inline Shipped& shipped(const std::string& name) {
  static std::map<std::string, Shipped> loaded;
  Shipped& s = loaded[name];
  if (!s.game) {
    s.game = load_game(LoadRequest{kShippedGames / name, {}, {}});
    s.engine = std::make_unique<Engine>(s.game, kSmallLimits);
  }
  return s;
}

// The input as text, and its part before and after the first line that is only `---`.
inline std::string_view text_of(const uint8_t* data, size_t size) { return {reinterpret_cast<const char*>(data), size}; }
inline std::pair<std::string_view, std::string_view> split_documents(std::string_view text) {
  const size_t at = text.find("\n---\n");
  if (at == std::string_view::npos) return {text, {}};
  return {text.substr(0, at + 1), text.substr(at + 5)};
}

// The State survives JSON and back exactly, as DESIGN.md promises.
inline void check_json_round_trip(const GameDef& game, const State& state) {
  const nlohmann::json j = state_to_json(game, state);
  if (!(state_from_json(game, j) == state)) finding("state JSON does not read back equal: " + j.dump());
}

}  // namespace rb::fuzz
