#include "deadline_server.h"

#include <arpa/inet.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstring>

namespace rb::cli {
namespace {

using SteadyClock = std::chrono::steady_clock;

// A connection's socket as httplib::Stream, every wait bounded by the current deadline:
// the request's while it is read, the response's from its first byte written.
class DeadlineStream : public httplib::Stream {
 public:
  DeadlineStream(socket_t sock, std::chrono::milliseconds client_time) : sock_(sock), client_time_(client_time) {}

  // A new request on the connection: its bytes must all come within the client time.
  void begin_request() { deadline_ = SteadyClock::now() + client_time_, writing_ = false; }
  // Whether a request starts within `idle` (bytes already read count); an idle connection
  // that ends so is closed, not reset: it was not late with anything.
  bool request_waiting(std::chrono::milliseconds idle) {
    if (begin_ < end_ || wait(POLLIN, SteadyClock::now() + idle)) return true;
    return late_ = false;
  }

  bool is_readable() const override { return begin_ < end_ || wait(POLLIN, deadline_); }
  bool is_writable() const override { return wait(POLLOUT, write_deadline()); }
  ssize_t read(char* ptr, size_t size) override;
  ssize_t write(const char* ptr, size_t size) override;
  void get_remote_ip_and_port(std::string& ip, int& port) const override { address(getpeername, ip, port); }
  void get_local_ip_and_port(std::string& ip, int& port) const override { address(getsockname, ip, port); }
  socket_t socket() const override { return sock_; }
  // Whether a wait ran past the deadline: the client was too slow.
  bool late() const { return late_; }

 private:
  // The response's deadline starts with its first byte: the handler's time is not the client's.
  SteadyClock::time_point write_deadline() const {
    if (!writing_) writing_ = true, deadline_ = SteadyClock::now() + client_time_;
    return deadline_;
  }
  // Whether `events` come before `until` (a signal's interruption waits again).
  bool wait(short events, SteadyClock::time_point until) const {
    for (;;) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - SteadyClock::now()).count();
      if (left <= 0) return late_ = true, false;
      pollfd p{sock_, events, 0};
      const int n = ::poll(&p, 1, int(std::min<long long>(left, 1000)));
      if (n > 0) return true;
      if (n < 0 && errno != EINTR) return false;
    }
  }
  void address(int (*get)(int, sockaddr*, socklen_t*), std::string& ip, int& port) const;

  socket_t sock_;
  std::chrono::milliseconds client_time_;
  mutable SteadyClock::time_point deadline_;
  mutable bool writing_ = false, late_ = false;
  char buffer_[4096];
  size_t begin_ = 0, end_ = 0;  // bytes read from the socket, not yet taken by httplib
};

ssize_t DeadlineStream::read(char* ptr, size_t size) {
  if (begin_ == end_) {
    if (!wait(POLLIN, deadline_)) return -1;
    const ssize_t n = ::recv(sock_, buffer_, sizeof buffer_, 0);
    if (n <= 0) return n;
    begin_ = 0, end_ = size_t(n);
  }
  const size_t n = std::min(size, end_ - begin_);
  std::memcpy(ptr, buffer_ + begin_, n);
  begin_ += n;
  return ssize_t(n);
}

ssize_t DeadlineStream::write(const char* ptr, size_t size) {
  if (!wait(POLLOUT, write_deadline())) return -1;
  return ::send(sock_, ptr, size, MSG_NOSIGNAL);
}

void DeadlineStream::address(int (*get)(int, sockaddr*, socklen_t*), std::string& ip, int& port) const {
  sockaddr_storage a{};
  socklen_t length = sizeof a;
  char text[INET6_ADDRSTRLEN] = "";
  port = 0;
  if (get(sock_, reinterpret_cast<sockaddr*>(&a), &length) != 0) return;
  if (a.ss_family == AF_INET) {
    const auto* v4 = reinterpret_cast<const sockaddr_in*>(&a);
    inet_ntop(AF_INET, &v4->sin_addr, text, sizeof text), port = ntohs(v4->sin_port);
  } else if (a.ss_family == AF_INET6) {
    const auto* v6 = reinterpret_cast<const sockaddr_in6*>(&a);
    inet_ntop(AF_INET6, &v6->sin6_addr, text, sizeof text), port = ntohs(v6->sin6_port);
  }
  ip = text;
}

}  // namespace

bool DeadlineServer::process_and_close_socket(socket_t sock) {
  DeadlineStream stream(sock, client_time_);
  bool ok = false;
  const std::chrono::milliseconds idle(keep_alive_timeout_sec_ * 1000);
  for (size_t left = keep_alive_max_count_; left > 0 && svr_sock_ != INVALID_SOCKET && stream.request_waiting(idle); --left) {
    stream.begin_request();
    bool closed = false;
    ok = process_request(stream, left == 1, closed, nullptr);
    if (!ok || closed) break;
  }
  if (stream.late()) {  // reset, not closed: what the kernel still holds for a slow reader is dropped
    const linger reset{1, 0};
    ::setsockopt(sock, SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
  } else {
    ::shutdown(sock, SHUT_RDWR);
  }
  ::close(sock);
  return ok;
}

}  // namespace rb::cli
