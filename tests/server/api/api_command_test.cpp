// The JSON API's requests parsed into commands, without a server: every route, and the
// refusals that name what is wrong (docs/api.md).
#include "server/api/api_command.h"

#include <gtest/gtest.h>

#include <string>

namespace reversi::server {
namespace {

constexpr std::string_view kToken = "AAAAAAAAAAAAAAAAAAAAAA";  // 22 characters of base64url

OrError<ApiCommand> parse(std::string_view method, std::string_view path, std::string_view body = {},
                          std::string_view player = {}, std::string_view query = {}) {
  return parse_api_request(ApiRequest{"127.0.0.1", method, path, query, body, player});
}

template <typename Command>
Command command_of(const OrError<ApiCommand>& parsed) {
  if (const auto* error = std::get_if<ApiError>(&parsed)) {
    ADD_FAILURE() << "refused " << error->status << ": " << error->message;
    return Command{};
  }
  const ApiCommand& command = std::get<ApiCommand>(parsed);
  if (!std::holds_alternative<Command>(command)) {
    ADD_FAILURE() << "another command, index " << command.index();
    return Command{};
  }
  return std::get<Command>(command);
}

ApiError error_of(const OrError<ApiCommand>& parsed) {
  if (const auto* error = std::get_if<ApiError>(&parsed)) return *error;
  ADD_FAILURE() << "accepted as command index " << std::get<ApiCommand>(parsed).index();
  return {};
}

TEST(ApiCommand, ReadsTheRoutesThatTakeNoBody) {
  command_of<CheckHealth>(parse("GET", "/healthz"));
  command_of<ListOpponents>(parse("GET", "/api/opponents"));
  command_of<ListInstances>(parse("GET", "/api/instances/"));
  EXPECT_EQ(command_of<ShowGame>(parse("GET", "/api/games/abc")).id, "abc");
  EXPECT_EQ(command_of<ShowHints>(parse("GET", "/api/games/abc/hints")).id, "abc");
  EXPECT_EQ(command_of<AnalyzeGame>(parse("GET", "/api/games/abc/analysis")).id, "abc");
  const ExportGame exported =
      command_of<ExportGame>(parse("GET", "/api/games/abc/export", {}, {}, "format=ggf"));
  EXPECT_EQ(exported.id, "abc");
  EXPECT_EQ(exported.query, "format=ggf");
}

TEST(ApiCommand, RefusesUnknownPathsAndMethods) {
  for (std::string_view path :
       {"/", "/api", "/api/nothing", "/api/games/abc/fly", "/api/games/a/b/c/d", "/metricz"}) {
    const ApiError get = error_of(parse("GET", path));
    EXPECT_EQ(get.status, kNotFound) << path;
    EXPECT_EQ(get.message, "no such path: " + std::string(path));
    EXPECT_EQ(error_of(parse("POST", path)).status, kNotFound) << path;
  }
  const ApiError wrong = error_of(parse("POST", "/api/games/abc/hints"));
  EXPECT_EQ(wrong.status, kMethodNotAllowed);
  EXPECT_EQ(wrong.message, "POST is not allowed on /api/games/abc/hints");
  EXPECT_EQ(error_of(parse("DELETE", "/api/games")).status, kMethodNotAllowed);
  EXPECT_EQ(error_of(parse("GET", "/api/games/abc/moves")).status, kMethodNotAllowed);
  EXPECT_EQ(error_of(parse("PUT", "/healthz")).status, kMethodNotAllowed);
  EXPECT_EQ(error_of(parse("GET", "/api/games/import")).status, kMethodNotAllowed);
}

TEST(ApiCommand, ReadsAGameToCreate) {
  const CreateGame plain = command_of<CreateGame>(parse("POST", "/api/games", "", kToken));
  EXPECT_EQ(plain.player, kToken);
  EXPECT_EQ(plain.seats.black, kHuman);
  EXPECT_EQ(plain.seats.white, kHuman);
  EXPECT_FALSE(plain.setup);
  EXPECT_FALSE(plain.balanced_opening);

  const CreateGame set_up = command_of<CreateGame>(
      parse("POST", "/api/games", R"({"white": "level-3", "black": null, "setup": "f5d6"})"));
  EXPECT_EQ(set_up.player, "");
  EXPECT_EQ(set_up.seats.white, "level-3");
  EXPECT_EQ(set_up.seats.black, kHuman);
  ASSERT_TRUE(set_up.setup);
  EXPECT_EQ(set_up.setup->ply(), 2U);

  EXPECT_TRUE(
      command_of<CreateGame>(parse("POST", "/api/games", R"({"balanced_opening": true})")).balanced_opening);
}

TEST(ApiCommand, NamesWhatIsWrongWithAGameToCreate) {
  auto message = [](std::string_view body, std::string_view player = {}) {
    const ApiError error = error_of(parse("POST", "/api/games", body, player));
    EXPECT_EQ(error.status, kBadRequest) << body;
    return error.message;
  };
  EXPECT_EQ(message("{"), "body: not valid JSON");
  EXPECT_EQ(message("[1]"), "body: expected a JSON object");
  EXPECT_EQ(message(R"({"black": 3})"), "'black': expected a string");
  EXPECT_EQ(message(R"({"white": "level-99"})"),
            "'white': unknown player 'level-99' (human or one of /api/opponents)");
  EXPECT_EQ(message(R"({"balanced_opening": "yes"})"), "'balanced_opening': expected true or false");
  EXPECT_EQ(message(R"({"balanced_opening": true, "setup": "f5"})"),
            "'balanced_opening': not with 'setup' (the opening is the start)");
  EXPECT_EQ(message(R"({"setup": "f5a1"})").substr(0, 7), "setup: ");
  // The first field that is wrong is the one named.
  EXPECT_EQ(message(R"({"setup": 1, "black": 2})"), "'setup': expected a string");
  EXPECT_EQ(message("{}", "not-a-token"),
            "Reversi-Player: expected this browser's token, 22 characters of A-Z a-z 0-9 - _");
}

TEST(ApiCommand, RefusesAFieldThatTheRequestDoesNotRead) {
  const ApiError misspelt = error_of(parse("POST", "/api/games", R"({"colour": "x", "black": "human"})"));
  EXPECT_EQ(misspelt.status, kBadRequest);
  EXPECT_EQ(
      misspelt.message,
      "'colour': not a field of this request (it reads balanced_opening, balanced_opening_number, black, "
      "continues, offline_id, setup, undone, white)");
  EXPECT_EQ(misspelt.reason.code, "unknown_field");
  EXPECT_EQ(error_of(parse("POST", "/api/games/abc/undo", R"({"ply": 1, "move": "f5"})")).message,
            "'move': not a field of this request (it reads ply)");
  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"colour": "black"})")).reason.code, "unknown_field");
  EXPECT_EQ(error_of(parse("POST", "/api/positions", R"({"position": "x"})")).reason.code, "unknown_field");
  EXPECT_EQ(error_of(parse("POST", "/api/games/online", R"({"seats": [], "x": 1})", kToken)).reason.code,
            "unknown_field");
  // A field that is wrong is named before one that is unknown.
  EXPECT_EQ(error_of(parse("POST", "/api/games", R"({"colour": "x", "black": 3})")).message,
            "'black': expected a string");
}

