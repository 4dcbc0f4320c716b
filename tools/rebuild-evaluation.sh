#!/usr/bin/env bash
# Rebuilds the pattern evaluation from nothing: generates the self-play games (in pieces,
# resumable), trains the tables on them and writes the tables with their manifest.
#
#   tools/rebuild-evaluation.sh                 # everything still missing, then train
#   tools/rebuild-evaluation.sh --pieces 40     # only the first 40 pieces of games
#   tools/rebuild-evaluation.sh --games-only    # generate, do not train
#   tools/rebuild-evaluation.sh --output DIR    # write the tables and fit elsewhere than src/engine/data
#
# Games: training/games/piece-NNNN.txt.xz, GAMES_PER_PIECE games each (see
# tools/generate_games.cpp for what a game is). A piece that is there is kept, so an
# interrupted run goes on where it stopped; commit the pieces as they come. Each finished
# piece is listed in training/games/MANIFEST with the sha256 of its text and the commit of
# the generator that made it. tests/training_data_test.sh regenerates a slice of them.
#
# Tables: src/engine/data/patterns.bin, the Multi-ProbCut fit to them (probcut_fit.inc)
# and patterns.manifest beside them.
set -euo pipefail
cd "$(dirname "$0")/.."

# What the games are; changing any of these makes other games (start over in a new folder).
readonly SEED=1
readonly GAMES_PER_PIECE=1000
readonly DEPTH=6
readonly PERFECT_EMPTIES=20
readonly FEWEST_RANDOM_PLIES=4
readonly MOST_RANDOM_PLIES=20
readonly ALL_PIECES=200

# How the tables are trained.
readonly PHASE_WIDTH=4
# The positions of 48 or more empties are few (only games whose random opening was short
# reach them): one phase for all of them keeps the first moves' values steady.
readonly POOLED_FROM=48
readonly EPOCHS=20
readonly RATE=0.002

# How Multi-ProbCut is fitted to them, on held-out games (tools/fit_probcut.cpp).
readonly PROBCUT_POSITIONS=900  # a game gives one; a few held-out games end too soon to give one
readonly PROBCUT_MOST_DEPTH=10

pieces=$ALL_PIECES
output_dir=src/engine/data
jobs=$(nproc)
games_only=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --pieces) pieces=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --games-only) games_only=true; shift ;;
    --output) output_dir=$2; shift 2 ;;
    *) echo "rebuild-evaluation: unknown option '$1' (--pieces N, --jobs N, --games-only, --output DIR)" >&2; exit 2 ;;
  esac
done

games_dir=training/games
manifest="$games_dir/MANIFEST"
work_dir=build/training
build_dir=build/release
mkdir -p "$games_dir" "$work_dir"
# One run at a time: two would make the same pieces and list them twice. The lock is held
# as long as any process of the run lives, its generators included.
exec 9>"$work_dir/lock"
if ! flock -n 9; then
  echo "rebuild-evaluation: another run is going on (or its generators still are): $work_dir/lock is held" >&2
  exit 1
fi

echo "== Building the tools =="
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" -j "$jobs" --target reversi_generate_games reversi_train_evaluation reversi_fit_probcut \
  >/dev/null

piece_file() { printf '%s/piece-%04d.txt.xz' "$games_dir" "$1"; }
# The commit the sources of PATHS come from, "+changes" when they differ from it.
source_commit() {
  local commit
  commit=$(git rev-parse --short=12 HEAD)
  git diff --quiet HEAD -- "$@" || commit="$commit+changes"
  echo "$commit"
}
generator_options="--seed $SEED --depth $DEPTH --perfect-empties $PERFECT_EMPTIES"
generator_options+=" --fewest-random-plies $FEWEST_RANDOM_PLIES --most-random-plies $MOST_RANDOM_PLIES"

# Makes piece $1 (called in parallel by xargs): generated into the work folder, compressed,
# then moved into place, so that a piece file is only ever complete. A generator that
# stops early (killed with the script, say) leaves no piece: xargs runs this in a shell of
# its own, which does not inherit the script's -e, and a cut-short text would otherwise be
# compressed and listed like a whole one.
make_piece() {
  set -euo pipefail
  local piece=$1
  local text="$work_dir/piece-$piece.txt"
  # shellcheck disable=SC2086  # the options are words
  "$build_dir/tools/reversi_generate_games" $generator_options --first $((piece * GAMES_PER_PIECE)) \
    --games "$GAMES_PER_PIECE" >"$text"
  local games
  games=$(wc -l <"$text")
  if [[ $games -ne $GAMES_PER_PIECE ]]; then
    echo "rebuild-evaluation: piece $piece has $games games, not $GAMES_PER_PIECE: not kept" >&2
    return 1
  fi
  local sha
  sha=$(sha256sum "$text" | cut -d' ' -f1)
  xz -9 --threads=1 -c "$text" >"$text.xz"
  mv "$text.xz" "$(piece_file "$piece")"
  rm "$text"
  local commit
  # The games do not depend on the whole-game tables and their fit (the generator judges by
  # the features and solves with the endgame tables): tables written by a training that
  # ran meanwhile do not make the games' commit one "+changes".
  commit=$(source_commit tools/generate_games.cpp src ':!src/engine/data/patterns.*' ':!src/engine/data/probcut_fit.inc')
  # One short line in append mode: pieces finishing at once do not mix their lines.
  printf 'piece-%04d.txt.xz games %d-%d sha256-of-text %s generator %s\n' \
    "$piece" $((piece * GAMES_PER_PIECE)) $(((piece + 1) * GAMES_PER_PIECE - 1)) "$sha" "$commit" \
    >>"$manifest"
  echo "$piece" >>"$work_dir/finished"
}
export -f make_piece piece_file source_commit
export GAMES_PER_PIECE generator_options games_dir manifest work_dir build_dir

