// Why games end, as text kept once per process: a State holds its reason as a number
// into this table (State::end_reason), so copying a State in a search copies no string.
// The numbers are this process's own and never written anywhere: a State's JSON holds
// the text. Safe to use from several threads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace rb {

// The most texts kept (a State has 29 bits for the number); past it, one more text stands
// for every new reason.
inline constexpr size_t kMaxEndReasons = (size_t(1) << 29) - 1;

// The number of `text` (0 for ""), added the first time it is seen.
int32_t intern_end_reason(std::string_view text);
// The text of a number intern_end_reason gave ("" for 0 or a number it never gave).
const std::string& end_reason_text(int32_t id);

}  // namespace rb
