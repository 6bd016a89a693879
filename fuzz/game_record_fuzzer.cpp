// libFuzzer harness: game logs and saves as replay and play --resume read them; see
// targets/game_record.h.
#include "targets/game_record.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_game_record(rb::fuzz::text_of(data, size));
  return 0;
}
