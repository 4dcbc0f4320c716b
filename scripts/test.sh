#!/usr/bin/env bash
# Builds and runs every test: the optimised build (vector kernels for this processor) with
# the browser tests of the page against it, a portable build under AddressSanitizer and
# UndefinedBehaviorSanitizer, and the threaded tests under ThreadSanitizer; then checks the
# formatting.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh test
jobs=$(nproc)

echo "== Release build =="
# Tests and benchmarks on explicitly: scripts/run.sh turns them off in the same build.
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=ON -DREVERSI_BUILD_BENCHMARKS=ON >/dev/null
cmake --build build/release -j "$jobs"
# Without the Debian package's test: a build of its own (scripts/test-package.sh).
ctest --test-dir build/release -j "$jobs" --output-on-failure --no-tests=error --label-exclude package

echo "== Browser tests (Playwright, Debian's chromium) =="
scripts/browser-tests.sh build/release/src/reversi

# The sanitizer builds keep line tables only (-g1): their reports still name the file and
# line of every frame, and the builds take about a sixth less time than with -g.
echo "== AddressSanitizer + UndefinedBehaviorSanitizer build (portable kernels; without the slow tests) =="
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
  -DREVERSI_NATIVE=OFF -DREVERSI_SANITIZE=address,undefined -DREVERSI_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/asan -j "$jobs"
ctest --test-dir build/asan -j "$jobs" --output-on-failure --no-tests=error --label-exclude slow

echo "== ThreadSanitizer build (the tests whose searches, matches or servers run on several threads) =="
cmake -S . -B build/tsan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
  -DREVERSI_NATIVE=OFF -DREVERSI_SANITIZE=thread -DREVERSI_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build build/tsan -j "$jobs" --target reversi_threaded_tests
ctest --test-dir build/tsan -j "$jobs" --output-on-failure --no-tests=error --label-exclude slow \
  --label-regex '^reversi_threaded_tests$'

scripts/check-format.sh
