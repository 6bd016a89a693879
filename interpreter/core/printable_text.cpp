#include "core/printable_text.h"

namespace rb {

std::string printable_char(char c) {
  const auto b = static_cast<unsigned char>(c);
  if ((b >= 0x20 && b != 0x7f) || c == '\n' || c == '\r' || c == '\t') return std::string(1, c);
  static const char kHex[] = "0123456789abcdef";
  return std::string("\\x") + kHex[b >> 4] + kHex[b & 15];
}

std::string printable(const std::string& text) {
  std::string out;
  for (char c : text) out += printable_char(c);
  return out;
}

int PrintableBuffer::overflow(int c) {
  if (c == traits_type::eof()) return 0;
  const std::string out = printable_char(char(c));
  return target_->sputn(out.data(), std::streamsize(out.size())) == std::streamsize(out.size()) ? c : traits_type::eof();
}

std::streamsize PrintableBuffer::xsputn(const char* text, std::streamsize n) {
  const std::string out = printable(std::string(text, size_t(n)));
  return target_->sputn(out.data(), std::streamsize(out.size())) == std::streamsize(out.size()) ? n : 0;
}

}  // namespace rb
