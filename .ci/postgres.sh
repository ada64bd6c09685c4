#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the PostgreSQL pass of the tests (decision 029) and prints its admin URL, the only
# line on stdout (.ci/run captures it): installs the package when missing, starts the cluster, makes the `shop` role
# the tests log in with. Every tool's own output goes to stderr: pg_ctlcluster prints "Removed stale pid file." on
# stdout after an unclean stop, which once became part of the URL. The cluster is a throwaway test server: fsync
# and synchronous commit are off, which makes CREATE DATABASE per test app cheap.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
{
  if ! command -v pg_lsclusters >/dev/null; then
    apt-get install -y -qq postgresql >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }
  fi
  version=$(ls /usr/lib/postgresql | sort -V | tail -1)
  pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
  pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }' | grep -q online ||
    pg_ctlcluster "$version" main start
  for _ in $(seq 1 30); do runuser -u postgres -- pg_isready -q && break; sleep 1; done
  runuser -u postgres -- psql -qAt >/dev/null <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shop') THEN CREATE ROLE shop LOGIN SUPERUSER PASSWORD 'shop'; END IF;
END $$;
ALTER SYSTEM SET fsync = off;
ALTER SYSTEM SET synchronous_commit = off;
ALTER SYSTEM SET full_page_writes = off;
SELECT pg_reload_conf();
SQL
} >&2
version=$(ls /usr/lib/postgresql | sort -V | tail -1)
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
url="postgres://shop:shop@127.0.0.1:$port/postgres"
# The URL works before it is handed on.
PGPASSWORD=shop psql -qAt -h 127.0.0.1 -p "$port" -U shop -d postgres -c 'SELECT 1' >/dev/null
echo "$url"
