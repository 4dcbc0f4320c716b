#!/usr/bin/env bash
# Rebuilds the pattern evaluation from nothing: generates the self-play games (in pieces,
# resumable), trains the tables on them and writes the tables with their manifest.
#
#   tools/rebuild-evaluation.sh                 # everything still missing, then train
#   tools/rebuild-evaluation.sh --pieces 30     # only the first 30 pieces of round 5 (the tables compiled in)
#   tools/rebuild-evaluation.sh --round 2       # train on rounds 1 and 2 (and the tournament games) only
#   tools/rebuild-evaluation.sh --games-only    # generate, do not train
#   tools/rebuild-evaluation.sh --output DIR    # write the tables and fit elsewhere than src/engine/data
#
# The games come in rounds, each in training/round-N/piece-NNNN.txt.xz, GAMES_PER_PIECE
# games a piece (see tools/generate_games.cpp for what a game is):
#   round 1: the generator plays its midgame moves by the hand-written features;
#   round 2: it plays them by the tables trained on round 1's first 51 pieces;
#   round 3: by the tables trained on those and round 2's first 16 pieces;
#   round 4: as round 3, with a tenth of the midgame moves played at random;
#   round 5: by the tables trained on rounds 1-4;
#   round 6: by the tables round 5's whole recipe writes (rounds 2-5 and the tournament
#            games, with the tempo);
#   round 7: as round 6, searching 8 plies ahead instead of 6.
# Games played by better tables teach better tables: trained on the same openings, the
# tables from games played by tables beat those from games played by the features
# (docs/benchmarks/evaluation.md#the-whole-game-evaluation-issue-22).
# A piece that is there is kept, so an interrupted run goes on where it stopped; commit the
# pieces as they come. Each finished piece is listed in its round's MANIFEST with the
# sha256 of its text and the commit of the generator that made it.
# tools/tests/training_data_test.sh regenerates a slice of every round.
#
# Tables: src/engine/data/patterns.bin (trained, then the tempo fitted in), the
# Multi-ProbCut fit to them (probcut_fit.inc) and patterns.manifest beside them.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=tools/script_functions.sh
source tools/script_functions.sh

# What the games are; changing any of these makes other games (start over in a new round).
readonly GAMES_PER_PIECE=1000
readonly PERFECT_EMPTIES=20
readonly FEWEST_RANDOM_PLIES=4
readonly MOST_RANDOM_PLIES=20
readonly ALL_PIECES=200
readonly ROUNDS=7
# The round the tables are trained for when --round is not given.
readonly DEFAULT_ROUND=5
# Seed 2 made the games of the ProbCut test (tests/data/unseen_games.txt).
round_seed() { case $1 in 1) echo 1 ;; 2) echo 3 ;; 3) echo 5 ;; 4) echo 7 ;; 5) echo 9 ;; 6) echo 11 ;; 7) echo 13 ;; esac; }
# How far ahead the midgame moves are searched. Games played 8 plies ahead end nearer to
# what a deep search of their positions says than those played 6 ahead: their results are
# the better labels (docs/benchmarks/evaluation.md#round-6-at-level-9-and-a-parity-table-session-65).
round_depth() { case $1 in 7) echo 8 ;; *) echo 6 ;; esac; }
# Midgame moves in a thousand played at random after the opening (generate_games.cpp):
# round 4 is round 3 with a tenth of them random, to teach the tables the positions after
# a bad move (the tables trained on rounds 1-2 judge those too kindly for the side that
# made it: docs/benchmarks/evaluation.md#the-whole-game-evaluation-issue-22). It is played by the
# same tables as round 3.
round_random_moves() { case $1 in 4) echo 100 ;; *) echo 0 ;; esac; }
# The pieces of each round that are trained on beside the later rounds' (ROUND:COUNT, the
# first COUNT pieces of round ROUND). The tables that play a round's games are trained on
# those of the rounds before it (by the recipe below; training is deterministic, so they
# come out byte for byte: sha256 in the round's MANIFEST). Round 1 stays in the training:
# beside round 2's first pieces, its 51 made stronger tables than round 2's alone, and more
# pieces of round 1 gained nothing (docs/benchmarks/evaluation.md#the-whole-game-evaluation-issue-22).
# Round 6's are the pieces round 5's whole recipe trains on (played_by_written_tables);
# the tables for round 6 are trained on them too, beside its own. Round 7 is played by the
# same tables as round 6.
earlier_rounds() {
  case $1 in
    1) echo "" ;;
    2) echo "1:51" ;;
    3 | 4) echo "1:51 2:16" ;;
    5) echo "1:51 2:16 3:16 4:10" ;;
    6 | 7) echo "2:16 3:16 4:10 5:30" ;;
  esac
}
# The pieces trained on beside round N's in the tables the script writes: those of the
# rounds whose tables played its games, and for round 4 round 3's too, its sibling played
# by the same tables. The random moves' games teach no more than the others piece for
# piece, but beside them they cost nothing, so all are used
# (docs/benchmarks-history.md#session-22-the-tables-42c80566-rounds-1-4-issue-22).
# Round 5 leaves round 1 out, the games the hand-written features played: their results
# carry the features' mistakes, and the tables trained without them play better
# (docs/benchmarks/evaluation.md#the-whole-game-evaluation-issue-22).
trained_beside() { case $1 in 4) echo "1:51 2:16 3:16" ;; 5) echo "2:16 3:16 4:10" ;; *) earlier_rounds "$1" ;; esac; }

