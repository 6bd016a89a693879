// `rulebook VERB ...`: the command line over the runtime.
#include <iostream>

#include "cli_app.h"
#include "core/data_home.h"
#include "core/printable_text.h"
#include "game_options.h"
#include "load/yaml_version.h"
#include "lua/lua_version.h"
#include "usage_hints.h"

namespace {

// What `rulebook --version` prints: ours, then the libraries that read games.
std::string version_text() {
  return std::string("rulebook ") + RULEBOOK_VERSION + "\n" + rb::lua_release() + "\nyaml-cpp " + rb::yaml_cpp_version();
}

// A broken install (no data folder) is one error before any verb starts, exit 2.
bool data_home_found() {
  try {
    rb::data_home();
    return true;
  } catch (const rb::DataHomeError& e) {
    std::cerr << e.what() << "\n";
    return false;
  }
}

// stderr shows text from files and command lines: their control characters go out escaped.
struct PrintableErrors {
  std::streambuf* original = std::cerr.rdbuf();
  rb::PrintableBuffer filter{original};
  PrintableErrors() { std::cerr.rdbuf(&filter); }
  ~PrintableErrors() { std::cerr.rdbuf(original); }
};

}  // namespace

int main(int argc, char** argv) {
  using namespace rb::cli;
  const PrintableErrors printable_errors;
  CLI::App app{"Rulebook: play, simulate and measure board games defined as YAML and Lua"};
  app.set_version_flag("--version", version_text());
  app.require_subcommand(1);
  const std::map<CLI::App*, Runner> runners = add_verbs(app);
  if (const std::string error = unknown_word_error(app, std::vector<std::string>(argv + 1, argv + argc)); !error.empty())
    return std::cerr << error << "\nRun with --help for more information.\n", kUsage;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? kOk : kUsage;
  }
  // Completions need no data folder: on a broken install they complete less, silently.
  if (!app.got_subcommand("completions") && !data_home_found()) return kUsage;
  for (auto& [sub, run] : runners)
    if (sub->parsed()) return run();
  return kUsage;
}
