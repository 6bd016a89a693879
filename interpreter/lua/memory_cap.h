// The sandbox's memory cap: what the Lua state holds and has ever allocated, counted by
// the allocator Lua is given, which refuses a block past the cap.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace rb {

struct MemoryCap {
  size_t cap = 256u << 20;            // bytes for the whole Lua state
  size_t used = 0;
  uint64_t allocated = 0;             // bytes ever allocated (a block's growth counts)
  bool exceeded = false;              // the running call asked for more than the cap
  bool lifted = false;                // not enforced while building the sandbox or restoring
  std::string where;                  // "file:line: " where the cap was hit

  // Whether growing a block from `old` to `size` bytes would pass the cap.
  bool refuses(size_t old, size_t size) const { return size > old && used + (size - old) > cap && !lifted; }
};

}  // namespace rb
