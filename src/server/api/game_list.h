// The list of a browser's own games (GET /api/games, docs/api.md). A game is reached by its
// unguessable id alone; the list shows only the games the asking browser created, known
// by the random token the page keeps in localStorage and sends in the Reversi-Player
// header, so that nobody can list anybody else's games.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "server/store/game_store.h"

namespace reversi::server {

inline constexpr std::string_view kPlayerHeader = "Reversi-Player";
inline constexpr std::size_t kDefaultGamesPerPage = 20;
inline constexpr std::size_t kMaxGamesPerPage = 100;

// A browser's token: 22 characters of base64url, 128 bits, as the page makes it.
bool is_player_token(std::string_view token);

struct GameListQuery {
  std::size_t limit = kDefaultGamesPerPage;
  std::optional<GameCursor> before;
};

// `limit=1..100&before=CURSOR`, both optional; errors name the parameter and what it
// takes. Unknown parameters are refused, so that a misspelt one is not silently ignored.
Result<GameListQuery> parse_game_list_query(std::string_view query);

// A cursor as the API writes it in `next` and reads it in `before`: "CREATED_MS.ID".
std::string cursor_text(const GameCursor& cursor);

}  // namespace reversi::server
