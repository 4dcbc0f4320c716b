#!/usr/bin/env bash
# Installs the Debian packages the build needs, and only those that are missing.
# Usage: scripts/install-deps.sh run|test|package
set -euo pipefail

# libpq: `reversi serve --database` keeps the games in PostgreSQL; only the client library.
# emscripten builds the engine as WebAssembly, which the page runs in the browser.
# libssl-dev: OpenSSL's SHA-256 keys the imported games. libpng-dev: the build draws the
# page's app icons.
packages=(g++ cmake make libcli11-dev nlohmann-json3-dev libboost-dev libsqlite3-dev libpq-dev libssl-dev libpng-dev
  emscripten)
if [[ "${1:-}" == "test" ]]; then
  # The browser tests drive Debian's Chromium with Playwright from npm; the CJK font makes
  # their screenshots of the Japanese page readable. The server's tests run once more on a
  # throwaway PostgreSQL server (tests/postgresql_server.sh).
  packages+=(libgtest-dev libgmock-dev libbenchmark-dev clang-format chromium fonts-noto-cjk postgresql)
fi
if [[ "${1:-}" == "package" ]]; then
  packages+=(dpkg-dev)  # dpkg-shlibdeps: the Debian package's dependencies
fi

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# Node.js may come from elsewhere than Debian (NodeSource bundles npm into its nodejs
# package), so it is the commands that are checked, not the packages.
if [[ "${1:-}" == "test" ]] && ! { command -v node && command -v npm; } >/dev/null; then
  missing+=(nodejs npm)
fi
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing Debian packages: ${missing[*]}"
sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
"${sudo[@]}" apt-get update
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
