#!/usr/bin/env bash
# How long `reversi serve` takes to exit after SIGTERM (docs/benchmarks/server.md, "Shutdown"):
# while a level-10 computer move is being searched, while 50 WebSockets are open whose
# clients never answer the close, and with both and a second SIGTERM 0.1 s after the first.
#
#   bench/shutdown_time.sh [REVERSI]   (default build/release/src/reversi)
set -euo pipefail
binary=$(realpath "${1:-build/release/src/reversi}")
cd "$(dirname "$0")/.."
source bench/instances.sh

# Opens 50 WebSockets to port $1 and never reads from them again.
silent_websockets() {
  python3 - "$1" <<'PYTHON' &
import base64, os, socket, sys, time
held = []
for _ in range(50):
    s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall(("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
               f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    held.append(s)
time.sleep(30)
PYTHON
  helper=$!
}

# Starts a level-10 move in a position the book does not have, answered in the background.
level_ten_move() {
  local id
  id=$(curl -s -X POST "http://127.0.0.1:$1/api/games" -d '{"white":"level-10","setup":"f5d6c3f4f6f3g3"}' |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
  curl -s -o /dev/null -w '  the computer move: %{http_code} after %{time_total} s\n' -X POST \
    "http://127.0.0.1:$1/api/games/$id/computer-move" -d '{}' &
}

# CASE: search, websockets or both (with a second SIGTERM).
measure() {
  local case=$1 helper='' started ended status=0
  start_server --host 127.0.0.1
  [[ $case == websockets ]] || level_ten_move "$port"
  [[ $case == search ]] || silent_websockets "$port"
  sleep 1.5
  started=$(date +%s.%N)
  kill -TERM "$pid"
  [[ $case != both ]] || (sleep 0.1 && kill -TERM "$pid" 2>/dev/null) || true
  wait "$pid" || status=$?
  ended=$(date +%s.%N)
  pids=()
  sleep 0.2
  [[ -z $helper ]] || kill "$helper" 2>/dev/null || true
  echo "$case: exit status $status, $(awk "BEGIN { printf \"%.3f\", $ended - $started }") s after SIGTERM"
}

echo "$(nproc) cores: $(lscpu | sed -n 's/^Model name: *//p')"
measure search
measure websockets
measure both
