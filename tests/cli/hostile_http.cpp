#include "hostile_http.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

namespace rb::test {
namespace {

std::string whole_request(const std::string& request, size_t pad) {
  if (request.find("HTTP/") != std::string::npos) return request;
  return request + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: " + std::to_string(pad) + "\r\n\r\n";
}

void send_all(int fd, const std::string& bytes) {
  for (size_t done = 0; done < bytes.size();) {
    const ssize_t n = send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
    if (n <= 0) return;  // the server closed early (a 413 before the body): read its reply
    done += size_t(n);
  }
}

// Whether `text` holds a whole reply: its headers and as much body as Content-Length says.
bool complete(const std::string& text) {
  const size_t end = text.find("\r\n\r\n");
  if (end == std::string::npos) return false;
  const size_t at = text.find("Content-Length: ");
  if (at == std::string::npos || at > end) return false;
  return text.size() >= end + 4 + std::strtoul(text.c_str() + at + 16, nullptr, 10);
}

}  // namespace

RawReply send_raw(int port, const std::string& request, size_t pad) {
  RawReply reply;
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(uint16_t(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) return close(fd), reply;
  const timeval patience{5, 0};  // a server that neither reads nor closes does not hold the test
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &patience, sizeof patience);
  send_all(fd, whole_request(request, pad));
  for (size_t sent = 0; sent < pad;) {
    const std::string chunk(std::min<size_t>(pad - sent, 1 << 16), 'x');
    send_all(fd, chunk);
    sent += chunk.size();
  }
  const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  char buffer[4096];
  while (!complete(reply.text) && std::chrono::steady_clock::now() < end) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) break;
    reply.text.append(buffer, size_t(n));
  }
  close(fd);
  if (reply.text.rfind("HTTP/1.", 0) == 0 && reply.text.size() > 12) reply.status = std::atoi(reply.text.c_str() + 9);
  return reply;
}

}  // namespace rb::test
