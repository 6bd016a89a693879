// `rulebook completions bash|zsh`: the shell completion scripts, made from the options the
// command parses (completion_table.h); `completions params GAME`, which the scripts call,
// prints a game's parameters as key=value words, and nothing at all for what is no game.
#include <iostream>

#include "completion_table.h"
#include "game_options.h"
#include "load/game_loader.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct CompletionsOptions {
  std::string shell, game;
};

// An int parameter with at most this many values lists each; a wider one offers "key=".
constexpr int64_t kListedRange = 32;

void print_parameter_words(const std::string& path) {
  std::shared_ptr<const GameDef> game;
  try {
    LoadRequest request;
    request.path = path;
    game = load_game(request);
  } catch (const std::exception&) {
    return;  // while completing, an unknown game completes nothing and says nothing
  }
  for (const auto& p : game->setup.params) {
    std::vector<std::string> values = p.choices;
    if (p.type == "bool") values = {"true", "false"};
    if (p.type == "int" && p.max - p.min < kListedRange)
      for (int64_t v = p.min; v <= p.max; ++v) values.push_back(std::to_string(v));
    if (values.empty()) std::cout << p.name << "=\n";
    for (const auto& v : values) std::cout << p.name << "=" << v << "\n";
  }
}

int run_completions(const CompletionsOptions& o, const CLI::App& app) {
  if (o.shell == "params") return print_parameter_words(o.game), kOk;
  if (!o.game.empty()) return std::cerr << "rulebook completions " << o.shell << ": takes no GAME\n", kUsage;
  std::cout << (o.shell == "bash" ? bash_completion(app) : zsh_completion(app));
  return kOk;
}

}  // namespace

Runner add_completions(CLI::App& app) {
  auto o = std::make_shared<CompletionsOptions>();
  auto* sub = app.add_subcommand("completions", "print the bash or zsh completion script (params GAME: a game's parameters, for the scripts)");
  sub->add_option("shell", o->shell, "bash, zsh, or params")->required()->check(CLI::IsMember({"bash", "zsh", "params"}));
  sub->add_option("game", o->game, "with params: the game whose parameters to list");
  return [o, &app] { return run_completions(*o, app); };
}

}  // namespace rb::cli
