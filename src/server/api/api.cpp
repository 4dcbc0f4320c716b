#include "server/api/api.h"

#include <algorithm>
#include <random>
#include <vector>

#include "core/game_file.h"
#include "engine/analysis.h"
#include "engine/book_in_game.h"
#include "json/game_json.h"
#include "players/openings.h"
#include "players/registry.h"
#include "server/api/game_list.h"
#include "server/api/game_view.h"
#include "server/store/random_id.h"

namespace reversi::server {

namespace {

// A request that cannot be carried out: thrown before anything changes, answered with
// its status and reason.
struct ApiError {
  unsigned status;
  std::string message;
  nlohmann::json game = nullptr;  // for 409: the game as it is
  unsigned retry_after_seconds = 0;
};

constexpr unsigned kBadRequest = 400;
constexpr unsigned kNotFound = 404;
constexpr unsigned kMethodNotAllowed = 405;
constexpr unsigned kConflict = 409;
constexpr unsigned kTooManyRequests = 429;
constexpr unsigned kServiceUnavailable = 503;

// The online seats one request may present: more than a browser keeps in a long while.
constexpr std::size_t kMaxOnlineSeats = 200;

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

nlohmann::json parse_body(std::string_view body) {
  if (body.find_first_not_of(" \t\r\n") == std::string_view::npos) return nlohmann::json::object();
  nlohmann::json json = nlohmann::json::parse(body, nullptr, false);
  if (json.is_discarded()) throw ApiError{kBadRequest, "body: not valid JSON"};
  if (!json.is_object()) throw ApiError{kBadRequest, "body: expected a JSON object"};
  return json;
}

std::optional<std::string> optional_string(const nlohmann::json& request, const char* field) {
  const auto found = request.find(field);
  if (found == request.end() || found->is_null()) return std::nullopt;
  if (!found->is_string()) throw ApiError{kBadRequest, std::string("'") + field + "': expected a string"};
  return found->get<std::string>();
}

std::optional<std::size_t> optional_count(const nlohmann::json& request, const char* field) {
  const auto found = request.find(field);
  if (found == request.end() || found->is_null()) return std::nullopt;
  if (!found->is_number_unsigned()) {
    throw ApiError{kBadRequest, std::string("'") + field + "': expected a whole number from 0"};
  }
  return found->get<std::size_t>();
}

bool optional_flag(const nlohmann::json& request, const char* field) {
  const auto found = request.find(field);
  if (found == request.end() || found->is_null()) return false;
  if (!found->is_boolean())
    throw ApiError{kBadRequest, std::string("'") + field + "': expected true or false"};
  return found->get<bool>();
}

std::string seat(const nlohmann::json& request, const char* colour) {
  const std::string name = optional_string(request, colour).value_or(std::string(kHuman));
  if (name != kHuman && !find_opponent(name)) {
    throw ApiError{kBadRequest, std::string("'") + colour + "': unknown player '" + name +
                                    "' (human or one of /api/opponents)"};
  }
  return name;
}

Game game_from_setup(const std::string& setup) {
  Result<Game> game = Game::from_setup(setup);
  if (!game) throw ApiError{kBadRequest, "setup: " + game.error()};
  return std::move(game).value();
}

// Requests that act on a game say which ply they saw, so that a page that is behind (a
// second tab, a repeated click) cannot act on a position it has not shown.
void check_ply(const HostedGame& hosted, const nlohmann::json& request) {
  const std::optional<std::size_t> ply = optional_count(request, "ply");
  if (ply && *ply != hosted.game.ply()) {
    throw ApiError{
        kConflict,
        "the game is at ply " + std::to_string(hosted.game.ply()) + ", not " + std::to_string(*ply),
        game_json(hosted)};
  }
}

Square requested_move(const nlohmann::json& request) {
  const std::optional<std::string> text = optional_string(request, "move");
  if (!text) throw ApiError{kBadRequest, "'move': missing"};
  const Result<Square> sq = parse_move(*text);
  if (!sq) throw ApiError{kBadRequest, "'move': " + sq.error()};
  return sq.value();
}

void play_person_move(HostedGame& hosted, Square sq) {
  if (hosted.game.is_over()) throw ApiError{kBadRequest, "the game is over"};
  const Color mover = hosted.game.position().to_move;
  if (!hosted.seats.is_human(mover)) {
    throw ApiError{kBadRequest, "it is the computer's turn (" + hosted.seats.of(mover) + ")"};
  }
  if (const Result<Move> move = hosted.play(sq); !move) {
    throw ApiError{kBadRequest, "'move': " + square_name(sq) + ": " + move.error()};
  }
}

void check_computer_turn(const HostedGame& hosted) {
  if (hosted.game.is_over()) throw ApiError{kBadRequest, "the game is over"};
  if (hosted.seats.is_human(hosted.game.position().to_move)) {
    throw ApiError{kBadRequest, "it is a person's turn, not the computer's"};
  }
}

const char* quality_name(engine::MoveQuality quality) {
  switch (quality) {
    case engine::MoveQuality::Best: return "best";
    case engine::MoveQuality::Inaccuracy: return "inaccuracy";
    case engine::MoveQuality::Mistake: return "mistake";
    case engine::MoveQuality::Blunder: return "blunder";
  }
  return "best";
}

// A line of play as the API writes moves: ["e6", "f4", "pass", "c3"].
nlohmann::json line_json(const std::vector<Square>& line) {
  nlohmann::json moves = nlohmann::json::array();
  for (Square sq : line) moves.push_back(square_name(sq));
  return moves;
}

nlohmann::json opponents_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const OpponentInfo& info : opponents()) {
    list.push_back({{"name", info.name},
                    {"description", {{"ja", info.description_ja}, {"en", info.description}}},
                    {"strength", {{"ja", info.strength_ja}, {"en", info.strength}}}});
  }
  return {{"opponents", list}, {"default", "level-3"}};
}

