#!/usr/bin/env bash
# Checks the committed endgames of the tournament games (training/wthor-endgames) against
# their MANIFEST: every file listed is there, once, with the games and the sha256 of its
# text; and the smallest comes out of the converter byte for byte from its WTHOR file and
# the options the MANIFEST names (tools/solve-tournament-endgames.sh), its first games'
# scores the exact values that `reversi hint` finds where their play out begins.
# Usage: wthor_endgames_test.sh CONVERTER REVERSI ENDGAMES_DIR WTHOR_DIR
set -euo pipefail
converter=$1
reversi=$2
endgames_dir=$3
wthor_dir=$4
manifest="$endgames_dir/MANIFEST"

[[ -f "$manifest" ]] || { echo "no $manifest" >&2; exit 1; }
options=$(sed -n 's/^options: //p' "$manifest")
[[ -n "$options" ]] || { echo "$manifest names no options" >&2; exit 1; }
mapfile -t files < <(grep -v -e '^#' -e '^options: ' "$manifest")
[[ ${#files[@]} -gt 0 ]] || { echo "$manifest lists no files" >&2; exit 1; }
listed=$(printf '%s\n' "${files[@]}" | cut -d' ' -f1 | sort | uniq -d)
[[ -z "$listed" ]] || { echo "$manifest lists more than once: $listed" >&2; exit 1; }
for file in "$endgames_dir"/*.txt.xz; do
  grep -q "^$(basename "$file") " "$manifest" || { echo "$file is not in $manifest" >&2; exit 1; }
done

smallest="" smallest_games=0
for line in "${files[@]}"; do
  read -r name games sha _ <<<"$line"
  [[ -f "$endgames_dir/$name" ]] || { echo "$name is in the MANIFEST but not in $endgames_dir" >&2; exit 1; }
  actual=$(xz -dc "$endgames_dir/$name" | sha256sum | cut -d' ' -f1)
  [[ "$actual" == "$sha" ]] || { echo "$name: text sha256 $actual, the MANIFEST says $sha" >&2; exit 1; }
  held=$(xz -dc "$endgames_dir/$name" | wc -l)
  [[ $held -eq $games ]] || { echo "$name: $held games, the MANIFEST says $games" >&2; exit 1; }
  if [[ -z "$smallest" ]] || ((games < smallest_games)); then
    smallest=$name
    smallest_games=$games
  fi
done
echo "${#files[@]} files match the games and the sha256 of the MANIFEST"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source_name=${smallest%.txt.xz}.wtb
xz -dc "$wthor_dir/$source_name.xz" >"$work/$source_name"
# shellcheck disable=SC2086  # the options are words
"$converter" $options --output "$work/made.txt" "$work/$source_name" 2>/dev/null
if ! xz -dc "$endgames_dir/$smallest" | cmp -s - "$work/made.txt"; then
  echo "$smallest: the converter makes other lines from $source_name with: $options" >&2
  exit 1
fi
echo "$smallest: made again byte for byte from $source_name"

# An independent solve of the first games where their play out begins: at the third
# field's empties, after 60 minus that many moves of the transcript (which leaves passes out).
checked=0
while read -r transcript black_score empties _ && ((checked < 3)); do
  prefix=${transcript:0:$((2 * (60 - empties)))}
  answer=$("$reversi" hint "$prefix" --exact 30)
  best=$(grep -m1 -E '^  [a-h][1-8] ' <<<"$answer")
  [[ "$best" == *"(exact)"* ]] || { echo "$smallest: not solved after $prefix: $best" >&2; exit 1; }
  read -r _ value _ <<<"$best"
  expected=$((black_score))
  grep -q '^White to move' <<<"$answer" && expected=$((-expected))
  [[ "${value%.0}" -eq "$expected" ]] || {
    echo "$smallest: after $prefix the line says $expected for the side to move, reversi hint $value" >&2
    exit 1
  }
  checked=$((checked + 1))
done < <(xz -dc "$endgames_dir/$smallest")
((checked == 3)) || { echo "$smallest: only $checked games checked against reversi hint" >&2; exit 1; }
echo "$smallest: the first $checked games' scores are reversi hint's exact values"
