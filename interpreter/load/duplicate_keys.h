// The shape of a YAML document, checked before anything reads it: yaml-cpp keeps a repeated
// map key silently and reads the first, expands aliases without limit, nests as deep as the
// text goes and passes on any bytes; we refuse each.
#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

namespace rb {

// How deep maps and lists may nest in any file we read (the shipped games use 6).
inline constexpr int kMaxYamlDepth = 64;

// Raises LoadError at the second occurrence of any repeated key, anywhere in the tree; for
// a tree that aliases expand to more than a million values; at a value nested deeper than
// kMaxYamlDepth; and at a key or value whose text is not UTF-8 or holds a NUL byte or a
// control character (a tab or a line break is text).
void check_duplicate_keys(const YAML::Node& node, const std::string& file);

// Why `text` is not plain text ("" when it is): its first byte that is not UTF-8, a NUL
// or a control character, named with its offset.
std::string plain_text_problem(const std::string& text);

}  // namespace rb
