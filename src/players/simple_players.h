// The source games' computer opponents: each scores every legal move by a fixed rule and
// plays the best, breaking ties at random so that games vary.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <random>

#include "players/computer_player.h"

namespace reversi {

// Scores a legal move; higher is better.
using MoveRule = std::function<int(const Board& board, const Move& move)>;

class RulePlayer : public ComputerPlayer {
 public:
  RulePlayer(MoveRule rule, std::uint64_t seed) : rule_(std::move(rule)), random_(seed) {}
  Decision choose(const Board& board) override;

 private:
  MoveRule rule_;
  std::mt19937_64 random_;
};

std::unique_ptr<ComputerPlayer> make_random_player(std::uint64_t seed);
std::unique_ptr<ComputerPlayer> make_most_flips_player(std::uint64_t seed);
std::unique_ptr<ComputerPlayer> make_fewest_flips_player(std::uint64_t seed);

}  // namespace reversi
