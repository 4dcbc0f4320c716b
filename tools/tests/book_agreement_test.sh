#!/usr/bin/env bash
# reversi_book_agreement finds every named position in a book built with --named-lines,
# and names the ones an empty book lacks (exit status 1).
# Usage: book_agreement_test.sh REVERSI BOOK_AGREEMENT
set -euo pipefail
reversi=$1
agreement=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$reversi" --lang en book import --book "$work/empty.bin" /dev/null >/dev/null
if "$agreement" --book "$work/empty.bin" --depth 2 >"$work/empty.txt"; then
  echo "an empty book passed" >&2
  exit 1
fi
grep -q "^named positions: 178, in the book 0, missing 178;" "$work/empty.txt" ||
  { echo "empty book:" >&2; tail -1 "$work/empty.txt" >&2; exit 1; }
grep -q "^  not in the book: f5d6c3d3c4$" "$work/empty.txt" || { echo "the Tiger is not named" >&2; exit 1; }

"$reversi" --lang en book build --book "$work/named.bin" --depth 2 --named-lines --positions 178 \
  --batch 200 >/dev/null
"$agreement" --book "$work/named.bin" --depth 2 --most-apart 128 >"$work/named.txt" ||
  { echo "a book of the named lines:" >&2; tail -3 "$work/named.txt" >&2; exit 1; }
grep -q "^named positions: 178, in the book 178, missing 0;" "$work/named.txt" ||
  { tail -1 "$work/named.txt" >&2; exit 1; }
grep -q "^179 positions; after each number of moves: 0:1 1:1 2:3 " "$work/named.txt" ||
  { head -1 "$work/named.txt" >&2; exit 1; }
echo "ok"
