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
# Tests, benchmarks and the WebAssembly engine on explicitly: scripts/run.sh turns the
# tests and benchmarks off in the same build.
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DREVERSI_BUILD_TESTS=ON -DREVERSI_BUILD_BENCHMARKS=ON \
  -DREVERSI_WASM=ON >/dev/null
cmake --build build/release -j "$jobs"
# Without the Debian package's test: a build of its own (scripts/test-package.sh).
ctest --test-dir build/release -j "$jobs" --output-on-failure --no-tests=error --label-exclude package

# The sanitizer builds keep line tables only (-g1): their reports still name the file and
# line of every frame, and the builds take about a sixth less time than with -g. They
# compile a target's files eight at a time as one (a unity build): the Boost and JSON
# headers are then read and their templates made once a batch, not once a file.
echo "== AddressSanitizer + UndefinedBehaviorSanitizer build (portable kernels), beside the browser tests =="
cmake -S . -B build/asan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
  -DREVERSI_NATIVE=OFF -DREVERSI_SANITIZE=address,undefined -DREVERSI_BUILD_BENCHMARKS=OFF -DREVERSI_WASM=OFF \
  -DCMAKE_UNITY_BUILD=ON >/dev/null
# The browser tests mostly wait on the page and its server: the sanitizer build goes on
# beside them at the lowest priority, on the processor time they leave, instead of after
# them (docs/benchmarks/test-command.md). Its own process group, so that a
# failing browser test stops all of it; its output follows the browser tests'.
asan_log=build/asan-build.log
setsid --wait nice -n 19 cmake --build build/asan -j "$jobs" >"$asan_log" 2>&1 &
asan_build=$!
trap 'kill -- -"$asan_build" 2>/dev/null || true' EXIT

echo "== Browser tests (Playwright, Debian's chromium) =="
scripts/browser-tests.sh build/release/src/reversi

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build: its output =="
asan_status=0
wait "$asan_build" || asan_status=$?
trap - EXIT
cat "$asan_log"
if ((asan_status != 0)); then
  echo "test.sh: the AddressSanitizer + UndefinedBehaviorSanitizer build failed (exit status $asan_status)" >&2
  exit "$asan_status"
fi
echo "== AddressSanitizer + UndefinedBehaviorSanitizer tests (without the slow tests) =="
ctest --test-dir build/asan -j "$jobs" --output-on-failure --no-tests=error --label-exclude slow

echo "== ThreadSanitizer build (the tests whose searches, matches or servers run on several threads) =="
cmake -S . -B build/tsan -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
  -DREVERSI_NATIVE=OFF -DREVERSI_SANITIZE=thread -DREVERSI_BUILD_BENCHMARKS=OFF -DREVERSI_WASM=OFF \
  -DCMAKE_UNITY_BUILD=ON >/dev/null
cmake --build build/tsan -j "$jobs" --target reversi_threaded_tests
ctest --test-dir build/tsan -j "$jobs" --output-on-failure --no-tests=error --label-exclude slow \
  --label-regex '^reversi_threaded_tests$'

scripts/check-format.sh
