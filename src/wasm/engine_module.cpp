// The engine as the page's worker calls it: a position as the API writes it (64 squares,
// a space, X or O) in, plain JavaScript objects out. One engine for the module's life,
// as a server's engine thread has, so the hash tables carry over from move to move.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/notation.h"
#include "engine/bench.h"
#include "engine/engine.h"
#include "players/registry.h"

namespace reversi::wasm {

namespace {

using emscripten::val;

engine::Engine& shared_engine() {
  static engine::Engine engine;
  return engine;
}

val error(const std::string& message) {
  val answer = val::object();
  answer.set("error", message);
  return answer;
}

val square_names(const std::vector<Square>& squares) {
  val names = val::array();
  for (Square square : squares) names.call<void>("push", square_name(square));
  return names;
}

// The move `opponent` chooses and why (players/computer_player.h), or {error}. `seed`
// drives its choices among book moves; a JavaScript number keeps 53 bits of it.
val computer_move(const std::string& position_text, const std::string& opponent, double seed) {
  const Result<Position> parsed = parse_position(position_text);
  if (!parsed) return error(parsed.error());
  const Board& board = parsed.value().board;
  if (!board.can_move()) return error("the side to move has no legal move");
  const auto player = make_opponent(opponent, static_cast<std::uint64_t>(seed), &shared_engine());
  if (!player) return error("no computer opponent is called " + quoted(opponent));
  const Decision decision = player->choose(board);
  const MoveReason& reason = decision.reason;
  val why = val::object();
  why.set("flipped", reason.flipped);
  if (reason.openness) why.set("openness", *reason.openness);
  why.set("takesCorner", reason.takes_corner);
  if (reason.expected_score) why.set("expectedScore", *reason.expected_score);
  why.set("exact", reason.exact);
  why.set("fromBook", reason.from_book);
  why.set("expectedLine", square_names(reason.expected_line));
  val answer = val::object();
  answer.set("move", square_name(decision.move));
  answer.set("reason", why);
  return answer;
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
  emscripten::function("forget", &forget);
  emscripten::function("bench", &bench);
}

}  // namespace reversi::wasm
