#include "players/openings.h"

#include <array>

namespace reversi {

namespace {

// Black opens f5 in all of them (the other first moves give the same positions turned
// round), then each of White's three replies: the perpendicular d6, the diagonal f6 and
// the parallel f4, the last one sparingly since it is thought to favour Black.
constexpr std::array<Opening, 24> kOpenings = {{
    {"tiger", "f5d6c3d3c4"},
    {"tiger, f4", "f5d6c3d3c4f4"},
    {"tiger, f4 f6", "f5d6c3d3c4f4f6"},
    {"tiger, f4 e6", "f5d6c3d3c4f4e6"},
    {"tiger, f4 c5 b3", "f5d6c3d3c4f4c5b3"},
    {"tiger, b3", "f5d6c3d3c4b3"},
    {"rabbit", "f5d6c5f4e3"},
    {"rabbit, c6", "f5d6c5f4e3c6"},
    {"rabbit, f6", "f5d6c5f4e3f6"},
    {"perpendicular, c5 f4 d3", "f5d6c5f4d3"},
    {"perpendicular, c5 f6", "f5d6c5f6"},
    {"perpendicular, c4 g5", "f5d6c4g5"},
    {"perpendicular, c6 f4", "f5d6c6f4"},
    {"cow", "f5f6e6f4e3"},
    {"cow, c5 c4", "f5f6e6f4e3c5c4"},
    {"cow, d6", "f5f6e6f4e3d6"},
    {"buffalo", "f5f6e6f4c3"},
    {"heath", "f5f6e6f4g5"},
    {"heath, e7", "f5f6e6f4g5e7"},
    {"diagonal, f4 g6", "f5f6e6f4g6"},
    {"diagonal, f4 g4", "f5f6e6f4g4"},
    {"diagonal, f4 f3", "f5f6e6f4f3"},
    {"diagonal, d6", "f5f6e6d6"},
    {"parallel, e3 f6 d3", "f5f4e3f6d3"},
}};

}  // namespace

std::span<const Opening> match_openings() { return kOpenings; }

}  // namespace reversi
