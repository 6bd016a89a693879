#include "load/duplicate_keys.h"

#include <cstdint>
#include <map>

#include "load/load_error.h"

namespace rb {
namespace {

// More values than this come only from aliases nested in aliases ("a billion laughs"),
// which every later walk over the tree would expand again.
constexpr size_t kMaxValues = 1'000'000;

// The length of the UTF-8 sequence starting at text[i] (0: not UTF-8 there).
size_t utf8_length(const std::string& text, size_t i) {
  const auto byte = [&](size_t k) { return k < text.size() ? uint8_t(text[k]) : 0; };
  const uint8_t b = byte(i);
  const size_t n = b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
  for (size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
  if (n == 3 && ((b == 0xe0 && byte(i + 1) < 0xa0) || (b == 0xed && byte(i + 1) >= 0xa0))) return 0;  // overlong, surrogate
  if (n == 4 && ((b == 0xf0 && byte(i + 1) < 0x90) || (b == 0xf4 && byte(i + 1) >= 0x90))) return 0;  // overlong, past U+10FFFF
  return n;
}

std::string hex_byte(uint8_t b) {
  static const char kHex[] = "0123456789abcdef";
  return std::string("0x") + kHex[b >> 4] + kHex[b & 15];
}

void check_text(const YAML::Node& scalar, const std::string& file) {
  const std::string problem = plain_text_problem(scalar.Scalar());
  if (!problem.empty()) throw LoadError(file, scalar, problem + "; names and text in a game's files are UTF-8 text");
}

void check(const YAML::Node& node, const std::string& file, size_t& seen, int depth) {
  if (++seen > kMaxValues)
    throw LoadError(file, node, "the document expands to more than " + std::to_string(kMaxValues) + " values (aliases inside aliases?)");
  if (depth > kMaxYamlDepth) throw LoadError(file, node, "nested more than " + std::to_string(kMaxYamlDepth) + " levels deep");
  if (node.IsScalar()) return check_text(node, file);
  if (node.IsSequence()) {
    for (const auto& item : node) check(item, file, seen, depth + 1);
    return;
  }
  if (!node.IsMap()) return;
  std::map<std::string, int> first_line;
  for (const auto& kv : node) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : "";
    if (kv.first.IsScalar()) check_text(kv.first, file);
    const auto [it, fresh] = first_line.emplace(key, kv.first.Mark().line + 1);
    if (!fresh) throw LoadError(file, kv.first, "duplicate key '" + key + "' (first at line " + std::to_string(it->second) + ")");
    check(kv.second, file, seen, depth + 1);
  }
}

}  // namespace

std::string plain_text_problem(const std::string& text) {
  for (size_t i = 0; i < text.size();) {
    const uint8_t b = uint8_t(text[i]);
    const std::string at = " at byte " + std::to_string(i + 1);
    if (b == 0) return "a NUL byte" + at;
    if ((b < 0x20 && b != '\t' && b != '\n' && b != '\r') || b == 0x7f) return "the control character " + hex_byte(b) + at;
    const size_t n = utf8_length(text, i);
    if (n == 0) return "the byte " + hex_byte(b) + at + ", which is not UTF-8";
    i += n;
  }
  return "";
}

void check_duplicate_keys(const YAML::Node& node, const std::string& file) {
  size_t seen = 0;
  check(node, file, seen, 0);
}

}  // namespace rb