# The tournament games trained on beside the rounds' (training/wthor, as published; not
# beside the earlier rounds' when the tables that played a round are trained anew): every
# WTHOR game up to 2010, up to its theoretical score (perfect play from 24 empties), and
# Logistello's book games, their result taken as perfect play from 18 empties, where their
# positions solved bear it out nearly always, unlike from more empties. The WTHOR games of
# 2011 are held out (TOURNAMENT_HELD_OUT_YEAR): real play that the tables are measured on
# (docs/benchmarks/evaluation.md#the-whole-game-evaluation-tournament-games-issue-55).
readonly LOGISTELLO_PERFECT_FROM=18

# How the tables are trained.
readonly PHASE_WIDTH=4
# The positions of 48 or more empties are few (only games whose random opening was short
# reach them): one phase for all of them keeps the first moves' values steady.
readonly POOLED_FROM=48
readonly EPOCHS=20
readonly RATE=0.002
trainer_options=(--phase-width "$PHASE_WIDTH" --pooled-from "$POOLED_FROM" --epochs "$EPOCHS" --rate "$RATE")

# How the tempo is fitted to them, on the held-out games (tools/fit_tempo.cpp): each
# phase's constant raised so that searches of odd and even depth agree.
readonly TEMPO_POSITIONS=900
readonly TEMPO_MOST_DEPTH=11

# How Multi-ProbCut is fitted to them, on held-out games (tools/fit_probcut.cpp).
readonly PROBCUT_POSITIONS=900  # a game gives one; a few held-out games end too soon to give one
readonly PROBCUT_MOST_DEPTH=10

round=$DEFAULT_ROUND
pieces=$ALL_PIECES
output_dir=src/engine/data
jobs=$(nproc)
games_only=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --round | --pieces | --jobs | --output) needs_value "$@" ;;&
    --round) round=$2; shift 2 ;;
    --pieces) pieces=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --games-only) games_only=true; shift ;;
    --output) output_dir=$2; shift 2 ;;
    *)
      echo "rebuild-evaluation: unknown option '$1' (--round N, --pieces N, --jobs N, --games-only, --output DIR)" >&2
      exit 2
      ;;
  esac
done
if [[ ! "$round" =~ ^[1-9]$ ]] || ((round > ROUNDS)); then
  echo "rebuild-evaluation: --round $round: the rounds are 1 to $ROUNDS" >&2
  exit 2
fi

work_dir=build/training
build_dir=build/release
mkdir -p "$work_dir"
# One run at a time: two would make the same pieces and list them twice. The lock is held
# as long as any process of the run lives, its generators included.
exec 9>"$work_dir/lock"
if ! flock -n 9; then
  echo "rebuild-evaluation: another run is going on (or its generators still are): $work_dir/lock is held" >&2
  exit 1
fi

echo "== Building the tools =="
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build_dir" -j "$jobs" --target reversi_generate_games reversi_train_evaluation reversi_fit_tempo \
  reversi_fit_probcut reversi_wthor_training_games >/dev/null

games_dir() { echo "training/round-$1"; }
piece_file() { printf '%s/piece-%04d.txt.xz' "$(games_dir "$1")" "$2"; }
piece_text() { printf '%s/text/round-%d/piece-%04d.txt' "$work_dir" "$1" "$2"; }