// The reasons the page words in the player's language: what is wrong, with its facts.
TEST(ApiCommand, GivesTheReasonOfAnUnknownPlayerAndABadSetup) {
  const ApiError player = error_of(parse("POST", "/api/games", R"({"black": "level-99"})"));
  EXPECT_EQ(player.reason.code, "unknown_player");
  EXPECT_EQ(player.reason.facts,
            (std::vector<std::pair<std::string, std::string>>{{"field", "black"}, {"name", "level-99"}}));

  const ApiError move = error_of(parse("POST", "/api/games", R"({"setup": "f5d6a1"})"));
  EXPECT_EQ(move.message, "setup: move 3 'a1': not legal here (legal: c3 c4 c5 c6 c7)");
  EXPECT_EQ(move.reason.code, "not_legal");
  EXPECT_EQ(move.reason.facts,
            (std::vector<std::pair<std::string, std::string>>{
                {"field", "setup"}, {"move", "3"}, {"token", "a1"}, {"legal", "c3 c4 c5 c6 c7"}}));

  const ApiError square = error_of(parse("POST", "/api/games", R"({"setup": "---Q"})"));
  EXPECT_EQ(square.reason.code, "bad_square");
  EXPECT_EQ(square.reason.facts, (std::vector<std::pair<std::string, std::string>>{
                                     {"field", "setup"}, {"number", "4"}, {"square", "d1"}, {"text", "Q"}}));

  EXPECT_EQ(error_of(parse("POST", "/api/games", R"({"setup": "hello"})")).reason.code, "not_a_square");
  EXPECT_EQ(error_of(parse("POST", "/api/games", R"({"setup": "----"})")).reason.code, "too_few_squares");

  // As in the board editor, an empty or a full board is no game to play.
  for (const std::string& board :
       {std::string(64, '-') + " X", std::string(32, 'X') + std::string(32, 'O') + " O"}) {
    const ApiError over = error_of(parse("POST", "/api/games", R"({"setup": ")" + board + R"("})"));
    EXPECT_EQ(over.message, "setup: neither side can move in this position: there is no game to play");
    EXPECT_EQ(over.reason.code, "no_moves");
  }
}

