#include "analysis/rules_watch.h"

#include "analysis/lint.h"

namespace rb {

namespace fs = std::filesystem;

RulesWatch::RulesWatch(fs::path game_dir) : dir_(std::move(game_dir)), seen_(fingerprint()) {}

uint64_t RulesWatch::fingerprint() const {
  uint64_t h = 0xcbf29ce484222325ull;
  auto mix = [&h](uint64_t v) { h = (h ^ v) * 0x100000001b3ull; };
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(dir_, error); !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (it->is_directory() && it->path().filename() == "tests") {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    for (char c : it->path().string()) mix(uint8_t(c));
    mix(uint64_t(it->file_size(error)));
    mix(uint64_t(it->last_write_time(error).time_since_epoch().count()));
  }
  return h;
}

bool RulesWatch::changed() {
  const uint64_t now = fingerprint();
  if (now == seen_) return false;
  seen_ = now;
  return true;
}

std::string RulesWatch::lint_errors() const {
  LintOptions options;
  options.luacheck = false;
  std::string out;
  for (const Finding& f : lint_paths({dir_}, options))
    if (f.severity == Severity::Error) out += finding_text(f) + "\n";
  return out;
}

}  // namespace rb
