// Every computer opponent by name, with what the front ends show about it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "players/computer_player.h"

namespace reversi {

namespace engine {
class Book;
class Engine;
}  // namespace engine

struct OpponentInfo {
  std::string name;            // what players type: "random", "most-flips", ...
  std::string description;     // one line, English
  std::string description_ja;  // one line, Japanese
  std::string strength;        // rough strength, English: "beginner", ...
  std::string strength_ja;
  std::function<std::unique_ptr<ComputerPlayer>(std::uint64_t seed)> create;
};

// The opponent offered to a player who has not chosen one: the first level.
inline constexpr std::string_view kRecommendedOpponent = "level-1";

const std::vector<OpponentInfo>& opponents();
const OpponentInfo* find_opponent(std::string_view name);  // nullptr if there is none
// A new player of that name whose random choices follow `seed`; nullptr for no such name.
// A player that searches (the engine's levels) searches with `engine` when one is lent,
// for the player's lifetime, instead of building an engine of its own, and opens from
// `book` when one is lent (else the compiled-in book).
std::unique_ptr<ComputerPlayer> make_opponent(std::string_view name, std::uint64_t seed,
                                              engine::Engine* engine = nullptr,
                                              const engine::Book* book = nullptr);

}  // namespace reversi
