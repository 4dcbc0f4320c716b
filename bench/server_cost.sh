#!/usr/bin/env bash
# What a game against the computer costs the server (docs/benchmarks/page.md, "The server's
# cost"): the server's CPU time (user and system, from /proc) over GAMES games against
# LEVEL, first with the server searching every computer move, then with the client finding
# them as the page's engine in the browser does. One server, started afresh for each.
#
#   bench/server_cost.sh [LEVEL] [GAMES] [REVERSI] [BENCHMARK]
#     (defaults: level-3, 20, build/release/src/reversi, build/release/bench/reversi_server_cost_benchmark)
set -euo pipefail
level=${1:-level-3}
games=${2:-20}
binary=$(realpath "${3:-build/release/src/reversi}")
benchmark=$(realpath "${4:-build/release/bench/reversi_server_cost_benchmark}")
cd "$(dirname "$0")/.."
# shellcheck source=bench/instances.sh
source bench/instances.sh
require_programs "$binary" "$benchmark"

# The CPU seconds process $1 has used, user and system.
cpu_seconds() {
  awk -v ticks="$(getconf CLK_TCK)" '{ print ($14 + $15) / ticks }' "/proc/$1/stat"
}

for mode in searched found; do
  start_server --max-games-per-minute 0
  flag=()
  [[ $mode == found ]] && flag=(--found)
  before=$(cpu_seconds "$pid")
  "$benchmark" --port "$port" --level "$level" --games "$games" "${flag[@]}"
  after=$(cpu_seconds "$pid")
  awk -v before="$before" -v after="$after" -v games="$games" -v mode="$mode" \
    'BEGIN { printf "  the server'"'"'s CPU, moves %s: %.2f s, %.1f ms a game\n", mode, after - before, (after - before) * 1000 / games }'
  stop_servers
done
