#include "players/computer_players.h"

#include <cassert>
#include <limits>

namespace reversi {

Square best_move_by(const Board& board, std::mt19937_64& random,
                    const std::function<int(const Board&, Square)>& score) {
  assert(board.can_move());
  int best_score = std::numeric_limits<int>::min();
  std::vector<Square> best;
  for (Square sq : squares_of(board.moves())) {
    const int s = score(board, sq);
    if (s > best_score) {
      best_score = s;
      best.clear();
    }
    if (s == best_score) best.push_back(sq);
  }
  std::uniform_int_distribution<std::size_t> pick(0, best.size() - 1);
  return best[pick(random)];
}

namespace {

int flip_count(const Board& board, Square sq) { return count(board.move_at(sq).flipped); }

}  // namespace

const std::vector<ComputerPlayer>& computer_players() {
  static const std::vector<ComputerPlayer> players = {
      {"random", "Plays any legal move at random.", "打てる場所からランダムに打ちます。",
       [](const Board& board, std::mt19937_64& random) {
         return best_move_by(board, random, [](const Board&, Square) { return 0; });
       }},
      {"most-flips", "Plays the move that flips the most discs (the Processing game's computer).",
       "いちばん多く石を返せる場所に打ちます (Processing 版の CPU)。",
       [](const Board& board, std::mt19937_64& random) { return best_move_by(board, random, flip_count); }},
  };
  return players;
}

std::optional<ComputerPlayer> find_computer_player(std::string_view name) {
  for (const ComputerPlayer& player : computer_players()) {
    if (player.name == name) return player;
  }
  return std::nullopt;
}

}  // namespace reversi
