// The engine's score for every legal move of a position, as hints and analysis show
// them, remembered per position: the analysis of a game in progress then costs one new
// search per move played, and hints for a position already analysed cost nothing.
#pragma once

#include <chrono>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

#include "engine/engine.h"

namespace reversi::engine {

// Deep enough to be worth showing; the time cap keeps a page waiting under a second per
// position even where a search this deep would take long (the deepest finished depth
// counts).
inline constexpr int kAnalysisDepth = 8;
inline constexpr int kAnalysisExactEmpties = 14;
inline constexpr std::chrono::milliseconds kAnalysisTime{700};
// Each move's expected line is cut to this many plies: as far as a player reads ahead at
// a glance, and a bound on what the cache keeps per position.
inline constexpr std::size_t kShownLinePlies = 10;

// Cuts each move's line to kShownLinePlies, as hints and the analysis board show them.
void cut_shown_lines(std::vector<MoveValue>& values);

class MoveScores {
 public:
  // Every legal move of `board` (seen from the side to move), best first, each with its
  // expected line (at most kShownLinePlies); empty when the side to move must pass.
  std::vector<MoveValue> of(Engine& engine, const Board& board);
  // The same when `board` was scored before, without a search.
  std::optional<std::vector<MoveValue>> known(const Board& board);

 private:
  struct BoardHash {
    std::size_t operator()(const Board& board) const {
      return std::hash<Bitboard>{}(board.player * 0x9E3779B97F4A7C15ULL ^ board.opponent);
    }
  };
  static constexpr std::size_t kMaxPositions = 100'000;

  std::mutex mutex_;
  std::unordered_map<Board, std::vector<MoveValue>, BoardHash> scores_;
};

}  // namespace reversi::engine
