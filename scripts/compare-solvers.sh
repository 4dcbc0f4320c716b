#!/usr/bin/env bash
# Times two or more builds of `reversi` on the positions of an .obf file, side by side on
# one core, for docs/benchmarks/search.md ("The exact solver"):
#   scripts/compare-solvers.sh ROUNDS FILE.obf FIRST_NUMBER REFERENCE BUILD...
# e.g. scripts/compare-solvers.sh 8 /tmp/ffo40-49.obf 40 /tmp/d067730/build/src/reversi \
#        build/release/src/reversi   (/tmp/ffo40-49.obf: `head -10 tests/data/ffo/fforum-40-59.obf`)
# Each position is solved by one build after another (a fresh process each, `taskset -c
# 0`), the order turning from position to position, so that the builds meet the same
# moments of a noisy machine; whole-file runs one build after another met different ones
# (their rounds' ratios spread over 25 points, these over 6 to 7). Prints each round's
# wall seconds per build and its ratio to REFERENCE, then the medians. Stops at the first
# solve that fails or disagrees with the file, saying which. Leave the other core idle.
set -euo pipefail

usage="usage: $0 ROUNDS FILE.obf FIRST_NUMBER REFERENCE BUILD..."
if [[ $# -lt 5 ]]; then
  echo "$usage" >&2
  exit 2
fi
rounds=$1
file=$2
first=$3
shift 3
builds=("$@")
if [[ ! "$rounds" =~ ^[1-9][0-9]*$ ]]; then
  echo "$0: ROUNDS '$rounds' is not a whole number from 1 up" >&2
  exit 2
fi
if [[ ! "$first" =~ ^[0-9]+$ ]]; then
  echo "$0: FIRST_NUMBER '$first' is not a whole number" >&2
  exit 2
fi
if [[ ! -r "$file" ]]; then
  echo "$0: cannot read the positions file '$file'" >&2
  exit 2
fi
for build in "${builds[@]}"; do
  if [[ ! -x "$build" ]]; then
    echo "$0: the build '$build' is not an executable file" >&2
    exit 2
  fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# One file a position, skipping what `reversi solve` skips: blank lines and comments.
grep -v -e '^[[:space:]]*$' -e '^[%#]' "$file" | split -l 1 -d -a 4 - "$work/position-" || true
positions=("$work"/position-*)
if [[ ! -e "${positions[0]}" ]]; then
  echo "$0: no positions in '$file'" >&2
  exit 2
fi

TIMEFORMAT=%R
for ((round = 1; round <= rounds; ++round)); do
  for ((p = 0; p < ${#positions[@]}; ++p)); do
    for ((k = 0; k < ${#builds[@]}; ++k)); do
      b=$(((k + round + p) % ${#builds[@]}))
      if ! seconds=$({ time taskset -c 0 "${builds[$b]}" solve "${positions[$p]}" --first $((first + p)) \
        >"$work/output" 2>&1; } 2>&1); then
        echo "$0: '${builds[$b]}' failed on position $((first + p)) of '$file':" >&2
        tail -3 "$work/output" >&2
        exit 1
      fi
      echo "$round $b $seconds" >>"$work/times"
    done
  done
done

awk -v builds=${#builds[@]} -v rounds="$rounds" '
  { total[$1, $2] += $3 }
  function median(values, n,    i, j, t) {
    for (i = 2; i <= n; ++i) for (j = i; j > 1 && values[j - 1] > values[j]; --j) {
      t = values[j]; values[j] = values[j - 1]; values[j - 1] = t
    }
    return n % 2 ? values[(n + 1) / 2] : (values[n / 2] + values[n / 2 + 1]) / 2
  }
  END {
    for (r = 1; r <= rounds; ++r) {
      line = "round " r ":"
      for (b = 0; b < builds; ++b) {
        line = line sprintf(" %.2f s", total[r, b])
        if (b > 0) line = line sprintf(" (%.1f%%)", 100 * total[r, b] / total[r, 0])
      }
      print line
    }
    for (b = 0; b < builds; ++b) {
      for (r = 1; r <= rounds; ++r) { seconds[r] = total[r, b]; ratios[r] = total[r, b] / total[r, 0] }
      m[b] = median(seconds, rounds)
      line = sprintf("build %d: median %.2f s", b, m[b])
      if (b > 0) line = line sprintf(", %.1f%% of the reference'"'"'s median; median of the rounds'"'"' ratios %.1f%%",
                                     100 * m[b] / m[0], 100 * median(ratios, rounds))
      print line
    }
  }' "$work/times"
