// libFuzzer harness: requests to the serve handler; see targets/serve_request.h.
#include "targets/serve_request.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_serve_request(rb::fuzz::text_of(data, size));
  return 0;
}
