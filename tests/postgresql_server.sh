#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests (ctest's postgresql fixture):
#   tests/postgresql_server.sh start DIR [PORT] makes a cluster in DIR and starts it
#   tests/postgresql_server.sh restart DIR      stops it (fast: connections cut) and starts it again
#   tests/postgresql_server.sh stop DIR         stops it and removes DIR
# It listens on a Unix socket in DIR, so no TCP port can collide with another run, and
# with a PORT (a free one the caller chose) on 127.0.0.1:PORT too, as servers on other
# machines would reach it. It trades durability for speed (no fsync): nothing in it
# outlives the tests; REVERSI_POSTGRESQL_OPTIONS (e.g. "-c fsync=on") comes after those
# settings and overrides them (bench/online_instances.sh measures a durable one). Its URI is postgresql://postgres@DIR/ with DIR's slashes written
# %2F, or postgresql://postgres@127.0.0.1:PORT/. Run as root, the server runs as the
# postgres user, as PostgreSQL refuses to run as root.
set -euo pipefail
action=${1:-} dir=${2:-} port=${3:-}
if [[ -z $dir || ($action != start && $action != restart && $action != stop) ||
  ($action != start && -n $port) || ! $port =~ ^[0-9]*$ ]]; then
  echo "usage: $0 start DIR [PORT] | restart DIR | stop DIR" >&2
  exit 2
fi
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [[ -z $bin ]]; then
  echo "$0: no PostgreSQL server in /usr/lib/postgresql: scripts/install-deps.sh test installs it" >&2
  exit 1
fi
as_server=()
[[ $(id -u) -eq 0 ]] && as_server=(runuser -u postgres --)

stop() {
  if [[ -f $dir/data/postmaster.pid ]]; then
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
  fi
  rm -rf "$dir"
}

case $action in
  start)
    stop # a server left behind by a run that was killed
    mkdir -p "$dir"
    [[ ${#as_server[@]} -gt 0 ]] && chown postgres "$dir"
    "${as_server[@]}" "$bin/initdb" -D "$dir/data" --auth=trust -U postgres -E UTF8 --locale=C.UTF-8 \
      >"$dir/initdb.log"
    listening="-c listen_addresses="
    [[ -n $port ]] && listening="-c listen_addresses=127.0.0.1 -p $port"
    # Every test server opens a few connections, and ctest runs tests side by side.
    # (pg_ctl restart starts it again with the same options.)
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-k $dir $listening -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
          -c max_connections=300 ${REVERSI_POSTGRESQL_OPTIONS:-}" start >/dev/null
    ;;
  restart)
    "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m fast -w restart >/dev/null
    ;;
  stop) stop ;;
esac
