// Whole games whose every move and result are known, for the game-file tests. Found by
// random play and checked by every reader that reads them.
#pragma once

namespace reversi::testing {

// White has no move after the 53rd move and passes; black ends with 50 discs to 14.
inline constexpr const char* kGameWithAPass =
    "d3c3c4c5b5f3b2b4b3a2f5a6e3b1a5f6e6d2g3a4g7f2a3h4f1e2e1g1h3d1a1g6c2g8f4f7c1d6h1h2h7h5c6g5h8d7e7c7f8e8a7b6"
    "g"
    "2d8b8h6b7a8g4c8";

// White loses every disc in nine moves: 13 to 0, so +64 with the empty squares.
inline constexpr const char* kWipeOut = "d3c3f5f4f3d2d1e3b3";

}  // namespace reversi::testing
