// Reading and writing Reversi notation. Every parser returns a Result whose error says
// what is wrong and where; none of them crashes, whatever the input.
//
//  - squares: a1..h8, letter = column, digit = row, either case;
//  - a pass: `pass`, `PA` or `--`, either case;
//  - transcripts: moves one after another, with or without spaces or commas, e.g.
//    `f5d6c3d3c4`; forced passes may be left out;
//  - positions: 64 squares row by row from a1 (`X` or `*` black, `O` white, `-` or `.`
//    empty; spaces ignored) and the side to move, `X` or `O`, as in the FFO .obf files;
//  - setups: either of the last two, or a position followed by the moves played from it
//    (split_setup()).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.h"
#include "core/result.h"

namespace reversi {

// Input shown back in a message: printable characters as they are (ASCII, and well-formed
// UTF-8 such as Japanese a player may type), every other byte as \\xNN, so that a message
// never carries control characters or broken UTF-8 to a terminal.
std::string printable(std::string_view text);
// printable(text) in single quotes, as messages quote what they were given.
std::string quoted(std::string_view text);

std::string square_name(Square sq);          // "a1" .. "h8", or "pass"
std::string squares_text(Bitboard squares);  // "b2 c3 f4"
// Moves in order, separated by spaces, passes written out: "f5 d6 pass c3".
std::string moves_text(const std::vector<Square>& moves);

Result<Square> parse_square(std::string_view text);
Result<Square> parse_move(std::string_view text);  // a square or a pass

// Why `sq` cannot be played on `board`, or the move (with its flips) if it can. A pass is
// a move only when it is forced.
Result<Move> check_move(const Board& board, Square sq);

// The moves of a transcript played from `start`, forced passes included (whether the
// transcript wrote them or not). Errors name the move: "move 7 'h9': not a square".
Result<std::vector<Square>> parse_transcript(std::string_view text,
                                             const Position& start = Position::start());

// The moves as a transcript, forced passes left out: "f5d6c3".
std::string transcript_text(const std::vector<Square>& moves);

Result<Position> parse_position(std::string_view text);
std::string position_text(const Position& position);  // 64 squares, a space, X or O

// Whether a setup (pasted text, an address's ?setup=, a command-line position) begins with
// a position rather than being a transcript. Told by its first character, never by length:
// a transcript begins with a square's letter (or a pass), a position with X, O, *, - or .
bool is_position_text(std::string_view text);

// A setup is a transcript played from the start, a position, or a position followed by the
// moves played from it ("---...--- X c4c3"), as a game that did not begin at the start is
// copied. No position for a transcript.
struct SetupText {
  std::optional<std::string_view> position;
  std::string_view moves;
};
SetupText split_setup(std::string_view text);

}  // namespace reversi
