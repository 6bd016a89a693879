// What a move changed, for --trace: the State's JSON before and after, compared field by
// field ("globals.stage: 1 -> 2", "zones.e5: [] -> [suns_pawn]").
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace rb {

std::vector<std::string> describe_changes(const nlohmann::json& before, const nlohmann::json& after);

}  // namespace rb
