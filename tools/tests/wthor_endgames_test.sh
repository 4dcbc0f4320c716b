#!/usr/bin/env bash
# Checks the committed lines that tools/solve-tournament-endgames.sh made from the
# tournament games (training/wthor-endgames, training/wthor-deviations or training/wthor-exact)
# against their MANIFEST: every file listed is there, once, with the lines and the sha256
# of its text; and the smallest comes out of the converter byte for byte from its WTHOR
# file and the options the MANIFEST names, its first lines' scores the exact values that
# `reversi hint` finds where their perfect play begins.
# Usage: wthor_endgames_test.sh CONVERTER REVERSI LINES_DIR WTHOR_DIR
set -euo pipefail
converter=$1
reversi=$2
lines_dir=$3
wthor_dir=$4
manifest="$lines_dir/MANIFEST"

[[ -f "$manifest" ]] || { echo "no $manifest" >&2; exit 1; }
options=$(sed -n 's/^options: //p' "$manifest")
[[ -n "$options" ]] || { echo "$manifest names no options" >&2; exit 1; }
mapfile -t files < <(grep -v -e '^#' -e '^options: ' "$manifest")
[[ ${#files[@]} -gt 0 ]] || { echo "$manifest lists no files" >&2; exit 1; }
listed=$(printf '%s\n' "${files[@]}" | cut -d' ' -f1 | sort | uniq -d)
[[ -z "$listed" ]] || { echo "$manifest lists more than once: $listed" >&2; exit 1; }
for file in "$lines_dir"/*.txt.xz; do
  grep -q "^$(basename "$file") " "$manifest" || { echo "$file is not in $manifest" >&2; exit 1; }
done

smallest="" smallest_lines=0
for line in "${files[@]}"; do
  read -r name lines sha _ <<<"$line"
  [[ -f "$lines_dir/$name" ]] || { echo "$name is in the MANIFEST but not in $lines_dir" >&2; exit 1; }
  actual=$(xz -dc "$lines_dir/$name" | sha256sum | cut -d' ' -f1)
  [[ "$actual" == "$sha" ]] || { echo "$name: text sha256 $actual, the MANIFEST says $sha" >&2; exit 1; }
  held=$(xz -dc "$lines_dir/$name" | wc -l)
  [[ $held -eq $lines ]] || { echo "$name: $held lines, the MANIFEST says $lines" >&2; exit 1; }
  if [[ -z "$smallest" ]] || ((lines < smallest_lines)); then
    smallest=$name
    smallest_lines=$lines
  fi
done
echo "${#files[@]} files match the lines and the sha256 of the MANIFEST"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source_name=${smallest%.txt.xz}.wtb
xz -dc "$wthor_dir/$source_name.xz" >"$work/$source_name"
# shellcheck disable=SC2086  # the options are words
"$converter" $options --output "$work/made.txt" "$work/$source_name" 2>/dev/null
if ! xz -dc "$lines_dir/$smallest" | cmp -s - "$work/made.txt"; then
  echo "$smallest: the converter makes other lines from $source_name with: $options" >&2
  exit 1
fi
echo "$smallest: made again byte for byte from $source_name"

# An independent solve of the first lines where their perfect play begins: at the third
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
done < <(xz -dc "$lines_dir/$smallest")
((checked == 3)) || { echo "$smallest: only $checked lines checked against reversi hint" >&2; exit 1; }
echo "$smallest: the first $checked lines' scores are reversi hint's exact values"
