#include "local_game/hosted_game.h"

#include <utility>

#include "core/bitboard.h"
#include "core/notation.h"
#include "players/openings.h"

namespace reversi {

HostedGame HostedGame::with_balanced_opening(std::string id, Seats seats, std::size_t number) {
  // The openings were checked when they were drawn (tools/make_match_openings.cpp), and a
  // test replays every one: each is legal from the standard start.
  Game game = Game::from_transcript(match_openings()[number - 1].moves).value();
  return HostedGame{std::move(id), std::move(seats), std::move(game), {}, number};
}

std::size_t HostedGame::first_ply() const {
  if (balanced_opening == 0) return 0;
  return match_openings()[balanced_opening - 1].moves.size() / 2;  // two characters a move
}

// The cursor's previous stop, tried on a copy: a few dozen positions, cheap to copy, and
// Game keeps its rule for where a stop is.
bool HostedGame::can_undo() const {
  Game earlier = game;
  return earlier.undo(stops()) && earlier.ply() >= first_ply();
}

bool HostedGame::undo() {
  if (!can_undo()) return false;
  return game.undo(stops());
}

bool HostedGame::go_to(std::size_t ply) { return ply >= first_ply() && game.go_to(ply); }

std::optional<std::string> HostedGame::refuse_person_move() const {
  if (game.is_over()) return "the game is over";
  const Color mover = game.position().to_move;
  if (!seats.is_human(mover)) return "it is the computer's turn (" + seats.of(mover) + ")";
  return std::nullopt;
}

std::optional<std::string> HostedGame::refuse_computer_move() const {
  if (game.is_over()) return "the game is over";
  if (seats.is_human(game.position().to_move)) return "it is a person's turn, not the computer's";
  return std::nullopt;
}

std::optional<std::string> HostedGame::refuse_found_move(const Decision& found) const {
  if (std::optional<std::string> refused = refuse_computer_move()) return refused;
  const Board& board = game.position().board;
  const std::string move = square_name(found.move);
  if (!board.is_legal(found.move)) return "'move': " + move + " is not legal here";
  const MoveReason& reason = found.reason;
  const int flipped = count(board.move_at(found.move).flipped);
  if (reason.flipped != flipped) {
    return "'reason': 'flipped': " + move + " turns " + std::to_string(flipped) + ", not " +
           std::to_string(reason.flipped);
  }
  if (reason.takes_corner != ((bit(found.move) & kCorners) != 0)) {
    return "'reason': 'takesCorner': " + move + (reason.takes_corner ? " is not a corner" : " is a corner");
  }
  if (!reason.expected_line.empty() && reason.expected_line.front() != found.move) {
    return "'reason': 'expectedLine': starts with " + square_name(reason.expected_line.front()) + ", not " +
           move;
  }
  return std::nullopt;
}

std::optional<std::string> HostedGame::undo_turn() {
  if (!undo()) return "there is no move to undo";
  return std::nullopt;
}

std::optional<std::string> HostedGame::redo_turn() {
  if (!game.redo(stops())) return "there is no move to redo";
  return std::nullopt;
}

std::optional<std::string> HostedGame::show_ply(std::size_t to) {
  if (to < first_ply()) {
    return "'to': " + std::to_string(to) + " is inside the balanced opening (its " +
           std::to_string(first_ply()) + " plies are the game's start)";
  }
  if (!go_to(to)) {
    return "'to': " + std::to_string(to) + " is past the last recorded ply (" +
           std::to_string(game.recorded_plies()) + ")";
  }
  return std::nullopt;
}

Result<Move> HostedGame::play(Square sq, const MoveReason* why) {
  const std::size_t ply = game.ply();
  Result<Move> move = game.play(sq);
  if (!move) return move;
  reasons.erase(reasons.lower_bound(ply), reasons.end());
  if (why) reasons[ply] = *why;
  return move;
}

std::optional<Decision> HostedGame::last_computer_move() const {
  const std::vector<Square> plies = game.moves();
  for (std::size_t i = plies.size(); i-- > 0;) {
    if (plies[i] == Square::Pass) continue;
    const auto found = reasons.find(i);
    if (found == reasons.end()) return std::nullopt;
    return Decision{plies[i], found->second};
  }
  return std::nullopt;
}

}  // namespace reversi
