#!/usr/bin/env bash
# Runs the browser tests (tests/browser, Playwright) against a reversi binary, in Debian's
# chromium. Usage: scripts/browser-tests.sh [path/to/reversi]   (default: the release build)
# Screenshots of the main states go to build/browser-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=$(realpath "${1:-build/release/src/reversi}")
if [[ ! -x "$binary" ]]; then
  echo "browser tests: no reversi binary at $binary (build it first, e.g. scripts/test.sh)" >&2
  exit 1
fi
if [[ ! -x /usr/bin/chromium ]]; then
  echo "browser tests: /usr/bin/chromium is missing; install it with: scripts/install-deps.sh test" >&2
  exit 1
fi
if ! command -v npm >/dev/null; then
  echo "browser tests: npm is missing; install it with: scripts/install-deps.sh test" >&2
  exit 1
fi

cd tests/browser
# Playwright must never download a browser of its own: the tests drive Debian's chromium.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [[ ! -d node_modules/@playwright/test ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  npm ci --no-audit --no-fund
fi
REVERSI_BINARY="$binary" npx --no-install playwright test
