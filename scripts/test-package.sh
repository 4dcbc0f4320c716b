#!/usr/bin/env bash
# Builds the Debian package of the server (a portable Release build in build/package, then
# `cpack -G DEB`) and checks it: its files, its dependencies, and that the binary uses no
# instruction beyond baseline x86-64. Then, as root (CI: Debian 12 in a container), it
# installs the package with dpkg and starts the server as the unit would: systemd is not
# running there, so the test reads the installed unit's User, WorkingDirectory and
# ExecStart, sources its EnvironmentFile as systemd does, and runs that command as that
# user; it checks /healthz and that a game is stored in /var/lib/reversi, stops the server
# with SIGTERM (exit status 0), and purges the package. Not as root, the install is
# skipped (exit status 77, which ctest reports as skipped).
# Usage: scripts/test-package.sh   (also: ctest -L package, from build/release)
set -euo pipefail
cd "$(dirname "$0")/.."

build=build/package
scripts/install-deps.sh package
echo "== Portable Release build and package =="
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DREVERSI_NATIVE=OFF -DREVERSI_BUILD_TESTS=OFF \
  -DREVERSI_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" -j "$(nproc)" --target reversi
rm -f "$build"/reversi_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/reversi_*.deb)
echo "$deb"

fail() {
  echo "FAILED: $*" >&2
  exit 1
}

echo "== Contents =="
contents=$(dpkg-deb --contents "$deb")
for file in ./usr/bin/reversi ./usr/lib/systemd/system/reversi.service ./etc/default/reversi \
  ./usr/share/doc/reversi/operations.md; do
  grep -q " $file\$" <<<"$contents" || fail "$file is not in the package"
done
depends=$(dpkg-deb --field "$deb" Depends)
grep -q libsqlite3 <<<"$depends" || fail "Depends does not name SQLite: $depends"
[[ $(dpkg-deb --info "$deb" conffiles) == /etc/default/reversi ]] || fail "/etc/default/reversi is not a conffile"

# Baseline x86-64: no AVX/AVX-512 registers and none of the bit instructions of later
# processors (POPCNT, BMI1/2, LZCNT). objdump writes GCC's `rep bsf` as tzcnt, which runs
# as bsf on any x86-64, so tzcnt is allowed.
if [[ $(dpkg --print-architecture) == amd64 ]]; then
  extracted=$(mktemp -d)
  dpkg-deb --extract "$deb" "$extracted"
  later=$(objdump -d --no-show-raw-insn "$extracted/usr/bin/reversi" |
    grep -cE '%[yz]mm|\s(popcnt|lzcnt|pext|pdep|andn|blsr|blsi|blsmsk|bzhi|shlx|shrx|sarx|rorx)\s' || true)
  rm -rf "$extracted"
  [[ $later -eq 0 ]] || fail "the packaged binary has $later instructions beyond baseline x86-64"
  echo "baseline x86-64 only"
fi

if [[ $(id -u) -ne 0 ]]; then
  echo "== Install: skipped (needs root) =="
  exit 77
fi
if dpkg-query -W -f='${Status}' reversi 2>/dev/null | grep -q "install ok installed"; then
  echo "== Install: skipped (a reversi package is installed here already) =="
  exit 77
fi

echo "== Install with dpkg =="
user_existed=$(getent passwd reversi >/dev/null && echo yes || echo no)
server=""
cleanup() {
  [[ -n $server ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  dpkg --purge reversi >/dev/null 2>&1 || true
  # The package keeps its user on purge (Debian's practice); the test removes the one it made.
  [[ $user_existed == no ]] && userdel reversi 2>/dev/null || true
}
trap cleanup EXIT
dpkg --install "$deb"
getent passwd reversi | grep -q ':/var/lib/reversi:/usr/sbin/nologin$' || fail "no system user reversi"
[[ $(stat -c %U:%G:%a /var/lib/reversi) == reversi:reversi:750 ]] || fail "/var/lib/reversi: $(stat -c %U:%G:%a /var/lib/reversi)"
unit=/usr/lib/systemd/system/reversi.service
if command -v systemctl >/dev/null; then
  [[ -L /etc/systemd/system/multi-user.target.wants/reversi.service ]] || fail "the service is not enabled"
fi
if command -v systemd-analyze >/dev/null; then
  systemd-analyze verify "$unit" || fail "systemd-analyze verify $unit"
fi

echo "== The unit's ExecStart as the unit's user =="
unit_value() { sed -n "s/^$1=//p" "$unit"; }
user=$(unit_value User)
workdir=$(unit_value WorkingDirectory)
exec_start=$(unit_value ExecStart)
environment=$(unit_value EnvironmentFile)
environment=${environment#-}
# The operator's way to change the port: edit the conffile. Port 0: any free one.
sed -i 's/--port [0-9]*/--port 0/' "$environment"
output=$(mktemp)
group=$(unit_value Group)
# setpriv, not runuser: it execs the command in place, so that $! is the server itself.
setpriv --reuid "$user" --regid "$group" --init-groups --reset-env \
  sh -c "set -a; . '$environment'; set +a; cd '$workdir' && exec $exec_start" >"$output" 2>&1 &
server=$!
port=""
for _ in $(seq 100); do
  port=$(sed -n 's|^http://[^:]*:\([0-9]*\)/.*|\1|p' "$output")
  [[ -n $port ]] && break
  sleep 0.1
done
[[ -n $port ]] || fail "the server did not start: $(cat "$output")"

http() {  # METHOD PATH [BODY]: the response, headers and body
  exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf '%s %s HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s' \
    "$1" "$2" "${#3}" "$3" >&3
  cat <&3
  exec 3<&-
}
health=$(http GET /healthz "")
grep -q '^HTTP/1.1 200' <<<"$health" || fail "/healthz: $health"
grep -q '"status":"ok"' <<<"$health" || fail "/healthz: $health"
created=$(http POST /api/games '{"setup":"f5d6"}')
grep -q '^HTTP/1.1 201' <<<"$created" || fail "POST /api/games: $created"
[[ $(stat -c %U /var/lib/reversi/games.sqlite3) == reversi ]] || fail "the database does not belong to reversi"
[[ $(ps -o user= -p "$server") == "$user" ]] || fail "the server does not run as reversi"

kill -TERM "$server"
status=0
wait "$server" || status=$?
server=""
[[ $status -eq 0 ]] || fail "after SIGTERM the server exited with $status: $(cat "$output")"
echo "healthz ok, a game stored, SIGTERM exit 0"

echo "== Purge =="
dpkg --purge reversi
for path in /usr/bin/reversi "$unit" /etc/default/reversi /var/lib/reversi; do
  [[ ! -e $path ]] || fail "$path is still there after the purge"
done
rm -f "$output"
echo "Package test passed"
