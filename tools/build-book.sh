#!/usr/bin/env bash
# Builds the opening book compiled into reversi (src/engine/data/book.bin) by deviation
# search (`reversi book build`, docs/book.md), in pieces that can be committed as they come.
#
#   tools/build-book.sh               # every missing piece, then the book compiled in
#   tools/build-book.sh --pieces 3    # the first 3 pieces only (the book is not compiled in)
#   tools/build-book.sh --jobs 16     # threads searching (default: all; the book is the same)
#
# Piece N holds the positions that the build added to the book of pieces 0 to N-1 until it
# had (N+1) * PIECE_POSITIONS, as text (training/book/piece-NNNN.txt.xz, one position a
# line); training/book/MANIFEST lists each with its sha256 and the commit that built it.
# A run rebuilds the book from the pieces there and goes on from it: every step of the
# build depends only on the book, so the pieces come out the same however many runs make
# them. The searches judge by the whole-game tables compiled in: the MANIFEST names them.
#
# A book of other options or tables than the one compiled in grows in training/book-next,
# beside the pieces of the book compiled in (training/book), which keep making it until
# the last piece of the next book is made: then the next book's pieces take their place.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=tools/script_functions.sh
source tools/script_functions.sh

# What the book is; changing any of these makes another book (start over). The lines within
# the width and the plies must hold more positions than the pieces: how many each width
# and number of plies holds is in docs/book.md#the-book-compiled-in.
readonly DEPTH=12
readonly WIDTH=3
readonly PLIES=30
readonly BATCH=50
# The first moves, where players choose among more moves and the book's values are shown
# most: wider, and searched deeper (the depth falls back to DEPTH a ply a move after it).
readonly OPENING_PLIES=8
readonly OPENING_WIDTH=5
readonly OPENING_DEPTH=18
readonly PIECE_POSITIONS=5000
readonly ALL_PIECES=20

pieces=$ALL_PIECES
jobs=$(nproc)
while [[ $# -gt 0 ]]; do
  case "$1" in
    --pieces | --jobs) needs_value "$@" ;;&
    --pieces) pieces=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    *)
      echo "build-book: unknown option '$1' (--pieces N, --jobs N)" >&2
      exit 2
      ;;
  esac
done
if [[ ! "$pieces" =~ ^[0-9]+$ ]] || ((pieces < 1 || pieces > ALL_PIECES)); then
  echo "build-book: --pieces $pieces: from 1 to $ALL_PIECES" >&2
  exit 2
fi

readonly compiled_in_dir=training/book
readonly build_dir=build/release
mkdir -p build
exec 9>build/book.lock
if ! flock -n 9; then
  echo "build-book: another run is going on: build/book.lock is held" >&2
  exit 1
fi

echo "== Building reversi =="
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" -j "$jobs" --target reversi >/dev/null
# The sources of the binary just built: edits made while it searches are not in it.
built_by=$(source_commit src)
readonly built_by

tables_sha=$(sha256sum src/engine/data/patterns.bin | cut -d' ' -f1)
options="--depth $DEPTH --width $WIDTH --plies $PLIES --batch $BATCH --opening-plies $OPENING_PLIES"
options+=" --opening-width $OPENING_WIDTH --opening-depth $OPENING_DEPTH --named-lines"
# The pieces of the book compiled in, if they are this book's; else the next book's.
makes_this_book() {
  grep -qx "options: $options" "$1/MANIFEST" 2>/dev/null &&
    grep -qx "whole-game tables sha256: $tables_sha" "$1/MANIFEST"
}
if makes_this_book "$compiled_in_dir"; then
  pieces_dir=$compiled_in_dir
else
  pieces_dir=training/book-next
