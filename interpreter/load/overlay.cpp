// Variant overlays: merges a variant onto its base, and follows a file's `extends:`
// chain down to its game.yaml without ever reading a file outside the game's folder.
#include "core/nearby_path.h"
#include "load/overlay.h"

#include <yaml-cpp/depthguard.h>

#include "core/file_io.h"
#include "load/duplicate_keys.h"
#include "load/merge_keys.h"

#include <algorithm>
#include <map>
#include <set>
#include <system_error>

namespace rb {
namespace fs = std::filesystem;
namespace {

// ---- merging ---------------------------------------------------------------------

// yaml-cpp gives each new Node a memory of its own, and linking a node into another copies
// the node set of the linked one's memory (for a base item, every node of its document)
// unless both already share a memory. The merge's new nodes join one pool that holds the
// base first, so each document's nodes are copied once per merge, not once per new node.
class NodeArena {
 public:
  explicit NodeArena(const YAML::Node& base) { pool_.push_back(base); }
  YAML::Node make(YAML::NodeType::value type) {
    YAML::Node n(type);
    pool_.push_back(n);
    return n;
  }

 private:
  YAML::Node pool_{YAML::NodeType::Sequence};
};

YAML::Node merge_value(const YAML::Node& base, const YAML::Node& overlay, NodeArena& arena);

// Keys and ids compare by their text, so `3` and "3" name the same entry.
std::string key_text(const YAML::Node& key) {
  return key.IsScalar() ? key.Scalar() : YAML::Dump(key);
}

bool has_id(const YAML::Node& item) { return item.IsMap() && item["id"].IsDefined(); }

bool is_named_list(const YAML::Node& list) {
  return list.IsSequence() && std::all_of(list.begin(), list.end(), has_id);
}

// The removal form is exactly `- {id: X, remove: true}`; other keys make it a merge.
bool is_removal(const YAML::Node& item) {
  const YAML::Node flag = item["remove"];
  return item.size() == 2 && flag.IsDefined() && flag.IsScalar() && flag.as<bool>(false);
}

// Base keys keep their order; a null overlay value drops the key; new keys follow.
YAML::Node merge_maps(const YAML::Node& base, const YAML::Node& overlay, NodeArena& arena) {
  std::map<std::string, YAML::Node> over;
  for (const auto& kv : overlay) over.emplace(key_text(kv.first), kv.second);
  YAML::Node out = arena.make(YAML::NodeType::Map);
  std::set<std::string> in_base;
  for (const auto& kv : base) {
    const std::string key = key_text(kv.first);
    in_base.insert(key);
    auto it = over.find(key);
    if (it == over.end())
      out.force_insert(kv.first, kv.second);
    else if (!it->second.IsNull())
      out.force_insert(kv.first, merge_value(kv.second, it->second, arena));
  }
  for (const auto& kv : overlay)
    if (!in_base.count(key_text(kv.first)) && !kv.second.IsNull())
      out.force_insert(kv.first, kv.second);
  return out;
}

// Items keep the base's order; overlay items with a new id are appended in order.
YAML::Node merge_named_lists(const YAML::Node& base, const YAML::Node& overlay, NodeArena& arena) {
  std::map<std::string, YAML::Node> over;
  for (const auto& item : overlay) over.emplace(key_text(item["id"]), item);
  YAML::Node out = arena.make(YAML::NodeType::Sequence);
  std::set<std::string> in_base;
  for (const auto& item : base) {
    const std::string id = key_text(item["id"]);
    in_base.insert(id);
    auto it = over.find(id);
    if (it == over.end()) out.push_back(item);
    else if (!is_removal(it->second)) out.push_back(merge_value(item, it->second, arena));
  }
  for (const auto& item : overlay)
    if (!in_base.count(key_text(item["id"])) && !is_removal(item)) out.push_back(item);
  return out;
}

// An empty overlay list is a replacement, so a variant can clear a list.
YAML::Node merge_value(const YAML::Node& base, const YAML::Node& overlay, NodeArena& arena) {
  if (base.IsMap() && overlay.IsMap()) return merge_maps(base, overlay, arena);
  if (overlay.size() > 0 && is_named_list(base) && is_named_list(overlay))
    return merge_named_lists(base, overlay, arena);
  return overlay;
}

// A shallow view of the overlay without its own `extends:`, which is not content.
YAML::Node without_extends(const YAML::Node& overlay) {
  if (!overlay.IsMap() || !overlay["extends"].IsDefined()) return overlay;
  YAML::Node out(YAML::NodeType::Map);
  for (const auto& kv : overlay)
    if (key_text(kv.first) != "extends") out.force_insert(kv.first, kv.second);
  return out;
}

// ---- paths -----------------------------------------------------------------------

// The error_code forms: an unreadable folder is a missing file, not an exception.
bool is_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec);
}

