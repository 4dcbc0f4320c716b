#!/usr/bin/env bash
# Checks the converter's searched positions (reversi_wthor_training_games
# --searched-positions-from FROM --searched-positions-to TO --every 2) against `reversi
# hint`: for each game of a WTHOR file, a line for every other position the players reached
# from FROM empties down to TO (the same parity of empties through a game) where the side to
# move has a move, and for every other move there (when the side after it has a move), each
# stopping at its position with the value of a search of DEPTH plies, as `reversi hint`
# gives its best move (shown to a tenth of a disc, so within 0.55 of the line's whole discs).
# Usage: wthor_searched_positions_test.sh CONVERTER REVERSI WTHOR_XZ FROM TO DEPTH
set -euo pipefail
converter=$1
reversi=$2
wthor_xz=$3
from=$4
to=$5
depth=$6

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
xz -dc "$wthor_xz" >"$work/games.wtb"
"$converter" --searched-positions-from "$from" --searched-positions-to "$to" --search-depth "$depth" --every 2 \
  --output "$work/lines.txt" "$work/games.wtb" 2>/dev/null
"$converter" --whole-games --output "$work/games.txt" "$work/games.wtb" 2>/dev/null
declare -A score_of
while read -r transcript black_score _; do score_of[$transcript]=$black_score; done <"$work/lines.txt"

# The best move's value that `reversi hint` gives the position `moves` reach, for black.
black_value() {
  "$reversi" --lang en hint "$1" --depth "$depth" --exact 0 |
    awk '/^White to move/ { sign = -1 } /^Black to move/ { sign = 1 }
         $1 ~ /^[a-h][1-8]$/ { print sign * $2; exit }'
}

# "Black" or "White", whose turn it is after `moves` (the mover again when the other passes).
side_to_move() {
  "$reversi" --lang en hint "$1" --depth 1 --exact 0 | awk '/ to move/ { print $1; exit }'
}

# Checks the line of the position `moves` reach and forgets it.
check_line() {
  local moves=$1 value
  value=$(black_value "$moves")
  [[ -n $value ]] || { echo "reversi hint gives no move after $moves" >&2; exit 1; }
  awk -v line="${score_of[$moves]}" -v hint="$value" 'BEGIN { d = line - hint; exit !(d <= 0.55 && d >= -0.55) }' || {
    echo "$moves: the line scores ${score_of[$moves]}, reversi hint $value" >&2
    exit 1
  }
  unset "score_of[$moves]"
  checked=$((checked + 1))
}

# The transcripts leave passes out: the position of E empties is a prefix of 60 - E moves.
checked=0
while read -r game _; do
  kept_parity=""
  for ((empties = from; empties >= to && 2 * (60 - empties) < ${#game}; --empties)); do
    prefix=${game:0:2*(60-empties)}
    chosen=${game:2*(60-empties):2}
    if [[ ! -v score_of[$prefix] ]]; then
      [[ $kept_parity != $((empties % 2)) ]] || { echo "no line for $prefix ($empties empties)" >&2; exit 1; }
      continue
    fi
    [[ -z $kept_parity || $kept_parity == $((empties % 2)) ]] || {
      echo "$prefix: lines at both odd and even empties of one game" >&2
      exit 1
    }
    kept_parity=$((empties % 2))
    check_line "$prefix"
    mover=$(side_to_move "$prefix")
    for move in $("$reversi" --lang en hint "$prefix" --depth 1 --exact 0 | awk '$1 ~ /^[a-h][1-8]$/ { print $1 }'); do
      [[ $move != "$chosen" ]] || continue
      if [[ -v score_of[$prefix$move] ]]; then
        check_line "$prefix$move"
      elif [[ $(side_to_move "$prefix$move") != "$mover" ]]; then
        # Unless the other side must pass there, the move's position wants a line.
        echo "no line for $move after $prefix" >&2
        exit 1
      fi
    done
  done
done <"$work/games.txt"
((${#score_of[@]} == 0)) || { echo "lines not of the games' positions: ${!score_of[*]}" >&2; exit 1; }
echo "$checked lines: every other number of empties from $from to $to and every other move there, at reversi hint's values"
