#include "present/component_look.h"

#include <cctype>

namespace rb {
namespace {

const char* kPalette[] = {"#d64545", "#3a78c2", "#e0b02a", "#3c9a5f", "#8e5cc2", "#e07b39", "#4bb3b3", "#a0522d"};

std::string default_shape(const std::string& kind) {
  for (const char* shape : {"card", "die", "coin", "token", "pawn"})
    if (kind.find(shape) != std::string::npos)
      return std::string(shape) == "coin" ? "disc" : std::string(shape) == "pawn" ? "circle" : shape;
  return "circle";
}

std::string attribute_text(const ComponentDef& c, const std::string& attr) {
  if (attr == "name") return c.name;
  if (attr == "kind") return c.kind;
  if (attr == "owner") return std::to_string(c.owner);
  if (auto t = c.texts.find(attr); t != c.texts.end()) return t->second;
  if (auto n = c.numbers.find(attr); n != c.numbers.end()) return std::to_string(n->second);
  return "";
}

// The value or rank, shortened; none for an owned piece (its colour tells whose); else the
// kind's initial.
std::string default_label(const ComponentDef& c) {
  for (const char* attr : {"value", "rank"})
    if (auto t = c.texts.find(attr); t != c.texts.end()) return t->second.substr(0, 4);
  if (c.owner > 0) return "";
  return c.kind.empty() ? "?" : std::string(1, char(std::toupper(static_cast<unsigned char>(c.kind[0]))));
}

std::string resolve_colour(const GameDef& g, const ComponentDef& c, const ColourHint& hint) {
  if (!hint.by.empty()) {
    auto it = hint.values.find(attribute_text(c, hint.by));
    if (it != hint.values.end()) return it->second;
  }
  if (!hint.fixed.empty() && hint.fixed != "owner") return hint.fixed;
  if (c.owner > 0) return player_colour(g, c.owner);
  return default_shape(c.kind) == "card" ? "#fdfdf8" : "#b9b4a8";
}

}  // namespace

std::string player_colour(const GameDef& game, int player) {
  if (player >= 1 && player <= int(game.appearance.players.size())) return game.appearance.players[player - 1];
  return kPalette[(player - 1 + 8) % 8];
}

std::string entry_component(const nlohmann::json& entry) {
  if (entry.is_string()) return entry.get<std::string>();
  if (entry.is_object() && entry.contains("name") && entry["name"].is_string()) return entry["name"].get<std::string>();
  return "";
}

std::string expand_label(const GameDef& game, const ComponentDef& c, const std::string& pattern) {
  auto look = game.appearance.kinds.find(c.kind);
  std::string out;
  for (size_t i = 0; i < pattern.size(); ++i) {
    const size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += pattern[i];
      continue;
    }
    const std::string attr = pattern.substr(i + 1, close - i - 1);
    std::string value = attribute_text(c, attr);
    if (look != game.appearance.kinds.end())
      if (auto table = look->second.text.find(attr); table != look->second.text.end())
        if (auto t = table->second.find(value); t != table->second.end()) value = t->second;
    out += value;
    i = close;
  }
  return out;
}

ResolvedLook component_look(const GameDef& game, const nlohmann::json& entry) {
  const std::string name = entry_component(entry);
  auto found = game.kit.component_index.find(name);
  if (found == game.kit.component_index.end()) {
    const std::string kind = entry.is_object() ? entry.value("hidden", std::string()) : std::string();
    auto look = game.appearance.kinds.find(kind);
    const std::string shape = look != game.appearance.kinds.end() && !look->second.shape.empty() ? look->second.shape : default_shape(kind);
    return {shape, "#8d8d8d", "?", true, false};
  }
  const ComponentDef& c = game.kit.components[found->second];
  KindLook hint;
  if (auto look = game.appearance.kinds.find(c.kind); look != game.appearance.kinds.end()) hint = look->second;
  ResolvedLook out;
  out.shape = hint.shape.empty() ? default_shape(c.kind) : hint.shape;
  out.colour = resolve_colour(game, c, hint.colour);
  out.label = hint.label.empty() ? default_label(c) : expand_label(game, c, hint.label);
  out.face_down = entry.is_object() && entry.value("face_down", false);
  return out;
}

}  // namespace rb
