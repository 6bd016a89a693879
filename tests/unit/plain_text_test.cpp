// Text from files people pass around: what a game file may hold (UTF-8, no NUL, no control
// character) and how stderr shows a control character that reaches it anyway.
#include <gtest/gtest.h>

#include <sstream>

#include "core/printable_text.h"
#include "load/duplicate_keys.h"

namespace rb {
namespace {

TEST(PlainText, UTF8TextWithTabsAndLineBreaksIsPlain) {
  EXPECT_EQ(plain_text_problem("Pouches: sac à dos, 袋, 🎲\ttab\nline"), "");
}

TEST(PlainText, EachBadByteIsNamedWithItsOffset) {
  EXPECT_EQ(plain_text_problem("hop\xff"), "the byte 0xff at byte 4, which is not UTF-8");
  EXPECT_EQ(plain_text_problem(std::string("a\0b", 3)), "a NUL byte at byte 2");
  EXPECT_EQ(plain_text_problem("\x1b[2J"), "the control character 0x1b at byte 1");
  EXPECT_EQ(plain_text_problem("pa\xe2\x82"), "the byte 0xe2 at byte 3, which is not UTF-8");  // cut short
  EXPECT_EQ(plain_text_problem("\xc0\xaf"), "the byte 0xc0 at byte 1, which is not UTF-8");    // overlong '/'
  EXPECT_EQ(plain_text_problem("\xed\xa0\x80"), "the byte 0xed at byte 1, which is not UTF-8");  // a surrogate
}

TEST(PrintableText, ControlCharactersReachStderrEscaped) {
  EXPECT_EQ(printable("mark \x1b]0;pwned\x07 a1\n"), "mark \\x1b]0;pwned\\x07 a1\n");
  std::ostringstream target;
  PrintableBuffer filter(target.rdbuf());
  std::ostream out(&filter);
  out << "unknown space '\x1b[2J'\n";
  out.flush();
  EXPECT_EQ(target.str(), "unknown space '\\x1b[2J'\n");
}

}  // namespace
}  // namespace rb
