#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the test suite on 127.0.0.1:${PGPORT:-54329} (trust auth,
# data under /tmp) and prints the DATABASE_URL to use. Idempotent: an already running one is reused.
# It never syncs to disk: the tests kill services and stop servers, never the machine, and a killed
# process's writes survive in the OS cache, so syncing would only make each created database slower.
set -euo pipefail
PORT="${PGPORT:-54329}"
DATA="${PGDATA_DIR:-/tmp/svc-test-pg}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$BIN/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
RUN_AS=()
if [ "$(id -u)" = "0" ]; then RUN_AS=(runuser -u postgres --); fi
if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  if [ ! -f "$DATA/PG_VERSION" ]; then
    rm -rf "$DATA"; mkdir -p "$DATA"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$DATA"
    "${RUN_AS[@]}" "$BIN/initdb" -D "$DATA" -U postgres --auth=trust >/dev/null
  fi
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DATA" -l "$DATA/server.log" -w \
    -o "-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c full_page_writes=off" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
