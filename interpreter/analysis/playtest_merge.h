// Combining the shards of one run (`rulebook sim --shard K/N`) into the run itself.
#pragma once

#include <vector>

#include "analysis/playtest.h"

namespace rb {

// The run the shards are slices of, exactly as one process would have tallied it. Throws
// std::runtime_error when they are not shards of one run (another game, seed, agents or
// size), when a shard is missing or given twice, or when one was interrupted.
PlaytestStats merge_shards(const std::vector<PlaytestStats>& shards);

}  // namespace rb
