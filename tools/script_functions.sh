# shellcheck shell=bash
# Sourced by the tools scripts (tools/rebuild-evaluation.sh, tools/build-book.sh) from the
# repository's root.

# The WTHOR year the pattern tables are never trained on: the real games they are measured
# on (tools/rebuild-evaluation.sh, tools/solve-tournament-endgames.sh).
# shellcheck disable=SC2034  # used by the scripts that source this file
readonly TOURNAMENT_HELD_OUT_YEAR=2011

# needs_value OPTION ARGUMENTS...: an option that takes a value must have one (set -u
# would end the script less clearly). Called with the arguments still to parse.
needs_value() {
  if (($# < 2)); then
    local script=${0##*/}
    echo "${script%.sh}: $1 needs a value" >&2
    exit 2
  fi
}

# source_commit PATH...: the short commit of HEAD, with "+changes" when the sources at
# PATHS differ from it, so that a manifest says what made its files.
source_commit() {
  local commit
  commit=$(git rev-parse --short=12 HEAD)
  git diff --quiet HEAD -- "$@" || commit="$commit+changes"
  echo "$commit"
}
