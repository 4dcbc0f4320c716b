#!/usr/bin/env bash
# Fits the tempo to tables on a few games and measures the tables it writes on the same
# positions: the searches of odd and even depth then agree (their mean difference is
# near 0 where it was not), and only each phase's constant has changed. The tables are
# trained ones without a tempo (TABLES_XZ: the committed tables that played a round of
# the training games), whose searches swing with the parity of the depth.
# Usage: fit_tempo_test.sh FIT_TEMPO TABLES_XZ GAMES WORK_DIR
set -euo pipefail
fit=$1
tables_xz=$2
games=$3
work_dir=$4
mkdir -p "$work_dir"
tables="$work_dir/trained_tables.bin"
fitted="$work_dir/fitted_tempo.bin"
xz -dc "$tables_xz" >"$tables"

# The last line: "all  PAIRS  MEAN_ABSOLUTE  MEAN_ODD_MINUS_EVEN".
odd_minus_even() { "$fit" --tables "$1" --positions 3 --most-depth 6 "${@:2}" "$games" | awk '$1 == "all" { print $4 }'; }

before=$(odd_minus_even "$tables" --output "$fitted")
after=$(odd_minus_even "$fitted")
echo "mean v(odd) - v(even): $before discs before the fit, $after after"
awk -v b="$before" -v a="$after" 'BEGIN {
  if (b == "" || a == "") { print "no figures"; exit 1 }
  if ((b < 0 ? -b : b) < 1) { print "the tables had no swing to remove: the test shows nothing"; exit 1 }
  if ((a < 0 ? -a : a) > 0.25) { print "the fitted tables still swing"; exit 1 }
}'

# The phases' constants are the only entries changed: two bytes each at most.
phases=$("$fit" --tables "$tables" --positions 3 --most-depth 3 "$games" | awk '$1 ~ /^[0-9]+$/ && $2 ~ /-/' | wc -l)
changed=$(cmp -l "$tables" "$fitted" | wc -l || true)
echo "$changed bytes changed, $phases phases"
[[ $changed -ge 1 && $changed -le $((2 * phases)) ]] || { echo "more changed than the constants" >&2; exit 1; }
