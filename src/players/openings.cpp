#include "players/openings.h"

#include <array>

namespace reversi {

namespace {

// Drawn by tools/make_match_openings.cpp with its defaults:
//   build/release/tools/reversi_make_match_openings --count 100 --seed 1
constexpr std::array<Opening, 100> kOpenings = {{
    {"line 1, black +1", "f5d6c3f4f6f3g3h3"},  {"line 2, black +1", "f5d6c4g5g6e3h5b4"},
    {"line 3, black +0", "f5f6e6d6c4f4g7b4"},  {"line 4, black +0", "f5d6c6f6d7c5c4d3"},
    {"line 5, black +0", "f5f6e6f4g3f3d3c4"},  {"line 6, black +0", "f5f6f7e3d3g5f4e7"},
    {"line 7, black +1", "f5d6c5b6c3f4b5e3"},  {"line 8, black +1", "f5f6f7g5e6d7d6f4"},
    {"line 9, black +0", "f5f6c4c5b6f3f4d3"},  {"line 10, black +1", "f5d6c4g5f6f4f3d3"},
    {"line 11, black -1", "f5f4c3e6f7c5d3d2"}, {"line 12, black +1", "f5f4e3f6g6d6c5d3"},
    {"line 13, black +1", "f5f6c4g5e6d6d7c8"}, {"line 14, black +0", "f5d6c6b6c4f4d7b4"},
    {"line 15, black -1", "f5d6c3d3c4b3b2f4"}, {"line 16, black +1", "f5d6c3d3c5b3d2b4"},
    {"line 17, black -1", "f5d6c4f3e3d3g2h1"}, {"line 18, black +1", "f5d6c4f3e6f4f6f7"},
    {"line 19, black -1", "f5f4f3g4h3f6d3c4"}, {"line 20, black -1", "f5d6c3f3e3g5g3d3"},
    {"line 21, black +1", "f5f4f3d6c3d3c5g3"}, {"line 22, black +0", "f5d6c4f4f3e3c6g5"},
    {"line 23, black -1", "f5d6c5f6d7e3f2g5"}, {"line 24, black +0", "f5f6d3g5h5f4e3c5"},
    {"line 25, black +1", "f5f6e6d6c6f4g6d7"}, {"line 26, black +1", "f5d6c6f6c4g5d7c7"},
    {"line 27, black +1", "f5d6c4f4c5f6c7b4"}, {"line 28, black -1", "f5d6c7g5e6d7e7f7"},
    {"line 29, black -1", "f5f4c3e6f3e3f2c5"}, {"line 30, black -1", "f5f6e6f4g4h4c3g6"},
    {"line 31, black +0", "f5f4g3e6d3g5e7c2"}, {"line 32, black -1", "f5f6f7g5c4e3h4c3"},
    {"line 33, black -1", "f5d6c4g5f6f7g7f3"}, {"line 34, black +0", "f5f6f7f4d3c5e6g5"},
    {"line 35, black +0", "f5f4f3g4e3f2h3e6"}, {"line 36, black +0", "f5f4c3d6d3c4c5c6"},
    {"line 37, black +1", "f5d6c5b6c7f4d3e7"}, {"line 38, black +1", "f5f4e3f6g6d2f3g4"},
    {"line 39, black +0", "f5f4d3c4c3d6c5f6"}, {"line 40, black +0", "f5f6e6f4g3c6c4f3"},
    {"line 41, black -1", "f5f4f3f6f7d6e6g6"}, {"line 42, black +1", "f5f4f3f6f7g5h4f2"},
    {"line 43, black +0", "f5f6d3c3c4g5b3c5"}, {"line 44, black +0", "f5d6c4f3e3b3g2g5"},
    {"line 45, black +1", "f5f4e3d2d3f6g4f3"}, {"line 46, black +1", "f5f4e3d2c3c5e1g5"},
    {"line 47, black +1", "f5d6c5f6d3b4g7d2"}, {"line 48, black +1", "f5f4e3f2c4e6g1b3"},
    {"line 49, black +1", "f5d6c7f3c5d7d3b4"}, {"line 50, black -1", "f5f4g3e6d3g4f6e3"},
    {"line 51, black +1", "f5f6d3c3e6f4g4e7"}, {"line 52, black +1", "f5f4d3f6g3f3g5h2"},
    {"line 53, black -1", "f5f4g3f6d6f3g5h3"}, {"line 54, black +1", "f5f6c4c5b5f4g4a5"},
    {"line 55, black -1", "f5f4g3c6c3e6c5c4"}, {"line 56, black +0", "f5d6c5f4d7f6e3c4"},
    {"line 57, black +1", "f5d6c6b6d7e8c3e6"}, {"line 58, black -1", "f5f4g3e6d3c5f6e3"},
    {"line 59, black -1", "f5f4f3d6c7d7c5b6"}, {"line 60, black +0", "f5f4f3f6e6d6c6c4"},
    {"line 61, black +1", "f5f6e6d6g7h8c5b6"}, {"line 62, black +0", "f5f6f7f4f3g5g6e7"},
    {"line 63, black +0", "f5d6c3g5d7e3f4c5"}, {"line 64, black +1", "f5d6c3f3d3d2e3f4"},
    {"line 65, black +1", "f5f6e6d6e7d8c7f7"}, {"line 66, black +1", "f5d6c6b6c3f3d7c4"},
    {"line 67, black +1", "f5f4c3c4b3g6d3c6"}, {"line 68, black -1", "f5f6f7c5c4b3b6g5"},
    {"line 69, black +1", "f5d6c6f6d3d2c2f4"}, {"line 70, black -1", "f5f4e3d6c5f6e7d8"},
    {"line 71, black +1", "f5f6f7g7c4f4g4c5"}, {"line 72, black -1", "f5f4c3g6e3d3d2e6"},
    {"line 73, black -1", "f5f4f3g4c3c4h3g6"}, {"line 74, black -1", "f5f6d3c3e6f4g3f3"},
    {"line 75, black -1", "f5f4c3g6g4d3d2c2"}, {"line 76, black -1", "f5f6e6f4f3c5g4e7"},
    {"line 77, black +1", "f5d6c6f6f7b6c4f3"}, {"line 78, black +0", "f5f6f7f4f3e3c4g7"},
    {"line 79, black -1", "f5d6c4f4e6f6g6d3"}, {"line 80, black +1", "f5f4e3d6c4e2f2g6"},
    {"line 81, black -1", "f5f4d3f6g3f3g5d6"}, {"line 82, black -1", "f5f4d3f6g6c4g3g4"},
    {"line 83, black +0", "f5f4d3d6d7f6g5c7"}, {"line 84, black +0", "f5f4e3d6c5b4d7d2"},
    {"line 85, black +1", "f5f4e3d6c5c4e7c7"}, {"line 86, black +0", "f5f4d3d6e6d2c2g5"},
    {"line 87, black +1", "f5d6c5f6e7b5a5d7"}, {"line 88, black +1", "f5f6f7g7d3c5h8e3"},
    {"line 89, black -1", "f5d6c4f3c7e6f4g5"}, {"line 90, black +1", "f5f6d3f4e6c3g6d2"},
    {"line 91, black +0", "f5f4e3d2c3f6g5e6"}, {"line 92, black -1", "f5f4e3f2d3e6d7c6"},
    {"line 93, black +1", "f5d6c3d3c4g5c2f3"}, {"line 94, black +1", "f5f4d3c4f3e2c3d6"},
    {"line 95, black +0", "f5f4c3c4g3d6e3f2"}, {"line 96, black +0", "f5d6c4f4c6c5d7c7"},
    {"line 97, black +1", "f5d6c4d3e6b5b3f6"}, {"line 98, black +1", "f5d6c3f3f4d3c6f6"},
    {"line 99, black +0", "f5d6c5b4c3e3c7f4"}, {"line 100, black +0", "f5d6c7f3c3d3c2g5"},
}};

}  // namespace

std::span<const Opening> match_openings() { return kOpenings; }

std::span<const Opening> standard_start() {
  static constexpr std::array<Opening, 1> kStart = {{{"start", ""}}};
  return kStart;
}

}  // namespace reversi
