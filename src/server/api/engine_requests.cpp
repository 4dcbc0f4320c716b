#include "server/api/engine_requests.h"

#include <memory>
#include <random>

#include "engine/analysis.h"
#include "engine/book_in_game.h"
#include "json/review_json.h"
#include "players/registry.h"
#include "server/api/found_move.h"
#include "server/api/views.h"

namespace reversi::server {

namespace {

// Thrown out of an analysis whose client has left: not a std::exception, so that it passes
// the handler of server errors to the task, which counts it.
struct ClientLeft {};

std::uint64_t random_seed() { return (std::uint64_t{std::random_device{}()} << 32) | std::random_device{}(); }

// A full queue is the server's state (503); a client's own searches filling its share is
// that client's doing (429), counted as rate_limited.
ApiResponse engine_refusal(const ApiServices& services, Admission refused) {
  constexpr unsigned kRetrySeconds = 5;  // a few searches' time
  if (refused == Admission::ClientFull) {
    return ApiResponse{kTooManyRequests,
                       {{"error", "too many searches from your address are waiting for the engine: at most " +
                                      std::to_string(services.engines.limits().waiting_per_client) +
                                      "; try again in a few seconds"}},
                       kRetrySeconds};
  }
  return ApiResponse{kServiceUnavailable,
                     {{"error", "the engine is busy with other searches; try again in a few seconds"}},
                     kRetrySeconds};
}

// A search that the server's shutdown halted (EnginePool::finish) answers nothing worth
// showing: the client asks again once the server is back.
ApiResponse restarting() {
  return ApiResponse{
      kServiceUnavailable, {{"error", "the server is restarting; try again in a few seconds"}}, 5};
}

// Answers everyone waiting for the computer's move in game `id` at `ply`.
void answer_computer_move(ApiServices& services, const std::string& id, std::size_t ply,
                          const ApiResponse& answer) {
  std::vector<Respond> waiting;
  {
    std::lock_guard lock(services.store_mutex);
    waiting = std::move(services.computer_moves.extract({id, ply}).mapped());
  }
  for (const Respond& respond : waiting) respond(answer);
}

// On an engine thread: the opponent's move in `position`, played only if the game is
// still where it was when the thinking began.
ApiResponse search_and_play(ApiServices& services, engine::Engine& engine, const std::string& id,
                            const Position& position, std::size_t ply, const std::string& opponent) {
  // Halted before it began, it would play whatever move comes first; one halted part way
  // plays its deepest finished iteration's.
  if (engine.halted()) return restarting();
  const std::shared_ptr<const engine::Book> book = services.book.current();
  const Decision decision =
      make_opponent(opponent, random_seed(), &engine, book.get())->choose(position.board);
  ApiResponse played = change_game(services, GameAt{id}, [&](HostedGame& hosted) -> std::optional<ApiError> {
    if (hosted.game.ply() != ply || hosted.game.position() != position) {
      return ApiError{kConflict, "the game changed while the computer was thinking", game_json(hosted)};
    }
    if (const Result<Move> move = hosted.play(decision.move, &decision.reason); !move) {
      return ApiError{kServerError, opponent + " chose an illegal move: " + move.error()};
    }
    return std::nullopt;
  });
  if (played.status == kOk) {
    services.metrics.local_moves_stored.add();
    services.metrics.computer_moves_searched_here.add();
  }
  return played;
}

// The move the page's engine found, played without a search here.
ApiResponse play_found_move(ApiServices& services, const PlayComputerMove& command, const Decision& found) {
  ApiResponse played =
      change_game(services, command.game, [&](HostedGame& hosted) -> std::optional<ApiError> {
        if (std::optional<ApiError> refused = bad_request(hosted.refuse_found_move(found))) return refused;
        if (const Result<Move> move = hosted.play(found.move, &found.reason); !move) {
          return ApiError{kBadRequest, "'move': " + move.error()};
        }
        return std::nullopt;
      });
  if (played.status == kOk) {
    services.metrics.local_moves_stored.add();
    services.metrics.computer_moves_from_pages.add();
  }
  return played;
}

}  // namespace

// A request for a move that is already being searched waits for that search instead of
// starting another.
void play_computer_move(ApiServices& services, const PlayComputerMove& command, const std::string& client,
                        const Respond& respond) {
  if (command.found)
    return respond(
        answer_or_server_error([&] { return play_found_move(services, command, *command.found); }));
  const std::string& id = command.game.id;
  Position position;
  std::size_t ply = 0;
  std::string opponent;
  {
    std::lock_guard lock(services.store_mutex);
    OrError<HostedGame> loaded = services.load(id);
    if (const auto* error = std::get_if<ApiError>(&loaded)) return respond(error_response(*error));
    const HostedGame& hosted = std::get<HostedGame>(loaded);
    if (std::optional<ApiError> refused = stale_ply(hosted, command.game.ply)) {
      return respond(error_response(*refused));
    }
    if (std::optional<ApiError> refused = bad_request(hosted.refuse_computer_move()))
      return respond(error_response(*refused));
    position = hosted.game.position();
    ply = hosted.game.ply();
    opponent = hosted.seats.of(position.to_move);
    std::vector<Respond>& waiting = services.computer_moves[{id, ply}];
    waiting.push_back(respond);
    if (waiting.size() > 1) return;
  }
  const Admission admitted =
      services.engines.post(client, [&services, id, position, ply, opponent](engine::Engine& engine) {
        const ApiResponse answer = answer_or_server_error(
            [&] { return search_and_play(services, engine, id, position, ply, opponent); });
        answer_computer_move(services, id, ply, answer);
      });
  if (admitted != Admission::Queued)
    answer_computer_move(services, id, ply, engine_refusal(services, admitted));
}

void show_hints(ApiServices& services, const ShowHints& command, const std::string& client,
                std::shared_ptr<const ClientPresence> presence, const Respond& respond) {
  Board board;
  std::size_t ply = 0;
  {
    std::lock_guard lock(services.store_mutex);
    const OrError<HostedGame> loaded = services.load(command.id);
    if (const auto* error = std::get_if<ApiError>(&loaded)) return respond(error_response(*error));
    board = std::get<HostedGame>(loaded).game.position().board;
    ply = std::get<HostedGame>(loaded).game.ply();
  }
  const Admission admitted = services.engines.post(
      client,
      [&services, board, ply, respond](engine::Engine& engine) {
        respond(answer_or_server_error([&] {
          std::vector<engine::MoveValue> scores = services.scores.of(engine, board);
          if (engine.halted()) return restarting();
          return ApiResponse{kOk, json::hints_json(ply, board, scores, *services.book.current())};
        }));
      },
      std::move(presence));
  if (admitted != Admission::Queued) respond(engine_refusal(services, admitted));
}

void analyze_game(ApiServices& services, const AnalyzeGame& command, const std::string& client,
                  std::shared_ptr<const ClientPresence> presence, const Respond& respond) {
  auto game = std::make_shared<Game>();
  std::size_t first_ply = 0;
  {
    std::lock_guard lock(services.store_mutex);
    const OrError<HostedGame> loaded = services.load(command.id);
    if (const auto* error = std::get_if<ApiError>(&loaded)) return respond(error_response(*error));
    *game = std::get<HostedGame>(loaded).game;
    first_ply = std::get<HostedGame>(loaded).first_ply();
  }
  const Admission admitted = services.engines.post(
      client,
      [&services, game, first_ply, presence, respond](engine::Engine& engine) {
        try {
          respond(answer_or_server_error([&] {
            const std::vector<engine::MoveAnalysis> analysis =
                engine::analyze_game(*game, [&](const Board& board) {
                  if (presence && presence->gone()) throw ClientLeft{};
                  return services.scores.of(engine, board);
                });
            if (engine.halted()) return restarting();
            return ApiResponse{
                kOk, json::analysis_json(*game, first_ply, analysis,
                                         engine::book_in_game(*services.book.current(), *game, first_ply))};
          }));
        } catch (const ClientLeft&) {
          services.metrics.searches_cancelled.add();
        }
      },
      presence);
  if (admitted != Admission::Queued) respond(engine_refusal(services, admitted));
}

}  // namespace reversi::server
