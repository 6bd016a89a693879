// "Did you mean" suggestions: the closest known name by edit distance.
#pragma once

#include <string>
#include <vector>

namespace rb {

// Levenshtein distance, for short names.
int edit_distance(const std::string& a, const std::string& b);
// The candidate nearest to `name` if it is close enough to be a likely misspelling, else "";
// of those equally near, the one whose differing characters are nearest ('a9': 'a8', not 'a2').
std::string closest(const std::string& name, const std::vector<std::string>& candidates);

}  // namespace rb
