// libFuzzer harness: a scenario file; see targets/scenario_yaml.h.
#include "targets/scenario_yaml.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  rb::fuzz::feed_scenario_yaml(rb::fuzz::text_of(data, size));
  return 0;
}
