#include "lua_api_definitions.h"

#include <map>
#include <regex>
#include <sstream>
#include <vector>

namespace rb::cli {
namespace {

struct Param {
  std::string name, type;
  bool optional = false;
};

struct Function {
  std::string owner, name, doc, returns;  // owner: rb, State or MoveList; returns "" for none
  std::vector<Param> params;
  bool field = false;  // rb.players, rb.data
};

std::string trimmed(std::string s) {
  s.erase(0, s.find_first_not_of(' '));
  s.erase(s.find_last_not_of(' ') + 1);
  return s;
}

// A table row's cells, split at '|' but not at an escaped "\|" (a union type).
std::vector<std::string> cells_of(const std::string& row) {
  std::vector<std::string> cells(1);
  for (size_t i = 0; i < row.size(); ++i) {
    if (row[i] == '\\' && i + 1 < row.size() && row[i + 1] == '|') cells.back() += '|', ++i;
    else if (row[i] == '|') cells.emplace_back();
    else cells.back() += row[i];
  }
  return cells;
}

Param param_of(const std::string& token, bool optional, size_t index) {
  if (token == "...") return {"...", "any", false};
  if (token.front() == '"') return {"which", token, optional};  // a literal: s:put's "bottom"
  if (token.front() == '{') return {index ? "match" : "spec", "table", optional};
  const auto colon = token.find(':');
  return {trimmed(token.substr(0, colon)), colon == std::string::npos ? "any" : trimmed(token.substr(colon + 1)), optional};
}

// "c: integer, zone: integer[, \"bottom\"]": '[' opens the optional ones ("[]" is an array).
std::vector<Param> params_of(const std::string& text) {
  std::vector<Param> out;
  std::string token;
  int depth = 0;
  bool optional = false, token_optional = false;
  auto flush = [&] {
    if (!trimmed(token).empty()) out.push_back(param_of(trimmed(token), token_optional, out.size()));
    token.clear(), token_optional = optional;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '{') ++depth;
    if (c == '}') --depth;
    if (depth == 0 && c == '[' && (i + 1 >= text.size() || text[i + 1] != ']')) {
      optional = true;  // for the arguments after it, and for this one if it starts here
      token_optional = token_optional || trimmed(token).empty();
    }
    else if (depth == 0 && c == ']' && (i == 0 || text[i - 1] != '[')) optional = false;
    else if (depth == 0 && c == ',') flush();
    else token += c;
  }
  flush();
  return out;
}

// One typed call of the reference: rb.x: T, rb.f(params): R, rb.f{...}: R, s:m(...), list:m(...).
bool parse_call(const std::string& code, Function& f) {
  static const std::regex call(R"(^(rb\.|s:|list:)([A-Za-z_]+)(?:\((.*)\)|(\{.*\}))?(?::\s*(.+))?$)");
  std::smatch m;
  if (!std::regex_match(code, m, call)) return false;
  f.owner = m[1] == "rb." ? "rb" : m[1] == "s:" ? "State" : "MoveList";
  f.name = m[2];
  f.returns = m[5];
  f.field = !m[3].matched && !m[4].matched;
  if (m[3].matched) f.params = params_of(m[3]);
  if (m[4].matched) f.params = {{"spec", "table", false}};
  return true;
}

// A second form of a call (s:reveal(c, p) and s:reveal(c, "all")) widens the first's types.
void merge(Function& into, const Function& more) {
  for (size_t i = 0; i < more.params.size() && i < into.params.size(); ++i)
    if (into.params[i].type != more.params[i].type) into.params[i].type += "|" + more.params[i].type;
}

// "integer, string": two values; a comma inside "table<string, function>" is one type's;
// "integer..." any number of integers (LuaLS's "integer ...").
std::vector<std::string> values_of(const std::string& returns) {
  std::vector<std::string> out;
  std::string value;
  int depth = 0;
  for (char c : returns + ",") {
    depth += (c == '<') - (c == '>');
    if (c == ',' && depth == 0) {
      value = trimmed(value);
      if (value.size() > 3 && value.ends_with("...")) value.insert(value.size() - 3, " ");  // "integer...": any number of them
      if (!value.empty()) out.push_back(value);
      value.clear();
    } else {
      value += c;
    }
  }
  return out;
}

std::string lua_of(const Function& f) {
  std::ostringstream out;
  out << "\n---" << f.doc << "\n";
  if (f.field) return out << "---@type " << f.returns << "\nrb." << f.name << " = nil\n", out.str();
  std::string names;
  for (const auto& p : f.params) {
    out << "---@param " << p.name << (p.optional ? "? " : " ") << p.type << "\n";
    names += (names.empty() ? "" : ", ") + p.name;
  }
  for (const auto& r : values_of(f.returns)) out << "---@return " << r << "\n";
  out << "function " << (f.owner == "rb" ? "rb." : f.owner + ":") << f.name << "(" << names << ") end\n";
  return out.str();
}

constexpr const char* kHeader = R"sh(---@meta rulebook
-- The Rulebook API for the Lua language server: the rb module (`local rb = require
-- "rulebook"`), the State's methods and the move list's. Made by `rulebook lua-api` from
-- the API reference, stdlib/README.md; do not edit. Annotate an entry point's State to get
-- its methods: `---@param s rb.State` above `function apply(s, player, action, ...)`.

---a relation handle (rb.relation)
---@class rb.Relation
---a set of relations (rb.directions)
---@class rb.Directions
---a space filter (rb.filter)
---@class rb.Filter
---a flanking rule (rb.flank)
---@class rb.Flank
---pairs of opposite relations (rb.axes)
---@class rb.Axes
---a set of pieces (rb.pieces)
---@class rb.Pieces
---an action's handle (rb.action)
---@class rb.Action

---a game's State, the `s` of every entry point
---@class rb.State
local State = {}

---the list `moves(s, player, list)` fills
---@class rb.MoveList
local MoveList = {}

---@class rulebook
local rb = {}
)sh";

}  // namespace

std::string lua_api_definitions(const std::string& readme) {
  static const std::regex code("`((?:rb\\.|s:|list:)[^`]*)`");
  std::vector<Function> functions;
  std::map<std::string, size_t> seen;  // "State:reveal" -> its index
  std::istringstream lines(readme);
  for (std::string row; std::getline(lines, row);) {
    const auto cells = cells_of(row);
    if (row.rfind("| `", 0) != 0 || cells.size() < 3) continue;
    const std::string doc = trimmed(cells[2]);
    for (auto it = std::sregex_iterator(cells[1].begin(), cells[1].end(), code); it != std::sregex_iterator(); ++it) {
      Function f;
      if (!parse_call((*it)[1], f)) continue;
      f.doc = doc;
      const auto [at, fresh] = seen.emplace(f.owner + ":" + f.name, functions.size());
      if (fresh) functions.push_back(f);
      else merge(functions[at->second], f);
    }
  }
  std::string out = kHeader;
  for (const auto& f : functions) out += lua_of(f);
  return out + "\nreturn rb\n";
}

}  // namespace rb::cli
