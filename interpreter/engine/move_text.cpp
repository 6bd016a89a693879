#include "engine/move_text.h"

#include <sstream>
#include <vector>

#include "core/suggest.h"
#include "load/load_error.h"

namespace rb {
namespace {

std::string own_prefix(int player) { return "p" + std::to_string(player) + "."; }

std::string arg_text(const GameDef& g, const ArgDef& def, int32_t v, int player) {
  switch (def.type) {
    case ArgType::Space: {
      const std::string& name = g.spaces.names[v];
      const std::string prefix = own_prefix(player);
      return name.rfind(prefix, 0) == 0 ? name.substr(prefix.size()) : name;
    }
    case ArgType::Piece: return g.kit.components[v].name;
    case ArgType::Number: return std::to_string(v);
    case ArgType::Choice: return def.choices[v];
  }
  return "?";
}

bool parse_arg(const GameDef& g, const ArgDef& def, const std::string& word, int player, int32_t& out, std::string& error) {
  switch (def.type) {
    case ArgType::Space: {
      auto s = g.spaces.find(word);
      if (!s) s = g.spaces.find(own_prefix(player) + word);
      if (s) return out = *s, true;
      const std::string near = closest(word, g.spaces.names);
      error = "unknown space '" + word + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?");
      return false;
    }
    case ArgType::Piece: {
      auto it = g.kit.component_index.find(word);
      if (it != g.kit.component_index.end()) return out = it->second, true;
      std::vector<std::string> names;
      for (const auto& c : g.kit.components) names.push_back(c.name);
      const std::string near = closest(word, names);
      error = "unknown piece '" + word + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?");
      return false;
    }
    case ArgType::Number: {
      try {
        size_t used = 0;
        const long v = std::stol(word, &used);
        if (used == word.size() && v >= def.min && v <= def.max) return out = int32_t(v), true;
      } catch (...) {
      }
      error = "'" + word + "' is not a number allowed for " + def.name;
      return false;
    }
    case ArgType::Choice:
      for (size_t i = 0; i < def.choices.size(); ++i)
        if (def.choices[i] == word) return out = int32_t(i), true;
      error = "'" + word + "' is not one of: " + one_of(def.choices);
      return false;
  }
  return false;
}

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace

std::string move_to_text(const GameDef& game, const Move& move, int player) {
  const ActionDef& a = game.actions.list[move.action];
  std::string out = a.name;
  for (size_t i = 0; i < a.args.size(); ++i) out += " " + arg_text(game, a.args[i], move.args[i], player);
  return out;
}

std::optional<Move> parse_move(const GameDef& game, const std::string& text, int player, std::string& error) {
  const auto words = words_of(text);
  if (words.empty()) return error = "empty move", std::nullopt;
  auto it = game.actions.index.find(words[0]);
  if (it == game.actions.index.end()) {
    std::vector<std::string> names;
    for (const auto& a : game.actions.list) names.push_back(a.name);
    const std::string near = closest(words[0], names);
    return error = "unknown action '" + words[0] + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?") +
                   " Expected one of: " + one_of(names), std::nullopt;
  }
  Move m;
  m.action = it->second;
  const ActionDef& a = game.actions.list[m.action];
  if (words.size() != a.args.size() + 1)
    return error = "'" + a.name + "' takes " + std::to_string(a.args.size()) + " argument(s)", std::nullopt;
  for (size_t i = 0; i < a.args.size(); ++i)
    if (!parse_arg(game, a.args[i], words[i + 1], player, m.args[i], error)) return std::nullopt;
  return m;
}

}  // namespace rb