# Makes piece $1 of round $piece_round (called in parallel by xargs): generated into
# the work folder, compressed, then moved into place, so that a piece file is only ever
# complete. A generator that stops early (killed with the script, say) leaves no piece:
# xargs runs this in a shell of its own, which does not inherit the script's -e, and a
# cut-short text would otherwise be compressed and listed like a whole one.
make_piece() {
  set -euo pipefail
  local piece=$1
  local text
  text="$work_dir/round-$piece_round-piece-$piece.txt"
  # shellcheck disable=SC2086  # the options are words
  "$build_dir/tools/reversi_generate_games" $generator_options $generator_tables_option \
    --first $((piece * GAMES_PER_PIECE)) --games "$GAMES_PER_PIECE" >"$text"
  local games
  games=$(wc -l <"$text")
  if [[ $games -ne $GAMES_PER_PIECE ]]; then
    echo "rebuild-evaluation: piece $piece has $games games, not $GAMES_PER_PIECE: not kept" >&2
    return 1
  fi
  local sha
  sha=$(sha256sum "$text" | cut -d' ' -f1)
  xz -9 --threads=1 -c "$text" >"$text.xz"
  mv "$text.xz" "$(piece_file "$piece_round" "$piece")"
  rm "$text"
  local commit
  # The games do not depend on the whole-game tables compiled in and their fit (the
  # generator plays by the features or by the tables it is given, and solves with the
  # endgame tables): tables written by a training that ran meanwhile do not make the games'
  # commit one "+changes".
  commit=$(source_commit tools/generate_games.cpp tools/perfect_play.h src ':!src/engine/data/patterns.*' ':!src/engine/data/probcut_fit.inc')
  # One short line in append mode: pieces finishing at once do not mix their lines.
  printf 'piece-%04d.txt.xz games %d-%d sha256-of-text %s generator %s\n' \
    "$piece" $((piece * GAMES_PER_PIECE)) $(((piece + 1) * GAMES_PER_PIECE - 1)) "$sha" "$commit" \
    >>"$(games_dir "$piece_round")/MANIFEST"
  echo "$piece" >>"$work_dir/finished"
}
export -f make_piece source_commit piece_file games_dir
export GAMES_PER_PIECE work_dir build_dir

