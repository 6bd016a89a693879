#include "core/game_def.h"

namespace rb {

const ParamDef* GameSetup::param(const std::string& name) const {
  for (const auto& p : params)
    if (p.name == name) return &p;
  return nullptr;
}

std::optional<int32_t> GameSpaces::find(const std::string& name) const {
  auto it = index.find(name);
  if (it == index.end()) return std::nullopt;
  return it->second;
}

int GameKit::zone_of_family(const std::string& family, int owner) const {
  for (size_t z = 0; z < zones.size(); ++z)
    if (zones[z].space == kNone && zones[z].family == family && zones[z].owner == owner) return int(z);
  return -1;
}

}  // namespace rb
