#include "server/api/api_command.h"

#include <algorithm>
#include <utility>

#include "core/game_file.h"
#include "core/notation.h"
#include "players/openings.h"
#include "players/registry.h"
#include "server/api/body_fields.h"
#include "server/api/found_move.h"
#include "server/api/game_transfer.h"

namespace reversi::server {

namespace {

std::vector<std::string_view> split_path(std::string_view path) {
  std::vector<std::string_view> parts;
  while (!path.empty()) {
    const std::size_t slash = path.find('/');
    if (slash != 0) parts.push_back(path.substr(0, slash));
    if (slash == std::string_view::npos) break;
    path.remove_prefix(slash + 1);
  }
  return parts;
}

ApiError no_such_path(std::string_view path) { return {kNotFound, "no such path: " + std::string(path)}; }

ApiError method_not_allowed(const ApiRequest& request) {
  return {kMethodNotAllowed, std::string(request.method) + " is not allowed on " + std::string(request.path)};
}

// The browser's token, when it sent one, must be one: a malformed one is refused rather
// than taken for none, so that a page with a broken token learns of it before its games
// go missing. `missing`: why the request needs one, or nothing when it may go without.
std::optional<ApiError> refused_token(const ApiRequest& request, const char* missing = nullptr) {
  if (!request.player.empty() && !is_player_token(request.player)) {
    return ApiError{kBadRequest, std::string(kPlayerHeader) +
                                     ": expected this browser's token, 22 characters of A-Z a-z 0-9 - _"};
  }
  if (request.player.empty() && missing) {
    return ApiError{kBadRequest, std::string(kPlayerHeader) + ": missing; " + missing};
  }
  return std::nullopt;
}

std::string seat(BodyFields& fields, const char* colour) {
  const std::string name = fields.text(colour).value_or(std::string(kHuman));
  if (name != kHuman && !find_opponent(name)) {
    fields.fail(
        std::string("'") + colour + "': unknown player '" + name + "' (human or one of /api/opponents)",
        {"unknown_player", {{"field", colour}, {"name", printable(name)}}});
  }
  return name;
}

// The board editor's position: 64 squares and the side to move.
OrError<ApiCommand> parse_describe_position(BodyFields fields) {
  const std::optional<std::string> setup = fields.text("setup");
  if (fields.failed()) return fields.error();
  if (!setup || !is_position_text(*setup)) {
    return ApiError{kBadRequest, "'setup': expected a position of 64 squares and the side to move"};
  }
  Result<Position> position = parse_position(*setup);
  if (!position) return ApiError{kBadRequest, "setup: " + position.error()};
  return DescribePosition{std::move(position).value()};
}

// "clock": null or {"minutes": M, "increment": S}: minutes per side (fractions allowed,
// from 0.01, which is 600 ms, to three hours) and seconds added after each move (up to a
// minute). Below the minimum the clock would round to nothing.
std::optional<online::ClockSettings> clock_settings(BodyFields& fields) {
  const nlohmann::json* clock = fields.object("clock", "expected null or {\"minutes\": M, \"increment\": S}");
  if (!clock) return std::nullopt;
  const auto minutes = clock->find("minutes");
  if (minutes == clock->end() || !minutes->is_number() || *minutes < 0.01 || *minutes > 180) {
    fields.fail("'clock.minutes': expected a number from 0.01 to 180");
    return std::nullopt;
  }
  double increment_seconds = 0;
  const auto increment = clock->find("increment");
  if (increment != clock->end() && !increment->is_null()) {
    if (!increment->is_number() || *increment < 0 || *increment > 60) {
      fields.fail("'clock.increment': expected seconds from 0 to 60");
      return std::nullopt;
    }
    increment_seconds = increment->get<double>();
  }
  return online::ClockSettings{
      online::Milliseconds{static_cast<std::int64_t>(minutes->get<double>() * 60'000)},
      online::Milliseconds{static_cast<std::int64_t>(increment_seconds * 1000)}};
}

// {"color": "black" | "white" | "random", "clock": ..., "public": true | false}.
OrError<ApiCommand> parse_create_online_match(BodyFields fields) {
  CreateOnlineMatch command;
  const std::string color = fields.text("color").value_or("random");
  if (color == "black" || color == "white") {
    command.host_color = color == "black" ? Color::Black : Color::White;
  } else if (color != "random") {
    fields.fail("'color': expected black, white or random, not '" + color + "'");
  }
  command.clock = clock_settings(fields);
  command.is_public = fields.flag("public");
  if (fields.failed()) return fields.error();
  return command;
}

// POST /api/online/{id}/join, with no fields.
OrError<ApiCommand> parse_join_online_match(std::string_view id, BodyFields fields) {
  if (fields.failed()) return fields.error();
  // Match ids are written as browsers' tokens are; anything else names no match.
  if (!is_player_token(id)) return no_open_game();
  return JoinOnlineMatch{std::string(id)};
}

OrError<ApiCommand> parse_list_games(const ApiRequest& request) {
  if (auto refused = refused_token(request, "the list holds the games of the browser whose token it sends")) {
    return std::move(*refused);
  }
  Result<GameListQuery> query = parse_game_list_query(request.query);
  if (!query) return ApiError{kBadRequest, query.error()};
  return ListGames{std::string(request.player), std::move(query).value()};
}

// Plays `undone`, the moves taken back after the position `game` is at, and goes back to
// that position, so that redo replays them as it would have where they were taken back.
std::optional<ApiError> record_undone(Game& game, std::string_view undone) {
  const std::size_t cursor = game.ply();
  const Result<std::vector<Square>> moves = parse_transcript(undone, game.position());
  if (!moves) {
    Reason reason = moves.failure().reason;
    reason.facts.insert(reason.facts.begin(), {"field", "undone"});
    return ApiError{kBadRequest, "undone: " + moves.error(), nullptr, 0, std::move(reason)};
  }
  // The game plays forced passes itself.
  for (Square sq : moves.value()) {
    if (sq == Square::Pass) continue;
    if (const Result<Move> played = game.play(sq); !played) {
      return ApiError{kBadRequest, "undone: " + square_name(sq) + ": " + played.error()};
    }
  }
  game.go_to(cursor);
  return std::nullopt;
}

OrError<ApiCommand> parse_create_game(const ApiRequest& request, BodyFields fields) {
  if (auto refused = refused_token(request)) return std::move(*refused);
  CreateGame command;
  command.player = request.player;
  const std::optional<std::string> setup = fields.text("setup");
  command.seats.black = seat(fields, "black");
  command.seats.white = seat(fields, "white");
  command.balanced_opening = fields.flag("balanced_opening");
  command.offline_id = fields.text("offline_id").value_or("");
  command.continues = fields.text("continues").value_or("");
  const std::string undone = fields.text("undone").value_or("");
  const std::optional<int> opening_number =
      fields.integer("balanced_opening_number", 1, static_cast<int>(match_openings().size()));
  if (fields.failed()) return fields.error();
  if (!command.offline_id.empty() && !is_player_token(command.offline_id)) {
    return ApiError{kBadRequest,
                    "'offline_id': expected the page's id for the game, 22 characters of A-Z a-z 0-9 - _"};
  }
  if (!command.continues.empty() && command.offline_id.empty()) {
    return ApiError{kBadRequest, "'continues': only with 'offline_id' (a game played on offline)"};
  }
  if (!command.continues.empty() && !is_player_token(command.continues)) {
    return ApiError{kBadRequest, "'continues': expected the id of a game of this server"};
  }
  if (!command.offline_id.empty() && command.player.empty()) {
    return ApiError{kBadRequest,
                    std::string(kPlayerHeader) +
                        ": missing; a game played offline goes into the list of the browser that "
                        "played it"};
  }
  if (command.balanced_opening && setup) {
    return ApiError{kBadRequest, "'balanced_opening': not with 'setup' (the opening is the start)"};
  }
  if (setup) {
    Result<Game> game = Game::from_setup(*setup);
    if (!game) {
      Reason reason = game.failure().reason;
      reason.facts.insert(reason.facts.begin(), {"field", "setup"});
      return ApiError{kBadRequest, "setup: " + game.error(), nullptr, 0, std::move(reason)};
    }
    // As the board editor does: a position where neither side can move is no game to play.
    if (game.value().is_over() && game.value().ply() == 0) {
      return ApiError{kBadRequest, "setup: neither side can move in this position: there is no game to play",
                      nullptr, 0, Reason{"no_moves", {{"field", "setup"}}}};
    }
    command.setup = std::move(game).value();
  }
  if (!undone.empty()) {
    if (command.offline_id.empty() || !command.setup) {
      return ApiError{kBadRequest,
                      "'undone': only with 'offline_id' and 'setup' (the moves taken back in a game "
                      "played offline)"};
    }
    if (std::optional<ApiError> refused = record_undone(*command.setup, undone)) return std::move(*refused);
  }
  if (opening_number) {
    if (command.offline_id.empty() || !command.setup) {
      return ApiError{kBadRequest,
                      "'balanced_opening_number': only with 'offline_id' and 'setup' (a game "
                      "that began with it offline)"};
    }
    const std::string_view opening = match_openings()[static_cast<std::size_t>(*opening_number) - 1].moves;
    const Result<Game> begun = Game::from_transcript(opening);
    const std::vector<Square>& moves = command.setup->recorded_moves();
    const std::vector<Square>& opening_moves = begun.value().recorded_moves();
    if (command.setup->start() != Position::start() || moves.size() < opening_moves.size() ||
        !std::equal(opening_moves.begin(), opening_moves.end(), moves.begin())) {
      return ApiError{kBadRequest,
                      "'balanced_opening_number': 'setup' does not begin with balanced opening " +
                          std::to_string(*opening_number) + " (" + std::string(opening) + ")"};
    }
    command.balanced_opening_number = static_cast<std::size_t>(*opening_number);
  }
  return command;
}

// The games of a file the page sends as it is (the body), into the browser's list.
OrError<ApiCommand> parse_import_games(const ApiRequest& request) {
  if (auto refused =
          refused_token(request, "imported games go into the list of the browser whose token it sends")) {
    return std::move(*refused);
  }
  const Result<ImportQuery> query = parse_import_query(request.query);
  if (!query) return ApiError{kBadRequest, query.error()};
  ImportGames command{std::string(request.player), {}, {}};
  Result<std::vector<ImportedGame>> games = parse_game_file(
      query.value().file, request.body, {}, query.value().skip_bad ? &command.skipped : nullptr);
  if (!games) return ApiError{kBadRequest, games.error()};
  for (ImportedGame& game : std::move(games).value()) command.games.push_back(std::move(game.record));
  return command;
}

// {"seats": [{"game": MATCH, "seat": SECRET}, ...]}: the online seats a browser keeps.
OrError<ApiCommand> parse_add_online_games(const ApiRequest& request, BodyFields fields) {
  if (auto refused =
          refused_token(request, "the games go into the list of the browser whose token it sends")) {
    return std::move(*refused);
  }
  const nlohmann::json* seats = fields.array("seats");
  if (fields.failed()) return fields.error();
  if (!seats || seats->size() > kMaxOnlineSeats) {
    return ApiError{kBadRequest,
                    "'seats': expected up to " + std::to_string(kMaxOnlineSeats) + " {\"game\", \"seat\"}"};
  }
  AddOnlineGames command;
  command.player = request.player;
  for (std::size_t index = 0; index < seats->size(); ++index) {
    const std::string at = "'seats[" + std::to_string(index) + "]'";
    const nlohmann::json& entry = (*seats)[index];
    if (!entry.is_object()) return ApiError{kBadRequest, at + ": expected {\"game\", \"seat\"}"};
    BodyFields seat_fields(entry);
    std::optional<std::string> game = seat_fields.text("game");
    std::optional<std::string> secret = seat_fields.text("seat");
    if (seat_fields.failed()) return seat_fields.error();
    if (!game || !secret) return ApiError{kBadRequest, at + ": expected {\"game\", \"seat\"}"};
    command.seats.push_back({std::move(*game), std::move(*secret)});
  }
  return command;
}

OrError<ApiCommand> parse_game_action(std::string id, std::string_view action, BodyFields fields) {
  GameAt game{std::move(id), fields.count("ply")};
  if (action == "moves") {
    const std::optional<std::string> text = fields.text("move");
    if (fields.failed()) return fields.error();
    if (!text) return ApiError{kBadRequest, "'move': missing"};
    const Result<Square> sq = parse_move(*text);
    if (!sq) return ApiError{kBadRequest, "'move': " + sq.error()};
    return PlayMove{std::move(game), sq.value()};
  }
  if (action == "cursor") {
    const std::optional<std::size_t> to = fields.count("to");
    if (fields.failed()) return fields.error();
    if (!to) return ApiError{kBadRequest, "'to': missing"};
    return MoveCursor{std::move(game), *to};
  }
  if (action == "computer-move") {
    OrError<std::optional<Decision>> found = found_move(fields);
    if (const auto* error = std::get_if<ApiError>(&found)) return *error;
    return PlayComputerMove{std::move(game), std::move(std::get<std::optional<Decision>>(found))};
  }
  if (fields.failed()) return fields.error();
  if (action == "undo") return UndoMove{std::move(game)};
  return RedoMove{std::move(game)};
}

}  // namespace

OrError<ApiCommand> parse_api_request(const ApiRequest& request) {
  const std::vector<std::string_view> parts = split_path(request.path);
  const bool get = request.method == "GET";
  const bool post = request.method == "POST";
  // A POST whose route takes a JSON body, read only once the route is known: `parse`
  // reads its fields.
  auto with_body = [&](auto parse) -> OrError<ApiCommand> {
    if (!post) return method_not_allowed(request);
    OrError<BodyFields> fields = BodyFields::parse(request.body);
    if (auto* error = std::get_if<ApiError>(&fields)) return std::move(*error);
    return parse(std::get<BodyFields>(std::move(fields)));
  };

  if (parts.size() == 1 && parts[0] == "healthz") {
    if (!get) return method_not_allowed(request);
    return CheckHealth{};
  }
  if (parts.size() < 2 || parts[0] != "api") return no_such_path(request.path);
  if (parts.size() == 2 && parts[1] == "opponents") {
    if (!get) return method_not_allowed(request);
    return ListOpponents{};
  }
  if (parts.size() == 2 && parts[1] == "instances") {
    if (!get) return method_not_allowed(request);
    return ListInstances{};
  }
  if (parts.size() == 2 && parts[1] == "positions") return with_body(parse_describe_position);
  if (parts.size() == 2 && parts[1] == "online") return with_body(parse_create_online_match);
  if (parts.size() == 3 && parts[1] == "online" && parts[2] == "open") {
    if (!get) return method_not_allowed(request);
    return ListOpenMatches{};
  }
  if (parts.size() == 4 && parts[1] == "online" && parts[3] == "join") {
    return with_body([&](BodyFields fields) { return parse_join_online_match(parts[2], std::move(fields)); });
  }
  if (parts[1] != "games" || parts.size() > 4) return no_such_path(request.path);
  if (parts.size() == 2) {
    if (get) return parse_list_games(request);
    return with_body([&](BodyFields fields) { return parse_create_game(request, std::move(fields)); });
  }
  // Game ids are 22 characters of base64url: these names are never one.
  if (parts.size() == 3 && parts[2] == "import") {
    if (!post) return method_not_allowed(request);
    return parse_import_games(request);
  }
  if (parts.size() == 3 && parts[2] == "online") {
    return with_body([&](BodyFields fields) { return parse_add_online_games(request, std::move(fields)); });
  }
  std::string id(parts[2]);
  if (parts.size() == 3) {
    if (!get) return method_not_allowed(request);
    return ShowGame{std::move(id)};
  }
  const std::string_view action = parts[3];
  if (action == "export" || action == "hints" || action == "analysis") {
    if (!get) return method_not_allowed(request);
    if (action == "export") return ExportGame{std::move(id), request.query};
    if (action == "hints") return ShowHints{std::move(id)};
    return AnalyzeGame{std::move(id)};
  }
  if (action == "moves" || action == "computer-move" || action == "undo" || action == "redo" ||
      action == "cursor") {
    return with_body(
        [&](BodyFields fields) { return parse_game_action(std::move(id), action, std::move(fields)); });
  }
  return no_such_path(request.path);
}

ApiError no_open_game() {
  return ApiError{kNotFound, "no open game with this id", nullptr, 0, Reason{"no_open_game", {}}};
}

std::size_t games_created(const ApiCommand& command) {
  if (const auto* imported = std::get_if<ImportGames>(&command)) return imported->games.size();
  return std::holds_alternative<CreateGame>(command) || std::holds_alternative<CreateOnlineMatch>(command) ||
                 std::holds_alternative<JoinOnlineMatch>(command)
             ? 1
             : 0;
}

}  // namespace reversi::server
