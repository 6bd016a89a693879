// libFuzzer harness: the command line's options as main() parses them; see
// targets/cli_options.h.
#include "targets/cli_options.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_cli_options(rb::fuzz::text_of(data, size));
  return 0;
}