// Symlinks resolved; a trailing separator dropped so "dir/" and "dir" compare equal.
fs::path canonical_of(const fs::path& path) {
  std::error_code ec;
  fs::path out = fs::weakly_canonical(fs::absolute(path), ec);
  if (ec) out = fs::absolute(path).lexically_normal();
  if (out.filename().empty() && out != out.root_path()) out = out.parent_path();
  return out;
}

// The outermost folder above `start` holding a game.yaml: nothing outside it is read.
// Empty when there is none; then only the check after loading applies. The walk starts
// where `start` itself lies, not where a link there points.
fs::path widest_game_dir(const fs::path& start) {
  fs::path widest;
  for (fs::path dir = fs::absolute(start).lexically_normal().parent_path();; dir = dir.parent_path()) {
    if (is_file(dir / "game.yaml")) widest = dir;
    if (dir == dir.parent_path()) return widest;
  }
}

fs::path entry_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_directory(path, ec) ? path / "game.yaml" : path;
}

std::string outside_message(const std::string& what, const fs::path& dir) {
  return what + " resolves outside the game folder " + dir.string() +
         "; every file of a game must lie inside its folder";
}

// ---- the extends chain -----------------------------------------------------------

// One file of a chain; `extends` is invalid (IsDefined false) in the game.yaml.
struct Layer {
  fs::path file;
  YAML::Node node;
  YAML::Node extends;
};

// Layers top first: the given file, then what it extends, down to the game.yaml.
struct Chain {
  std::vector<Layer> layers;
  fs::path game_dir;
};

YAML::Node parse_file(const fs::path& file) {
  try {
    const YAML::Node node = YAML::Load(read_file_capped(file));
    check_duplicate_keys(node, file.string());
    expand_merge_keys(node, file.string());
    return node;
  } catch (const FileError& e) {
    throw LoadError(file.string(), 0, 0, e.reason);
  } catch (const YAML::DeepRecursion& e) {  // yaml-cpp says only "bad file"
    throw LoadError(file.string(), e.mark.line + 1, e.mark.column + 1, "nested more than " + std::to_string(kMaxYamlDepth) + " levels deep");
  } catch (const YAML::Exception& e) {
    const bool known = !e.mark.is_null();
    throw LoadError(file.string(), known ? e.mark.line + 1 : 0,
                    known ? e.mark.column + 1 : 0, e.msg);
  }
}

Layer load_layer(const fs::path& file) {
  if (!is_file(file)) throw LoadError(file.string(), 0, 0, "no such file" + nearby_path_hint(file));
  const YAML::Node node = parse_file(file);
  if (!node.IsMap())
    throw LoadError(file.string(), node, "a game or variant file must be a map of keys");
  return Layer{file, node, node["extends"]};
}

// The longest chain of variants extending variants (the shipped games use 2).
constexpr size_t kMaxExtends = 64;

// Checked before the file is opened, so an escaping path reads nothing.
fs::path extends_target(const Layer& from, const fs::path& widest) {
  const std::string where = from.file.string();
  if (!from.extends.IsScalar() || from.extends.Scalar().empty())
    throw LoadError(where, from.extends, "extends must name a file, such as ../game.yaml");
  const std::string named = from.extends.Scalar();
  const fs::path target = (from.file.parent_path() / named).lexically_normal();
  if (!widest.empty() && !path_inside(target, widest))
    throw LoadError(where, from.extends, outside_message("extends path '" + named + "'", widest));
  if (!is_file(target))
    throw LoadError(where, from.extends,
                    "extends names '" + named + "', but " + target.string() + " does not exist");
  return target;
}

void check_no_cycle(const std::vector<Layer>& layers, const fs::path& target) {
  std::error_code ec;
  auto same = [&](const Layer& layer) { return fs::equivalent(layer.file, target, ec); };
  auto first = std::find_if(layers.begin(), layers.end(), same);
  if (first == layers.end()) return;
  std::string cycle;
  for (auto it = first; it != layers.end(); ++it) cycle += it->file.string() + " -> ";
  const Layer& last = layers.back();
  throw LoadError(last.file.string(), last.extends, "extends cycle: " + cycle + target.string());
}

