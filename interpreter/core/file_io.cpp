#include "core/file_io.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include <fcntl.h>
#include <unistd.h>

namespace rb {
namespace {

namespace fs = std::filesystem;

std::string mib(std::size_t bytes) {
  return bytes % (1u << 20) == 0 ? std::to_string(bytes >> 20) + " MiB" : std::to_string(bytes) + " bytes";
}

[[noreturn]] void fail(const fs::path& file, const std::string& what) { throw FileError(file.string(), what); }

// Writes all of `text` to `fd`, then forces it to disk.
bool write_and_sync(int fd, const std::string& text) {
  for (std::size_t done = 0; done < text.size();) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += std::size_t(n);
  }
  return ::fsync(fd) == 0;
}

// The rename is durable once the folder's entry is on disk too.
void sync_folder(const fs::path& dir) {
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

void check_file_size(const fs::path& file, std::size_t limit) {
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  if (fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status))
    fail(file, "is not a regular file (a named pipe or a device would be read for ever)");
  const auto size = fs::file_size(file, ec);
  if (!ec && size > limit)
    fail(file, "the file is " + std::to_string(size) + " bytes, more than the " + mib(limit) + " a file may be");
}

std::string read_file_capped(const fs::path& file, std::size_t limit) {
  if (fs::is_directory(file)) fail(file, "is a folder, not a file");
  check_file_size(file, limit);
  std::ifstream in(file, std::ios::binary);
  if (!in) fail(file, std::string("cannot read this file (") + std::strerror(errno) + ")");
  std::string text;
  text.resize(limit + 1);
  in.read(text.data(), std::streamsize(limit + 1));
  text.resize(std::size_t(in.gcount()));
  if (text.size() > limit) fail(file, "the file is more than the " + mib(limit) + " a file may be");
  return text;
}

void write_file_atomically(const fs::path& file, const std::string& text) {
  const fs::path temp = file.string() + ".tmp" + std::to_string(::getpid());
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail(temp, std::string("cannot write (") + std::strerror(errno) + ")");
  const bool written = write_and_sync(fd, text);
  const int saved_errno = errno;
  if (::close(fd) != 0 || !written) {
    ::unlink(temp.c_str());
    fail(temp, std::string("cannot write (") + std::strerror(saved_errno) + ")");
  }
  if (::rename(temp.c_str(), file.c_str()) != 0) {
    const int e = errno;
    ::unlink(temp.c_str());
    fail(file, std::string("cannot replace (") + std::strerror(e) + ")");
  }
  sync_folder(file.parent_path());
}

}  // namespace rb
