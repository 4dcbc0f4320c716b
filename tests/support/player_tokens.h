// Two browsers' player tokens, as the page makes them (22 characters of base64url).
#pragma once

namespace reversi::testing {

inline constexpr const char* kAlice = "AliceAliceAliceAlice-_";
inline constexpr const char* kBob = "BobBobBobBobBobBobBob0";

}  // namespace reversi::testing
