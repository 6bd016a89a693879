// libFuzzer harness: a game.yaml and a variant of it; see targets/variant_yaml.h.
#include "targets/variant_yaml.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_variant_yaml(rb::fuzz::text_of(data, size));
  return 0;
}
