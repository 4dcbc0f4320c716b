#!/usr/bin/env bash
# Online play on one `reversi serve` and on two sharing one PostgreSQL database
# (reversi_online_load_benchmark: matches held, moves per second, move-to-opponent latency;
# on two instances each match's players are on different instances, so every move crosses).
#
#   bench/online_instances.sh [GAMES [SECONDS [MOVE_INTERVAL_MS]]]   (default 1000 30 1000)
#
# From the repository root after a release build with the benchmarks
# (-DREVERSI_BUILD_BENCHMARKS=ON). It starts a throwaway PostgreSQL (bench/instances.sh)
# with the durability of a real one and measures SQLite, then
# PostgreSQL with synchronous_commit on (a commit waits for its WAL flush) and off (as
# SQLite's synchronous=NORMAL, it does not), each on one instance and on two. Everything runs
# on this machine: the servers, PostgreSQL and the load share its cores.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-1000} seconds=${2:-30} interval=${3:-1000}
binary=build/release/src/reversi
load=build/release/bench/reversi_online_load_benchmark
source bench/instances.sh
require_programs "$binary" "$load"
start_postgresql
psql -q "$postgresql/postgres" -c "CREATE DATABASE commit_waits" -c "CREATE DATABASE commit_returns" \
  -c "ALTER DATABASE commit_returns SET synchronous_commit = off"

# Runs the load against INSTANCES servers started with ARGS, then stops them.
measure() {
  local instances=$1 title=$2
  shift 2
  local ports=() first_pid=
  for ((i = 0; i < instances; i++)); do
    start_server --max-connections-per-address 0 --max-games-per-minute 0 "$@"
    ports+=(--port "$port")
    first_pid=${first_pid:-$pid}
  done
  echo "== $title"
  "$load" "${ports[@]}" --games "$games" --seconds "$seconds" --move-interval-ms "$interval" \
    --server-pid "$first_pid" || true # errors are printed; the other runs still go
  stop_servers
}

echo "$games games, a move each every $interval ms, $seconds s a run; $(nproc) cores: $(lscpu | sed -n 's/^Model name: *//p')"
measure 1 "SQLite (synchronous=NORMAL), one instance"
for database in commit_waits commit_returns; do
  setting=on
  [[ $database == commit_returns ]] && setting=off
  measure 1 "PostgreSQL, synchronous_commit=$setting, one instance" --database "$postgresql/$database"
  measure 2 "PostgreSQL, synchronous_commit=$setting, two instances" --database "$postgresql/$database"
done
