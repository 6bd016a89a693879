// libFuzzer harness: a game.yaml (beside fixed, benign rules); see targets/game_yaml.h.
#include "targets/game_yaml.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_game_yaml(rb::fuzz::text_of(data, size));
  return 0;
}
