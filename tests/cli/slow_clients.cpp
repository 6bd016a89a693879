#include "slow_clients.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>

namespace rb::test {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

int connect_loopback(int port, int receive_buffer = 0) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (receive_buffer) setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receive_buffer, sizeof receive_buffer);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(uint16_t(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return close(fd), -1;
  return fd;
}

// Whether the server has closed `fd`: a read of 0 bytes or an error, within `ms`. Reads at
// most one byte, so a slow reader stays slow.
bool closed_within(int fd, int ms, CutOff& out) {
  pollfd p{fd, POLLIN, 0};
  if (poll(&p, 1, ms) <= 0) return false;
  char byte;
  const ssize_t n = recv(fd, &byte, 1, 0);
  if (n > 0) return ++out.bytes_read, false;
  return true;
}

}  // namespace

CutOff slowloris(int port, std::chrono::milliseconds every, std::chrono::seconds cap) {
  CutOff out;
  const auto start = Clock::now();
  const int fd = connect_loopback(port);
  if (fd < 0) return out;
  const std::string endless = "GET /api/info HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + std::string(100000, 'a');
  while (!out.cut && seconds_since(start) < double(cap.count())) {
    if (send(fd, endless.data() + out.bytes_sent % endless.size(), 1, MSG_NOSIGNAL) != 1) out.cut = true;
    else ++out.bytes_sent;
    out.cut = out.cut || closed_within(fd, int(every.count()), out);
  }
  out.seconds = seconds_since(start);
  close(fd);
  return out;
}

CutOff silent(int port, std::chrono::seconds cap) {
  CutOff out;
  const auto start = Clock::now();
  const int fd = connect_loopback(port);
  if (fd < 0) return out;
  while (!out.cut && seconds_since(start) < double(cap.count())) out.cut = closed_within(fd, 100, out);
  out.seconds = seconds_since(start);
  close(fd);
  return out;
}

CutOff slow_reader(int port, const std::string& requests, std::chrono::milliseconds every, std::chrono::seconds hold) {
  CutOff out;
  const auto start = Clock::now();
  const int fd = connect_loopback(port, 4096);
  if (fd < 0) return out;
  for (size_t n = 0; out.bytes_sent < requests.size(); out.bytes_sent += size_t(n)) {
    const ssize_t sent = send(fd, requests.data() + out.bytes_sent, requests.size() - out.bytes_sent, MSG_NOSIGNAL);
    if (sent <= 0) break;
    n = size_t(sent);
  }
  while (!out.cut && seconds_since(start) < double(hold.count())) {
    out.cut = closed_within(fd, int(every.count()), out);
    std::this_thread::sleep_for(every);
  }
  out.seconds = seconds_since(start);
  close(fd);
  return out;
}

double timed_get(int port, const std::string& target) {
  const auto start = Clock::now();
  const int fd = connect_loopback(port);
  if (fd < 0) return -1;
  const timeval patience{30, 0};  // a server that never answers does not hold the test
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &patience, sizeof patience);
  const std::string request = "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
  send(fd, request.data(), request.size(), MSG_NOSIGNAL);
  std::string reply;
  char buffer[4096];
  for (ssize_t n; (n = recv(fd, buffer, sizeof buffer, 0)) > 0;) reply.append(buffer, size_t(n));
  close(fd);
  if (reply.rfind("HTTP/1.1 200", 0) != 0) return -1;
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

ProcessSize process_size(pid_t pid) {
  ProcessSize out;
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  for (std::string key; in >> key;) {
    if (key == "Threads:") in >> out.threads;
    else if (key == "VmRSS:") in >> out.rss_kb;
  }
  std::error_code error;
  for (std::filesystem::directory_iterator fd("/proc/" + std::to_string(pid) + "/fd", error), end; !error && fd != end; fd.increment(error)) ++out.fds;
  return out;
}

}  // namespace rb::test
