#include "core/data_home.h"

#include <cstdlib>
#include <system_error>

namespace rb {
namespace fs = std::filesystem;
namespace {

const char* const kRequiredParts[] = {"stdlib", "schemas"};

// Why `dir` is not a data folder, or "" when it is one.
std::string what_is_missing(const fs::path& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return "no such folder";
  for (const char* part : kRequiredParts) {
    fs::directory_iterator listing(dir / part, ec);
    if (ec) return std::string("no readable ") + part + "/ (" + ec.message() + ")";
  }
  return "";
}

}  // namespace

std::vector<DataHomeCandidate> data_home_candidates(const char* home_env, const fs::path& exe) {
  if (home_env && *home_env) return {{home_env, "RULEBOOK_HOME"}};
  const fs::path bin = exe.parent_path();
  const std::string origin = "beside the executable " + exe.string();
  return {{(bin / ".." / "share" / "rulebook").lexically_normal(), origin}, {bin / "share" / "rulebook", origin}};
}

fs::path find_data_home(const std::vector<DataHomeCandidate>& candidates) {
  std::string looked;
  for (const auto& c : candidates) {
    const std::string missing = what_is_missing(c.dir);
    if (missing.empty()) return c.dir;
    looked += "\n  " + c.dir.string() + " (" + c.origin + "): " + missing;
  }
  throw DataHomeError("rulebook's data folder (stdlib/, schemas/, games/) was not found; looked in:" + looked +
                      "\nreinstall rulebook, or set RULEBOOK_HOME to the folder that holds stdlib/ and schemas/");
}

fs::path data_home() {
  const char* home = std::getenv("RULEBOOK_HOME");
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec && !(home && *home))
    throw DataHomeError("rulebook cannot find its own executable (/proc/self/exe: " + ec.message() + "); set RULEBOOK_HOME");
  return find_data_home(data_home_candidates(home, exe));
}

}  // namespace rb
