#include "load/board_loader.h"

#include "core/board_generators.h"

namespace rb {
namespace {

Board read_square(const YAML::Node& n, const std::string& id, const YamlReader& in) {
  SquareSpec s;
  s.name = id;
  s.width = int(in.integer(in.require(n, "width")));
  s.height = int(in.integer(in.require(n, "height")));
  s.directions = int(in.integer_or(n, "directions", 8));
  const bool wrap = in.boolean_or(n, "wrap", false);
  s.wrap_x = in.boolean_or(n, "wrap_x", wrap);
  s.wrap_y = in.boolean_or(n, "wrap_y", wrap);
  if (n["holes"]) s.holes = in.texts(n["holes"]);
  if (const YAML::Node steps = n["steps"]) {
    if (!steps.IsMap()) in.fail(steps, "steps: expected a map of names to [dx, dy]");
    for (const auto& kv : steps) {
      if (!kv.second.IsSequence() || kv.second.size() != 2) in.fail(kv.second, "steps: expected [dx, dy] (columns, rows)");
      s.steps.push_back({in.text(kv.first), int(in.integer(kv.second[0])), int(in.integer(kv.second[1]))});
    }
  }
  return make_square(s);
}

Board read_quartered(const YAML::Node& n, const std::string& id, const YamlReader& in) {
  QuarteredSpec s;
  s.name = id;
  s.width = int(in.integer(in.require(n, "width")));
  s.height = int(in.integer(in.require(n, "height")));
  if (n["only"]) s.only = in.texts(n["only"]);
  if (n["holes"]) s.holes = in.texts(n["holes"]);
  const std::string from = in.text_or(n, "rows_from", "bottom");
  if (from != "bottom" && from != "top") in.fail(n["rows_from"], "rows_from: expected bottom or top, got '" + from + "'");
  s.rows_from_top = from == "top";
  return make_quartered(s);
}

Board read_track(const YAML::Node& n, const std::string& id, const YamlReader& in) {
  TrackSpec s;
  s.name = id;
  s.ring = in.boolean_or(n, "ring", false);
  s.cells = in.texts(in.require(n, "cells"));
  return make_track(s);
}

GraphNode read_node(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"id", "x", "y", "attributes", "tags"});
  GraphNode node;
  node.id = in.text(in.require(n, "id"));
  node.position = {double(in.integer_or(n, "x", 0)), double(in.integer_or(n, "y", 0))};
  node.placed = n["x"] || n["y"];
  if (n["attributes"])
    for (const auto& kv : n["attributes"]) node.attributes.emplace_back(kv.first.Scalar(), in.word(kv.second, kv.first.Scalar()));
  if (n["tags"]) node.tags = in.texts(n["tags"]);
  return node;
}

GraphEdge read_edge(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"id", "from", "to", "label", "directed", "exit"});
  GraphEdge e;
  e.from = in.text(in.require(n, "from"));
  e.exit = in.boolean_or(n, "exit", false);
  e.to = e.exit ? in.text_or(n, "to", "") : in.text(in.require(n, "to"));
  e.label = in.text_or(n, "label", "");
  e.directed = in.boolean_or(n, "directed", e.exit);
  return e;
}

Board read_graph(const YAML::Node& n, const std::string& id, const YamlReader& in) {
  GraphSpec s;
  s.name = id;
  for (const auto& node : in.require(n, "nodes")) s.nodes.push_back(read_node(node, in));
  if (n["edges"])
    for (const auto& edge : n["edges"]) s.edges.push_back(read_edge(edge, in));
  return make_graph(s);
}

Board read_board(const YAML::Node& n, const YamlReader& in) {
  const std::string id = in.text(in.require(n, "id"));
  const std::string gen = in.text_or(n, "generator", "graph");
  try {
    if (gen == "square") return read_square(n, id, in);
    if (gen == "quartered") return read_quartered(n, id, in);
    if (gen == "track") return read_track(n, id, in);
    if (gen == "graph") return read_graph(n, id, in);
  } catch (const BoardError& e) {
    in.fail(n, "board '" + id + "': " + e.what());
  }
  in.fail(n["generator"], "unknown board generator '" + gen + "'; expected one of: square, quartered, track, graph");
}

}  // namespace

std::vector<BoardEntry> read_boards(const YAML::Node& doc, const YamlReader& in, int players) {
  const YAML::Node list = in.require(doc, "boards");
  if (!list.IsSequence() || list.size() == 0) in.fail(list, "boards: expected a list of at least one board");
  std::vector<BoardEntry> out;
  int64_t spaces = 0;
  for (const auto& n : list) {
    in.only_keys(n, {"id", "generator", "width", "height", "directions", "wrap", "wrap_x", "wrap_y", "holes",
                     "steps", "only", "rows_from", "cells", "ring", "nodes", "edges", "per_player", "description"});
    out.push_back({read_board(n, in), in.boolean_or(n, "per_player", false)});
    spaces += int64_t(out.back().board.size()) * (out.back().per_player ? players : 1);
    if (spaces > kMaxSpaces)
      in.fail(n, "this board brings the game to " + std::to_string(spaces) + " spaces; a game has at most " + std::to_string(kMaxSpaces));
  }
  return out;
}

}  // namespace rb
