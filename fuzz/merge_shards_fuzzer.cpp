// libFuzzer harness: the shards `rulebook merge` reads; see targets/merge_shards.h.
#include "targets/merge_shards.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_merge_shards(rb::fuzz::text_of(data, size));
  return 0;
}
