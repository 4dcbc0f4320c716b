#include "players/registry.h"

#include "players/openness_player.h"
#include "players/simple_players.h"

namespace reversi {

const std::vector<OpponentInfo>& opponents() {
  static const std::vector<OpponentInfo> all = {
      {"random", "Plays any legal move at random.", "打てる場所からランダムに打ちます。", "first-timer",
       "はじめて", make_random_player},
      {"most-flips", "Plays the move that flips the most discs (the Processing game's computer).",
       "いちばん多く石を返せる場所に打ちます (Processing 版の CPU)。", "beginner", "入門",
       make_most_flips_player},
      {"fewest-flips", "Plays the move that flips the fewest discs (the Godot game's Easy).",
       "返す石がいちばん少ない場所に打ちます (Godot 版のかんたん)。", "first-timer", "はじめて",
       make_fewest_flips_player},
      {"openness",
       "Plays the quietest move, with fewest empty squares next to the discs it flips; "
       "takes corners, avoids the squares next to empty ones (the Power Apps game's openness theory).",
       "返す石のまわりの空きマスが少ない手を選び、隅を取り、空いた隅の隣を避けます "
       "(Power Apps 版の開放度理論)。",
       "novice", "初級", make_openness_player},
  };
  return all;
}

const OpponentInfo* find_opponent(std::string_view name) {
  for (const OpponentInfo& info : opponents()) {
    if (info.name == name) return &info;
  }
  return nullptr;
}

std::unique_ptr<ComputerPlayer> make_opponent(std::string_view name, std::uint64_t seed) {
  const OpponentInfo* info = find_opponent(name);
  return info ? info->create(seed) : nullptr;
}

}  // namespace reversi
