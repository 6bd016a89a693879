// A raw HTTP client for the hostile corpus: sends bytes as they are (a broken request line,
// a huge body, a header a browser never sends) and reads whatever comes back.
#pragma once

#include <cstddef>
#include <string>

namespace rb::test {

struct RawReply {
  int status = 0;    // from the status line; 0 when none came
  std::string text;  // the whole reply, headers included
};

// Sends `request` to 127.0.0.1:`port`, then `pad` bytes of 'x', and reads until the server
// closes the connection or the reply's Content-Length is in (at most 30 s). A request that
// does not contain "HTTP/" is shorthand: "METHOD TARGET" becomes a whole request whose
// body is the padding.
RawReply send_raw(int port, const std::string& request, size_t pad);

}  // namespace rb::test
