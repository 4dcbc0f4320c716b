#!/usr/bin/env bash
# Checks the committed pieces of the opening book (training/book, made by
# tools/build-book.sh) against their MANIFEST: every piece listed is there, once, numbered
# from 0 without a gap, with the sha256 and the count of positions listed, no piece is
# left out of the list, and together the pieces read back as a book (`reversi book import`
# checks every position and value, as the build's next run would). The book compiled in is
# either empty or the one the pieces make, byte for byte: it can be rebuilt from them. For
# the pieces of a book still growing (training/book-next) give "-": none is compiled in.
# Usage: book_pieces_test.sh REVERSI PIECES_DIR COMPILED_IN_BOOK|-
set -euo pipefail
reversi=$1
pieces_dir=$2
compiled_in=$3
manifest="$pieces_dir/MANIFEST"

[[ -f "$manifest" ]] || { echo "no $manifest" >&2; exit 1; }
mapfile -t pieces < <(grep '^piece-' "$manifest" || true)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: >"$work/pieces.txt"
number=0
for line in "${pieces[@]}"; do
  read -r file _ positions _ sha _ <<<"$line"
  expected=$(printf 'piece-%04d.txt.xz' "$number")
  [[ "$file" == "$expected" ]] || { echo "$manifest lists $file where $expected comes next" >&2; exit 1; }
  [[ -f "$pieces_dir/$file" ]] || { echo "$file is in the MANIFEST but not in $pieces_dir" >&2; exit 1; }
  xz -dc "$pieces_dir/$file" >"$work/piece.txt"
  actual=$(sha256sum "$work/piece.txt" | cut -d' ' -f1)
  [[ "$actual" == "$sha" ]] || { echo "$file: text sha256 $actual, the MANIFEST says $sha" >&2; exit 1; }
  held=$(wc -l <"$work/piece.txt")
  [[ $held -eq $positions ]] || { echo "$file: $held positions, the MANIFEST says $positions" >&2; exit 1; }
  cat "$work/piece.txt" >>"$work/pieces.txt"
  number=$((number + 1))
done
there=$(find "$pieces_dir" -maxdepth 1 -name 'piece-*.txt.xz' | wc -l)
[[ $there -eq $number ]] || { echo "$pieces_dir holds $there pieces, its MANIFEST lists $number" >&2; exit 1; }
if ((number > 0)); then
  "$reversi" --lang en book import --book "$work/book.bin" "$work/pieces.txt" >/dev/null
fi
echo "$number pieces match the MANIFEST and make a book of $(wc -l <"$work/pieces.txt") positions"
[[ "$compiled_in" != "-" ]] || exit 0
"$reversi" --lang en book export --book "$compiled_in" "$work/compiled-in.txt" >/dev/null
compiled_in_positions=$(grep -cv '^#' "$work/compiled-in.txt" || true)
if ((compiled_in_positions > 0)); then
  cmp -s "$compiled_in" "$work/book.bin" ||
    { echo "$compiled_in ($compiled_in_positions positions) is not the book the pieces make" >&2; exit 1; }
  echo "$compiled_in is the book they make"
fi
