#include "server/api/api.h"

#include <type_traits>
#include <variant>

#include "server/api/api_command.h"
#include "server/api/engine_requests.h"
#include "server/api/game_files.h"
#include "server/api/local_games.h"
#include "server/api/online_requests.h"
#include "server/api/server_info.h"
#include "server/store/game_store.h"

namespace reversi::server {

namespace {

// The bytes an import adds to the database.
std::size_t imported_bytes(const ImportGames& import) {
  std::size_t bytes = 0;
  for (const GameRecord& record : import.games) bytes += imported_game_bytes(record);
  return bytes;
}

// Hands each command to its handler: those answered at once return their answer, those
// that need the engine answer through `respond` themselves.
struct Dispatch {
  ApiServices& services;
  const std::string& client;
  const std::shared_ptr<const ClientPresence>& presence;
  const Respond& respond;

  ApiResponse operator()(const CheckHealth&) const { return check_health(services); }
  ApiResponse operator()(const ListOpponents&) const { return list_opponents(); }
  ApiResponse operator()(const ListInstances&) const { return list_instances(services); }
  ApiResponse operator()(const DescribePosition& command) const { return describe_position(command); }
  ApiResponse operator()(const CreateOnlineMatch& command) const {
    return create_online_match(services, command);
  }
  ApiResponse operator()(const ListOpenMatches&) const { return list_open_matches(services); }
  ApiResponse operator()(const JoinOnlineMatch& command) const {
    return join_online_match(services, command);
  }
  ApiResponse operator()(const AddOnlineGames& command) const { return add_online_games(services, command); }
  ApiResponse operator()(const ListGames& command) const { return list_games(services, command); }
  ApiResponse operator()(const ExportGame& command) const { return export_game(services, command); }
  ApiResponse operator()(const ImportGames& command) const { return import_games(services, command); }
  ApiResponse operator()(const CreateGame& command) const { return create_game(services, command); }
  ApiResponse operator()(const ShowGame& command) const { return show_game(services, command); }
  ApiResponse operator()(const PlayMove& command) const { return play_move(services, command); }
  ApiResponse operator()(const UndoMove& command) const { return undo_move(services, command); }
  ApiResponse operator()(const RedoMove& command) const { return redo_move(services, command); }
  ApiResponse operator()(const MoveCursor& command) const { return move_cursor(services, command); }
  void operator()(const PlayComputerMove& command) const {
    play_computer_move(services, command, client, respond);
  }
  void operator()(const ShowHints& command) const {
    show_hints(services, command, client, presence, respond);
  }
  void operator()(const AnalyzeGame& command) const {
    analyze_game(services, command, client, presence, respond);
  }
};

}  // namespace

void Api::handle(const ApiRequest& request, const Respond& respond) {
  OrError<ApiCommand> parsed = parse_api_request(request);
  if (const auto* error = std::get_if<ApiError>(&parsed)) return respond(error_response(*error));
  const ApiCommand& command = std::get<ApiCommand>(parsed);
  if (const std::optional<ApiError> refused = count_new_games(request.client, command)) {
    return respond(error_response(*refused));
  }
  const Dispatch dispatch{services_, request.client, request.presence, respond};
  std::visit(
      [&](const auto& each) {
        if constexpr (std::is_void_v<decltype(dispatch(each))>) {
          // Answered later; a failure before the search is queued is answered now.
          if (std::optional<ApiResponse> failed = server_error_of([&] { dispatch(each); })) respond(*failed);
        } else {
          respond(answer_or_server_error([&] { return dispatch(each); }));
        }
      },
      command);
}

std::optional<ApiError> Api::count_new_games(const std::string& client, const ApiCommand& command) {
  if (games_created(command) == 0) return std::nullopt;
  const auto* import = std::get_if<ImportGames>(&command);
  const auto now = RateLimit::Clock::now();
  const std::size_t bytes = import ? imported_bytes(*import) : 0;
  if (import) {
    // A file that no day could let in is refused before it costs a new game.
    if (std::optional<ApiError> too_large = file_over_a_day(*import, bytes)) return too_large;
  }
  if (new_games_.per_period() != 0) {
    if (const unsigned wait = new_games_.take(client, now)) {
      return ApiError{kTooManyRequests,
                      "too many new games from your address: at most " +
                          std::to_string(new_games_.per_period()) + " a minute; try again in " +
                          std::to_string(wait) + " s",
                      nullptr, wait};
    }
  }
  return import ? count_imports(client, *import, bytes, now) : std::nullopt;
}

std::optional<ApiError> Api::file_over_a_day(const ImportGames& import, std::size_t bytes) const {
  const std::size_t games = import.games.size();
  if (const unsigned per_day = imported_games_.per_period(); per_day != 0 && games > per_day) {
    return ApiError{kPayloadTooLarge, "the file holds " + std::to_string(games) + " games, more than the " +
                                          std::to_string(per_day) + " one address may import a day"};
  }
  if (const unsigned per_day = imported_bytes_.per_period(); per_day != 0 && bytes > per_day) {
    return ApiError{kPayloadTooLarge, "the file's games take " + std::to_string(bytes) +
                                          " bytes as stored, more than the " + std::to_string(per_day) +
                                          " one address may import a day"};
  }
  return std::nullopt;
}

std::optional<ApiError> Api::count_imports(const std::string& client, const ImportGames& import,
                                           std::size_t file_bytes, RateLimit::Clock::time_point now) {
  const auto games = static_cast<unsigned>(import.games.size());
  const auto bytes = static_cast<unsigned>(file_bytes);
  // Both limits are asked before either counts: a refused file takes nothing from a day.
  const unsigned games_wait =
      imported_games_.per_period() == 0 ? 0 : imported_games_.wait(client, now, games);
  const unsigned bytes_wait =
      imported_bytes_.per_period() == 0 ? 0 : imported_bytes_.wait(client, now, bytes);
  if (games_wait >= bytes_wait && games_wait != 0) {
    return ApiError{kTooManyRequests,
                    "too many imported games from your address: at most " +
                        std::to_string(imported_games_.per_period()) + " a day; these " +
                        std::to_string(games) + " can come in " + std::to_string(games_wait) + " s",
                    nullptr, games_wait};
  }
  if (bytes_wait != 0) {
    return ApiError{kTooManyRequests,
                    "too many imported bytes from your address: at most " +
                        std::to_string(imported_bytes_.per_period()) + " a day; these games' " +
                        std::to_string(bytes) + " can come in " + std::to_string(bytes_wait) + " s",
                    nullptr, bytes_wait};
  }
  if (imported_games_.per_period() != 0) imported_games_.take(client, now, games);
  if (imported_bytes_.per_period() != 0) imported_bytes_.take(client, now, bytes);
  return std::nullopt;
}

}  // namespace reversi::server
