#!/usr/bin/env bash
# `npm test`: the whole test suite on a fresh machine. Installs the system packages the tests need
# when they are missing and installing is permitted (apt-get, as root or through passwordless sudo;
# SVC_TEST_NO_INSTALL=1 forbids it), starts a throwaway PostgreSQL (scripts/pg-test-server.sh)
# unless TEST_DATABASE_URL is set, then runs the typecheck, the linter, the format check
# (Prettier; .prettierignore says what it covers) and the build, and every test file on SQLite and
# PostgreSQL, on the project's Node 24 (npm puts node_modules/.bin, where the node-linux-*
# dependency links it, first on PATH). A prerequisite that is missing and cannot be installed
# stops the run with its name; nothing is skipped.
#
#   npm test                      everything
#   npm test -- --tests-only      the test files only (no typecheck, lint, format check or build)
#   npm test -- <vitest args>     passed to vitest (e.g. a file filter), all in one run
#
# Each phase writes its per-file and per-test results as a vitest JSON report (shared.json,
# shared-server.json, parallel.json, sequential.json) to SVC_TEST_REPORT_DIR=<dir>, or to a
# temporary folder; a run that failed ends by naming every failed test from them, since a phase's
# own failure report scrolls far above the end of the run.
#
# Without arguments, four phases run: the pure files of vitest.config.ts's `shared` project in
# workers that keep their loaded modules from file to file (at the same time as the static checks),
# the in-process server files of the `shared-server` project the same way (once the build is in
# place, beside any static check still running), every other file in a
# fresh worker each, and last the timing-sensitive files (the `timing` project), one at a time. The build is skipped when dist/ is newer than everything it is built from.
set -euo pipefail
cd "$(dirname "$0")/.."

static=1
if [ "${1:-}" = "--tests-only" ]; then static=0; shift; fi

# What the tests use, and the Debian package that provides it.
missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/bin/chromium ] || missing+=(chromium)

if [ ${#missing[@]} -gt 0 ]; then
  as_root=()
  if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then as_root=(sudo -n); fi
  if [ "${SVC_TEST_NO_INSTALL:-}" = "1" ] || ! command -v apt-get >/dev/null 2>&1 \
    || { [ "$(id -u)" != "0" ] && [ ${#as_root[@]} -eq 0 ]; }; then
    echo "npm test: missing prerequisites: ${missing[*]} (PostgreSQL server binaries under /usr/lib/postgresql, /usr/bin/chromium)." >&2
    echo "npm test: install them (Debian: apt-get install --no-install-recommends ${missing[*]}) or run as root with apt-get available." >&2
    exit 1
  fi
  echo "npm test: installing ${missing[*]} with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "$(node -p 'Number(process.versions.node.split(".")[0])')" -lt 26 ]; then
  echo "npm test: needs Node 26 or later, found $(node --version); run it as \`npm test\` after \`npm install\` (which brings Node 26)." >&2
  exit 1
fi

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  TEST_DATABASE_URL="$(bash scripts/pg-test-server.sh)"
fi
export TEST_DATABASE_URL

# The typecheck, the linter, the format check and the build read the tree independently, so they
# run at the same time; each one's output is printed, with its duration, when all of a group have
# ended. The build is skipped when dist/ was written after every change to what it is built from
# (after `npm install`, which builds it): tsc's incremental build still reads the whole program.
built_after_sources() {
  # The server bundle's time, not the newest file under dist/, which a tool rewriting one index would make new.
  local bundle=dist/server.js
  [ -f "$bundle" ] && [ -z "$(find src tsconfig.json tsconfig.build.json package.json package-lock.json -newer "$bundle" -print -quit)" ] \
    && [ -z "$(find scripts \( -name 'build-*.ts' -o -name 'cli-bundle.ts' \) -newer "$bundle" -print -quit)" ]
}
declare -A check_command=([typecheck]="npx tsc --noEmit" [lint]="npx eslint ." [format]="npx prettier --check ." [build]="npm run build --silent")
# Runs the named checks at the same time and fails, naming them, when any failed.
run_checks() {
  local logs name pids=() failed=()
  logs="$(mktemp -d)"
  for name in "$@"; do
    (start=$SECONDS; rc=0; ${check_command[$name]} >"$logs/$name" 2>&1 || rc=$?; echo "npm test: $name took $((SECONDS - start)) s" >>"$logs/$name"; exit $rc) &
    pids+=($!)
  done
  for name in "$@"; do
    wait "${pids[0]}" || failed+=("$name")
    pids=("${pids[@]:1}")
    cat "$logs/$name" >&2
  done
  rm -rf "$logs"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "npm test: failed: ${failed[*]}" >&2
    return 1
  fi
}
build_if_stale() {
  if built_after_sources; then
    echo "npm test: build skipped: dist/ is newer than its sources" >&2
  else
    run_checks build
  fi
}
echo "npm test: $(node --version), PostgreSQL at $TEST_DATABASE_URL" >&2
if [ $# -gt 0 ]; then
  if [ "$static" = 1 ]; then
    checks=(typecheck lint format)
    built_after_sources || checks+=(build)
    run_checks "${checks[@]}" || exit 1
  fi
  npx vitest run "$@"
  exit
fi
report_dir="${SVC_TEST_REPORT_DIR:-$(mktemp -d)}"
mkdir -p "$report_dir"
report() {
  printf -- '--reporter=default --reporter=json --outputFile.json=%s/%s.json' "$report_dir" "$1"
}
status=0
# The pure files need neither dist/ nor a clean lint, so they run while the static checks and the
# build do; the server files need only the build, so they start as soon as it is in place, beside
# whatever checks are still running (each phase alone leaves a core idle at its end). A failed
# check ends the run once the server files are through.
if [ "$static" = 1 ]; then
  run_checks typecheck lint format &
  checks_pid=$!
  build_if_stale &
  build_pid=$!
fi
# CPU-bound files without isolation: one worker per core loads the module graph once each.
start=$SECONDS
npx vitest run --project shared --no-isolate --maxWorkers=2 $(report shared) || status=$?
echo "npm test: shared-module test files took $((SECONDS - start)) s" >&2
if [ "$static" = 1 ] && ! wait "$build_pid"; then exit 1; fi
# In-process server files without isolation: their tests cost less than loading the service again.
start=$SECONDS
npx vitest run --project shared-server --no-isolate --maxWorkers=2 $(report shared-server) || status=$?
echo "npm test: shared-server test files took $((SECONDS - start)) s" >&2
if [ "$static" = 1 ] && ! wait "$checks_pid"; then exit 1; fi
start=$SECONDS
npx vitest run --project isolated $(report parallel) || status=$?
echo "npm test: parallel test files took $((SECONDS - start)) s" >&2
start=$SECONDS
npx vitest run --project timing $(report sequential) --no-file-parallelism || status=$?
echo "npm test: sequential test files took $((SECONDS - start)) s" >&2
if [ "$status" != 0 ]; then npx tsx scripts/failed-tests.ts "$report_dir"; fi
exit "$status"
