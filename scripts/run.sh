#!/usr/bin/env bash
# Builds the game (Release) and starts it in the browser: `reversi serve` prints the
# address to open. Arguments go to `reversi serve`, e.g.
#   scripts/run.sh --port 9000 --data ~/reversi-games
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh run
# Tests and benchmarks need packages that only scripts/test.sh installs.
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=OFF -DREVERSI_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/release -j "$(nproc)" --target reversi
exec build/release/src/reversi serve "$@"
