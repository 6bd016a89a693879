// `rulebook lint`: checks games, variants and scenarios; one line per finding.
#include <iostream>

#include "analysis/lint.h"
#include "load/parameters.h"
#include "game_options.h"
#include "terminal_colour.h"
#include "verbs.h"

namespace rb::cli {
namespace {

// A finding's line with its severity word coloured (red error, yellow warning) when `on`.
std::string coloured(const Finding& f, bool on) {
  std::string text = finding_text(f);
  const bool error = f.severity == Severity::Error;
  const std::string word = error ? ": error: " : ": warning: ";
  const auto at = text.find(word);
  if (at != std::string::npos)
    text.replace(at + 2, word.size() - 4, paint(word.substr(2, word.size() - 4), error ? Colour::Red : Colour::Yellow, on));
  return text;
}

struct LintCli {
  std::vector<std::string> paths;
  LintOptions options;
  std::vector<std::string> params;
  bool json = false, no_luacheck = false;
};

int run_lint(LintCli o) {
  o.options.luacheck = !o.no_luacheck;
  for (const auto& p : o.params)
    if (!parse_param_assignment(p, o.options.params)) {
      std::cerr << "rulebook: --param expects key=value, got '" << p << "'\n";
      return kUsage;
    }
  std::vector<std::filesystem::path> paths(o.paths.begin(), o.paths.end());
  const Findings findings = lint_paths(paths, o.options);
  if (o.json) {
    std::cout << findings_json(findings).dump(2) << "\n";
  } else {
    const bool on = colour_wanted(stdout);
    for (const auto& f : findings) std::cout << coloured(f, on) << "\n";
    int errors = 0;
    for (const auto& f : findings) errors += f.severity == Severity::Error;
    std::cerr << errors << " error(s), " << findings.size() - size_t(errors) << " warning(s)\n";
  }
  return has_errors(findings) ? kProblems : kOk;
}

}  // namespace

Runner add_lint(CLI::App& app) {
  auto o = std::make_shared<LintCli>();
  auto* sub = app.add_subcommand("lint", "check game folders, game.yaml or variant files, scenario files, or a tree of them");
  sub->add_option("paths", o->paths, "what to check")->required();
  sub->add_option("--playouts", o->options.playouts, "also play this many seeded random games per game and variant")->transform(whole_number(0, 1000000));
  add_seed_option(*sub, o->options.seed, "seed of the playouts");
  sub->add_option("--param", o->params, "check every game and variant with this parameter value: key=value (repeatable)");
  sub->add_flag("--no-luacheck", o->no_luacheck, "skip the luacheck pass");
  sub->add_flag("--json", o->json, "machine-readable output");
  return [o] { return run_lint(*o); };
}

}  // namespace rb::cli
