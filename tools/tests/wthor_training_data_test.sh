#!/usr/bin/env bash
# Checks the committed tournament games (training/wthor) against their MANIFEST: every
# file is there with the sha256 and the number of games listed, and the converter turns
# each into a training line (tools/wthor_training_games.cpp) but for the games the MANIFEST
# says it leaves out.
# Usage: wthor_training_data_test.sh CONVERTER WTHOR_DIR
set -euo pipefail
converter=$1
wthor_dir=$2
manifest="$wthor_dir/MANIFEST"

[[ -f "$manifest" ]] || { echo "no $manifest" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(grep -v '^#' "$manifest")
[[ ${#files[@]} -gt 0 ]] || { echo "$manifest lists no files" >&2; exit 1; }
listed_games=0
for line in "${files[@]}"; do
  read -r name games sha <<<"$line"
  [[ -f "$wthor_dir/$name.xz" ]] || { echo "$name.xz is in the MANIFEST but not in $wthor_dir" >&2; exit 1; }
  xz -dc "$wthor_dir/$name.xz" >"$work/$name"
  actual=$(sha256sum "$work/$name" | cut -d' ' -f1)
  [[ "$actual" == "$sha" ]] || { echo "$name: sha256 $actual, the MANIFEST says $sha" >&2; exit 1; }
  listed_games=$((listed_games + games))
done

# The WTHOR years: every game to its theoretical score but for the few the MANIFEST names.
wthor_games=$(printf '%s\n' "${files[@]}" | awk '/^WTH_/ {n += $2} END {print n}')
left_out=$(sed -n 's/^# left out of the WTHOR years: \([0-9]*\).*/\1/p' "$manifest")
[[ -n "$left_out" ]] || { echo "$manifest does not say how many WTHOR games are left out" >&2; exit 1; }
"$converter" --output "$work/wthor.txt" "$work"/WTH_*.wtb 2>"$work/report.txt"
grep -q "^$((wthor_games - left_out)) games written;" "$work/report.txt" || {
  echo "the converter: $(cat "$work/report.txt"); expected $((wthor_games - left_out)) games written" >&2
  exit 1
}
# Logistello's book games, their results as perfect play from 18 empties: all of them.
logistello_games=$(printf '%s\n' "${files[@]}" | awk '/^Logistello/ {print $2}')
"$converter" --output "$work/logistello.txt" --result-perfect-from 18 "$work/Logistello_book_1999.wtb" \
  2>"$work/report.txt"
grep -q "^$logistello_games games written;" "$work/report.txt" || {
  echo "the converter: $(cat "$work/report.txt"); expected $logistello_games games written" >&2
  exit 1
}
# A damaged file is refused, naming the file and the game.
head -c 100 "$work/WTH_1980.wtb" >"$work/cut.wtb"
if "$converter" --output "$work/cut.txt" "$work/cut.wtb" 2>"$work/report.txt" ||
  ! grep -qF "cut.wtb: game 2: cut short after 16 of its 68 bytes" "$work/report.txt"; then
  echo "a cut-short file: $(cat "$work/report.txt")" >&2
  exit 1
fi
echo "${#files[@]} files, $listed_games games, match the MANIFEST; the converter leaves out $left_out"