fi
readonly pieces_dir
readonly manifest=$pieces_dir/MANIFEST
readonly work_dir=build/${pieces_dir#training/}
mkdir -p "$pieces_dir" "$work_dir"
# The binary just built, copied: a rebuild of build/release while the book grows is not used
# midway, so that built_by is true of every piece.
cp "$build_dir/src/reversi" "$work_dir/reversi"
readonly reversi=$work_dir/reversi
echo "== The pieces: $pieces_dir =="
if [[ ! -f "$manifest" ]]; then
  {
    echo "# The opening book's pieces: tools/build-book.sh makes them."
    echo "options: $options"
    echo "positions per piece: $PIECE_POSITIONS"
    echo "whole-game tables sha256: $tables_sha"
  } >"$manifest"
fi
if ! makes_this_book "$pieces_dir"; then
  echo "build-book: $manifest was made with other options than '$options' or other tables than" \
    "src/engine/data/patterns.bin ($tables_sha): remove $pieces_dir to start over" >&2
  exit 1
fi

piece_file() { printf '%s/piece-%04d.txt.xz' "$pieces_dir" "$1"; }

# The positions (board and side to move) of a book's text, sorted.
positions_of() { awk '$0 !~ /^#/ && $0 != "" { print $1 " " $2 }' "$1" | sort; }

# The book of the pieces there: the one a run that stopped mid-piece saved, if it holds
# every position of the pieces (a build saves after whole steps, so it goes on from there
# through the same books), else rebuilt from their text. (After a change to how the book
# grows, remove build/book-next with the pieces.)
book=$work_dir/book.bin
: >"$work_dir/pieces.txt"
have=0
while [[ -f "$(piece_file "$have")" ]]; do
  xz -dc "$(piece_file "$have")" >>"$work_dir/pieces.txt"
  have=$((have + 1))
done
if [[ -f "$book" ]]; then
  "$reversi" --lang en book export --book "$book" "$work_dir/saved.txt" >/dev/null
  if [[ -n "$(comm -23 <(positions_of "$work_dir/pieces.txt") <(positions_of "$work_dir/saved.txt"))" ]]; then
    rm -f "$book"
  fi
fi
if [[ ! -f "$book" ]] && ((have > 0)); then
  "$reversi" --lang en book import --book "$book" "$work_dir/pieces.txt" >/dev/null
fi
echo "== $have of $pieces pieces there =="

for ((piece = have; piece < pieces; ++piece)); do
  size=$(wc -l <"$work_dir/pieces.txt")
  target=$(((piece + 1) * PIECE_POSITIONS))
  held=0
  if [[ -f "$book" ]]; then
    "$reversi" --lang en book export --book "$book" "$work_dir/saved.txt" >/dev/null
    held=$(grep -cv '^#' "$work_dir/saved.txt" || true)
  fi
  echo "== Piece $piece: from $held positions to $target =="
  if ((held < target)); then
    # shellcheck disable=SC2086  # the options are words
    "$reversi" --lang en book build --book "$book" $options --jobs "$jobs" --positions $((target - held)) \
      --save-every 1000
  fi
  # The piece: the positions the book has now that the pieces before it did not.
  "$reversi" --lang en book export --book "$book" "$work_dir/book.txt" >/dev/null
  text=$work_dir/piece.txt
  awk 'FILENAME == ARGV[1] { known[$1 " " $2] = 1; next }
       $0 !~ /^#/ && $0 != "" && !(($1 " " $2) in known)' "$work_dir/pieces.txt" "$work_dir/book.txt" >"$text"
  # A build ends early when every line within the width and the plies is in the book: a
  # short piece would leave the book short of its size for good.
  if ((size + $(wc -l <"$text") < target)); then
    echo "build-book: every line within width $WIDTH and move $PLIES is in the book at" \
      "$((size + $(wc -l <"$text"))) positions, fewer than $target: widen WIDTH or PLIES and start over" >&2
    exit 1
  fi
  cat "$text" >>"$work_dir/pieces.txt"
  # The pieces must make the book again, byte for byte, or a later run would go on from
  # another one.
  rm -f "$work_dir/check.bin"
  "$reversi" --lang en book import --book "$work_dir/check.bin" "$work_dir/pieces.txt" >/dev/null
  if ! cmp -s "$work_dir/check.bin" "$book"; then
    echo "build-book: the pieces do not make the book built again; piece $piece not kept" >&2
    exit 1
  fi
  added=$(wc -l <"$text")
  sha=$(sha256sum "$text" | cut -d' ' -f1)
  xz -9 -c "$text" >"$text.xz"
  mv "$text.xz" "$(piece_file "$piece")"
  printf 'piece-%04d.txt.xz positions %d sha256-of-text %s built-by %s\n' "$piece" "$added" "$sha" \
    "$built_by" >>"$manifest"
  echo "== Piece $piece: $added positions, $(piece_file "$piece"); commit it =="
done

if ((pieces < ALL_PIECES)); then exit 0; fi
if [[ "$pieces_dir" != "$compiled_in_dir" ]]; then
  echo "== The next book's pieces take the place of $compiled_in_dir's =="
  rm -rf "$compiled_in_dir"
  mv "$pieces_dir" "$compiled_in_dir"
fi
echo "== The book compiled in: src/engine/data/book.bin =="
cp "$book" src/engine/data/book.bin
{
  echo "# The opening book compiled into reversi (book.bin), and how it was made."
  echo "book: book.bin"
  echo "book sha256: $(sha256sum src/engine/data/book.bin | cut -d' ' -f1)"
  echo "positions: $(wc -l <"$work_dir/pieces.txt")"
  echo "made by: tools/build-book.sh, from the $ALL_PIECES pieces in $compiled_in_dir (their MANIFEST lists them)"
  echo "options: $options"
  echo "whole-game tables sha256: $tables_sha"
} >src/engine/data/book.manifest
echo "Rebuild reversi to compile it in; commit book.bin and book.manifest."
