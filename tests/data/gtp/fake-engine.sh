#!/usr/bin/env bash
# A GTP engine for the tests of GtpPlayer: it writes each command it gets to the file $1
# and answers every one with success, genmove with its other arguments in turn: a move
# ("F5"), "refuse" (answers "? cannot play"), "garbage" (a line that is no answer), "hang"
# (a second's silence, then it reads on without answering), "stall" (never answers, nor
# ends by itself, its input closed or not) or "exit" (ends without answering). With no
# argument left, it ends too.
log=$1
shift
moves=("$@")
next=0
while IFS= read -r command; do
  echo "$command" >>"$log"
  case "$command" in
    genmove*)
      move=${moves[next]:-exit}
      next=$((next + 1))
      case "$move" in
        exit) exit 0 ;;
        refuse) printf '? cannot play\n\n' ;;
        garbage) printf 'hello\n\n' ;;
        hang) sleep 1 ;;
        stall) exec sleep infinity ;;
        *) printf '= %s\n\n' "$move" ;;
      esac
      ;;
    quit)
      printf '=\n\n'
      exit 0
      ;;
    *) printf '=\n\n' ;;
  esac
done
