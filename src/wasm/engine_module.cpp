// The engine as the page's worker calls it: a position as the API writes it (64 squares,
// a space, X or O) or a game's setup in, plain JavaScript objects out, the aids in the
// API's own shapes. One engine and one memory of scored positions for the module's life,
// as a server has, so the hash tables carry over from move to move.
#include <emscripten/bind.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/game.h"
#include "core/notation.h"
#include "engine/analysis.h"
#include "engine/bench.h"
#include "engine/book_files.h"
#include "engine/book_in_game.h"
#include "engine/engine.h"
#include "engine/move_scores.h"
#include "json/game_json.h"
#include "json/move_reason_json.h"
#include "json/review_json.h"
#include "local_game/local_game_json.h"
#include "players/registry.h"
#include "wasm/offline_games.h"

namespace reversi::wasm {

namespace {

using emscripten::val;

engine::Engine& shared_engine() {
  static engine::Engine engine;
  return engine;
}

engine::MoveScores& shared_scores() {
  static engine::MoveScores scores;
  return scores;
}

// The API's JSON as the objects the page reads from a response.
val from_json(const nlohmann::json& json) { return val::global("JSON").call<val>("parse", json.dump()); }

val error(const std::string& message) {
  val answer = val::object();
  answer.set("error", message);
  return answer;
}

// The move `opponent` chooses and why (players/computer_player.h), or {error}. `seed`
// drives its choices among book moves; a JavaScript number keeps 53 bits of it.
val computer_move(const std::string& position_text, const std::string& opponent, double seed) {
  const Result<Position> parsed = parse_position(position_text);
  if (!parsed) return error(parsed.error());
  const Board& board = parsed.value().board;
  if (!board.can_move()) return error("the side to move has no legal move");
  const auto player = make_opponent(opponent, static_cast<std::uint64_t>(seed), &shared_engine());
  if (!player) return error("no computer opponent is called " + reversi::quoted(opponent));
  return from_json(json::decision_json(player->choose(board)));
}

// What GET /api/games/{id}/hints answers for `position` at `ply`, or {error}.
val hints(const std::string& position_text, double ply) {
  const Result<Position> parsed = parse_position(position_text);
  if (!parsed) return error(parsed.error());
  const Board& board = parsed.value().board;
  return from_json(json::hints_json(static_cast<std::size_t>(ply), board,
                                    shared_scores().of(shared_engine(), board), engine::default_book()));
}

// The analysis board's root: solved exactly from this many empties, searched deeper and
// deeper above them.
constexpr int kDeepenExactEmpties = 20;

// The hints of the analysis board: every legal move of `position_text` searched as deep as
// `ms` milliseconds allow, and no deeper than `depth` plies (0: no bound), as the hints'
// JSON with the depth finished, whether the scores are proven, and whether every legal
// move has one (a solve cut short scores only some); or {error}. Asked again with more
// time it goes deeper: the engine's table keeps what the last search found.
val deepen(const std::string& position_text, double ply, double ms, double depth) {
  const Result<Position> parsed = parse_position(position_text);
  if (!parsed) return error(parsed.error());
  const Board& board = parsed.value().board;
  if (!board.can_move()) return error("the side to move has no legal move");
  engine::SearchLimits limits;
  limits.exact_empties = kDeepenExactEmpties;
  limits.solve_ahead = false;
  limits.time = std::chrono::milliseconds(static_cast<std::int64_t>(std::max(ms, 1.0)));
  if (depth >= 1) limits.depth = std::min(static_cast<int>(depth), engine::kMaxDepth);
  limits.score_all_moves = true;
  engine::SearchResult result = shared_engine().search(board, limits);
  engine::cut_shown_lines(result.move_values);
  nlohmann::json answer =
      json::hints_json(static_cast<std::size_t>(ply), board, result.move_values, engine::default_book());
  answer["depth"] = result.depth;
  answer["exact"] = result.exact;
  answer["complete"] = result.move_values.size() == static_cast<std::size_t>(count(board.moves()));
  return from_json(answer);
}

// What GET /api/games/{id}/analysis answers for the game `setup` sets up (the game's
// `setup`), its first `first_ply` plies not reviewed; or {error}. Null when `slice_ms` ran
// out before every position was scored: those scored are remembered, so asking again goes
// on from there, and the worker answers other requests in between.
val analysis(const std::string& setup, double first_ply, double slice_ms) {
  const Result<Game> parsed = Game::from_setup(setup);
  if (!parsed) return error(parsed.error());
  const Game& game = parsed.value();
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::duration<double, std::milli>(slice_ms);
  bool ran_out = false;
  const std::vector<engine::MoveAnalysis> moves =
      engine::analyze_game(game, [&](const Board& board) -> std::vector<engine::MoveValue> {
        if (std::chrono::steady_clock::now() < deadline) return shared_scores().of(shared_engine(), board);
        std::optional<std::vector<engine::MoveValue>> known = shared_scores().known(board);
        if (!known) ran_out = true;
        return known.value_or(std::vector<engine::MoveValue>{});
      });
  if (ran_out) return val::null();
  const auto reviewed_from = static_cast<std::size_t>(first_ply);
  return from_json(json::analysis_json(game, reviewed_from, moves,
                                       engine::book_in_game(engine::default_book(), game, reviewed_from)));
}

// A count from the page; one that is none (negative, fractional, NaN) matches no ply.
std::size_t count_of(double number) {
  return number >= 0 && number <= 1e9 && number == static_cast<double>(static_cast<std::size_t>(number))
             ? static_cast<std::size_t>(number)
             : static_cast<std::size_t>(-1);
}

OfflineGames& offline_games() {
  static OfflineGames games;
  return games;
}

// The local games while the server cannot be reached (offline_games.h), as the API answers.
val offline_create(const std::string& id, const std::string& black, const std::string& white,
                   const std::string& setup, bool balanced_opening, double seed) {
  return from_json(
      offline_games().create(id, black, white, setup, balanced_opening, static_cast<std::uint64_t>(seed)));
}

val offline_adopt(const std::string& id, const std::string& black, const std::string& white,
                  const std::string& start, const std::string& recorded, double ply,
                  double balanced_opening) {
  return from_json(
      offline_games().adopt(id, black, white, start, recorded, count_of(ply), count_of(balanced_opening)));
}

val offline_act(const std::string& id, const std::string& action, double ply, const std::string& move,
                const std::string& reason, double to, double seed) {
  const OfflineAction asked{.name = action,
                            .ply = count_of(ply),
                            .move = move,
                            .reason = reason,
                            .to = count_of(to),
                            .seed = static_cast<std::uint64_t>(seed)};
  return from_json(offline_games().act(id, asked, shared_engine()));
}

// What POST /api/positions answers for `setup` (64 squares, a space, X or O), or {error}.
val position(const std::string& setup) {
  const Result<Position> parsed = parse_position(setup);
  if (!parsed) return error("setup: " + parsed.error());
  return from_json(json::position_json(parsed.value()));
}

// What GET /api/opponents answers.
val opponents() { return from_json(opponents_json()); }

// Builds the engine and reads the book now, as a server does when it starts, so that a
// timed level's first move spends its time searching.
void prepare() {
  shared_engine();
  engine::default_book();
}

// Forgets earlier searches, as a fresh engine would have.
void forget() { shared_engine().clear(); }

// `reversi bench`'s searches with its defaults: {signature, seconds}; the signature must
// be the native build's.
val bench() {
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (const engine::BenchSearch& search : engine::run_bench({})) {
    nodes += search.result.nodes;
    seconds += search.result.seconds;
  }
  val answer = val::object();
  answer.set("signature", static_cast<double>(nodes));
  answer.set("seconds", seconds);
  return answer;
}

}  // namespace

EMSCRIPTEN_BINDINGS(reversi_engine) {
  emscripten::function("computerMove", &computer_move);
  emscripten::function("hints", &hints);
  emscripten::function("deepen", &deepen);
  emscripten::function("analysis", &analysis);
  emscripten::function("offlineCreate", &offline_create);
  emscripten::function("offlineAdopt", &offline_adopt);
  emscripten::function("offlineAct", &offline_act);
  emscripten::function("opponents", &opponents);
  emscripten::function("position", &position);
  emscripten::function("prepare", &prepare);
  emscripten::function("forget", &forget);
  emscripten::function("bench", &bench);
}

}  // namespace reversi::wasm
