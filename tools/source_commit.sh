# shellcheck shell=bash
# Sourced by the scripts that write manifests (tools/rebuild-evaluation.sh,
# tools/build-book.sh). source_commit PATH...: the short commit of HEAD, with "+changes"
# when the sources at PATHS differ from it, so that a manifest says what made its files.
source_commit() {
  local commit
  commit=$(git rev-parse --short=12 HEAD)
  git diff --quiet HEAD -- "$@" || commit="$commit+changes"
  echo "$commit"
}
