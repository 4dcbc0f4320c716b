#!/usr/bin/env bash
# How far searches of odd and even depth disagree on the same positions: a measure of the
# evaluation's bias towards the side that moves last in the look-ahead. For the first N
# match openings (8 plies, all balanced), the best move's value at depths 6 to 11
# (`reversi hint`), then over the pairs of neighbouring depths the mean of
# |v(d) - v(d+1)| and of v(odd) - v(even), from the mover's side. An unbiased evaluation
# gives values that settle as the depth grows, with a mean odd-minus-even near 0.
#
#   tools/depth-parity.sh [N] [TABLES]   # N openings, 20 by default; other tables than the compiled-in
set -euo pipefail
openings=${1:-20}
tables_option=()
[[ -n "${2:-}" ]] && tables_option=(--tables "$(realpath "$2")")
cd "$(dirname "$0")/.."
reversi=build/release/src/reversi
[[ -x $reversi ]] || { echo "depth-parity: build $reversi first" >&2; exit 1; }

# The best move's value in discs: hint lists the moves best first, "  e6    +2.5".
best_value() {
  "$reversi" --lang en hint "$1" --depth "$2" "${tables_option[@]}" | awk '$1 ~ /^[a-h][1-8]$/ { print $2 + 0; exit }'
}

grep -o '"f5[a-h1-8]*"' src/players/openings.cpp | tr -d '"' | head -n "$openings" | while read -r opening; do
  values=()
  for depth in 6 7 8 9 10 11; do values+=("$(best_value "$opening" "$depth")"); done
  echo "${values[*]}"
done | awk '{
  for (i = 1; i < NF; ++i) {
    difference = $(i + 1) - $i
    swing += difference < 0 ? -difference : difference
    # Depth 5 + i: the pair (6, 7) is i = 1; odd minus even either way round.
    odd_minus_even += (i % 2 == 1) ? difference : -difference
    ++pairs
  }
} END {
  printf "%d pairs of depths 6-11 over %d openings: mean |v(d) - v(d+1)| %.2f discs, mean v(odd) - v(even) %+.2f\n",
    pairs, NR, swing / pairs, odd_minus_even / pairs
}'
