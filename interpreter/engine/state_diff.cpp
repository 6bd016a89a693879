#include "engine/state_diff.h"

#include <set>

namespace rb {
namespace {

using nlohmann::json;

std::string brief(const json& j) {
  if (j.is_null()) return "(none)";
  if (!j.is_array()) return j.dump();
  std::string out;
  for (const auto& e : j) {
    const std::string item = e.is_string() ? e.get<std::string>() : e.is_object() ? e.value("name", e.dump()) : e.dump();
    out += (out.empty() ? "" : ", ") + item;
  }
  return "[" + out + "]";
}

void walk(const std::string& path, const json& a, const json& b, std::vector<std::string>& out) {
  if (a == b) return;
  if (a.is_object() && b.is_object()) {
    std::set<std::string> keys;
    for (auto it = a.begin(); it != a.end(); ++it) keys.insert(it.key());
    for (auto it = b.begin(); it != b.end(); ++it) keys.insert(it.key());
    for (const auto& k : keys) walk(path.empty() ? k : path + "." + k, a.value(k, json()), b.value(k, json()), out);
  } else if (a.is_array() && b.is_array() && a.size() == b.size() && !a.empty() && a[0].is_object() && path == "players") {
    for (size_t i = 0; i < a.size(); ++i) walk(path + "." + std::to_string(i + 1), a[i], b[i], out);
  } else {
    out.push_back(path + ": " + brief(a) + " -> " + brief(b));
  }
}

}  // namespace

std::vector<std::string> describe_changes(const json& before, const json& after) {
  std::vector<std::string> out;
  json a = before, b = after;
  a.erase("rng"), b.erase("rng");  // the generator moves with every draw; not worth a line
  walk("", a, b, out);
  return out;
}

}  // namespace rb
