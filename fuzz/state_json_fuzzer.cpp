// libFuzzer harness: a saved State (JSON); see targets/state_json.h.
#include "targets/state_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_state_json(rb::fuzz::text_of(data, size));
  return 0;
}
