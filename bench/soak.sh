#!/usr/bin/env bash
# The soak (bench/soak_benchmark.cpp): SECONDS of mixed load (games against the computer,
# online matches with spectators, imports, an abusive client) on one `reversi serve` on
# SQLite, then on two instances on one PostgreSQL database with the first killed (kill -9)
# halfway, its clients going on at the other. Each run prints its table: latencies,
# errors, 429s, reconnections, acknowledged moves and games read back (lost must be 0), and
# the servers' memory at the start and the end. Fails on an error, a lost acknowledged move
# or game, or a server that died unasked; without PostgreSQL the second run is skipped.
#
#   bench/soak.sh [SECONDS [REVERSI [DRIVER [RUN]]]]   (default 3600, build/release's
#   programs, both runs; RUN: sqlite or postgresql, that run alone)
#
# From the repository root, or anywhere with both programs given. The load is light (a
# person's pace), so the figures tell of a server over time, not of its peak.
set -euo pipefail
seconds=${1:-3600}
binary=$(realpath "${2:-build/release/src/reversi}")
driver=$(realpath "${3:-build/release/bench/reversi_soak_benchmark}")
run=${4:-both}
if [[ ! $run =~ ^(both|sqlite|postgresql)$ ]]; then
  echo "bench/soak.sh: RUN '$run': expected sqlite, postgresql or nothing for both" >&2
  exit 2
fi
cd "$(dirname "$0")/.."
source bench/instances.sh
require_programs "$binary" "$driver"

failed=0
# Whether the server PID still runs: one that died unasked fails the soak.
alive() {
  kill -0 "$1" 2>/dev/null || {
    echo "FAILED: server $1 died; its log:" >&2
    tail -n 20 "$dir"/server-*.log >&2
    failed=1
  }
}

echo "$seconds s a run on $(nproc) cores: $(lscpu | sed -n 's/^Model name: *//p')"
if [[ $run != postgresql ]]; then
  echo "== SQLite, one instance"
  start_server --host 127.0.0.1
  "$driver" --port "$port" --duration "$seconds" --server-pid "$pid" || failed=1
  alive "$pid"
  stop_servers
fi
[[ $run == sqlite ]] && exit "$failed"

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  echo "== PostgreSQL, two instances: skipped, no PostgreSQL here (scripts/install-deps.sh test installs it)"
  exit "$failed"
fi
echo "== PostgreSQL, two instances, the first killed (kill -9) halfway"
start_postgresql
start_server --host 127.0.0.1 --database "$postgresql/postgres"
first=$pid first_port=$port
start_server --host 127.0.0.1 --database "$postgresql/postgres"
"$driver" --port "$first_port" --port "$port" --duration "$seconds" --server-pid "$first" --server-pid "$pid" \
  --allow-reconnections &
load=$!
sleep "$(awk "BEGIN { print $seconds / 2 }")"
kill -9 "$first"
{ wait "$first" || true; } 2>/dev/null # its end, without the shell's "Killed" line
echo "killed the first instance ($first) after $((seconds / 2)) s"
wait "$load" || failed=1
alive "$pid"
exit "$failed"