// After loading: each file, symlinks resolved, lies inside the final game.yaml's folder.
void check_inside(const Chain& chain) {
  const auto& layers = chain.layers;
  if (!path_inside(layers[0].file, chain.game_dir))
    throw LoadError(layers[0].file.string(), 0, 0, outside_message("this file", chain.game_dir));
  for (size_t i = 1; i < layers.size(); ++i) {
    if (path_inside(layers[i].file, chain.game_dir)) continue;
    const Layer& from = layers[i - 1];
    const std::string what = "extends path '" + from.extends.Scalar() + "'";
    throw LoadError(from.file.string(), from.extends, outside_message(what, chain.game_dir));
  }
}

Chain follow_chain(const fs::path& start) {
  const fs::path widest = widest_game_dir(start);
  // A link in a game's folder to a file elsewhere is refused before that file is read.
  if (const std::string error = outside_link_error(start); !error.empty()) throw LoadError(start.string(), 0, 0, error);
  Chain chain;
  chain.layers.push_back(load_layer(start));
  while (chain.layers.back().extends.IsDefined()) {
    if (chain.layers.size() > kMaxExtends)  // each link is checked against all before it
      throw LoadError(chain.layers.back().file.string(), chain.layers.back().extends,
                      "more than " + std::to_string(kMaxExtends) + " files extend one another down to the game.yaml");
    const fs::path target = extends_target(chain.layers.back(), widest);
    check_no_cycle(chain.layers, target);
    chain.layers.push_back(load_layer(target));
  }
  chain.game_dir = canonical_of(chain.layers.back().file).parent_path();
  check_inside(chain);
  return chain;
}

// Merges every layer above the game.yaml, base to top, so the later file wins.
// reset() rebinds doc.node; assigning would rewrite the node other handles share.
void apply_variants(ResolvedDocument& doc, const Chain& chain) {
  for (size_t i = chain.layers.size() - 1; i-- > 0;) {
    doc.node.reset(merge_overlay(doc.node, chain.layers[i].node));
    doc.files.push_back(chain.layers[i].file);
    doc.roots.push_back(chain.layers[i].node);
  }
}

}  // namespace

YAML::Node merge_overlay(const YAML::Node& base, const YAML::Node& overlay) {
  if (!overlay.IsDefined()) return base;
  NodeArena arena(base);
  return merge_value(base, without_extends(overlay), arena);
}

ResolvedDocument resolve_document(const fs::path& path) {
  const Chain chain = follow_chain(entry_file(path));
  const Layer& game = chain.layers.back();
  ResolvedDocument doc{game.node, chain.game_dir, {game.file}, {game.node}};
  apply_variants(doc, chain);
  return doc;
}

void stack_variant(ResolvedDocument& doc, const fs::path& variant) {
  const Chain chain = follow_chain(entry_file(variant));
  if (chain.game_dir != doc.game_dir) {
    const Layer& top = chain.layers.front();
    throw LoadError(top.file.string(), top.extends,
                    "this variant extends a different game (" + chain.game_dir.string() +
                        ") from the one loaded (" + doc.game_dir.string() + ")");
  }
  apply_variants(doc, chain);
}

std::string outside_link_error(const fs::path& file) {
  const fs::path widest = widest_game_dir(file);
  return widest.empty() || path_inside(file, widest) ? "" : outside_message("this file (a link)", widest);
}

void check_inside_game_of(const fs::path& file, const fs::path& game, const std::vector<fs::path>& variants) {
  const fs::path widest = widest_game_dir(file);
  if (widest.empty()) return;
  if (!path_inside(game, widest))
    throw LoadError(file.string(), 0, 0, outside_message("the scenario's game '" + game.string() + "'", widest));
  for (const auto& v : variants)
    if (!path_inside(v, widest))
      throw LoadError(file.string(), 0, 0, outside_message("the scenario's variant '" + v.string() + "'", widest));
}

// The folder itself counts as inside.
bool path_inside(const fs::path& path, const fs::path& dir) {
  const fs::path rel = canonical_of(path).lexically_relative(canonical_of(dir));
  return !rel.empty() && *rel.begin() != "..";
}

}  // namespace rb
