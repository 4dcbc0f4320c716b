// Plays a position to its end perfectly, for the tools that make training games: each
// move the first in square order that keeps the proven score. The moves are found by
// null-window exact solves, whose answers are exact however the solver orders its search,
// so the games are the same whatever the solver's speed.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/types.h"
#include "engine/endgame.h"
#include "engine/pattern_evaluation.h"
#include "engine/transposition_table.h"

namespace reversi::tools {

// A game as it is played: the board, whose turn it is and the moves so far.
struct PlayedGame {
  Board board = Board::start();
  Color to_move = Color::Black;
  std::vector<Square> moves;

  void play(Square sq) {
    moves.push_back(sq);
    board = board.after(sq == Square::Pass ? Move{} : board.move_at(sq));
    to_move = opposite(to_move);
  }
  // Black's final disc difference (empties to the winner); the game must be over.
  int black_score() const { return to_move == Color::Black ? board.final_score() : -board.final_score(); }
};

class PerfectPlayer {
 public:
  PerfectPlayer() : table_(16) {}

  // The exact score of `board` for its side to move.
  int exact_score(const Board& board) {
    const engine::StopSignal never;
    engine::EndgameSolver solver(table_, engine::PatternEvaluator::endgame(), never);
    return solver.solve(board, -kMaxScore, kMaxScore);
  }

  // Forgets what earlier solves stored: a new game's solves do not depend on the last's.
  void forget() { table_.clear(); }

  // Plays `game` to the end keeping its exact score.
  void play_out(PlayedGame& game) {
    table_.clear();
    const engine::StopSignal never;
    engine::EndgameSolver solver(table_, engine::PatternEvaluator::endgame(), never);
    int score = solver.solve(game.board, -kMaxScore, kMaxScore);
    while (!game.board.is_game_over()) {
      if (!game.board.can_move()) {
        game.play(Square::Pass);
      } else {
        game.play(score_keeping_move(solver, game.board, score));
      }
      score = -score;
    }
  }

 private:
  // The first move in square order that keeps the proven `score`.
  static Square score_keeping_move(engine::EndgameSolver& solver, const Board& board, int score) {
    for (Square sq : squares_of(board.moves())) {
      // No move does better than the proven score: one that reaches it keeps it.
      if (-solver.solve(board.after(board.move_at(sq)), -score, -score + 1) >= score) return sq;
    }
    throw std::logic_error("no move keeps the proven score " + std::to_string(score));
  }

  engine::TranspositionTable table_;
};

}  // namespace reversi::tools
