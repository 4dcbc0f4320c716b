#!/usr/bin/env bash
# The WebAssembly engine's speed against the native engine's on the same searches (the
# bench's): runs each in turn RUNS times, one thread, and prints the median nodes per
# second of each and their ratio. Run after a release build with REVERSI_WASM on.
# Usage: bench/wasm_speed.sh [RUNS] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
build=${2:-build/release}

# The "nodes/s" figure of a bench's last line.
speed() { tail -1 | sed -E 's/.* ([0-9]+) nodes\/s$/\1/'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

native=() wasm=()
for ((run = 1; run <= runs; ++run)); do
  native+=("$("$build/src/reversi" bench | speed)")
  wasm+=("$(node tests/wasm/bench_signature.cjs "$build/wasm/src/wasm" | speed)")
done
native_median=$(printf '%s\n' "${native[@]}" | median)
wasm_median=$(printf '%s\n' "${wasm[@]}" | median)
echo "native:      ${native[*]} nodes/s, median $native_median"
echo "WebAssembly: ${wasm[*]} nodes/s, median $wasm_median"
awk -v w="$wasm_median" -v n="$native_median" 'BEGIN { printf "ratio: %.2f of the native speed\n", w / n }'
