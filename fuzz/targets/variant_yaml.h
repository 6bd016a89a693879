// Target: variant merging. The input is a game.yaml, a line `---`, and a variant of it
// (seeds: each shipped variant after its game). The variant is loaded as a file of that
// game, so `extends:` and the path checks run too, and the two documents are merged
// directly with merge_overlay.
#pragma once

#include <yaml-cpp/yaml.h>

#include "../fuzz_support.h"
#include "load/duplicate_keys.h"
#include "load/merge_keys.h"
#include "load/overlay.h"
#include "load/yaml_json.h"

namespace rb::fuzz {

// Returns "" when the variant loads, else the error loading it gets.
inline std::string feed_variant_yaml(std::string_view input) {
  static const fs::path dir = scratch() / "variant_yaml";
  const auto [base, overlay] = split_documents(input);
  write_file(dir / "game.yaml", base);
  write_file(dir / "variants" / "fuzz.yaml", overlay);
  std::string outcome;
  try {
    load_game(LoadRequest{dir / "variants" / "fuzz.yaml", {}, {}});
  } catch (const std::exception& e) {
    outcome = e.what();
  }
  try {
    const YAML::Node b = YAML::Load(std::string(base)), o = YAML::Load(std::string(overlay));
    check_duplicate_keys(b, "game.yaml");  // as resolve_document does before it merges
    check_duplicate_keys(o, "fuzz.yaml");
    expand_merge_keys(b, "game.yaml");
    expand_merge_keys(o, "fuzz.yaml");
    const YAML::Node merged = merge_overlay(b, o);
    yaml_to_json(merged);
    YAML::Emitter out;
    out << merged;
  } catch (const std::exception&) {
  }
  return outcome;
}

}  // namespace rb::fuzz
