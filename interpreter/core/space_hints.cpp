#include "core/space_hints.h"

namespace rb {

bool hint_chooses(const SpaceLook& hint, const Board& board, int32_t s, const std::string& global_name) {
  bool named = hint.names.empty();
  for (const auto& n : hint.names) named |= n == board.space_name(s) || n == global_name;
  const bool tagged = hint.tag.empty() || board.has_tag(s, hint.tag);
  const bool marked = hint.attribute.empty() || (board.has_attribute(hint.attribute) && board.attribute(hint.attribute, s) != 0);
  return named && tagged && marked;
}

std::string hint_label(const std::string& pattern, const Board& board, int32_t s) {
  std::string out = pattern;
  for (size_t open = out.find('{'); open != std::string::npos;) {
    const size_t close = out.find('}', open);
    if (close == std::string::npos) break;
    const std::string attr = out.substr(open + 1, close - open - 1);
    const std::string value = board.has_attribute(attr) ? std::to_string(board.attribute(attr, s)) : "";
    out.replace(open, close - open + 1, value);
    open = out.find('{', open + value.size());  // after the value: the next placeholder may follow at once
  }
  return out;
}

}  // namespace rb
