#!/usr/bin/env bash
# Runs the whole test suite several times in a row while CPU-bound processes load the machine,
# and reports each run: the check that no test depends on a wall-clock margin contention breaks.
#
#   bash scripts/test-under-load.sh            3 runs, 2 busy processes (the issue's check)
#   RUNS=5 HOGS=3 bash scripts/test-under-load.sh
#   bash scripts/test-under-load.sh --full     each run is a full `npm test` (typecheck and lint too)
#
# By default each run is `npm test -- --tests-only` (every test file, on SQLite and PostgreSQL);
# the typecheck and lint do not depend on timing. Logs go to test-artifacts/under-load/run-N.log;
# the summary is printed and written to test-artifacts/under-load/summary.txt. Exit 0 only when
# every run passed. Do not edit the checkout while it runs: later runs would test other code.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${RUNS:-3}"
HOGS="${HOGS:-2}"
args=(--tests-only)
[ "${1:-}" = "--full" ] && args=()
out=test-artifacts/under-load
mkdir -p "$out"

hogs=()
stop_hogs() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_hogs EXIT
for _ in $(seq "$HOGS"); do
  node -e 'for (;;) {}' &
  hogs+=("$!")
done

summary="$out/summary.txt"
{
  echo "test suite under load: $RUNS run(s), $HOGS CPU-bound process(es), $(nproc) core(s), $(node --version), commit $(git rev-parse --short HEAD), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
} | tee "$summary"
failed=0
for run in $(seq "$RUNS"); do
  log="$out/run-$run.log"
  start=$SECONDS
  if npm test -- "${args[@]}" >"$log" 2>&1; then result=passed; else result=FAILED; failed=$((failed + 1)); fi
  # vitest's closing lines ("Test Files  N passed (N)", "Tests  N passed (N)"), one pair per phase.
  files="$(grep -E '^ +Test Files ' "$log" | sed -E 's/^ +//; s/\x1b\[[0-9;]*m//g' | paste -sd '+')"
  tests="$(grep -E '^ +Tests ' "$log" | sed -E 's/^ +//; s/\x1b\[[0-9;]*m//g' | paste -sd '+')"
  echo "run $run: $result in $((SECONDS - start)) s; ${files:-no vitest summary}; ${tests:-see $log}" | tee -a "$summary"
  grep -E '^ +(×|FAIL) ' "$log" | sed -E 's/\x1b\[[0-9;]*m//g' | sort -u | head -n 20 | tee -a "$summary" || true
done
echo "$((RUNS - failed)) of $RUNS runs passed" | tee -a "$summary"
[ "$failed" = 0 ]