echo "== Games: $pieces pieces of $GAMES_PER_PIECE =="
if [[ ! -f "$manifest" ]]; then
  printf '# Training games of the pattern evaluation: tools/rebuild-evaluation.sh makes them.\n' >"$manifest"
  printf 'options: %s\ngames per piece: %d\n' "$generator_options" "$GAMES_PER_PIECE" >>"$manifest"
elif ! grep -qxF "options: $generator_options" "$manifest" || ! grep -qxF "games per piece: $GAMES_PER_PIECE" "$manifest"; then
  echo "rebuild-evaluation: $manifest was made with other options than these:" >&2
  echo "  options: $generator_options; games per piece: $GAMES_PER_PIECE" >&2
  exit 1
fi
missing=()
for ((p = 0; p < pieces; ++p)); do
  [[ -f "$(piece_file "$p")" ]] || missing+=("$p")
done
echo "$((pieces - ${#missing[@]})) pieces already made, ${#missing[@]} to make with $jobs jobs"
if [[ ${#missing[@]} -gt 0 ]]; then
  : >"$work_dir/finished"
  start=$(date +%s)
  printf '%s\n' "${missing[@]}" | xargs -P "$jobs" -I{} bash -c 'make_piece {}' &
  generator=$!
  # Progress: pieces made, time per piece, time left.
  reported=0
  while kill -0 "$generator" 2>/dev/null; do
    sleep 10
    made=$(wc -l <"$work_dir/finished")
    elapsed=$(($(date +%s) - start))
    if [[ $made -gt $reported ]]; then
      reported=$made
      left=$(((${#missing[@]} - made) * elapsed / made))
      printf '%s  %d of %d pieces made, %d s a piece with %d jobs, about %d h %02d min left\n' \
        "$(date +%H:%M)" "$made" "${#missing[@]}" $((elapsed / made)) "$jobs" $((left / 3600)) $((left % 3600 / 60))
    fi
  done
  wait "$generator"
fi
"$games_only" && exit 0

# The sources the tables come from, before the tables and the fit are written into src.
commit=$(source_commit tools src)
echo "== Training on the $pieces pieces =="
# One piece in twenty is held out: its games measure the tables and are never trained on.
text_dir="$work_dir/text"
mkdir -p "$text_dir"
training=()
held_out=()
for ((p = 0; p < pieces; ++p)); do
  text=$(printf '%s/piece-%04d.txt' "$text_dir" "$p")
  xz -dc "$(piece_file "$p")" >"$text"
  if ((p % 20 == 19)); then held_out+=("$text"); else training+=("$text"); fi
done
if [[ ${#held_out[@]} -eq 0 ]]; then
  held_out=("${training[-1]}")
  unset 'training[-1]'
fi
# One --held-out a file: the option takes a single file, and a second after it would be
# trained on (with 40 pieces or more, piece 39 was).
held_out_options=()
for file in "${held_out[@]}"; do held_out_options+=(--held-out "$file"); done
trainer_options=(--phase-width "$PHASE_WIDTH" --pooled-from "$POOLED_FROM" --epochs "$EPOCHS" --rate "$RATE")
"$build_dir/tools/reversi_train_evaluation" "${trainer_options[@]}" --output "$work_dir/patterns.bin" \
  --report "$work_dir/report.txt" "${held_out_options[@]}" "${training[@]}"

echo "== Fitting Multi-ProbCut to the new tables =="
probcut_options=(--positions "$PROBCUT_POSITIONS" --most-depth "$PROBCUT_MOST_DEPTH")
"$build_dir/tools/reversi_fit_probcut" "${probcut_options[@]}" --tables "$work_dir/patterns.bin" \
  --output "$work_dir/probcut_fit.inc" "${held_out[@]}"

echo "== Writing $output_dir/patterns.bin, probcut_fit.inc and their manifest =="
mkdir -p "$output_dir"
cp "$work_dir/patterns.bin" "$output_dir/patterns.bin"
cp "$work_dir/probcut_fit.inc" "$output_dir/probcut_fit.inc"
{
  echo "# The pattern tables compiled into reversi, and how tools/rebuild-evaluation.sh made them."
  echo "tables: patterns.bin"
  echo "tables sha256: $(sha256sum "$output_dir/patterns.bin" | cut -d' ' -f1)"
  echo "made: $(date -u '+%Y-%m-%d %H:%M UTC') at commit $commit"
  echo "trainer options: ${trainer_options[*]}"
  echo "probcut fit: probcut_fit.inc, sha256 $(sha256sum "$output_dir/probcut_fit.inc" | cut -d' ' -f1)," \
    "${probcut_options[*]}, on the held-out games"
  echo "generator options: $generator_options ($GAMES_PER_PIECE games a piece)"
  echo "held out (pieces): ${#held_out[@]} ($(for f in "${held_out[@]}"; do basename "$f" .txt; done | paste -sd ' '))"
  echo "data files (sha256 of the text, of the file, the generator's commit):"
  for ((p = 0; p < pieces; ++p)); do
    file=$(basename "$(piece_file "$p")")
    line=$(grep "^$file " "$manifest")
    read -r _ _ range _ text_sha _ generator_commit <<<"$line"
    echo "  $file games $range text $text_sha file $(sha256sum "$(piece_file "$p")" | cut -d' ' -f1) generator $generator_commit"
  done
  cat "$work_dir/report.txt"
} >"$output_dir/patterns.manifest"
echo "Done: rebuild (scripts/test.sh or cmake --build) to compile the new tables in."
