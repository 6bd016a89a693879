#include "core/suggest.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>

namespace rb {

int edit_distance(const std::string& a, const std::string& b) {
  std::vector<int> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = int(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    int diagonal = row[0];
    row[0] = int(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      const int above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

namespace {

// Between two names of one length, how far apart their differing characters lie ('a9' is 1
// from 'a8' and 7 from 'a2'); names of different lengths are as far as can be.
int character_gap(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return INT32_MAX;
  int gap = 0;
  for (size_t i = 0; i < a.size(); ++i) gap += std::abs(int(uint8_t(a[i])) - int(uint8_t(b[i])));
  return gap;
}

}  // namespace

// Of the candidates equally near by edits, the one whose differing characters are nearest:
// the square next to the one mistyped, the next number.
std::string closest(const std::string& name, const std::vector<std::string>& candidates) {
  std::string best;
  int best_distance = 1 + int(name.size()) / 3, best_gap = INT32_MAX;  // one slip in three letters at most
  for (const auto& c : candidates) {
    const int d = edit_distance(name, c);
    if (d == 0 || d > best_distance) continue;
    const int gap = character_gap(name, c);
    if (best.empty() || d < best_distance || gap < best_gap) best = c, best_distance = d, best_gap = gap;
  }
  return best;
}

}  // namespace rb
