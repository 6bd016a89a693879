// HTTP clients that are slow on purpose, over real loopback sockets, for the tests of
// `serve`'s deadlines: each reports how long the server kept its connection open.
#pragma once

#include <chrono>
#include <string>

#include <sys/types.h>

namespace rb::test {

struct CutOff {
  bool cut = false;           // the server closed the connection (false: still open at the cap)
  double seconds = 0;         // from connecting to the close
  size_t bytes_sent = 0, bytes_read = 0;
};

// Sends `request` a byte every `every`, and never its end, until the server closes.
CutOff slowloris(int port, std::chrono::milliseconds every, std::chrono::seconds cap);
// Connects and sends nothing.
CutOff silent(int port, std::chrono::seconds cap);
// Sends `requests` whole (several pipelined requests, if it holds them), with a small receive
// buffer, then reads a byte every `every` for `hold`, and closes. Responses that fit in the
// kernel's buffers leave the server's hands at once; so `cut` is rarely seen here, and the
// tests look at the server's open connections (ProcessSize::fds) instead.
CutOff slow_reader(int port, const std::string& requests, std::chrono::milliseconds every, std::chrono::seconds hold);

// A whole GET on its own connection; the milliseconds until its reply came, -1 for none.
double timed_get(int port, const std::string& target);
// Threads: and VmRSS: (kB) of /proc/PID/status, and the count of /proc/PID/fd.
struct ProcessSize {
  int threads = 0;
  long rss_kb = 0;
  int fds = 0;  // open file descriptors: the listening socket, the saves, each connection held
};
ProcessSize process_size(pid_t pid);

}  // namespace rb::test
