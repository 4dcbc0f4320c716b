#!/usr/bin/env bash
# Fails if any C++ file differs from what .clang-format asks for. With --fix, rewrites them.
set -euo pipefail
cd "$(dirname "$0")/.."

# New files too, before they are added: a commit checked beforehand must not escape the check.
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h' 2>/dev/null ||
  find src tests bench -name '*.cpp' -o -name '*.h')
if [[ "${1:-}" == "--fix" ]]; then
  clang-format -i "${files[@]}"
  exit 0
fi
clang-format --dry-run --Werror "${files[@]}"
echo "Formatting: ${#files[@]} files follow .clang-format"
