#include "engine/book.h"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "core/notation.h"
#include "core/symmetry.h"
#include "engine/search_types.h"

namespace reversi::engine {

NextDecision next_decision(const Board& board, Square move) {
  NextDecision next{board.after(board.move_at(move))};
  if (next.board.can_move()) return next;
  if (!next.board.opponent_can_move()) {
    next.game_over = true;
    return next;
  }
  next.board = next.board.after(Move{});
  next.same_mover = true;
  return next;
}

std::optional<std::string> moves_problem(const Board& board, const std::vector<SearchedMove>& moves) {
  if (moves.empty()) return "no moves: a book position lists at least one";
  const Bitboard legal = board.moves();
  Bitboard seen = 0;
  for (const SearchedMove& searched : moves) {
    const auto named = [&](const std::string& what) { return "move " + square_name(searched.move) + what; };
    if (!(legal & bit(searched.move))) return named(" is not legal in this position");
    if (seen & bit(searched.move)) return named(" is listed twice");
    seen |= bit(searched.move);
    if (searched.value < -kMaxScore || searched.value > kMaxScore) {
      return named(": value " + std::to_string(searched.value) + " is not from -64 to 64");
    }
  }
  return std::nullopt;
}

std::optional<std::string> depth_problem(int depth) {
  if (depth < 0 || depth > kMaxDepth) return "depth " + std::to_string(depth) + " is not from 0 to 60";
  return std::nullopt;
}

std::size_t Book::BoardHash::operator()(const Board& board) const {
  // The two words mixed by multiplication (a splitmix step): canonical boards share many
  // bits, and the standard hash of a 64-bit integer is the integer itself.
  std::uint64_t h = board.player * 0x9E3779B97F4A7C15ULL ^ board.opponent;
  h ^= h >> 31;
  h *= 0xBF58476D1CE4E5B9ULL;
  return static_cast<std::size_t>(h ^ (h >> 29));
}

bool Book::contains(const Board& board) const { return find(board) != nullptr; }

const BookEntry* Book::find(const Board& board) const {
  const auto it = entries_.find(canonical(board).board);
  return it == entries_.end() ? nullptr : &it->second;
}

void Book::add(const Board& board, int depth, const std::vector<SearchedMove>& moves) {
  std::optional<std::string> problem = depth_problem(depth);
  if (!problem) problem = moves_problem(board, moves);
  if (problem) {
    // The mover's discs as X: the colours are not known here.
    throw std::invalid_argument("a book entry for " + position_text(Position{board, Color::Black}) + ": " +
                                *problem);
  }
  const CanonicalBoard image = canonical(board);
  BookEntry entry{depth, {}, -kMaxScore};
  for (const SearchedMove& searched : moves) {
    entry.moves.push_back(SearchedMove{transform(searched.move, image.symmetry), searched.value});
    entry.value = std::max(entry.value, searched.value);
  }
  entries_[image.board] = std::move(entry);
}

std::optional<Score> Book::followed_value(const NextDecision& next, int searched_depth, int* depth) const {
  if (next.game_over) return -next.board.final_score();
  const BookEntry* entry = find(next.board);
  if (!entry || entry->depth < searched_depth - 1) return std::nullopt;
  if (depth) *depth = entry->depth;
  return next.same_mover ? entry->value : -entry->value;
}

void Book::propagate() {
  // A move adds a disc, so the positions after a position's moves have fewer empties: with
  // the fewest empties first, every position's followers are valued before it.
  std::array<std::vector<std::pair<const Board, BookEntry>*>, kSquareCount + 1> by_empties;
  for (auto& item : entries_) by_empties[static_cast<std::size_t>(item.first.empty_count())].push_back(&item);
  for (const auto& positions : by_empties) {
    for (auto* item : positions) {
      BookEntry& entry = item->second;
      entry.value = -kMaxScore;
      for (const SearchedMove& searched : entry.moves) {
        entry.value = std::max(entry.value,
                               followed_value(next_decision(item->first, searched.move), entry.depth, nullptr)
                                   .value_or(searched.value));
      }
    }
  }
}

std::vector<BookMove> Book::moves(const Board& board) const {
  const CanonicalBoard image = canonical(board);
  const auto it = entries_.find(image.board);
  if (it == entries_.end()) return {};
  const Symmetry back = inverse(image.symmetry);
  std::vector<BookMove> moves;
  for (const SearchedMove& searched : it->second.moves) {
    BookMove move{transform(searched.move, back), searched.value, it->second.depth, false};
    const NextDecision next = next_decision(board, move.move);
    move.in_book = next.game_over || contains(next.board);
    if (const std::optional<Score> followed = followed_value(next, it->second.depth, &move.depth)) {
      move.value = *followed;
    }
    moves.push_back(move);
  }
  std::sort(moves.begin(), moves.end(), [](const BookMove& a, const BookMove& b) {
    return a.value != b.value ? a.value > b.value : index_of(a.move) < index_of(b.move);
  });
  return moves;
}

std::optional<Score> Book::value(const Board& board) const {
  const BookEntry* entry = find(board);
  return entry ? std::optional<Score>(entry->value) : std::nullopt;
}

}  // namespace reversi::engine
