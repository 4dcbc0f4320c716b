#!/usr/bin/env bash
# Plays the endgames of the tournament games (training/wthor) out perfectly, for the
# pattern evaluation to learn real games' endgames with their exact values: each game from
# its position of PLAYED_OUT_FROM empties, as the players left it, to the end
# (reversi_wthor_training_games --played-out-from). One file a source file, made in
# parallel, resumable: a file that is there is kept, so an interrupted run goes on where it
# stopped; commit the files as they come.
#
#   tools/solve-tournament-endgames.sh              # every file still missing
#   tools/solve-tournament-endgames.sh --jobs 1     # one at a time
#   tools/solve-tournament-endgames.sh --only WTH_1977   # that source file only
#   tools/solve-tournament-endgames.sh --deviations      # the moves not played, instead
#   tools/solve-tournament-endgames.sh --exact-positions # each position solved, instead
#
# training/wthor-endgames/NAME.txt.xz for training/wthor/NAME.wtb.xz, listed in the MANIFEST
# there with its lines, the sha256 of its text and the commit of the tool that made it.
# With --deviations, training/wthor-deviations: at each game's position of
# DEVIATIONS_FROM empties, every legal move but the players', each played out perfectly
# (reversi_wthor_training_games --deviations-from), the positions strong players avoid.
# With --exact-positions, training/wthor-exact: every position of each game from
# EXACT_POSITIONS_FROM empties on, and every position one other move away, each a line
# with its exact value (reversi_wthor_training_games --exact-positions-from).
# The held-out year (TOURNAMENT_HELD_OUT_YEAR) is left out: the tables are measured on
# it. tools/tests/wthor_endgames_test.sh checks the files and makes the smallest again.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=tools/script_functions.sh
source tools/script_functions.sh

# Changing either makes other games (start over in a new folder).
readonly PLAYED_OUT_FROM=20
readonly DEVIATIONS_FROM=20
readonly EXACT_POSITIONS_FROM=18

jobs=$(nproc)
only=""
kind=endgames
while [[ $# -gt 0 ]]; do
  case "$1" in
    --jobs | --only) needs_value "$@" ;;&
    --jobs) jobs=$2; shift 2 ;;
    --only) only=$2; shift 2 ;;
    --deviations) kind=deviations; shift ;;
    --exact-positions) kind=exact; shift ;;
    *)
      echo "solve-tournament-endgames: unknown option '$1' (--jobs N, --only NAME, --deviations, --exact-positions)" >&2
      exit 2
      ;;
  esac
done

build_dir=build/release
work_dir=build/tournament-$kind
out_dir=training/wthor-$kind
case $kind in
  endgames)
    options="--played-out-from $PLAYED_OUT_FROM"
    what="The tournament games' endgames played out perfectly"
    ;;
  deviations)
    options="--deviations-from $DEVIATIONS_FROM"
    what="The moves the tournament games did not play, each played out perfectly"
    ;;
  exact)
    options="--exact-positions-from $EXACT_POSITIONS_FROM"
    what="The tournament games' endgame positions and those one other move away, each with its exact value"
    ;;
esac
mkdir -p "$work_dir" "$out_dir"
exec 9>"$work_dir/lock"
if ! flock -n 9; then
  echo "solve-tournament-endgames: another run is going on: $work_dir/lock is held" >&2
  exit 1
fi

echo "== Building the tool =="
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" -j "$jobs" --target reversi_wthor_training_games >/dev/null

manifest=$out_dir/MANIFEST
if [[ ! -f "$manifest" ]]; then
  {
    echo "# $what: tools/solve-tournament-endgames.sh makes them."
    echo "# Columns: file, lines, sha256 of the text, the commit of the tool that made it."
    echo "options: $options"
  } >"$manifest"
elif ! grep -qxF "options: $options" "$manifest"; then
  echo "solve-tournament-endgames: $manifest was made with other options than '$options'" >&2
  exit 1
fi

# Makes the file of source $1 (a name like WTH_1990): written in the work folder, then
# compressed and moved into place, so that a file in $out_dir is only ever complete.
make_lines() {
  set -euo pipefail
  local name=$1
  local source="$work_dir/$name.wtb" text="$work_dir/$name.txt"
  xz -dc "training/wthor/$name.wtb.xz" >"$source"
  "$build_dir/tools/reversi_wthor_training_games" $options --output "$text" "$source" 2>"$work_dir/$name.report"
  local lines sha commit
  lines=$(wc -l <"$text")
  sha=$(sha256sum "$text" | cut -d' ' -f1)
  xz -9 --threads=1 -c "$text" >"$text.xz"
  mv "$text.xz" "$out_dir/$name.txt.xz"
  rm "$text" "$source"
  commit=$(source_commit tools/wthor_training_games.cpp tools/perfect_play.h src \
    ':!src/engine/data/patterns.*' ':!src/engine/data/probcut_fit.inc')
  printf '%s.txt.xz %d %s %s\n' "$name" "$lines" "$sha" "$commit" >>"$manifest"
  echo "$(date +%H:%M) $name: $(cat "$work_dir/$name.report")"
}
export -f make_lines source_commit
export build_dir work_dir out_dir manifest options

missing=()
for file in training/wthor/WTH_*.wtb.xz; do
  name=$(basename "$file" .wtb.xz)
  [[ $name == "WTH_$TOURNAMENT_HELD_OUT_YEAR" ]] && continue
  [[ -z "$only" || $name == "$only" ]] || continue
  [[ -f "$out_dir/$name.txt.xz" ]] || missing+=("$name")
done
echo "== ${#missing[@]} files to make with $jobs jobs =="
[[ ${#missing[@]} -gt 0 ]] || exit 0
# The smallest year first (the test makes it again), then the biggest, so that the last
# jobs to finish are short ones.
by_size=$(for name in "${missing[@]}"; do
  printf '%s %s\n' "$(xz -l --robot "training/wthor/$name.wtb.xz" | awk '/^totals/ {print $5}')" "$name"
done | sort -rn | cut -d' ' -f2)
{ tail -n 1 <<<"$by_size"; head -n -1 <<<"$by_size"; } | xargs -r -P "$jobs" -I{} bash -c 'make_lines {}'
