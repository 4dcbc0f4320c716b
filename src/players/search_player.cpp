#include "players/search_player.h"

#include "players/seeded_choice.h"

namespace reversi {

const std::vector<Level>& levels() {
  // Every level judges the board by the patterns: the hand features' judgement made a
  // cliff above the levels that used it, where two of their plies were worth one of the
  // patterns'. The lower levels step by a ply, and by the empties they solve from where a
  // ply was too large a step; level 8 searches two plies more than level 7, so that level
  // 9's half second is not too large a step above it. The two top levels search as deep
  // as level 8 first (level 10 deeper), then deeper while their budgets last: deepening
  // from depth 1 on the budget alone, a slow ply could leave a shallower move than the
  // level below's. Level 10's first depth also has it solve from 26 empties, two more than
  // level 9. Level 9 has half a second a move, so that level 10's four seconds keep it a
  // rung above, while level 9 stays a rung above level 8.
  // The matches behind these choices: docs/benchmarks/levels.md#the-ladder.
  // A level plays perfectly from engine::solved_empties, its depth plus its exact_empties
  // (up to 14): the look-ahead reaches the solved part of the game before the root does.
  // The book: the weaker levels never open from it (their own mistakes are part of their
  // level); levels 5-8 for their first moves, at random among the moves up to 2 discs
  // from the best, so that their games vary where the search would repeat itself; the top
  // two all through the book, within a disc of the best.
  using engine::Judgement;
  constexpr BookUse kOpening{2, 10};
  constexpr BookUse kWholeBook{1, kSquareCount};
  static const std::vector<Level> all = {
      {1, 2, 14, std::nullopt, Judgement::Patterns},
      {2, 3, 13, std::nullopt, Judgement::Patterns},
      {3, 4, 12, std::nullopt, Judgement::Patterns},
      {4, 5, 14, std::nullopt, Judgement::Patterns},
      {5, 6, 14, std::nullopt, Judgement::Patterns, kOpening},
      {6, 7, 16, std::nullopt, Judgement::Patterns, kOpening},
      {7, 8, 18, std::nullopt, Judgement::Patterns, kOpening},
      {8, 10, 18, std::nullopt, Judgement::Patterns, kOpening},
      {9, 10, 20, std::chrono::milliseconds(500), Judgement::Patterns, kWholeBook},
      {10, 12, 20, std::chrono::milliseconds(4000), Judgement::Patterns, kWholeBook},
  };
  return all;
}

const Level& classic_level() {
  // The endgame tables from 30 empties made it far stronger than the same depth without
  // them (docs/benchmarks-history.md#the-top-two-levels).
  static const Level classic{0, 10, 20, std::chrono::milliseconds(4000),
                             engine::Judgement::FeaturesThenEndgamePatterns};
  return classic;
}

std::string level_name(const Level& level) {
  return level.number == 0 ? "classic" : "level-" + std::to_string(level.number);
}

const Level* find_level(std::string_view name) {
  for (const Level& level : levels()) {
    if (name == level_name(level)) return &level;
  }
  return name == level_name(classic_level()) ? &classic_level() : nullptr;
}

engine::SearchLimits search_limits(const Level& level) {
  engine::SearchLimits limits;
  limits.depth = level.depth;
  limits.exact_empties = level.exact_empties;
  limits.judgement = level.judgement;
  // The levels without a time budget must still answer in seconds, the same move whatever
  // the load: their solve has a node budget (the timed levels' solve stops on the clock).
  // Most solves need far less, but a few, lopsided ones above all, need many times more;
  // the budget, with the proof of who wins after it (half as many nodes again), keeps
  // those to seconds too. Measured: docs/benchmarks/levels.md#the-ladder ("The untimed levels'
  // solve budget").
  if (!level.time) limits.solve_nodes = kLevelSolveNodes;
  limits.budget = level.time;
  return limits;
}

SearchPlayer::SearchPlayer(const Level& level, std::uint64_t seed, const engine::Book& book)
    : limits_(search_limits(level)),
      own_engine_(
          std::make_unique<engine::Engine>(engine::EngineOptions{.hash_megabytes = 16, .threads = 1})),
      engine_(*own_engine_),
      book_use_(level.book),
      book_(book),
      random_(seed) {}

SearchPlayer::SearchPlayer(const Level& level, engine::Engine& engine, std::uint64_t seed,
                           const engine::Book& book)
    : limits_(search_limits(level)), engine_(engine), book_use_(level.book), book_(book), random_(seed) {}

std::optional<Decision> SearchPlayer::book_move(const Board& board) {
  const int plies = Board::start().empty_count() - board.empty_count();
  if (!book_use_ || plies >= book_use_->plies) return std::nullopt;
  const std::vector<engine::BookMove> moves = book_.moves(board);  // best first
  if (moves.empty()) return std::nullopt;
  std::size_t near_best = 0;
  while (near_best < moves.size() && moves.front().value - moves[near_best].value <= book_use_->margin)
    ++near_best;
  const engine::BookMove& chosen = moves[seeded_choice(random_, near_best)];
  Decision decision{chosen.move, {}};
  const Move move = board.move_at(chosen.move);
  decision.reason.flipped = count(move.flipped);
  decision.reason.takes_corner = (bit(move.square) & kCorners) != 0;
  decision.reason.expected_score = chosen.value;
  decision.reason.from_book = true;
  decision.reason.expected_line = {chosen.move};
  return decision;
}

Decision SearchPlayer::choose(const Board& board) {
  if (std::optional<Decision> from_book = book_move(board)) return *from_book;
  return searched_move(board, limits_);
}

Decision SearchPlayer::choose_on_clock(const Board& board, const engine::ClockState& clock) {
  if (std::optional<Decision> from_book = book_move(board)) return *from_book;
  return searched_move(board, engine::limits_on_clock(limits_, clock, board.empty_count()));
}

Decision SearchPlayer::searched_move(const Board& board, const engine::SearchLimits& limits) {
  const engine::SearchResult result = engine_.search(board, limits);
  Decision decision{result.best_move, {}};
  const Move move = board.move_at(result.best_move);
  decision.reason.flipped = count(move.flipped);
  decision.reason.takes_corner = (bit(move.square) & kCorners) != 0;
  decision.reason.expected_score = engine::rounded_discs(result.value);
  decision.reason.exact = result.exact;
  decision.reason.expected_line = result.principal_variation;
  return decision;
}

}  // namespace reversi
