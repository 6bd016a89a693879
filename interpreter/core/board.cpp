// Board storage: space lookup, attributes and tags, and building relations as CSR tables.
#include "core/board.h"

#include <algorithm>
#include <cassert>
#include <unordered_set>

namespace rb {

std::optional<int32_t> Board::find(const std::string& name) const {
  auto it = index_.find(name);
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

int Board::attribute(const std::string& attr, int32_t space) const {
  auto it = attributes_.find(attr);
  if (it == attributes_.end()) return 0;
  return it->second[space];
}

bool Board::has_tag(int32_t space, const std::string& tag) const {
  auto it = tags_.find(tag);
  return it != tags_.end() && it->second[space] != 0;
}

const Relation* Board::relation(const std::string& name) const {
  auto it = relation_index_.find(name);
  return it == relation_index_.end() ? nullptr : &relations_[it->second];
}

std::vector<std::string> Board::relation_names() const {
  std::vector<std::string> names;
  names.reserve(relations_.size());
  for (const Relation& r : relations_) names.push_back(r.name);
  return names;
}

int32_t Board::add_space(const std::string& name, Point position) {
  assert(index_.count(name) == 0 && "space names are unique");
  auto space = static_cast<int32_t>(names_.size());
  names_.push_back(name);
  index_.emplace(name, space);
  positions_.push_back(position);
  // Every attribute and tag column stays one entry per space.
  for (auto& [attr, values] : attributes_) values.push_back(0);
  for (auto& [tag, marks] : tags_) marks.push_back(0);
  return space;
}

void Board::set_attribute(const std::string& attr, int32_t space, int32_t value) {
  assert(space >= 0 && space < size());
  auto [it, added] = attributes_.try_emplace(attr);
  if (added) it->second.assign(size(), 0);
  it->second[space] = value;
}

void Board::add_tag(const std::string& tag, int32_t space) {
  assert(space >= 0 && space < size());
  auto [it, added] = tags_.try_emplace(tag);
  if (added) it->second.assign(size(), 0);
  it->second[space] = 1;
}

namespace {

// Drops repeated (from, to) pairs, keeping the first of each.
std::vector<std::pair<int32_t, int32_t>> unique_edges(
    const std::vector<std::pair<int32_t, int32_t>>& edges) {
  std::unordered_set<int64_t> seen;
  std::vector<std::pair<int32_t, int32_t>> kept;
  kept.reserve(edges.size());
  for (const auto& [from, to] : edges) {
    int64_t key = (static_cast<int64_t>(from) << 32) | static_cast<uint32_t>(to);
    if (seen.insert(key).second) kept.emplace_back(from, to);
  }
  return kept;
}

// Counting sort by source: offsets from the counts, then targets in input order.
void fill_csr(Relation& rel, int spaces, const std::vector<std::pair<int32_t, int32_t>>& edges) {
  rel.offsets.assign(spaces + 1, 0);
  for (const auto& [from, to] : edges) ++rel.offsets[from + 1];
  for (int i = 0; i < spaces; ++i) rel.offsets[i + 1] += rel.offsets[i];
  rel.targets.assign(edges.size(), kNone);
  std::vector<int32_t> cursor(rel.offsets.begin(), rel.offsets.end() - 1);
  for (const auto& [from, to] : edges) rel.targets[cursor[from]++] = to;
}

void fill_step(Relation& rel, int spaces) {
  rel.step.assign(spaces, kNone);
  rel.functional = true;
  for (int i = 0; i < spaces; ++i) {
    if (rel.count(i) == 1) rel.step[i] = rel.targets[rel.offsets[i]];
    if (rel.count(i) > 1) rel.functional = false;
  }
}

// Whether every step is i -> i + delta for one delta (then the spaces that have a step).
void fill_shift(Relation& rel, int spaces) {
  rel.shift = rel.functional;
  rel.delta = 0;
  rel.from.assign(size_t(spaces + 63) / 64, 0);
  bool any = false;
  for (int i = 0; i < spaces && rel.shift; ++i) {
    if (rel.step[i] == kNone) continue;
    const int32_t d = rel.step[i] - i;
    rel.shift = d != 0 && (!any || d == rel.delta);
    rel.delta = d, any = true;
    rel.from[size_t(i) / 64] |= uint64_t(1) << (i % 64);
  }
  rel.shift &= any;
}

}  // namespace

void Board::add_relation(const std::string& name,
                         const std::vector<std::pair<int32_t, int32_t>>& edges) {
  assert(std::all_of(edges.begin(), edges.end(), [this](const auto& e) {
    return e.first >= 0 && e.first < size() && e.second >= 0 && e.second < size();
  }));
  Relation rel;
  rel.name = name;
  fill_csr(rel, size(), unique_edges(edges));
  fill_step(rel, size());
  fill_shift(rel, size());
  // Adding a name twice replaces the earlier table rather than shadowing it.
  auto [it, added] = relation_index_.try_emplace(name, static_cast<int>(relations_.size()));
  if (added)
    relations_.push_back(std::move(rel));
  else
    relations_[it->second] = std::move(rel);
}

}  // namespace rb
