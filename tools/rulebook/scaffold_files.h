// The files `rulebook new` writes: games/lineup's, built in at compile time.
#pragma once

#include <string>
#include <vector>

namespace rb::cli {

struct ScaffoldFile {
  const char* path;
  const char* text;
};

const std::vector<ScaffoldFile>& scaffold_files();

}  // namespace rb::cli
