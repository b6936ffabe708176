#pragma once
// The sanitizer build (unoptimised, every access checked) runs tens of times slower. There it looks
// for memory and undefined-behaviour faults, which a few games find as well as many, so the longest
// property tests play a tenth of their games; the plain build plays them all.
#include <algorithm>

#if defined(__SANITIZE_ADDRESS__)
#define TABLETOP_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TABLETOP_TEST_SANITIZED 1
#endif
#endif

namespace tabletop::testing {

#ifdef TABLETOP_TEST_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

// How many rounds a long property test plays in this build.
constexpr int rounds(int plain) { return kSanitized ? std::max(1, plain / 10) : plain; }

// A speed limit in this build: under the sanitizers it would time ASan's checks, not our code, so it
// only catches a gross slowdown there; the plain build holds the real limit.
constexpr double time_limit_ms(double plain) { return kSanitized ? plain * 4 : plain; }

}  // namespace tabletop::testing
