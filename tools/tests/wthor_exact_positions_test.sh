#!/usr/bin/env bash
# Checks the converter's exact positions (reversi_wthor_training_games --exact-positions-from E)
# against `reversi hint`, which solves every move of a position: for each
# game of a WTHOR file, one line for each position the players reached from E empties on
# where the side to move has a move, and one for each other move there (when the side
# after it has a move), each stopping at its position with that position's exact value.
# Usage: wthor_exact_positions_test.sh CONVERTER REVERSI WTHOR_XZ EMPTIES
set -euo pipefail
converter=$1
reversi=$2
wthor_xz=$3
empties=$4

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xz -dc "$wthor_xz" >"$work/games.wtb"
"$converter" --exact-positions-from "$empties" --output "$work/lines.txt" "$work/games.wtb" 2>/dev/null
"$converter" --whole-games --output "$work/games.txt" "$work/games.wtb" 2>/dev/null
declare -A score_of
while read -r transcript black_score perfect_empties _; do
  score_of[$transcript]=$black_score
  [[ $perfect_empties -le $empties ]] || { echo "$transcript: perfect from $perfect_empties" >&2; exit 1; }
done <"$work/lines.txt"

# The transcripts leave passes out: the positions of the players' line from E empties on
# are its prefixes of 60 - E moves and more, but the last (the end of the game).
checked=0
while read -r game _; do
  for ((length = 2 * (60 - empties); length < ${#game}; length += 2)); do
    prefix=${game:0:length}
    chosen=${game:length:2}
    answer=$("$reversi" --lang en hint "$prefix" --exact 30)
    sign=1
    grep -q '^White to move' <<<"$answer" && sign=-1
    # Each move, its exact value and the reply the line expects ("pass" when there is none).
    mapfile -t moves < <(awk '/\(exact\)$/ && $1 ~ /^[a-h][1-8]$/ { print $1, $2 + 0, $4 }' <<<"$answer")
    [[ ${#moves[@]} -gt 0 ]] || { echo "reversi hint gives no move after $prefix" >&2; exit 1; }
    read -r _ best _ <<<"${moves[0]}"
    [[ ${score_of[$prefix]:-none} == "$(printf '%+d' $((sign * best)))" ]] || {
      echo "$prefix: the line scores ${score_of[$prefix]:-nothing}, reversi hint $((sign * best))" >&2
      exit 1
    }
    unset "score_of[$prefix]"
    checked=$((checked + 1))
    for entry in "${moves[@]}"; do
      read -r move value reply <<<"$entry"
      [[ $move == "$chosen" ]] && continue
      if [[ ! -v score_of[$prefix$move] ]]; then
        [[ $reply == pass || $reply == "(exact)" ]] || { echo "no line for $move after $prefix" >&2; exit 1; }
        continue
      fi
      # Black's score of the position after the move: the move's value for its side, signed.
      [[ ${score_of[$prefix$move]} == "$(printf '%+d' $((sign * value)))" ]] || {
        echo "$prefix$move: the line scores ${score_of[$prefix$move]}, reversi hint $((sign * value))" >&2
        exit 1
      }
      unset "score_of[$prefix$move]"
      checked=$((checked + 1))
    done
  done
done <"$work/games.txt"
((${#score_of[@]} == 0)) || { echo "lines not of the games' positions: ${!score_of[*]}" >&2; exit 1; }
((checked == $(wc -l <"$work/lines.txt"))) || { echo "$checked lines checked of $(wc -l <"$work/lines.txt")" >&2; exit 1; }
echo "$checked lines: every position from $empties empties and every other move there, at reversi hint's exact values"
