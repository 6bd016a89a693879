// The smallest set of changes from one list of line numbers to the next (Myers' diff), as
// splices a replay page applies in order: how replays store each step as what changed.
#pragma once

#include <cstddef>
#include <vector>

namespace rb {

struct Splice {
  size_t at = 0;            // where in the list being changed (earlier splices already made)
  size_t remove = 0;        // how many entries go
  std::vector<int> insert;  // what comes in their place
  bool operator==(const Splice&) const = default;
};

// The splices that turn `from` into `to`. Past `most_edits` single insertions and
// removals the search stops and the changed middle is replaced whole (still correct, only
// larger).
std::vector<Splice> line_diff(const std::vector<int>& from, const std::vector<int>& to, size_t most_edits = 400);

// `list` with `splices` made, in order (what the page's script does).
std::vector<int> apply_splices(std::vector<int> list, const std::vector<Splice>& splices);

}  // namespace rb
