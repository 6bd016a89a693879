#include "analysis/playtest_merge.h"

#include <set>
#include <stdexcept>

namespace rb {
namespace {

std::string shard_name(const PlaytestStats& s) { return std::to_string(s.shard) + "/" + std::to_string(s.shards); }

void check_same_run(const PlaytestStats& a, const PlaytestStats& b) {
  auto differs = [&](const char* what) {
    throw std::runtime_error("shard " + shard_name(b) + " is from another run than shard " + shard_name(a) + ": its " + what + " differs");
  };
  if (a.game != b.game) differs("game");
  if (a.seed != b.seed) differs("seed");
  if (a.games != b.games) differs("number of games");
  if (a.shards != b.shards) differs("number of shards");
  if (a.agents != b.agents) differs("agents");
  if (a.rotate != b.rotate) differs("seat rotation (--rotate)");
  if (a.max_plies != b.max_plies) differs("ply cap");
  if (a.opening != b.opening) differs("random opening (--opening)");
  if (a.players != b.players || a.space_names != b.space_names || a.cooperative != b.cooperative) differs("game definition");
}

}  // namespace

PlaytestStats merge_shards(const std::vector<PlaytestStats>& shards) {
  if (shards.empty()) throw std::runtime_error("no shards to merge");
  std::set<int> seen;
  PlaytestStats run = shards.front();
  run.tally = RunTally{};
  for (const auto& s : shards) {
    check_same_run(shards.front(), s);
    if (s.interrupted) throw std::runtime_error("shard " + shard_name(s) + " was interrupted; run it again");
    if (!seen.insert(s.shard).second) throw std::runtime_error("shard " + shard_name(s) + " is given twice");
    const auto [first, last] = shard_range(s.games, s.shard, s.shards);
    if (s.tally.games != last - first)
      throw std::runtime_error("shard " + shard_name(s) + " holds " + std::to_string(s.tally.games) + " games, not its " + std::to_string(last - first));
    run.tally.merge(s.tally);
    run.seconds += s.seconds;
  }
  for (int k = 1; k <= run.shards; ++k)
    if (!seen.count(k)) throw std::runtime_error("shard " + std::to_string(k) + "/" + std::to_string(run.shards) + " is missing");
  run.shard = run.shards = 1;
  return run;
}

}  // namespace rb
