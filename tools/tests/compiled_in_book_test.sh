#!/usr/bin/env bash
# The book compiled in holds every position of the named openings' lines to their ends, and
# at least 420 positions after eight moves, where players still choose among many moves.
# How near its values come to a deep search is a figure, not a test: docs/benchmarks/opening-book.md.
# Usage: compiled_in_book_test.sh BOOK_AGREEMENT [BOOK]   (BOOK: another binary book instead)
set -euo pipefail
agreement=$1
book=(${2:+--book "$2"})
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# Depth 1 and no bound on the difference: this asks only whether the positions are there.
"$agreement" "${book[@]}" --depth 1 --most-apart 128 >"$out" || { tail -3 "$out" >&2; exit 1; }
grep -q "^named positions: 178, in the book 178, missing 0;" "$out" || { tail -1 "$out" >&2; exit 1; }
after_eight=$(sed -n '1s/.* 8:\([0-9]*\) .*/\1/p' "$out")
if ((${after_eight:-0} < 420)); then
  echo "the book holds ${after_eight:-no} positions after eight moves, fewer than 420" >&2
  exit 1
fi
echo "ok: 178 named positions, $after_eight after eight moves"