TEST(ApiCommand, ReadsMovesUndoRedoAndTheCursorWithThePlySeen) {
  const PlayMove move =
      command_of<PlayMove>(parse("POST", "/api/games/g1/moves", R"({"move": "f5", "ply": 0})"));
  EXPECT_EQ(move.game.id, "g1");
  EXPECT_EQ(move.game.ply, 0U);
  EXPECT_EQ(move.move, parse_move("f5").value());
  EXPECT_EQ(command_of<PlayMove>(parse("POST", "/api/games/g1/moves", R"({"move": "pass"})")).move,
            Square::Pass);
  EXPECT_FALSE(command_of<PlayComputerMove>(parse("POST", "/api/games/g1/computer-move")).game.ply);
  EXPECT_EQ(command_of<UndoMove>(parse("POST", "/api/games/g1/undo", R"({"ply": 7})")).game.ply, 7U);
  EXPECT_EQ(command_of<RedoMove>(parse("POST", "/api/games/g1/redo")).game.id, "g1");
  const MoveCursor cursor =
      command_of<MoveCursor>(parse("POST", "/api/games/g1/cursor", R"({"to": 4, "ply": 9})"));
  EXPECT_EQ(cursor.to, 4U);
  EXPECT_EQ(cursor.game.ply, 9U);

  EXPECT_EQ(error_of(parse("POST", "/api/games/g1/moves", "{}")).message, "'move': missing");
  EXPECT_EQ(error_of(parse("POST", "/api/games/g1/moves", R"({"move": "z9"})")).message.substr(0, 8),
            "'move': ");
  EXPECT_EQ(error_of(parse("POST", "/api/games/g1/moves", R"({"move": "f5", "ply": -1})")).message,
            "'ply': expected a whole number from 0");
  EXPECT_EQ(error_of(parse("POST", "/api/games/g1/cursor", "{}")).message, "'to': missing");
  EXPECT_EQ(error_of(parse("POST", "/api/games/g1/undo", R"({"ply": "3"})")).message,
            "'ply': expected a whole number from 0");
}

TEST(ApiCommand, ReadsTheBoardEditorsPosition) {
  const std::string start = "---------------------------OX------XO--------------------------- X";
  const DescribePosition described =
      command_of<DescribePosition>(parse("POST", "/api/positions", R"({"setup": ")" + start + R"("})"));
  EXPECT_EQ(described.position, Position{});
  EXPECT_EQ(error_of(parse("POST", "/api/positions", R"({"setup": "f5"})")).message,
            "'setup': expected a position of 64 squares and the side to move");
}

