// `serve`'s HTTP server: cpp-httplib's, with a deadline for each request as a whole. The
// library's timeouts are per read and per write, so a client sending a byte every few
// seconds (or taking in a response a byte at a time) would hold a connection thread for
// ever; here a request must arrive whole within `client_seconds` of its first byte, and
// its response be taken within `client_seconds` of the first byte written. A connection
// that sends nothing is let go after the keep-alive timeout.
#pragma once

#include <httplib.h>

#include <chrono>

namespace rb::cli {

class DeadlineServer : public httplib::Server {
 public:
  explicit DeadlineServer(std::chrono::milliseconds client_time) : client_time_(client_time) {}

 private:
  bool process_and_close_socket(socket_t sock) override;  // one connection, its requests in turn
  std::chrono::milliseconds client_time_;
};

}  // namespace rb::cli
