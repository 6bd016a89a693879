// Where rulebook finds its data (stdlib/, schemas/ and the example games/): found at run
// time beside the executable or through RULEBOOK_HOME, never a path compiled in.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace rb {

// No data folder where one was looked for; the message names every place and why each failed.
struct DataHomeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A place to look, and how to name it in an error ("RULEBOOK_HOME=/x", "beside /usr/bin/rulebook").
struct DataHomeCandidate {
  std::filesystem::path dir;
  std::string origin;
};

// $RULEBOOK_HOME alone when it is set and not empty; else <exe dir>/../share/rulebook (an
// install: bin/rulebook) then <exe dir>/share/rulebook (the build tree, which CMake fills).
std::vector<DataHomeCandidate> data_home_candidates(const char* home_env, const std::filesystem::path& exe);

// The first candidate with a readable stdlib/ and schemas/; DataHomeError otherwise.
std::filesystem::path find_data_home(const std::vector<DataHomeCandidate>& candidates);

// find_data_home for this process: its RULEBOOK_HOME and its executable (/proc/self/exe).
std::filesystem::path data_home();

}  // namespace rb