TEST(ApiCommand, ReadsAnOnlineMatchToCreate) {
  const CreateOnlineMatch drawn = command_of<CreateOnlineMatch>(parse("POST", "/api/online"));
  EXPECT_FALSE(drawn.host_color);
  EXPECT_FALSE(drawn.clock);
  const CreateOnlineMatch timed = command_of<CreateOnlineMatch>(
      parse("POST", "/api/online", R"({"color": "white", "clock": {"minutes": 0.5, "increment": 3}})"));
  EXPECT_EQ(timed.host_color, Color::White);
  ASSERT_TRUE(timed.clock);
  EXPECT_EQ(timed.clock->initial, online::Milliseconds{30'000});
  EXPECT_EQ(timed.clock->increment, online::Milliseconds{3'000});

  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"color": "red"})")).message,
            "'color': expected black, white or random, not 'red'");
  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"clock": 5})")).message,
            "'clock': expected null or {\"minutes\": M, \"increment\": S}");
  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"clock": {"minutes": 0}})")).message,
            "'clock.minutes': expected a number from 0.01 to 180");
  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"clock": {"minutes": 1, "increment": 61}})")).message,
            "'clock.increment': expected seconds from 0 to 60");

  EXPECT_FALSE(drawn.is_public);
  EXPECT_TRUE(command_of<CreateOnlineMatch>(parse("POST", "/api/online", R"({"public": true})")).is_public);
  EXPECT_FALSE(command_of<CreateOnlineMatch>(parse("POST", "/api/online", R"({"public": false})")).is_public);
  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"public": "yes"})")).message,
            "'public': expected true or false");
  EXPECT_EQ(error_of(parse("POST", "/api/online", R"({"publik": true})")).message,
            "'publik': not a field of this request (it reads clock, color, public)");
}

TEST(ApiCommand, ReadsTheOpenTableAndAJoin) {
  command_of<ListOpenMatches>(parse("GET", "/api/online/open"));
  EXPECT_EQ(command_of<JoinOnlineMatch>(parse("POST", "/api/online/" + std::string(kToken) + "/join")).id,
            kToken);
  EXPECT_EQ(
      command_of<JoinOnlineMatch>(parse("POST", "/api/online/" + std::string(kToken) + "/join", "{}")).id,
      kToken);

  EXPECT_EQ(error_of(parse("POST", "/api/online/open")).status, kMethodNotAllowed);
  EXPECT_EQ(error_of(parse("GET", "/api/online/" + std::string(kToken) + "/join")).status, kMethodNotAllowed);
  const ApiError unknown_id = error_of(parse("POST", "/api/online/not-an-id/join"));
  EXPECT_EQ(unknown_id.status, kNotFound);
  EXPECT_EQ(unknown_id.message, "no open game with this id");
  EXPECT_EQ(unknown_id.reason.code, "no_open_game");
  EXPECT_EQ(
      error_of(parse("POST", "/api/online/" + std::string(kToken) + "/join", R"({"seat": "x"})")).message,
      "'seat': not a field of this request (it reads none)");
  EXPECT_EQ(error_of(parse("POST", "/api/online/" + std::string(kToken) + "/join", "[1]")).message,
            "body: expected a JSON object");
  for (const std::string& path :
       {std::string("/api/online/closed"), "/api/online/" + std::string(kToken) + "/leave",
        "/api/online/" + std::string(kToken)}) {
    EXPECT_EQ(error_of(parse("GET", path)).status, kNotFound) << path;
  }
}

