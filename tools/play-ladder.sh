#!/usr/bin/env bash
# Plays the ladder: each level against the one below, and level-1 against openness, as
# docs/benchmarks/levels.md reports it (`reversi match A B --games N --record FILE`, the
# match openings both ways). Each rung's games are recorded as they end, so a run that is
# stopped goes on where it stopped; the summary sums up every record there.
#
#   tools/play-ladder.sh                        # every rung, 200 games, one job
#   tools/play-ladder.sh --jobs 16 --top 9      # rungs up to level-9 vs level-8
#   tools/play-ladder.sh --bottom 10 --classic  # level-10 vs level-9, then vs classic
#   tools/play-ladder.sh --summary              # the records' scores, nothing played
#
# Records: RECORDS/A-vs-B-TABLES.txt, TABLES the first 8 hex digits of the compiled-in
# tables' sha256 (src/engine/data/patterns.manifest). REVERSI names another binary. Paths
# given are from where it is run; the defaults are in the repository.
set -euo pipefail
caller_dir=$PWD
cd "$(dirname "$0")/.."
# shellcheck source=tools/script_functions.sh
source tools/script_functions.sh

reversi=${REVERSI:-build/release/src/reversi}
[[ -z ${REVERSI:-} || $REVERSI == /* ]] || reversi=$caller_dir/$REVERSI
records=docs/matches
games=200
jobs=1
bottom=1
top=10
classic=false
summary_only=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --jobs | --games | --records | --bottom | --top) needs_value "$@" ;;&
    --jobs) jobs=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --records) records=$2; [[ $records == /* ]] || records=$caller_dir/$records; shift 2 ;;
    --bottom) bottom=$2; shift 2 ;;
    --top) top=$2; shift 2 ;;
    --classic) classic=true; shift ;;
    --summary) summary_only=true; shift ;;
    *)
      echo "play-ladder: unknown option '$1' (--jobs N, --games N, --records DIR, --bottom L, --top L, --classic, --summary)" >&2
      exit 2
      ;;
  esac
done
if ! [[ $bottom =~ ^[0-9]+$ && $top =~ ^[0-9]+$ ]] || ((bottom < 1 || top > 10 || bottom > top)); then
  echo "play-ladder: --bottom and --top are levels from 1 to 10, the bottom not above the top" >&2
  exit 2
fi
[[ -x $reversi ]] || { echo "play-ladder: build $reversi first (or name it in REVERSI)" >&2; exit 1; }
mkdir -p "$records"

tables=$(awk '/^tables sha256:/ { print substr($3, 1, 8) }' src/engine/data/patterns.manifest)
rungs=()
for ((level = bottom; level <= top; ++level)); do
  if ((level == 1)); then rungs+=("level-1 openness"); else rungs+=("level-$level level-$((level - 1))"); fi
done
$classic && rungs+=("level-10 classic")

record_of() { echo "$records/$1-vs-$2-$tables.txt"; }

# A record's games so far and A's score: "games score% discs" (field 9: A's discs-B's).
score_of() {
  awk '/^game/ {
    split($9, discs, "-")
    ++n; score += (discs[1] > discs[2]) + (discs[1] == discs[2]) / 2; margin += discs[1] - discs[2]
  } END { if (n) printf "%d games, %.1f%%, %+.1f discs a game\n", n, 100 * score / n, margin / n; else print "no games" }' "$1"
}

if ! $summary_only; then
  for rung in "${rungs[@]}"; do
    read -r a b <<<"$rung"
    echo "== $a vs $b =="
    "$reversi" --lang en match "$a" "$b" --games "$games" --jobs "$jobs" --record "$(record_of "$a" "$b")"
  done
fi
echo "== The ladder, tables $tables =="
for rung in "${rungs[@]}"; do
  read -r a b <<<"$rung"
  record=$(record_of "$a" "$b")
  [[ -f $record ]] && echo "$a vs $b: $(score_of "$record")"
done
