// Whole games whose every move and result are known. The first two, found by random play,
// are for the game-file tests and checked by every reader that reads them; the last, for
// the server's analysis.
#pragma once

namespace reversi::testing {

// White has no move after the 53rd move and passes; black ends with 50 discs to 14.
inline constexpr const char* kGameWithAPass =
    "d3c3c4c5b5f3b2b4b3a2f5a6e3b1a5f6e6d2g3a4g7f2a3h4f1e2e1g1h3d1a1g6c2g8f4f7c1d6h1h2h7h5c6g5h8d7e7c7f8e8a7b6"
    "g"
    "2d8b8h6b7a8g4c8";

// White loses every disc in nine moves: 13 to 0, so +64 with the empty squares.
inline constexpr const char* kWipeOut = "d3c3f5f4f3d2d1e3b3";

// A whole game of strong play (level-10, white, against classic: 28-36), whose analysis
// searches sixty positions, many of them deep: seconds of engine time, so that a test's
// client can leave while it runs.
inline constexpr const char* kLongAnalysis =
    "f5d6c3f4f6f3g3h3d3g5e6e7c4c5c7f7c6b5b4d7a6c8f2a4h6h5g6e3g4d2c2h4h2e2d1a3f8g8e1e8a5a7b6b3"
    "d8b1h8h7g7h1g2g1f1c1b8b7a8a2b2a1";

}  // namespace reversi::testing
