#include "game_options.h"

#include <charconv>
#include <iostream>

#include "agents/agent_spec.h"
#include "engine/engine.h"
#include "load/game_loader.h"
#include "load/load_error.h"
#include "load/parameters.h"

namespace rb::cli {

void GameOptions::add_to(CLI::App& app, bool required) {
  auto* opt = app.add_option("game", path, "a game folder, its game.yaml, or a variant file");
  if (required) opt->required();
  app.add_option("--variant", variants, "a variant file stacked on top (repeatable; later wins)");
  app.add_option("--param", params, "override a parameter: key=value (repeatable)");
  app.add_option("--players", players, "number of players (the game says how many it takes)")->transform(whole_number(1, kMaxRunPlayers));
}

std::optional<LoadRequest> GameOptions::request() const {
  LoadRequest request;
  request.path = path;
  for (const auto& v : variants) request.variants.emplace_back(v);
  for (const auto& p : params) {
    if (!parse_param_assignment(p, request.params)) {
      std::cerr << "rulebook: --param expects key=value, got '" << p << "'\n";
      return std::nullopt;
    }
  }
  if (players > 0) request.params["players"] = std::to_string(players);
  return request;
}

std::shared_ptr<const GameDef> GameOptions::load() const {
  const auto r = request();
  if (!r) return nullptr;
  try {
    auto game = load_game(*r);
    Engine rules_load_here(game);  // a rule file that does not load stops the verb now, before any output
    if (const std::string bad = game_presets_error(game->agent_presets); !bad.empty()) throw std::runtime_error(bad);
    return game;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return nullptr;
  }
}

CLI::Option* add_seed_option(CLI::App& app, uint64_t& seed, const std::string& help) {
  const CLI::Validator seed_number(
      [](std::string& text) -> std::string {
        uint64_t value = 0;
        const char* end = text.data() + text.size();
        const auto [at, error] = std::from_chars(text.data(), end, value);
        if (text.empty() || error != std::errc() || at != end)
          return "'" + text + "' is not a seed: a whole number from 0 to 18446744073709551615";
        text = std::to_string(value);  // canonical digits: CLI11 would read "010" as octal 8
        return "";
      },
      "SEED");
  return app.add_option("--seed", seed, help)->transform(seed_number);
}

CLI::Option* add_max_plies_option(CLI::App& app, int& max_plies, const std::string& help) {
  return app.add_option("--max-plies", max_plies, help)->transform(whole_number(0, 1'000'000));
}

CLI::Option* add_opening_option(CLI::App& app, int& opening, const std::string& lead) {
  return app.add_option("--opening", opening, lead + "play the first N plies of each game at random (seeded by the game's seed) before the agents "
                        "take over, so that games without chance do not repeat one another (default 0)")
      ->transform(whole_number(0, 1'000'000));
}

std::vector<std::string> split_list(const std::string& text, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(sep, start);
    if (end == std::string::npos) end = text.size();
    std::string part = text.substr(start, end - start);
    part.erase(0, part.find_first_not_of(" \t\n"));
    part.erase(part.find_last_not_of(" \t\n") + 1);
    if (!part.empty()) out.push_back(part);
    start = end + 1;
  }
  return out;
}

}  // namespace rb::cli
