#!/usr/bin/env bash
# Installs Debian's PostgreSQL for the db test suite when it is missing. The tests start and stop
# their own throwaway cluster (tests/support/postgres-cluster.ts); the installed service is not used.
set -euo pipefail
if [ -n "${PG_BIN:-}" ] || ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "No PostgreSQL and no apt-get: install PostgreSQL 15 or newer and set PG_BIN to its bin directory." >&2
  exit 1
fi
# shellcheck source=scripts/apt-install.sh
source "$(dirname "$0")/apt-install.sh"
apt_install postgresql
echo "Installed $(ls -d /usr/lib/postgresql/*/bin | tail -1)"
