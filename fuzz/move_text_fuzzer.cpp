// libFuzzer harness: move text; see targets/move_text.h.
#include "targets/move_text.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_move_text(rb::fuzz::text_of(data, size));
  return 0;
}
