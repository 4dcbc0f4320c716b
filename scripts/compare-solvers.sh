#!/usr/bin/env bash
# Times two or more builds of `reversi` on the positions of an .obf file, side by side on
# one core, for docs/benchmarks.md ("The exact solver"):
#   scripts/compare-solvers.sh ROUNDS FILE.obf FIRST_NUMBER REFERENCE BUILD...
# e.g. scripts/compare-solvers.sh 8 tests/data/ffo/fforum-40-59.obf 40 /tmp/d067730/build/src/reversi \
#        build/release/src/reversi   (with a shorter FILE: `head -10` of it for #40-#49)
# Each position is solved by one build after another (a fresh process each, `taskset -c
# 0`), the order turning from position to position, so that the builds meet the same
# moments of a noisy machine; whole-file runs one build after another met different ones
# (their ratios spread over a quarter, these over a few percent). Prints each round's wall
# seconds per build and its ratio to REFERENCE, then the medians. Leave the other core idle.
set -euo pipefail

if [[ $# -lt 5 ]]; then
  echo "usage: $0 ROUNDS FILE.obf FIRST_NUMBER REFERENCE BUILD..." >&2
  exit 2
fi
rounds=$1
file=$2
first=$3
shift 3
builds=("$@")
positions=$(grep -c -v -e '^[[:space:]]*$' -e '^[%#]' "$file")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for ((round = 1; round <= rounds; ++round)); do
  for ((p = 0; p < positions; ++p)); do
    grep -v -e '^[[:space:]]*$' -e '^[%#]' "$file" | sed -n "$((p + 1))p" >"$work/position.obf"
    for ((k = 0; k < ${#builds[@]}; ++k)); do
      b=$(((k + round + p) % ${#builds[@]}))
      seconds=$({ /usr/bin/time -f %e taskset -c 0 "${builds[$b]}" solve "$work/position.obf" \
        --first $((first + p)) >/dev/null; } 2>&1 | tail -1)
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
