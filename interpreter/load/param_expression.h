// What "${...}" in a game file stands for: a parameter's value, or whole-number arithmetic
// over the int parameters ("${size * size}", "${(size * size + 1) / 2}"), so a count or a
// length can follow a board size that a variant changes.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/game_def.h"

namespace rb {

// A bad expression: the message says what is wrong and at which character of it.
struct ParamExpressionError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The text `expr` (what stands between "${" and "}") reads. A lone parameter name gives
// that parameter's value, whatever its type. Anything else is arithmetic: whole numbers,
// int parameters (named by letters, digits and _), + - * / % and parentheses, with * / %
// before + -; / rounds down and % is what / leaves. Throws ParamExpressionError on an unknown name, a parameter that is
// not an int, a division by zero, a result past 64 bits or a malformed expression.
std::string evaluate_param_expression(const std::string& expr, const std::vector<ParamDef>& params);

// The names every "${...}" in `text` may read, in order, repeats kept: the whole text
// between the braces (a lone parameter name, whatever its letters), then each name in it.
std::vector<std::string> param_names_in(const std::string& text);

}  // namespace rb
