// Lint pass: a variant's named items (parameters, boards, components ...) that the base
// does not have but that look like misspellings of its own: a variant overriding `raech`
// declares a new parameter instead of changing `reach`.
#include <optional>

#include <yaml-cpp/yaml.h>

#include "analysis/lint.h"
#include "core/suggest.h"
#include "load/overlay.h"

namespace rb {
namespace {

struct Kind {
  const char* section;                // top-level key, or "variables.global"
  const char* what;                   // for the message
  std::vector<std::string> declares;  // keys a new item of this kind must have
};

const std::vector<Kind> kKinds = {
    {"parameters", "parameter", {"type"}}, {"actions", "action", {}},
    {"boards", "board", {"generator", "nodes", "cells"}}, {"components", "component", {"kind", "deck"}},
    {"dice", "die", {"faces"}}, {"zones", "zone", {}}, {"space_properties", "space property", {}},
    {"variables.global", "global variable", {}}, {"variables.player", "player variable", {}}};

YAML::Node section_of(const YAML::Node& root, const std::string& section) {
  // (a missing key gives an invalid node, on which only `operator bool` may be called)
  if (!root.IsMap()) return {};
  const auto dot = section.find('.');
  const YAML::Node outer = root[section.substr(0, dot)];
  if (!outer) return {};
  if (dot == std::string::npos) return outer;
  const YAML::Node inner = outer.IsMap() ? outer[section.substr(dot + 1)] : YAML::Node();
  return inner ? inner : YAML::Node();
}

// (name, the node naming it, the item) for each item of a map or a list of {id: ...}.
struct Item {
  std::string name;
  YAML::Node key, body;
};

std::vector<Item> items_of(const YAML::Node& section) {
  std::vector<Item> out;
  if (section.IsMap())
    for (const auto& kv : section) out.push_back({kv.first.Scalar(), kv.first, kv.second});
  if (section.IsSequence())
    for (const auto& item : section)
      if (item.IsMap() && item["id"] && item["id"].IsScalar()) out.push_back({item["id"].Scalar(), item["id"], item});
  return out;
}

bool declares(const Item& item, const Kind& kind) {
  for (const auto& key : kind.declares)
    if (item.body.IsMap() && item.body[key]) return true;
  return false;
}

void check_kind(const std::string& file, const ResolvedDocument& doc, const Kind& kind, Findings& out) {
  std::vector<std::string> base;
  for (size_t i = 0; i + 1 < doc.roots.size(); ++i)
    for (const auto& item : items_of(section_of(doc.roots[i], kind.section))) base.push_back(item.name);
  for (const auto& item : items_of(section_of(doc.roots.back(), kind.section))) {
    if (std::find(base.begin(), base.end(), item.name) != base.end()) continue;
    const std::string near = closest(item.name, base);
    const bool incomplete = !kind.declares.empty() && !declares(item, kind);
    // A complete new item is meant; one that declares nothing is suspect only when very near.
    if (near.empty() || (!kind.declares.empty() && !incomplete) || (kind.declares.empty() && edit_distance(item.name, near) > 2)) continue;
    std::string message = std::string(kind.what) + " '" + item.name + "' is not in the base game; did you mean '" + near + "'?";
    if (incomplete) message += " (a new " + std::string(kind.what) + " would need `" + kind.declares.front() + "`)";
    out.push_back({file, item.key.Mark().line + 1, item.key.Mark().column + 1, incomplete ? Severity::Error : Severity::Warning, message, "variant"});
  }
}

}  // namespace

void check_variant(const std::filesystem::path& file, Findings& out) {
  std::optional<ResolvedDocument> doc;
  try {
    doc.emplace(resolve_document(file));
  } catch (const std::exception&) {
    return;  // the load pass says why the chain does not resolve
  }
  if (doc->roots.size() < 2) return;
  for (const auto& kind : kKinds) check_kind(file.string(), *doc, kind, out);
}

}  // namespace rb
