#!/usr/bin/env bash
# Restores a whole-database backup into an EMPTY database:
#   scripts/restore.sh DUMP [DATABASE_URL]
# The target is the second argument, else DATABASE_URL, else the private cluster. A database
# that already holds tables is refused: restore into a new one (createdb) and point the server
# at it. Runs in one transaction: it loads whole or not at all.
set -euo pipefail
if [ $# -lt 1 ] || [ ! -f "$1" ]; then
    echo "usage: $0 DUMP [DATABASE_URL]" >&2
    exit 2
fi
dump="$1"
if [ $# -ge 2 ]; then
    DATABASE_URL="$2"
fi
. "$(dirname "$0")/pg-env.sh"

tables=$(psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$DATABASE_URL" -c \
    "SELECT count(*) FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
       AND n.nspname NOT LIKE 'pg_toast%'")
if [ "$tables" != "0" ]; then
    echo "the target database is not empty ($tables tables): restore into a new database" >&2
    exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
    --dbname="$DATABASE_URL" "$dump"
echo "restored $dump"
