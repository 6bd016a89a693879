// Reading untrusted files with a size cap, and writing a file so that a crash at any
// moment leaves either the old contents or the new, never a torn file.
#pragma once

#include <cstddef>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace rb {

// The largest file any verb reads: YAML, Lua, scenarios, saves, State JSON.
inline constexpr std::size_t kMaxFileBytes = 4u << 20;

// A file that cannot be read or is too large; the message names the file.
struct FileError : std::runtime_error {
  FileError(const std::string& file, const std::string& reason) : std::runtime_error(file + ": " + reason), reason(reason) {}
  std::string reason;  // the message without the file
};

// The whole file; raises FileError when it is missing, unreadable or over `limit` bytes.
std::string read_file_capped(const std::filesystem::path& file, std::size_t limit = kMaxFileBytes);
// Raises FileError when the file is over `limit` bytes or is not a regular file (a named
// pipe, a device); a missing file passes.
void check_file_size(const std::filesystem::path& file, std::size_t limit = kMaxFileBytes);

// Writes `text` to a temporary file beside `file`, flushes it to disk, then renames it
// over `file`; raises FileError naming the file on any failure (the old file stays).
void write_file_atomically(const std::filesystem::path& file, const std::string& text);

}  // namespace rb
