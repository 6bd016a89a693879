// A test fixture that writes a small game (game.yaml and rules.lua) to a temporary folder,
// loads it, and lists or applies moves as text: for tests of what game.yaml may declare.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {

class GameFolder : public testing::Test {
 protected:
  GameFolder()
      : dir_(std::filesystem::temp_directory_path() / ("rulebook_game_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++))) {
    std::filesystem::create_directories(dir_);
  }
  ~GameFolder() override { std::filesystem::remove_all(dir_); }

  void write(const std::string& yaml, const std::string& lua) {
    std::ofstream(dir_ / "game.yaml") << yaml;
    std::ofstream(dir_ / "rules.lua") << lua;
  }
  void start(const std::string& yaml, const std::string& lua) {
    write(yaml, lua);
    engine_ = std::make_unique<Engine>(load_game(LoadRequest{dir_, {}, {}}));
    state_ = engine_->new_game(1);
  }
  void place(const std::string& component, const std::string& space) {
    const GameDef& g = engine_->game();
    state_.put_top(g.kit.component_index.at(component), *g.spaces.find(space));
  }
  // The legal moves of `player` (made the one to move), sorted.
  std::vector<std::string> moves(int player) {
    state_.set_to_move(1u << (player - 1));
    MoveList list;
    engine_->legal_moves(state_, player, list);
    std::vector<std::string> out;
    for (const Move& m : list) out.push_back(move_to_text(engine_->game(), m, player));
    std::sort(out.begin(), out.end());
    return out;
  }
  // Plays `text` for whoever is to move; "" when it was legal, else why not.
  std::string play(const std::string& text) {
    const int player = state_.first_to_move();
    std::string error;
    const auto move = parse_move(engine_->game(), text, player, error);
    return move ? engine_->apply_checked(state_, player, *move) : error;
  }
  std::string load_error(const std::string& yaml, const std::string& lua) {
    write(yaml, lua);
    try {
      load_game(LoadRequest{dir_, {}, {}});
    } catch (const LoadError& e) {
      return e.what();
    }
    return "";
  }

  static inline int counter_ = 0;
  std::filesystem::path dir_;
  std::unique_ptr<Engine> engine_;
  State state_;
};

}  // namespace rb
