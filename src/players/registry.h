// Every computer opponent by name, with the facts the front ends put into words: how it
// plays, how strong it is, and how it searches. The words themselves live in the front ends
// (the page's i18n.js, the terminal's opponents command), in each one's languages.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "players/computer_player.h"

namespace reversi {

namespace engine {
class Book;
class Engine;
}  // namespace engine

// Whom an opponent suits, weakest first: a first-timer's first games up to an expert's.
enum class StrengthGroup { FirstGames, Casual, Club, Strong, Expert };
std::string_view strength_group_name(StrengthGroup group);  // "first-games", "casual", ...

// How an opponent chooses its move: one of the simple rules, or the engine's search.
enum class PlayStyle { Random, MostFlips, FewestFlips, Openness, Search };
std::string_view play_style_name(PlayStyle style);  // "random", "most-flips", ..., "search"

// A measured match (docs/benchmarks/levels.md, the ladder): this opponent's score against another.
struct MeasuredStrength {
  std::string against;     // the other opponent's name
  double score;            // percent of the points, a draw half a win
  std::optional<int> elo;  // the Elo difference; none where one side won every game
  int games;
};

// How a level searches, for the serious player.
struct SearchFacts {
  int depth;                                      // looks this many moves ahead, always
  std::optional<std::chrono::milliseconds> time;  // then deeper until this much time has gone
  int solves_from;                                // plays perfectly from this many empty squares
  std::optional<int> book_plies;                  // opens from the book in this many first moves
};

struct OpponentInfo {
  std::string name;          // what players type: "random", "most-flips", ...
  std::optional<int> level;  // 1-10 on the engine's ladder
  StrengthGroup group;
  PlayStyle style;
  std::optional<MeasuredStrength> measured;
  std::optional<SearchFacts> search;  // the levels and classic
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
