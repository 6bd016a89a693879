// A ladder as a self-contained HTML page: the ratings as a chart with interval bars and the
// pairwise results as a table (ladder --report).
#pragma once

#include <string>

#include "analysis/ladder.h"

namespace rb {

std::string html_ladder_report(const LadderRun& run);

}  // namespace rb