// Where each side left the opening book, in the order of the game: {ply, color, move}.
nlohmann::json left_book_json(const Game& game, const engine::BookInGame& book) {
  std::vector<std::size_t> plies;
  for (const std::optional<std::size_t>& ply : book.left) {
    if (ply) plies.push_back(*ply);
  }
  std::sort(plies.begin(), plies.end());
  nlohmann::json left = nlohmann::json::array();
  const std::vector<Square> moves = game.moves();
  for (std::size_t ply : plies) {
    left.push_back({{"ply", ply},
                    {"color", json::color_name(game.position_before(ply).to_move)},
                    {"move", square_name(moves[ply])}});
  }
  return left;
}

// `first_ply`: the plies before it belong to the game's start (a balanced opening), drawn
// at random and chosen by neither side, so they are not reviewed.
nlohmann::json analysis_json(const Game& game, std::size_t first_ply,
                             const std::vector<engine::MoveAnalysis>& analysis,
                             const engine::BookInGame& book) {
  nlohmann::json moves = nlohmann::json::array();
  nlohmann::json evaluations = nlohmann::json::array();
  for (const engine::MoveAnalysis& move : analysis) {
    if (move.ply < first_ply) continue;
    const Score played = engine::rounded_discs(move.played_value);
    const Score best = engine::rounded_discs(move.best_value);
    const engine::MoveQuality quality = engine::quality_of(move.loss());
    // The best move's line is best_line: another move played has a line of its own.
    const nlohmann::json line =
        move.played == move.best ? nlohmann::json(nullptr) : line_json(move.played_line);
    moves.push_back({{"ply", move.ply},
                     {"color", json::color_name(move.mover)},
                     {"move", square_name(move.played)},
                     {"score", played},
                     {"best", square_name(move.best)},
                     {"best_score", best},
                     {"best_line", line_json(move.best_line)},
                     {"line", line},
                     {"exact", move.exact},
                     {"book", book.book_move[move.ply]},
                     {"quality", quality_name(quality)},
                     {"explanation",
                      quality == engine::MoveQuality::Best
                          ? nlohmann::json(nullptr)
                          : sentence_json(explain_loss(move.played, played, move.best, best, move.exact))}});
    evaluations.push_back({{"ply", move.ply + 1}, {"black", move.mover == Color::Black ? played : -played}});
  }
  return {{"ply", game.ply()},
          {"opening", opening_json(game)},
          {"moves", moves},
          {"evaluations", evaluations},
          {"left_book", left_book_json(game, book)}};
}

