# shellcheck shell=bash disable=SC2034,SC2154
# Sourced by the benchmark scripts that run `reversi serve` instances, alone or several on
# a throwaway PostgreSQL (tests/postgresql_server.sh) with the durability of a real one
# (fsync and full-page writes on). Set `binary` (the reversi program) first; everything
# started here is stopped, and its directory removed, when the script exits. (The first
# line: `binary` comes from that script, which reads what is set here.)
dir=$(mktemp -d /tmp/reversi-instances-XXXXXX)
chmod 755 "$dir" # the postgres user, running the server when this runs as root, must reach it
pids=()
postgresql_started=
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [[ -z $postgresql_started ]] || tests/postgresql_server.sh stop "$dir/postgresql" || true
  rm -rf "$dir"
}
trap stop_all EXIT

# Ends the script, saying why, unless each program given is built.
require_programs() {
  for program in "$@"; do
    [[ -x $program ]] || {
      echo "$0: no $program: build with -DREVERSI_BUILD_BENCHMARKS=ON first" >&2
      exit 1
    }
  done
}

# Starts PostgreSQL; its URI (without a database) in $postgresql.
start_postgresql() {
  local postgresql_port
  postgresql_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  postgresql_started=yes
  REVERSI_POSTGRESQL_OPTIONS="-c fsync=on -c full_page_writes=on -c synchronous_commit=on" \
    tests/postgresql_server.sh start "$dir/postgresql" "$postgresql_port"
  postgresql=postgresql://postgres@127.0.0.1:$postgresql_port
}

# Starts a server with ARGS (after serve's --port and --data); its port in $port, its
# process id in $pid (also added to $pids). Each has a log and data of its own: a log of an
# earlier server would give its port.
servers_started=0
start_server() {
  local log=$dir/server-$servers_started.log
  "$binary" serve --port 0 --data "$dir/data-$servers_started" "$@" >"$log" 2>&1 &
  servers_started=$((servers_started + 1))
  pid=$!
  pids+=("$pid")
  port=
  for _ in $(seq 100); do
    port=$(sed -n 's|^http://[^ ]*:\([0-9]*\)/ .*|\1|p' "$log" | head -n 1)
    [[ -n $port ]] && return
    sleep 0.1
  done
  echo "$0: the server did not start:" >&2
  cat "$log" >&2
  exit 1
}

# Stops the servers started so far.
stop_servers() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait "${pids[@]}" 2>/dev/null || true
  pids=()
}
