// A board: named spaces with attributes, tags and drawing positions, and relations
// between them as precomputed tables, so neighbour, step and ray queries are array reads.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace rb {

inline constexpr int32_t kNone = -1;
// The most spaces a game may have, all its boards together.
inline constexpr int32_t kMaxSpaces = 1 << 16;

// The set `x` of spaces (a bit each, spaces numbered row by row) moved `delta` spaces on:
// up for a positive delta, down for a negative one. Bits shifted past either end are lost.
inline uint64_t shift_bits(uint64_t x, int32_t delta) { return delta >= 0 ? x << delta : x >> -delta; }

// One relation (a direction like "ne", an edge label like "flow", "opposite" ...) as
// CSR adjacency over the board's local space indices. `step` is filled for every
// relation: the single target of a space, or kNone when it has none or several.
struct Relation {
  std::string name;
  bool functional = true;          // every space has at most one target
  std::vector<int32_t> offsets;    // size spaces + 1
  std::vector<int32_t> targets;    // targets of space i: [offsets[i], offsets[i+1])
  std::vector<int32_t> step;       // size spaces
  // A shift: every step goes from space i to i + delta (a square grid's directions, spaces
  // numbered row by row), so a set of spaces steps as a whole with a bit shift.
  bool shift = false;
  int32_t delta = 0;
  std::vector<uint64_t> from;      // a shift's spaces that have a step, a bit per space

  // A shift's step of every space of `x` at once, on a board of at most 64 spaces: the
  // spaces those with a step reach.
  uint64_t step_bits(uint64_t x) const { return shift_bits(x & from[0], delta); }

  int32_t next(int32_t space) const { return step[space]; }
  int32_t count(int32_t space) const { return offsets[space + 1] - offsets[space]; }
  const int32_t* begin(int32_t space) const { return targets.data() + offsets[space]; }
  const int32_t* end(int32_t space) const { return targets.data() + offsets[space + 1]; }
};

struct Point {
  double x = 0, y = 0;
};

// An arrow that leaves the board (a village exit): its source and label.
struct ExitEdge {
  int32_t from;
  std::string label;
};

class Board {
 public:
  std::string name;
  std::string kind;      // "graph", "square", "quartered", "track"
  std::string shape;     // how render draws a space: "square", "triangle", "circle", "cell"
  int width = 0, height = 0;  // grid boards: columns and rows (0 for graphs)

  int size() const { return static_cast<int>(names_.size()); }
  const std::string& space_name(int32_t space) const { return names_[space]; }
  std::optional<int32_t> find(const std::string& name) const;
  const std::vector<std::string>& space_names() const { return names_; }

  // Integer attributes (0 where a space does not set one) and tags.
  int attribute(const std::string& attr, int32_t space) const;
  bool has_attribute(const std::string& attr) const { return attributes_.count(attr) > 0; }
  const std::map<std::string, std::vector<int32_t>>& attributes() const { return attributes_; }
  bool has_tag(int32_t space, const std::string& tag) const;
  const std::map<std::string, std::vector<uint8_t>>& tags() const { return tags_; }
  const Point& position(int32_t space) const { return positions_[space]; }

  const Relation* relation(const std::string& name) const;
  const std::vector<Relation>& relations() const { return relations_; }
  std::vector<std::string> relation_names() const;
  const std::vector<ExitEdge>& exits() const { return exits_; }

  // Building (used by the generators and the graph loader).
  int32_t add_space(const std::string& name, Point position);
  void set_attribute(const std::string& attr, int32_t space, int32_t value);
  void add_tag(const std::string& tag, int32_t space);
  void add_exit(int32_t from, const std::string& label) { exits_.push_back({from, label}); }
  // Adds a relation from a list of (from, to) pairs; duplicates are kept once, order kept.
  void add_relation(const std::string& name, const std::vector<std::pair<int32_t, int32_t>>& edges);

 private:
  std::vector<std::string> names_;
  std::unordered_map<std::string, int32_t> index_;
  std::vector<Point> positions_;
  std::map<std::string, std::vector<int32_t>> attributes_;
  std::map<std::string, std::vector<uint8_t>> tags_;
  std::vector<Relation> relations_;
  std::map<std::string, int> relation_index_;
  std::vector<ExitEdge> exits_;
};

}  // namespace rb
