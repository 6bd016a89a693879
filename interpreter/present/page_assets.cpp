#include <stdexcept>

#include "present/page_assets.h"

namespace rb {

std::string page_assets(std::initializer_list<std::string_view> names) {
  std::string out;
  for (std::string_view name : names) out += page_asset(name);
  return out;
}

std::string fill_template(std::string_view text, const std::map<std::string, std::string>& values) {
  std::string out;
  size_t at = 0;
  for (size_t open = text.find("{{"); open != std::string_view::npos; open = text.find("{{", at)) {
    const size_t close = text.find("}}", open);
    const auto it = close == std::string_view::npos ? values.end() : values.find(std::string(text.substr(open + 2, close - open - 2)));
    if (it == values.end()) throw std::logic_error("a page template names no known value at " + std::to_string(open));
    out.append(text.substr(at, open - at)).append(it->second);
    at = close + 2;
  }
  return out.append(text.substr(at));
}

}  // namespace rb
