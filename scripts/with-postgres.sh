#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL 15 cluster:
#
#   bash scripts/with-postgres.sh npx vitest run --project api
#
# Creates a cluster in a temporary directory (listening on 127.0.0.1 on a free
# port from 5433, Unix socket in the same directory), a role `yali` with a
# random password and its database `yali`, exports
# TEST_DATABASE_URL=postgres://yali:…@127.0.0.1:PORT/yali, runs the command,
# then stops the cluster and deletes the directory, whatever happens. The
# exit code is the command's. Run as root, the server runs as `postgres`.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "PostgreSQL 15 bulunamadı ($PG_BIN/initdb yok). Kurmak için:" >&2
  echo "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql"
  exit 1
fi
if [[ $# -eq 0 ]]; then
  echo "Kullanım: $0 KOMUT [ARGÜMANLAR…]" >&2
  exit 2
fi

# As root the cluster belongs to the `postgres` user (initdb refuses root).
if [[ $(id -u) -eq 0 ]]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "Kullanıcı 'postgres' yok; postgresql paketini kurun:" >&2
    echo "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql"
    exit 1
  fi
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

PGTMP=$(mktemp -d "${TMPDIR:-/tmp}/yali-pg.XXXXXX")
started=0
cleanup() {
  local status=$?
  if [[ $started -eq 1 ]]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PGTMP/data" -m fast -w stop >/dev/null 2>&1 ||
      as_pg "$PG_BIN/pg_ctl" -D "$PGTMP/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PGTMP"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
[[ $(id -u) -eq 0 ]] && chown postgres:postgres "$PGTMP"

PORT=${PGPORT_START:-5433}
while port_in_use "$PORT"; do
  PORT=$((PORT + 1))
  if [[ $PORT -gt 5533 ]]; then
    echo "Boş port bulunamadı (5433–5533)." >&2
    exit 1
  fi
done

PASSWORD=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')

as_pg "$PG_BIN/initdb" -D "$PGTMP/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
  -E UTF8 --locale=C.UTF-8 --no-sync >"$PGTMP/initdb.log" 2>&1 || {
  cat "$PGTMP/initdb.log" >&2
  exit 1
}

# A throw-away cluster: durability settings off for speed.
started=1
as_pg "$PG_BIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PGTMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || {
  cat "$PGTMP/server.log" >&2
  exit 1
}

"$PG_BIN/psql" -h "$PGTMP" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q \
  -c "CREATE ROLE yali LOGIN CREATEDB PASSWORD '$PASSWORD'" \
  -c "CREATE DATABASE yali OWNER yali" >/dev/null

export TEST_DATABASE_URL="postgres://yali:$PASSWORD@127.0.0.1:$PORT/yali"
echo "PostgreSQL 15 hazır: 127.0.0.1:$PORT (geçici küme $PGTMP)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
