// Live reload for prototyping: notices when a game folder's files change, and lints the
// folder before the new rules are used, so an error keeps the old rules running.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace rb {

class RulesWatch {
 public:
  explicit RulesWatch(std::filesystem::path game_dir);
  // True once per change of any file's time or size under the folder (tests/ aside).
  bool changed();
  // The folder's lint errors, one per line ("" when it has none).
  std::string lint_errors() const;

 private:
  uint64_t fingerprint() const;
  std::filesystem::path dir_;
  uint64_t seen_;
};

}  // namespace rb
