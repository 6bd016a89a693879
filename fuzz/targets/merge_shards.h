// Target: the shards `rulebook merge` reads (sim --shard K/N --json output). The input is
// one shard's JSON or several, separated by lines that are only `---`. Every input ends in
// a merged run or an error value; a lone whole run merges into itself.
#pragma once

#include "../fuzz_support.h"
#include "analysis/playtest_merge.h"
#include "analysis/playtest_summary.h"

namespace rb::fuzz {

// The documents of the input, split at each line that is only `---`.
inline std::vector<std::string_view> all_documents(std::string_view text) {
  std::vector<std::string_view> out;
  for (auto [head, rest] = split_documents(text);; std::tie(head, rest) = split_documents(rest)) {
    out.push_back(head);
    if (rest.empty()) return out;
  }
}

// Returns "" when the shards merge, else the error merge gives.
inline std::string feed_merge_shards(std::string_view input) {
  std::vector<PlaytestStats> shards;
  PlaytestStats run;
  try {
    for (const auto doc : all_documents(input)) shards.push_back(stats_from_json(nlohmann::json::parse(doc)));
    run = merge_shards(shards);
  } catch (const std::exception& e) {
    return e.what();  // malformed JSON, a field out of range, shards of different runs
  }
  if (shards.size() == 1 && !(run.tally == shards[0].tally)) finding("a whole run does not merge into itself");
  stats_to_text(run);
  stats_to_json(run).dump();
  return "";
}

}  // namespace rb::fuzz