# Trains tables into $1, with its report in $2, on the pieces named by the ROUND:COUNT
# arguments after them (the first COUNT pieces of round ROUND). One piece in twenty of each
# round is held out: its games measure the tables and the ProbCut fit, and are never
# trained on. Sets held_out to the held-out texts.
train_tables() {
  local output=$1 report=$2
  shift 2
  local training=() held_out_options=() text spec r p
  held_out=()
  for spec in "$@"; do
    r=${spec%:*}
    mkdir -p "$work_dir/text/round-$r"
    for ((p = 0; p < ${spec#*:}; ++p)); do
      text=$(piece_text "$r" "$p")
      xz -dc "$(piece_file "$r" "$p")" >"$text"
      if ((p % 20 == 19)); then held_out+=("$text"); else training+=("$text"); fi
    done
  done
  if [[ ${#held_out[@]} -eq 0 ]]; then
    held_out=("${training[-1]}")
    unset 'training[-1]'
  fi
  # One --held-out a file: the option takes a single file, and a second after it would be
  # trained on (with 40 pieces or more, piece 39 was).
  for text in "${held_out[@]}"; do held_out_options+=(--held-out "$text"); done
  "$build_dir/tools/reversi_train_evaluation" "${trainer_options[@]}" --output "$output" --report "$report" \
    "${held_out_options[@]}" "${training[@]}" "${tournament_training[@]}"
}

# The tournament games as training lines (reversi_wthor_training_games): sets
# tournament_training to those trained on and tournament_held_out to the held-out year's.
tournament_training=()
tournament_held_out=""
prepare_tournament_games() {
  local dir=$work_dir/text/wthor file name
  mkdir -p "$dir"
  local years=()
  for file in training/wthor/WTH_*.wtb.xz; do
    name=$(basename "$file" .xz)
    xz -dc "$file" >"$dir/$name"
    [[ $name == "WTH_$TOURNAMENT_HELD_OUT_YEAR.wtb" ]] || years+=("$dir/$name")
  done
  xz -dc training/wthor/Logistello_book_1999.wtb.xz >"$dir/Logistello_book_1999.wtb"
  "$build_dir/tools/reversi_wthor_training_games" --output "$dir/wthor.txt" "${years[@]}"
  "$build_dir/tools/reversi_wthor_training_games" --output "$dir/logistello.txt" \
    --result-perfect-from "$LOGISTELLO_PERFECT_FROM" "$dir/Logistello_book_1999.wtb"
  "$build_dir/tools/reversi_wthor_training_games" --output "$dir/wthor-$TOURNAMENT_HELD_OUT_YEAR.txt" \
    "$dir/WTH_$TOURNAMENT_HELD_OUT_YEAR.wtb"
  tournament_training=("$dir/wthor.txt" "$dir/logistello.txt")
  tournament_held_out="$dir/wthor-$TOURNAMENT_HELD_OUT_YEAR.txt"
}

# The pieces named by ROUND:COUNT arguments, in words: "round 1 pieces 0-50, round 2 pieces 0-15".
describe_pieces() {
  local spec
  for spec in "$@"; do printf 'round %d pieces 0-%d\n' "${spec%:*}" $((${spec#*:} - 1)); done | paste -sd ',' | sed 's/,/, /g'
}

# The tables that play round $1's games, in $work_dir/round-N-tables.bin: the committed
# file when it is there, trained anew from the rounds before otherwise. Their sha256 must
# be the one the MANIFEST names; a MANIFEST made from nothing learns it here.
generator_tables() { echo "$work_dir/round-$1-tables.bin"; }
# From round 6 on, a round is played by the tables an earlier round's whole recipe writes
# (the tournament games and the tempo too), which this script does not train for a round.
played_by_written_tables() { (($1 >= 6)); }
# The command that writes the tables playing round $1, when played_by_written_tables: the
# recipe of the last of its earlier rounds.
written_tables_command() {
  local sources
  read -r -a sources <<<"$(earlier_rounds "$1")"
  echo "tools/rebuild-evaluation.sh --round ${sources[-1]%:*} --pieces ${sources[-1]#*:}"
}
prepare_generator_tables() {
  local r=$1
  local manifest committed output spec
  manifest="$(games_dir "$r")/MANIFEST"
  committed="$(games_dir "$r")/generator-tables.bin.xz"
  output=$(generator_tables "$r")
  local sources
  read -r -a sources <<<"$(earlier_rounds "$r")"
  if [[ -f "$committed" ]]; then
    xz -dc "$committed" >"$output"
  elif played_by_written_tables "$r"; then
    echo "rebuild-evaluation: round $r is played by the tables that '$(written_tables_command "$r") --output DIR'" \
      "writes (DIR/patterns.bin); put them, xz-compressed, in $committed" >&2
    exit 1
  else
    echo "== The tables that play round $r: trained on $(describe_pieces "${sources[@]}") =="
    for spec in "${sources[@]}"; do make_games "${spec%:*}" "${spec#*:}"; done
    train_tables "$output" "$work_dir/round-$r-tables-report.txt" "${sources[@]}"
    xz -9 --threads=1 -c "$output" >"$committed"
  fi
  local expected actual
  expected=$(sed -n 's/^generator tables sha256: //p' "$manifest")
  actual=$(sha256sum "$output" | cut -d' ' -f1)
  if [[ -z "$expected" ]]; then
    local origin
    if played_by_written_tables "$r"; then
      origin="the tables of $(written_tables_command "$r")"
    else
      origin="trained on $(describe_pieces "${sources[@]}") (one in twenty held out) with ${trainer_options[*]}"
    fi
    printf 'generator tables: %s, %s\n' "$(basename "$committed")" "$origin" >>"$manifest"
    printf 'generator tables sha256: %s\n' "$actual" >>"$manifest"
  elif [[ "$actual" != "$expected" ]]; then
    echo "rebuild-evaluation: the tables that play round $r have sha256 $actual; $manifest says $expected" >&2
    echo "  (trained anew, they differ when the trainer or its options changed: start a new round)" >&2
    exit 1
  fi
}

# Makes the first $2 pieces of round $1 that are still missing, in parallel, with progress.
make_games() {
  local r=$1 count=$2
  local dir manifest options
  dir=$(games_dir "$r")
  manifest="$dir/MANIFEST"
  options="--seed $(round_seed "$r") --depth $(round_depth "$r") --perfect-empties $PERFECT_EMPTIES"
  options+=" --fewest-random-plies $FEWEST_RANDOM_PLIES --most-random-plies $MOST_RANDOM_PLIES"
  (($(round_random_moves "$r") == 0)) || options+=" --random-moves $(round_random_moves "$r")"
  echo "== Round $r games: $count pieces of $GAMES_PER_PIECE =="
  mkdir -p "$dir"
  if [[ ! -f "$manifest" ]]; then
    printf '# Round %d of the training games: tools/rebuild-evaluation.sh makes them.\n' "$r" >"$manifest"
    printf 'options: %s\ngames per piece: %d\n' "$options" "$GAMES_PER_PIECE" >>"$manifest"
  elif ! grep -qxF "options: $options" "$manifest" || ! grep -qxF "games per piece: $GAMES_PER_PIECE" "$manifest"; then
    echo "rebuild-evaluation: $manifest was made with other options than these:" >&2
    echo "  options: $options; games per piece: $GAMES_PER_PIECE" >&2
    exit 1
  fi
  # Before the variables the pieces are made with: making these tables may make round 1's games.
  generator_tables_option=""
  if [[ $r -gt 1 ]]; then
    prepare_generator_tables "$r"
    generator_tables_option="--tables $(generator_tables "$r")"
  fi
  piece_round=$r
  generator_options=$options
  export piece_round generator_options generator_tables_option
  local missing=() p
  for ((p = 0; p < count; ++p)); do
    [[ -f "$(piece_file "$r" "$p")" ]] || missing+=("$p")
  done
  echo "$((count - ${#missing[@]})) pieces already made, ${#missing[@]} to make with $jobs jobs"
  [[ ${#missing[@]} -gt 0 ]] || return 0
  : >"$work_dir/finished"
  local start generator reported=0 made elapsed left
  start=$(date +%s)
  printf '%s\n' "${missing[@]}" | xargs -P "$jobs" -I{} bash -c 'make_piece {}' &
  generator=$!
  # Progress: pieces made, time per piece, time left.
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
}

read -r -a trained <<<"$(trained_beside "$round") $round:$pieces"
for spec in "${trained[@]}"; do make_games "${spec%:*}" "${spec#*:}"; done
"$games_only" && exit 0

# The sources the tables come from, before the tables and the fit are written into src.
commit=$(source_commit tools src training)
echo "== The tournament games =="
prepare_tournament_games
echo "== Training on ${trained[*]} (round:pieces) and the tournament games =="
train_tables "$work_dir/trained.bin" "$work_dir/report.txt" "${trained[@]}"

echo "== Fitting the tempo to the new tables =="
tempo_options=(--positions "$TEMPO_POSITIONS" --most-depth "$TEMPO_MOST_DEPTH")
"$build_dir/tools/reversi_fit_tempo" "${tempo_options[@]}" --tables "$work_dir/trained.bin" \
  --output "$work_dir/patterns.bin" "${held_out[@]}" >"$work_dir/tempo.txt"
cat "$work_dir/tempo.txt"

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
  echo "tempo: each phase's constant raised by its tempo, fitted by reversi_fit_tempo ${tempo_options[*]}" \
    "on the held-out games to the trained tables (sha256 $(sha256sum "$work_dir/trained.bin" | cut -d' ' -f1)):"
  sed 's/^/  /' "$work_dir/tempo.txt"
  echo "probcut fit: probcut_fit.inc, sha256 $(sha256sum "$output_dir/probcut_fit.inc" | cut -d' ' -f1)," \
    "${probcut_options[*]}, on the held-out games"
  for spec in "${trained[@]}"; do
    r=${spec%:*}
    echo "games: round $r, pieces 0-$((${spec#*:} - 1)), $(sed -n 's/^options: //p' "$(games_dir "$r")/MANIFEST")" \
      "($GAMES_PER_PIECE games a piece)"
  done
  for ((r = 2; r <= round; ++r)); do
    echo "round $r played by: $(grep '^generator tables' "$(games_dir "$r")/MANIFEST" | paste -sd ' ')"
  done
  echo "held out: ${#held_out[@]} pieces ($(for f in "${held_out[@]}"; do echo "${f#"$work_dir"/text/}"; done | paste -sd ' '))"
  echo "tournament games (training/wthor/MANIFEST has the files' sha256):" \
    "WTHOR up to $((TOURNAMENT_HELD_OUT_YEAR - 1)), $(wc -l <"${tournament_training[0]}") games to 24 empties;" \
    "Logistello's book, $(wc -l <"${tournament_training[1]}") games to $LOGISTELLO_PERFECT_FROM empties;" \
    "held out: WTHOR $TOURNAMENT_HELD_OUT_YEAR, $(wc -l <"$tournament_held_out") games" \
    "(tools/wthor_training_games.cpp)"
  echo "data files (sha256 of the text, of the file, the generator's commit):"
  for spec in "${trained[@]}"; do
    r=${spec%:*}
    for ((p = 0; p < ${spec#*:}; ++p)); do
      file=$(piece_file "$r" "$p")
      line=$(grep "^$(basename "$file") " "$(games_dir "$r")/MANIFEST")
      read -r _ _ range _ text_sha _ generator_commit <<<"$line"
      echo "  $file games $range text $text_sha file $(sha256sum "$file" | cut -d' ' -f1) generator $generator_commit"
    done
  done
  cat "$work_dir/report.txt"
} >"$output_dir/patterns.manifest"
echo "Done: rebuild (scripts/test.sh or cmake --build) to compile the new tables in."
