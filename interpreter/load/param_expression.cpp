#include "load/param_expression.h"

#include <algorithm>
#include <cctype>

#include "core/suggest.h"
#include "load/load_error.h"
#include "load/yaml_access.h"

namespace rb {
namespace {

bool name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

std::string trimmed(const std::string& s) {
  const size_t first = s.find_first_not_of(" \t"), last = s.find_last_not_of(" \t");
  return first == std::string::npos ? "" : s.substr(first, last - first + 1);
}

// A recursive-descent reading of one expression; `at` is the next character.
class Expression {
 public:
  Expression(const std::string& text, const std::vector<ParamDef>& params) : text_(text), params_(params) {}

  int64_t value() {
    const int64_t v = sum();
    skip_spaces();
    if (at_ < text_.size()) fail("unexpected '" + std::string(1, text_[at_]) + "'");
    return v;
  }

 private:
  // Where in the expression, unless it is one name and the message names it already.
  [[noreturn]] void fail(const std::string& what) const { fail(what, at_); }
  [[noreturn]] void fail(const std::string& what, size_t at) const {
    const bool lone = !text_.empty() && name_start(text_[0]) && std::all_of(text_.begin(), text_.end(), name_char);
    throw ParamExpressionError(lone ? what : what + " (in ${" + text_ + "}, character " + std::to_string(at + 3) + ")");
  }

  void skip_spaces() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t')) ++at_;
  }

  bool take(char c) {
    skip_spaces();
    if (at_ >= text_.size() || text_[at_] != c) return false;
    op_at_ = at_++;
    return true;
  }

  // a op b, or an error at the operator (character `at`) when the result is no 64-bit number.
  int64_t arithmetic(char op, int64_t a, int64_t b, size_t at) const {
    int64_t r = 0;
    bool over = false;
    switch (op) {
      case '+': over = __builtin_add_overflow(a, b, &r); break;
      case '-': over = __builtin_sub_overflow(a, b, &r); break;
      case '*': over = __builtin_mul_overflow(a, b, &r); break;
      default: return divide(a, b, at, op == '%');
    }
    if (over) fail("the result does not fit in 64 bits", at);
    return r;
  }

  // Rounds down, so -7 / 2 is -4 and -7 % 2 is 1: the remainder has the divisor's sign.
  int64_t divide(int64_t a, int64_t b, size_t at, bool remainder) const {
    if (b == 0) fail(remainder ? "% by zero" : "division by zero", at);
    if (a == INT64_MIN && b == -1) {  // the one quotient past 64 bits; its remainder is 0
      if (remainder) return 0;
      fail("the result does not fit in 64 bits", at);
    }
    int64_t q = a / b, r = a % b;
    if (r != 0 && (r < 0) != (b < 0)) --q, r += b;
    return remainder ? r : q;
  }

  // Operands joined by the operators in `ops`, left to right; `operand` reads one.
  template <class Operand>
  int64_t chain(const char* ops, Operand operand) {
    int64_t v = operand();
    for (;;) {
      const char* op = ops;
      while (*op && !take(*op)) ++op;
      if (!*op) return v;
      const size_t at = op_at_;
      const int64_t b = operand();
      v = arithmetic(*op, v, b, at);
    }
  }

  int64_t sum() { return chain("+-", [this] { return product(); }); }
  int64_t product() { return chain("*/%", [this] { return unary(); }); }

  int64_t unary() {
    if (!take('-')) return primary();
    const size_t at = op_at_;
    const int64_t v = unary();
    return arithmetic('-', 0, v, at);
  }

  int64_t primary() {
    if (take('(')) {
      const int64_t v = sum();
      if (!take(')')) fail("expected ')'");
      return v;
    }
    skip_spaces();
    if (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) return number();
    if (at_ < text_.size() && name_start(text_[at_])) return parameter();
    fail(at_ < text_.size() ? "expected a number or a parameter, got '" + std::string(1, text_[at_]) + "'"
                            : "expected a number or a parameter after the end");
  }

  int64_t number() {
    const size_t start = at_;
    while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) ++at_;
    int64_t v = 0;
    if (!parse_integer(text_.substr(start, at_ - start), v)) at_ = start, fail("the number does not fit in 64 bits");
    return v;
  }

  int64_t parameter() {
    const size_t start = at_;
    while (at_ < text_.size() && name_char(text_[at_])) ++at_;
    const std::string name = text_.substr(start, at_ - start);
    std::vector<std::string> names;
    for (const ParamDef& p : params_) {
      if (p.name != name) {
        names.push_back(p.name);
        continue;
      }
      int64_t v = 0;
      if (p.type != "int" || !parse_integer(p.value, v))
        at_ = start, fail("parameter '" + name + "' is a " + p.type + " (" + p.value + "); only int parameters take part in arithmetic");
      return v;
    }
    at_ = start;
    const std::string near = closest(name, names);
    fail("unknown parameter '" + name + "'" + (near.empty() ? "; expected" : "; did you mean '" + near + "'? Expected") + " one of: " + one_of(names));
  }

  const std::string& text_;
  const std::vector<ParamDef>& params_;
  size_t at_ = 0;
  size_t op_at_ = 0;  // the last operator taken
};

}  // namespace

std::string evaluate_param_expression(const std::string& expr, const std::vector<ParamDef>& params) {
  const std::string lone = trimmed(expr);
  for (const ParamDef& p : params)
    if (p.name == lone) return p.value;
  return std::to_string(Expression(expr, params).value());
}

std::vector<std::string> param_names_in(const std::string& text) {
  std::vector<std::string> names;
  for (size_t open = text.find("${"); open != std::string::npos; open = text.find("${", open + 2)) {
    const size_t close = text.find('}', open);
    if (close == std::string::npos) break;
    names.push_back(trimmed(text.substr(open + 2, close - open - 2)));  // a lone name, whatever its letters
    for (size_t i = open + 2; i < close; ++i) {
      if (!name_start(text[i]) || (i > open + 2 && name_char(text[i - 1]))) continue;
      size_t end = i;
      while (end < close && name_char(text[end])) ++end;
      names.push_back(text.substr(i, end - i));
      i = end;
    }
  }
  return names;
}

}  // namespace rb
