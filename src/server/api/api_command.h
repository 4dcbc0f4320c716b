// A request to the JSON API (docs/api.md) as a typed command: the route it names and its
// fields, read and checked. Parsing is pure (no store, no engine, no clock), so every
// route and every refusal can be tested without a server; the handlers then act on
// commands that are already well formed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/bad_game.h"
#include "core/game.h"
#include "core/game_record.h"
#include "local_game/hosted_game.h"
#include "online/match.h"
#include "players/computer_player.h"
#include "server/api/api_request.h"
#include "server/api/api_response.h"
#include "server/api/game_list.h"

namespace reversi::server {

// A game to act on. Requests that change a game may say which ply they saw, so that a
// page that is behind (a second tab, a repeated click) cannot act on a position it has
// not shown.
struct GameAt {
  std::string id;
  std::optional<std::size_t> ply = std::nullopt;
};

struct CheckHealth {};     // GET /healthz
struct ListOpponents {};   // GET /api/opponents
struct ListInstances {};   // GET /api/instances
struct DescribePosition {  // POST /api/positions
  Position position;
};
struct CreateOnlineMatch {          // POST /api/online
  std::optional<Color> host_color;  // none: drawn at random
  std::optional<online::ClockSettings> clock;
  bool is_public = false;  // listed on the open table; else the guest comes by the link
};
struct ListOpenMatches {};  // GET /api/online/open
struct JoinOnlineMatch {    // POST /api/online/{id}/join
  std::string id;
};
struct ListGames {  // GET /api/games
  std::string player;
  GameListQuery query;
};
struct CreateGame {    // POST /api/games
  std::string player;  // empty: the game goes into no browser's list
  Seats seats;
  // Its moves to the cursor; a game played offline also its moves taken back, after it.
  std::optional<Game> setup;
  bool balanced_opening = false;
  // A game the page played offline: its own id for it (a token), so that sending it again
  // stores nothing more (GameStore::insert_offline). Empty: a new game.
  std::string offline_id;
  // With offline_id: the server's game that the page took over offline and played on,
  // which becomes this one if it is still as the page took it. Empty: none.
  std::string continues;
  // With offline_id and setup: the balanced opening the game began with (its moves the
  // setup's first), so that the stored game keeps it; 0: none.
  std::size_t balanced_opening_number = 0;
};
struct ImportGames {  // POST /api/games/import
  std::string player;
  std::vector<GameRecord> games;  // in the file's order
  std::vector<BadGame> skipped;   // with skip_bad=1: the games that could not be read
};
struct OnlineSeat {
  std::string game;
  std::string secret;
};
struct AddOnlineGames {  // POST /api/games/online
  std::string player;
  std::vector<OnlineSeat> seats;
};
struct ShowGame {  // GET /api/games/{id}
  std::string id;
};
struct ExportGame {  // GET /api/games/{id}/export
  std::string id;
  std::string_view query;
};
struct ShowHints {  // GET /api/games/{id}/hints
  std::string id;
};
struct AnalyzeGame {  // GET /api/games/{id}/analysis
  std::string id;
};
struct PlayMove {  // POST /api/games/{id}/moves
  GameAt game;
  Square move;
};
struct PlayComputerMove {  // POST /api/games/{id}/computer-move
  GameAt game;
  std::optional<Decision> found;  // found by the page's engine; searched here when empty
};
struct UndoMove {  // POST /api/games/{id}/undo
  GameAt game;
};
struct RedoMove {  // POST /api/games/{id}/redo
  GameAt game;
};
struct MoveCursor {  // POST /api/games/{id}/cursor
  GameAt game;
  std::size_t to;
};

using ApiCommand = std::variant<CheckHealth, ListOpponents, ListInstances, DescribePosition,
                                CreateOnlineMatch, ListOpenMatches, JoinOnlineMatch, ListGames, CreateGame,
                                ImportGames, AddOnlineGames, ShowGame, ExportGame, ShowHints, AnalyzeGame,
                                PlayMove, PlayComputerMove, UndoMove, RedoMove, MoveCursor>;

// The online seats one request may present: more than a browser keeps in a long while.
inline constexpr std::size_t kMaxOnlineSeats = 200;

// The command `request` asks for, or why it cannot be one: 404 for a path the API does
// not have, 405 for a method the path does not take, 400 for a body, query or header that
// is malformed, naming the field.
OrError<ApiCommand> parse_api_request(const ApiRequest& request);

// 404 for joining a match that is not on the open table (an id that names none, or a
// private match).
ApiError no_open_game();

// The games a command adds: one for a new game or online match, or for joining a public
// one, each game of an imported file. A request that adds any counts once against its
// client address's limit a minute; imported games count one by one against the address's
// limit a day.
std::size_t games_created(const ApiCommand& command);

}  // namespace reversi::server
