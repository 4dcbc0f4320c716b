// The engine's levels as opponents: `level-1` .. `level-10`, looking further ahead and
// solving the endgame exactly earlier as the level rises. The weaker levels judge a board
// by the hand-weighted features, the stronger ones by the whole-game patterns; the top
// level also has a time budget: once its depth is finished, it looks deeper while the
// budget lasts. From level 5 up the levels open from the opening book (engine/book.h),
// the top two all through it. `classic` is the former top level, kept as a yardstick.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "engine/book_files.h"
#include "engine/engine.h"
#include "players/computer_player.h"

namespace reversi {

// How a level plays from the opening book: at random among the book moves within
// `margin` discs of the best, in the first `plies` moves of the game.
struct BookUse {
  int margin;
  int plies;
};

struct Level {
  int number;         // 1-10 on the ladder; 0 for classic, which is not on it
  int depth;          // midgame look-ahead in plies, always finished
  int exact_empties;  // solves exactly from this many empty squares (see solved_empties)
  // Per move: once `depth` is finished, deeper searches until this much time has gone.
  std::optional<std::chrono::milliseconds> time;
  engine::Judgement judgement;
  std::optional<BookUse> book = std::nullopt;  // none: the level always searches
};

const std::vector<Level>& levels();
// The top level before the whole-game patterns (it judged boards by the features, then by
// the endgame tables from 30 empties): what the new levels are measured against.
const Level& classic_level();
std::string level_name(const Level& level);  // "level-N", or "classic"
// The level called `name` (classic included), or nullptr for any other name.
const Level* find_level(std::string_view name);

// The node budget of the solve of a level without a time budget (see search_limits).
inline constexpr std::uint64_t kLevelSolveNodes = 40'000'000;

// What a level asks of the engine each move, its time budget included.
engine::SearchLimits search_limits(const Level& level);

class SearchPlayer : public ComputerPlayer {
 public:
  // Searches with an engine of its own; `seed` drives its choices among book moves, which
  // come from `book` (lent for the player's lifetime).
  SearchPlayer(const Level& level, std::uint64_t seed, const engine::Book& book = engine::default_book());
  // Searches with `engine`, lent for the player's lifetime: a server's engine thread
  // lends its own instead of building a table for every move.
  SearchPlayer(const Level& level, engine::Engine& engine, std::uint64_t seed,
               const engine::Book& book = engine::default_book());
  Decision choose(const Board& board) override;
  // The level's search within the clock's time for this move (engine::limits_on_clock);
  // book moves as without a clock, since they take no time.
  Decision choose_on_clock(const Board& board, const engine::ClockState& clock) override;

 private:
  // A book move within the level's margin, or none when the level does not use the book
  // here or the book does not have the position.
  std::optional<Decision> book_move(const Board& board);
  Decision searched_move(const Board& board, const engine::SearchLimits& limits);

  engine::SearchLimits limits_;
  std::unique_ptr<engine::Engine> own_engine_;  // none when lent one
  engine::Engine& engine_;
  std::optional<BookUse> book_use_;
  const engine::Book& book_;
  std::mt19937_64 random_;
};

}  // namespace reversi