TEST(ApiCommand, ReadsTheListImportsAndOnlineSeatsOfABrowser) {
  const ListGames list = command_of<ListGames>(parse("GET", "/api/games", {}, kToken, "limit=5"));
  EXPECT_EQ(list.player, kToken);
  EXPECT_EQ(list.query.limit, 5U);
  EXPECT_EQ(error_of(parse("GET", "/api/games")).message,
            "Reversi-Player: missing; the list holds the games of the browser whose token it sends");
  EXPECT_EQ(error_of(parse("GET", "/api/games", {}, kToken, "limit=0")).status, kBadRequest);

  const ImportGames imported =
      command_of<ImportGames>(parse("POST", "/api/games/import", "f5d6\nf5f6e6\n", kToken, "name=mine.txt"));
  ASSERT_EQ(imported.games.size(), 2U);
  EXPECT_EQ(imported.games[1].moves.size(), 3U);
  EXPECT_EQ(games_created(imported), 2U);
  EXPECT_EQ(error_of(parse("POST", "/api/games/import", "f5d6")).status, kBadRequest);
  EXPECT_EQ(error_of(parse("POST", "/api/games/import", "f5f5\n", kToken, "name=mine.txt")).message,
            "mine.txt: line 1: move 2 'f5': not legal here (legal: f4 d6 f6)");
  const ImportGames skipping = command_of<ImportGames>(
      parse("POST", "/api/games/import", "f5f5\nd3\n", kToken, "name=mine.txt&skip_bad=1"));
  ASSERT_EQ(skipping.games.size(), 1U);
  ASSERT_EQ(skipping.skipped.size(), 1U);
  EXPECT_EQ(skipping.skipped[0].file, "mine.txt");
  EXPECT_EQ(skipping.skipped[0].game, "line 1");
  EXPECT_EQ(games_created(skipping), 1U);
  EXPECT_EQ(error_of(parse("POST", "/api/games/import", "d3\n", kToken, "skip_bad=yes")).message,
            "'skip_bad': expected 1 or 0, not 'yes'");

  const AddOnlineGames seats = command_of<AddOnlineGames>(
      parse("POST", "/api/games/online", R"({"seats": [{"game": "m1", "seat": "s1"}]})", kToken));
  ASSERT_EQ(seats.seats.size(), 1U);
  EXPECT_EQ(seats.seats[0].game, "m1");
  EXPECT_EQ(seats.seats[0].secret, "s1");
  EXPECT_EQ(error_of(parse("POST", "/api/games/online", R"({"seats": [{"game": "m1"}]})", kToken)).message,
            "'seats[0]': expected {\"game\", \"seat\"}");
  std::string too_many = R"({"seats": [)";
  for (std::size_t i = 0; i <= kMaxOnlineSeats; ++i)
    too_many += std::string(i ? "," : "") + R"({"game":"m","seat":"s"})";
  too_many += "]}";
  EXPECT_EQ(error_of(parse("POST", "/api/games/online", too_many, kToken)).message,
            "'seats': expected up to 200 {\"game\", \"seat\"}");
}

TEST(ApiCommand, CountsTheGamesEachCommandCreates) {
  EXPECT_EQ(games_created(command_of<CreateGame>(parse("POST", "/api/games"))), 1U);
  EXPECT_EQ(games_created(command_of<CreateOnlineMatch>(parse("POST", "/api/online"))), 1U);
  EXPECT_EQ(games_created(
                command_of<JoinOnlineMatch>(parse("POST", "/api/online/" + std::string(kToken) + "/join"))),
            1U);
  EXPECT_EQ(games_created(command_of<ListOpenMatches>(parse("GET", "/api/online/open"))), 0U);
  EXPECT_EQ(
      games_created(command_of<ImportGames>(parse("POST", "/api/games/import", "f5d6\nf5f6\n", kToken))), 2U);
  EXPECT_EQ(games_created(command_of<PlayMove>(parse("POST", "/api/games/g/moves", R"({"move": "f5"})"))),
            0U);
  EXPECT_EQ(games_created(command_of<ListGames>(parse("GET", "/api/games", {}, kToken))), 0U);
}

}  // namespace
}  // namespace reversi::server
