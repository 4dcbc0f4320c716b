#!/usr/bin/env bash
# Checks the converter's deviations (reversi_wthor_training_games --deviations-from E)
# against `reversi hint`, which solves every move of a position: for each game of a WTHOR
# file, one line for each legal move at its position of E empties but the one the players
# chose, in square order, each going on from that position and scored with the exact value
# that `reversi hint` gives the move.
# Usage: wthor_deviations_test.sh CONVERTER REVERSI WTHOR_XZ EMPTIES
set -euo pipefail
converter=$1
reversi=$2
wthor_xz=$3
empties=$4

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xz -dc "$wthor_xz" >"$work/games.wtb"
"$converter" --deviations-from "$empties" --output "$work/deviations.txt" "$work/games.wtb" 2>/dev/null
"$converter" --whole-games --output "$work/games.txt" "$work/games.wtb" 2>/dev/null
mapfile -t deviations <"$work/deviations.txt"

# The transcripts leave passes out, so the first 60 - E moves of one lead to its position
# of E empties.
prefix_length=$((2 * (60 - empties)))
next=0 games=0
while read -r game _; do
  prefix=${game:0:prefix_length}
  chosen=${game:prefix_length:2}
  answer=$("$reversi" --lang en hint "$prefix" --exact 30)
  sign=1
  grep -q '^White to move' <<<"$answer" && sign=-1
  # Each move's exact value for the side to move, in square order (a1, b1, ... h8).
  mapfile -t moves < <(awk '/\(exact\)$/ && $1 ~ /^[a-h][1-8]$/ { print $1, $2 + 0 }' <<<"$answer" |
    sort -k1.2,1.2n -k1.1,1.1)
  for entry in "${moves[@]}"; do
    read -r move value <<<"$entry"
    [[ $move == "$chosen" ]] && continue
    line=${deviations[next]:-}
    [[ -n $line ]] || { echo "no line for $move after $prefix" >&2; exit 1; }
    read -r transcript black_score perfect_empties _ <<<"$line"
    [[ ${transcript:0:prefix_length} == "$prefix" ]] || { echo "line $next does not start with $prefix" >&2; exit 1; }
    [[ ${transcript:prefix_length:2} == "$move" ]] || {
      echo "line $next leaves $prefix by ${transcript:prefix_length:2}, not $move" >&2
      exit 1
    }
    [[ $perfect_empties -eq $((empties - 1)) ]] || { echo "line $next: perfect from $perfect_empties" >&2; exit 1; }
    [[ $((sign * black_score)) -eq ${value%.*} ]] || {
      echo "line $next: $move after $prefix scores $((sign * black_score)), reversi hint $value" >&2
      exit 1
    }
    next=$((next + 1))
  done
  games=$((games + 1))
done <"$work/games.txt"
((next == ${#deviations[@]})) || { echo "${#deviations[@]} lines, $next expected" >&2; exit 1; }
((next > games)) || { echo "only $next lines from $games games" >&2; exit 1; }
echo "$next lines from $games games: every move but the one chosen, at reversi hint's exact values"
