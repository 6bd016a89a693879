// A ladder as a person reads it (text) and as a program reads it (JSON,
// schemas/ladder.schema.json); present/ladder_html.h draws it as a page. None of them holds
// the time taken, so the same run prints the same bytes whatever the threads.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "analysis/ladder.h"

namespace rb {

std::string ladder_to_text(const LadderRun& run);
nlohmann::json ladder_to_json(const LadderRun& run);

// How the ratings are made, in one sentence every output repeats.
std::string ladder_method(const LadderRun& run);

}  // namespace rb
