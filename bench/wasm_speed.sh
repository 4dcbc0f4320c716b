#!/usr/bin/env bash
# The WebAssembly engine's speed against the native engine's on the same searches (the
# bench's, one thread): runs the native build and each module in turn RUNS times and
# prints the median nodes per second of each and its ratio to the native one. Run after a
# release build with REVERSI_WASM on; further module directories (another build of
# src/wasm) are compared in the same runs.
# Usage: bench/wasm_speed.sh [RUNS] [BUILD_DIR] [MODULE_DIR...]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
build=${2:-build/release}
modules=("${@:3}")
[[ ${#modules[@]} -eq 0 ]] && modules=("$build/wasm/src/wasm")

# The "nodes/s" figure of a bench's last line.
speed() { tail -1 | sed -E 's/.* ([0-9]+) nodes\/s$/\1/'; }
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

declare -A speeds
for ((run = 1; run <= runs; ++run)); do
  speeds[native]+="$("$build/src/reversi" bench | speed) "
  for module in "${modules[@]}"; do
    speeds[$module]+="$(node tests/wasm/bench_signature.cjs "$module" | speed) "
  done
done
native=$(tr ' ' '\n' <<<"${speeds[native]}" | grep . | median)
echo "native ($build/src/reversi): ${speeds[native]}nodes/s, median $native"
for module in "${modules[@]}"; do
  median_speed=$(tr ' ' '\n' <<<"${speeds[$module]}" | grep . | median)
  awk -v m="$module" -v all="${speeds[$module]}" -v w="$median_speed" -v n="$native" \
    'BEGIN { printf "WebAssembly (%s): %snodes/s, median %d, %.2f of the native speed\n", m, all, w, w / n }'
done
