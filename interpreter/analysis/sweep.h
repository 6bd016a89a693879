// A sweep: the same run (seeds, agents) for each value of one parameter, every statistic
// laid out with one column per value.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/playtest.h"

namespace rb {

// "a,b,c" -> {a, b, c}; "1..5" -> {1, 2, 3, 4, 5}; empty on a bad list or range.
std::vector<std::string> sweep_values(const std::string& text);
// runs[i] was played with `key` = values[i].
std::string sweep_to_text(const std::string& key, const std::vector<std::string>& values, const std::vector<PlaytestStats>& runs);
nlohmann::json sweep_to_json(const std::string& key, const std::vector<std::string>& values, const std::vector<PlaytestStats>& runs);

}  // namespace rb
