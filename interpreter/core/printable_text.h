// Text from files and command lines shown on a terminal: a control character in a move
// text, a name or a rules script's print could clear the screen or retitle the window, so
// it is written as an escape (\x1b) instead.
#pragma once

#include <streambuf>
#include <string>

namespace rb {

// `c` as it may reach a terminal: itself, or "\xNN" for a control character other than a
// line break, a carriage return or a tab.
std::string printable_char(char c);
std::string printable(const std::string& text);

// A stream buffer that passes what is written on to `target`, control characters escaped:
// installed on std::cerr by the command line, so no error message sends one.
class PrintableBuffer : public std::streambuf {
 public:
  explicit PrintableBuffer(std::streambuf* target) : target_(target) {}

 protected:
  int overflow(int c) override;
  std::streamsize xsputn(const char* text, std::streamsize n) override;  // whole, so threads' lines do not interleave
  int sync() override { return target_->pubsync(); }

 private:
  std::streambuf* target_;
};

}  // namespace rb
