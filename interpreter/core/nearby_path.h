// "Did you mean" for a path that does not exist: the nearest name in its parent folder.
#pragma once

#include <filesystem>
#include <string>

namespace rb {

// "; did you mean 'games/forage'?" when the parent of `missing` holds a name close to its
// last part, else "".
std::string nearby_path_hint(const std::filesystem::path& missing);

}  // namespace rb
