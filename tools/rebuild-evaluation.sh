#!/usr/bin/env bash
# Rebuilds the pattern evaluation from nothing: generates the self-play games (in pieces,
# resumable), trains the tables on them and writes the tables with their manifest.
#
#   tools/rebuild-evaluation.sh                 # everything still missing, then train
#   tools/rebuild-evaluation.sh --pieces 40     # only the first 40 pieces of games
#   tools/rebuild-evaluation.sh --games-only    # generate, do not train
#
# Games: training/games/piece-NNNN.txt.xz, GAMES_PER_PIECE games each (see
# tools/generate_games.cpp for what a game is). A piece that is there is kept, so an
# interrupted run goes on where it stopped; commit the pieces as they come. Each finished
# piece is listed in training/games/MANIFEST with the sha256 of its text and the commit of
# the generator that made it. tests/training_data_test.sh regenerates a slice of them.
#
# Tables: src/engine/data/pattern_weights.bin and pattern_weights.manifest beside them.
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

pieces=$ALL_PIECES
jobs=$(nproc)
games_only=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --pieces) pieces=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --games-only) games_only=true; shift ;;
    *) echo "rebuild-evaluation: unknown option '$1' (--pieces N, --jobs N, --games-only)" >&2; exit 2 ;;
  esac
done

games_dir=training/games
work_dir=build/training
build_dir=build/release
mkdir -p "$games_dir" "$work_dir"

echo "== Building the tools =="
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" -j "$jobs" --target reversi_generate_games reversi_train_evaluation >/dev/null

piece_file() { printf '%s/piece-%04d.txt.xz' "$games_dir" "$1"; }

# Makes piece $1 (called in parallel by xargs): generated into the work folder, compressed,
# then moved into place, so that a piece file is only ever complete.
make_piece() {
  local piece=$1
  local text="$work_dir/piece-$piece.txt"
  "$build_dir/tools/reversi_generate_games" --seed "$SEED" --first $((piece * GAMES_PER_PIECE)) \
    --games "$GAMES_PER_PIECE" --depth "$DEPTH" --perfect-empties "$PERFECT_EMPTIES" \
    --fewest-random-plies "$FEWEST_RANDOM_PLIES" --most-random-plies "$MOST_RANDOM_PLIES" >"$text"
  local sha
  sha=$(sha256sum "$text" | cut -d' ' -f1)
  xz -9 --threads=1 -c "$text" >"$text.xz"
  mv "$text.xz" "$(piece_file "$piece")"
  rm "$text"
  local commit
  commit=$(git rev-parse --short=12 HEAD)
  git diff --quiet HEAD -- tools/generate_games.cpp src || commit="$commit+changes"
  # One short line in append mode: pieces finishing at once do not mix their lines.
  printf 'piece-%04d.txt.xz games %d-%d sha256-of-text %s generator %s\n' \
    "$piece" $((piece * GAMES_PER_PIECE)) $(((piece + 1) * GAMES_PER_PIECE - 1)) "$sha" "$commit" \
    >>"$games_dir/MANIFEST"
  echo "$piece" >>"$work_dir/finished"
}
export -f make_piece piece_file
export SEED GAMES_PER_PIECE DEPTH PERFECT_EMPTIES FEWEST_RANDOM_PLIES MOST_RANDOM_PLIES games_dir work_dir build_dir

echo "== Games: $pieces pieces of $GAMES_PER_PIECE =="
touch "$games_dir/MANIFEST"
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

echo "Training is not written yet." >&2
exit 1