// {"minutes": 5, "increment": 3}: minutes per side (fractions allowed, from 0.01, which
// is 600 ms, to three hours) and seconds added after each move (up to a minute); null or
// absent: no clock. Below the minimum the clock would round to nothing.
std::optional<online::ClockSettings> clock_settings(const nlohmann::json& request) {
  const auto clock = request.find("clock");
  if (clock == request.end() || clock->is_null()) return std::nullopt;
  if (!clock->is_object())
    throw ApiError{kBadRequest, "'clock': expected null or {\"minutes\": M, \"increment\": S}"};
  const auto minutes = clock->find("minutes");
  if (minutes == clock->end() || !minutes->is_number() || *minutes < 0.01 || *minutes > 180) {
    throw ApiError{kBadRequest, "'clock.minutes': expected a number from 0.01 to 180"};
  }
  const auto increment = clock->find("increment");
  double increment_seconds = 0;
  if (increment != clock->end() && !increment->is_null()) {
    if (!increment->is_number() || *increment < 0 || *increment > 60) {
      throw ApiError{kBadRequest, "'clock.increment': expected seconds from 0 to 60"};
    }
    increment_seconds = increment->get<double>();
  }
  return online::ClockSettings{
      online::Milliseconds{static_cast<std::int64_t>(minutes->get<double>() * 60'000)},
      online::Milliseconds{static_cast<std::int64_t>(increment_seconds * 1000)}};
}

// One of the balanced openings, by its number from 1, drawn so that games do not all start alike.
std::size_t random_opening_number() {
  std::random_device device;
  return std::uniform_int_distribution<std::size_t>(1, match_openings().size())(device);
}

std::uint64_t random_seed() { return (std::uint64_t{std::random_device{}()} << 32) | std::random_device{}(); }

// Answers with what `work` returns, or with the error it throws.
void answer(const Api::Respond& respond, const std::function<void()>& work) {
  try {
    work();
  } catch (const ApiError& error) {
    nlohmann::json body = {{"error", error.message}};
    if (!error.game.is_null()) body["game"] = error.game;
    respond(ApiResponse{error.status, body, error.retry_after_seconds});
  } catch (const DatabaseError& error) {
    respond(
        ApiResponse{500, {{"error", std::string("server error: ") + error.what()}}, 0, ErrorKind::Database});
  } catch (const std::exception& error) {
    respond(ApiResponse{500, {{"error", std::string("server error: ") + error.what()}}});
  }
}

// The board editor's check before a game starts: both sides' legal moves, so the page can
// say which side may move, or that neither can, in the server's rules and not its own.
ApiResponse describe_position(const nlohmann::json& request) {
  const std::optional<std::string> setup = optional_string(request, "setup");
  if (!setup || !is_position_text(*setup)) {
    throw ApiError{kBadRequest, "'setup': expected a position of 64 squares and the side to move"};
  }
  const Result<Position> position = parse_position(*setup);
  if (!position) throw ApiError{kBadRequest, "setup: " + position.error()};
  const Position& shown = position.value();
  const Color mover = shown.to_move;
  return ApiResponse{200,
                     {{"board", json::board_text(shown)},
                      {"to_move", json::color_name(mover)},
                      {"legal",
                       {{json::color_name(mover), json::square_list(shown.board.moves())},
                        {json::color_name(opposite(mover)),
                         json::square_list(legal_moves(shown.board.opponent, shown.board.player))}}},
                      {"counts", json::counts_json(shown)}}};
}

// The browser's token when it sent one; a malformed one is refused rather than taken for
// none, so that a page with a broken token learns of it before its games go missing.
std::string_view checked_player(std::string_view player) {
  if (!player.empty() && !is_player_token(player)) {
    throw ApiError{kBadRequest, std::string(kPlayerHeader) +
                                    ": expected this browser's token, 22 characters of A-Z a-z 0-9 - _"};
  }
  return player;
}

}  // namespace

void Api::handle(const ApiRequest& request, Respond respond) {
  answer(respond, [&] { route(request, respond); });
}

void Api::route(const ApiRequest& incoming, const Respond& respond) {
  const auto& [client, method, path, query, body, player] = incoming;
  const std::vector<std::string_view> parts = split_path(path);
  const bool get = method == "GET";
  const bool post = method == "POST";
  auto expect = [&](bool allowed) {
    if (!allowed)
      throw ApiError{kMethodNotAllowed, std::string(method) + " is not allowed on " + std::string(path)};
  };
  if (parts.size() == 1 && parts[0] == "healthz") {
    expect(get);
    return respond(health());
  }
  if (parts.size() < 2 || parts[0] != "api") throw ApiError{kNotFound, "no such path: " + std::string(path)};

  if (parts.size() == 2 && parts[1] == "opponents") {
    expect(get);
    return respond(ApiResponse{200, opponents_json()});
  }
  if (parts.size() == 2 && parts[1] == "instances") {
    expect(get);
    return respond(ApiResponse{200, {{"instances", instances_}}});
  }
  if (parts.size() == 2 && parts[1] == "positions") {
    expect(post);
    return respond(describe_position(parse_body(body)));
  }
  if (parts.size() == 2 && parts[1] == "online") {
    expect(post);
    count_new_game(client);
    return respond(create_online_match(parse_body(body)));
  }
  if (parts[1] != "games" || parts.size() > 4)
    throw ApiError{kNotFound, "no such path: " + std::string(path)};
  if (parts.size() == 2) {
    expect(get || post);
    if (get) return respond(list_games(incoming));
    count_new_game(client);
    return respond(create_game(parse_body(body), player));
  }
  // Game ids are 22 characters of base64url: these names are never one.
  if (parts.size() == 3 && parts[2] == "import") {
    expect(post);
    count_new_game(client);
    return respond(import_games(incoming));
  }
  if (parts.size() == 3 && parts[2] == "online") {
    expect(post);
    return respond(add_online_games(parse_body(body), player));
  }
  const std::string_view id = parts[2];
  if (parts.size() == 3) {
    expect(get);
    std::lock_guard lock(store_mutex_);
    return respond(ApiResponse{200, game_json(load(id))});
  }
  const std::string_view action = parts[3];
  if (action == "export") {
    expect(get);
    return respond(export_game(id, query));
  }
  if (action == "hints" || action == "analysis") {
    expect(get);
    return action == "hints" ? hints(id, client, respond) : analysis(id, client, respond);
  }
  expect(post);
  const nlohmann::json request = parse_body(body);
  if (action == "moves") {
    const Square sq = requested_move(request);
    ApiResponse moved = change_game(id, request, [&](HostedGame& hosted) { play_person_move(hosted, sq); });
    metrics_.local_moves_stored.add();
    return respond(std::move(moved));
  }
  if (action == "computer-move") return computer_move(id, client, request, respond);
  if (action == "undo" || action == "redo") {
    return respond(change_game(id, request, [&](HostedGame& hosted) {
      const bool moved = action == "undo" ? hosted.undo() : hosted.game.redo(hosted.stops());
      if (!moved) throw ApiError{kBadRequest, std::string("there is no move to ") + std::string(action)};
    }));
  }
  if (action == "cursor") {
    const std::optional<std::size_t> to = optional_count(request, "to");
    if (!to) throw ApiError{kBadRequest, "'to': missing"};
    return respond(change_game(id, request, [&](HostedGame& hosted) {
      if (*to < hosted.first_ply()) {
        throw ApiError{kBadRequest, "'to': " + std::to_string(*to) + " is inside the balanced opening (its " +
                                        std::to_string(hosted.first_ply()) + " plies are the game's start)"};
      }
      if (!hosted.go_to(*to)) {
        throw ApiError{kBadRequest, "'to': " + std::to_string(*to) + " is past the last recorded ply (" +
                                        std::to_string(hosted.game.recorded_plies()) + ")"};
      }
    }));
  }
  throw ApiError{kNotFound, "no such path: " + std::string(path)};
}

void Api::count_new_game(const std::string& client) {
  if (new_games_.per_minute() == 0) return;
  const unsigned wait = new_games_.take(client, RateLimit::Clock::now());
  if (wait == 0) return;
  throw ApiError{kTooManyRequests,
                 "too many new games from your address: at most " + std::to_string(new_games_.per_minute()) +
                     " a minute; try again in " + std::to_string(wait) + " s",
                 nullptr, wait};
}

HostedGame Api::load(std::string_view id) {
  std::optional<HostedGame> hosted = store_.load(id);
  if (!hosted) throw ApiError{kNotFound, "no game with id '" + std::string(id) + "'"};
  return std::move(*hosted);
}

// For a load balancer or a monitor: cheap enough to ask every few seconds (no engine
// work), and it fails when the games cannot be read.
ApiResponse Api::health() {
  std::lock_guard lock(store_mutex_);
  try {
    store_.check_readable();
  } catch (const DatabaseError& error) {
    return ApiResponse{
        kServiceUnavailable, {{"status", "unavailable"}, {"error", error.what()}}, 0, ErrorKind::Database};
  }
  return ApiResponse{200, {{"status", "ok"}, {"database", "ok"}}};
}

ApiResponse Api::create_game(const nlohmann::json& request, std::string_view player) {
  checked_player(player);
  const std::optional<std::string> setup = optional_string(request, "setup");
  Seats seats{seat(request, "black"), seat(request, "white")};
  const bool balanced = optional_flag(request, "balanced_opening");
  if (balanced && setup)
    throw ApiError{kBadRequest, "'balanced_opening': not with 'setup' (the opening is the start)"};
  const HostedGame hosted =
      balanced ? HostedGame::with_balanced_opening(random_id(), std::move(seats), random_opening_number())
               : HostedGame{random_id(), std::move(seats), setup ? game_from_setup(*setup) : Game(), {}};
  std::lock_guard lock(store_mutex_);
  store_.insert(hosted, player);
  return ApiResponse{201, game_json(hosted)};
}

ApiResponse Api::list_games(const ApiRequest& request) {
  if (checked_player(request.player).empty()) {
    throw ApiError{kBadRequest,
                   std::string(kPlayerHeader) +
                       ": missing; the list holds the games of the browser whose token it sends"};
  }
  const Result<GameListQuery> query = parse_game_list_query(request.query);
  if (!query) throw ApiError{kBadRequest, query.error()};
  std::lock_guard lock(store_mutex_);
  return ApiResponse{
      200, game_page_json(store_.games_of(request.player, query.value().limit, query.value().before))};
}

ApiResponse Api::export_game(std::string_view id, std::string_view query) {
  std::optional<GameRecord> record;
  {
    std::lock_guard lock(store_mutex_);
    record = store_.record(id);
  }
  if (!record) throw ApiError{kNotFound, "no game with id '" + std::string(id) + "'"};
  Result<Download> download = game_download(id, *record, query);
  if (!download) throw ApiError{kBadRequest, download.error()};
  return ApiResponse{200, nullptr, 0, std::nullopt, std::move(download).value()};
}

// The games of a file the page sends as it is (the body; the HTTP server's body limit is
// the file's), all or none, into the browser's list.
ApiResponse Api::import_games(const ApiRequest& request) {
  if (checked_player(request.player).empty()) {
    throw ApiError{kBadRequest, std::string(kPlayerHeader) +
                                    ": missing; imported games go into the list of "
                                    "the browser whose token it sends"};
  }
  const Result<std::string> name = import_file_name(request.query);
  if (!name) throw ApiError{kBadRequest, name.error()};
  const Result<std::vector<ImportedGame>> games = parse_game_file(name.value(), request.body);
  if (!games) throw ApiError{kBadRequest, games.error()};
  std::vector<GameRecord> records;
  for (const ImportedGame& game : games.value()) records.push_back(game.record);
  std::lock_guard lock(store_mutex_);
  const std::vector<std::string> ids = store_.insert_records(records, request.player);
  return ApiResponse{201, {{"ids", ids}}};
}

// {"seats": [{"game": MATCH, "seat": SECRET}, ...]}: the online seats a browser keeps. Each
// ended round of those matches is copied into the browser's list once; seats the server
// does not know (a match removed since, a wrong secret) are named in "unknown", so that
// the page may forget them.
ApiResponse Api::add_online_games(const nlohmann::json& request, std::string_view player) {
  if (checked_player(player).empty()) {
    throw ApiError{kBadRequest, std::string(kPlayerHeader) +
                                    ": missing; the games go into the list of the "
                                    "browser whose token it sends"};
  }
  const auto seats = request.find("seats");
  if (seats == request.end() || !seats->is_array() || seats->size() > kMaxOnlineSeats) {
    throw ApiError{kBadRequest,
                   "'seats': expected up to " + std::to_string(kMaxOnlineSeats) + " {\"game\", \"seat\"}"};
  }
  std::vector<std::pair<std::string, PlayedRounds>> played;
  nlohmann::json unknown = nlohmann::json::array();
  for (std::size_t index = 0; index < seats->size(); ++index) {
    const nlohmann::json& entry = (*seats)[index];
    const std::string at = "'seats[" + std::to_string(index) + "]'";
    if (!entry.is_object()) throw ApiError{kBadRequest, at + ": expected {\"game\", \"seat\"}"};
    const std::optional<std::string> game = optional_string(entry, "game");
    const std::optional<std::string> secret = optional_string(entry, "seat");
    if (!game || !secret) throw ApiError{kBadRequest, at + ": expected {\"game\", \"seat\"}"};
    std::optional<PlayedRounds> rounds = hub_.played_rounds(*game, *secret);
    if (!rounds) {
      unknown.push_back(*game);
      continue;
    }
    played.emplace_back(*game, std::move(*rounds));
  }
  std::size_t added = 0;
  std::lock_guard lock(store_mutex_);
  for (const auto& [match, rounds] : played) {
    for (const online::EndedRound& round : rounds.rounds) {
      const Color color = rounds.seat == online::Seat::Host ? round.host_color : opposite(round.host_color);
      if (store_.add_online_round(match, round, color, player)) ++added;
    }
  }
  return ApiResponse{200, {{"added", added}, {"unknown", unknown}}};
}

ApiResponse Api::create_online_match(const nlohmann::json& request) {
  online::MatchSettings settings;
  const std::string color = optional_string(request, "color").value_or("random");
  if (color == "random") {
    settings.host_color = std::random_device{}() % 2 == 0 ? Color::Black : Color::White;
  } else if (color == "black" || color == "white") {
    settings.host_color = color == "black" ? Color::Black : Color::White;
  } else {
    throw ApiError{kBadRequest, "'color': expected black, white or random, not '" + color + "'"};
  }
  settings.clock = clock_settings(request);
  const CreatedMatch created = hub_.create(settings);
  return ApiResponse{201,
                     {{"game", created.id},
                      {"seat", created.host_secret},
                      {"color", json::color_name(created.host_color)},
                      {"links",
                       {{"opponent", "/?online=" + created.id + "&seat=" + created.guest_secret},
                        {"spectator", "/?online=" + created.id}}}}};
}

ApiResponse Api::change_game(std::string_view id, const nlohmann::json& request,
                             const std::function<void(HostedGame&)>& change) {
  std::lock_guard lock(store_mutex_);
  HostedGame hosted = load(id);
  check_ply(hosted, request);
  change(hosted);
  store_.update(hosted);
  return ApiResponse{200, game_json(hosted)};
}

// The computer thinks on an engine thread with the store unlocked; its move is played
// only if the game is still where it was when the thinking began. A request for a move
// that is already being searched waits for that search instead of starting another.
void Api::computer_move(std::string_view id, const std::string& client, const nlohmann::json& request,
                        const Respond& respond) {
  std::string game_id(id);
  Position position;
  std::size_t ply = 0;
  std::string opponent;
  {
    std::lock_guard lock(store_mutex_);
    const HostedGame hosted = load(id);
    check_ply(hosted, request);
    check_computer_turn(hosted);
    position = hosted.game.position();
    ply = hosted.game.ply();
    opponent = hosted.seats.of(position.to_move);
    std::vector<Respond>& waiting = computer_moves_[{game_id, ply}];
    waiting.push_back(respond);
    if (waiting.size() > 1) return;
  }
  const Admission admitted = engines_.post(client, [this, game_id, position, ply,
                                                    opponent](engine::Engine& engine) {
    ApiResponse result;
    answer(
        [&](ApiResponse answered) { result = std::move(answered); },
        [&] {
          const Decision decision =
              make_opponent(opponent, random_seed(), &engine, &book_)->choose(position.board);
          const Sentence why = explain_decision(decision);
          std::lock_guard lock(store_mutex_);
          HostedGame hosted = load(game_id);
          if (hosted.game.ply() != ply || hosted.game.position() != position) {
            throw ApiError{kConflict, "the game changed while the computer was thinking", game_json(hosted)};
          }
          if (const Result<Move> move = hosted.play(decision.move, &why); !move) {
            throw ApiError{500, opponent + " chose an illegal move: " + move.error()};
          }
          store_.update(hosted);
          metrics_.local_moves_stored.add();
          result = ApiResponse{200, game_json(hosted)};
        });
    answer_computer_move(game_id, ply, result);
  });
  if (admitted != Admission::Queued) answer_computer_move(game_id, ply, engine_refusal(admitted));
}

// A full queue is the server's state (503); a client's own searches filling its share is
// that client's doing (429), counted as rate_limited.
ApiResponse Api::engine_refusal(Admission refused) const {
  constexpr unsigned kRetrySeconds = 5;  // a few searches' time
  if (refused == Admission::ClientFull) {
    return ApiResponse{kTooManyRequests,
                       {{"error", "too many searches from your address are waiting for the engine: at most " +
                                      std::to_string(engines_.limits().waiting_per_client) +
                                      "; try again in a few seconds"}},
                       kRetrySeconds};
  }
  return ApiResponse{kServiceUnavailable,
                     {{"error", "the engine is busy with other searches; try again in a few seconds"}},
                     kRetrySeconds};
}

void Api::answer_computer_move(const std::string& id, std::size_t ply, const ApiResponse& answer) {
  std::vector<Respond> waiting;
  {
    std::lock_guard lock(store_mutex_);
    waiting = std::move(computer_moves_.extract({id, ply}).mapped());
  }
  for (const Respond& respond : waiting) respond(answer);
}

void Api::hints(std::string_view id, const std::string& client, const Respond& respond) {
  Board board;
  std::size_t ply = 0;
  {
    std::lock_guard lock(store_mutex_);
    const HostedGame hosted = load(id);
    board = hosted.game.position().board;
    ply = hosted.game.ply();
  }
  const Admission admitted = engines_.post(client, [this, board, ply, respond](engine::Engine& engine) {
    answer(respond, [&] {
      Bitboard book_moves = 0;
      for (const engine::BookMove& move : book_.moves(board)) {
        if (move.in_book) book_moves |= bit(move.move);
      }
      nlohmann::json moves = nlohmann::json::array();
      for (const engine::MoveValue& value : scores_.of(engine, board)) {
        moves.push_back({{"move", square_name(value.move)},
                         {"score", engine::rounded_discs(value.value)},
                         {"exact", value.exact},
                         {"book", (book_moves & bit(value.move)) != 0},
                         {"line", line_json(value.line)}});
      }
      respond(ApiResponse{200, {{"ply", ply}, {"moves", moves}}});
    });
  });
  if (admitted != Admission::Queued) respond(engine_refusal(admitted));
}

void Api::analysis(std::string_view id, const std::string& client, const Respond& respond) {
  auto game = std::make_shared<Game>();
  std::size_t first_ply = 0;
  {
    std::lock_guard lock(store_mutex_);
    const HostedGame hosted = load(id);
    *game = hosted.game;
    first_ply = hosted.first_ply();
  }
  const Admission admitted = engines_.post(client, [this, game, first_ply, respond](engine::Engine& engine) {
    answer(respond, [&] {
      const std::vector<engine::MoveAnalysis> analysis =
          engine::analyze_game(*game, [&](const Board& board) { return scores_.of(engine, board); });
      respond(ApiResponse{
          200, analysis_json(*game, first_ply, analysis, engine::book_in_game(book_, *game, first_ply))});
    });
  });
  if (admitted != Admission::Queued) respond(engine_refusal(admitted));
}

}  // namespace reversi::server
