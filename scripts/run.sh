#!/usr/bin/env bash
# Builds the game (Release) and starts it. Arguments go to `reversi play`, e.g.
#   scripts/run.sh --white random --lang ja
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh run
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=OFF -DREVERSI_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/release -j "$(nproc)" --target reversi
exec build/release/src/reversi play "$@"
