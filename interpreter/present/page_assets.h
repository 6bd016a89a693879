// The served page's, the replay's and the reports' HTML, CSS and JavaScript: files under
// interpreter/present/assets/, embedded into the binary at build time (embed_assets.cmake),
// so every page stays one self-contained file.
#pragma once

#include <initializer_list>
#include <map>
#include <string>
#include <string_view>

namespace rb {

// The text of assets/NAME ("replay.js"); an unknown name is a programming error (logic_error).
std::string_view page_asset(std::string_view name);

// The texts of several assets, one after the other.
std::string page_assets(std::initializer_list<std::string_view> names);

// `text` with each "{{key}}" of `values` replaced by its value (each value inserted as is).
std::string fill_template(std::string_view text, const std::map<std::string, std::string>& values);

}  // namespace rb
