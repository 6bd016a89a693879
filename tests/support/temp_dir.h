// A temporary folder for one test (/tmp/NAME_XXXXXX), removed with all it holds when the
// test ends.
#pragma once

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace rb::test {

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name) {
    std::string pattern = "/tmp/" + name + "_XXXXXX";
    path = mkdtemp(pattern.data());
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

}  // namespace rb::test
