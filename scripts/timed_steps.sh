#!/usr/bin/env bash
# Runs each named make target in turn, stopping at the first that fails, and ends with how long
# each took (make check: what CI runs, so that its slowest steps are plain to see).
set -uo pipefail
make_command=${MAKE:-make}
report=()
status=0
for step in "$@"; do
    started=$(date +%s)
    "$make_command" --no-print-directory "$step"
    status=$?
    report+=("$(printf '%-14s %5d s%s' "$step" $(( $(date +%s) - started )) "$([ $status -ne 0 ] && echo '  FAILED')")")
    [ $status -ne 0 ] && break
done
echo "make check, step by step:"
printf '  %s\n' "${report[@]}"
exit $status
