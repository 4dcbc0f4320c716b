// The built-in computer opponents, each chosen by name. These are the simple ones of the
// source games; the searching engine joins them later under the same interface.
#pragma once

#include <functional>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"

namespace reversi {

// Picks a move for the side to move; called only when that side has a legal move. Ties
// are broken with `random`, so games vary from one seed to the next.
using ChooseMove = std::function<Square(const Board& board, std::mt19937_64& random)>;

struct ComputerPlayer {
  std::string name;         // what players type: "random", "most-flips"
  std::string description;  // one line, English
  std::string description_ja;
  ChooseMove choose;
};

const std::vector<ComputerPlayer>& computer_players();
std::optional<ComputerPlayer> find_computer_player(std::string_view name);

// One of the moves that score highest by `score`, chosen at random among ties.
Square best_move_by(const Board& board, std::mt19937_64& random,
                    const std::function<int(const Board&, Square)>& score);

}  // namespace reversi
