#include "core/nearby_path.h"

#include <vector>

#include "core/suggest.h"

namespace rb {

std::string nearby_path_hint(const std::filesystem::path& missing) {
  namespace fs = std::filesystem;
  fs::path path = missing;
  if (path.filename().empty()) path = path.parent_path();  // "games/forag/"
  const fs::path parent = path.has_parent_path() ? path.parent_path() : fs::path(".");
  std::error_code ec;
  std::vector<std::string> names;
  for (fs::directory_iterator it(parent, ec), end; !ec && it != end; it.increment(ec)) names.push_back(it->path().filename().string());
  const std::string near = closest(path.filename().string(), names);
  if (near.empty()) return "";
  return "; did you mean '" + (path.has_parent_path() ? (parent / near).string() : near) + "'?";
}

}  // namespace rb
