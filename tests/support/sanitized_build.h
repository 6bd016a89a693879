// Whether this test binary was built under AddressSanitizer (tools/setup/sanitize.sh), where
// every ply of play costs several times what it costs in the Release build. The suites that
// play many games of every game and variant play fewer there: the Release run plays them all
// and catches wrong play; the sanitizer run is there for memory faults and undefined
// behaviour, which the first games of each variant reach as well.
#pragma once

namespace rb::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitizedBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
#else
inline constexpr bool kSanitizedBuild = false;
#endif

// `full` in a plain build, `sanitized` in a sanitizer build.
constexpr int per_build(int full, int sanitized) { return kSanitizedBuild ? sanitized : full; }

}  // namespace rb::test
