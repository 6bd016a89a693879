#include "core/suggest.h"

#include <algorithm>

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

std::string closest(const std::string& name, const std::vector<std::string>& candidates) {
  std::string best;
  int best_distance = 1 + int(name.size()) / 3;  // one slip in three letters at most
  for (const auto& c : candidates) {
    const int d = edit_distance(name, c);
    if (d > 0 && d <= best_distance && (best.empty() || d < best_distance)) best = c, best_distance = d;
  }
  return best;
}

}  // namespace rb
