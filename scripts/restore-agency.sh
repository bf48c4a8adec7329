#!/usr/bin/env bash
# Restores ONE agency's schema from a whole-database backup into a new schema beside the live
# data, to compare or copy rows back by hand; the live agency is not touched:
#   scripts/restore-agency.sh DUMP SLUG NEW_SCHEMA
# The database is DATABASE_URL, or the private cluster of `make run`. NEW_SCHEMA must not
# exist yet. Loads in one transaction: whole or not at all.
set -euo pipefail
if [ $# -ne 3 ] || [ ! -f "$1" ]; then
    echo "usage: $0 DUMP SLUG NEW_SCHEMA" >&2
    exit 2
fi
dump="$1" slug="$2" target="$3"
if ! [[ "$target" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || [[ "$target" == pg_* ]] || [ "$target" = public ]; then
    echo "NEW_SCHEMA must be a new lower-case name (letters, digits, _)" >&2
    exit 2
fi
. "$(dirname "$0")/pg-env.sh"

# The agency's schema as the backup's registry names it (agencies: id, slug, name, schema_name…).
schema=$(pg_restore --data-only --schema=public --table=agencies --file=- "$dump" |
    awk -F '\t' -v slug="$slug" '/^COPY /{copy=1; next} /^\\\.$/{copy=0} copy && $2 == slug {print $4}')
if [ -z "$schema" ]; then
    echo "the backup holds no agency with the subdomain $slug" >&2
    exit 1
fi
if ! [[ "$schema" =~ ^agency_[a-z0-9]{8,32}$ ]]; then
    echo "unexpected schema name in the backup: $schema" >&2
    exit 1
fi
exists=$(psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$DATABASE_URL" \
    -c "SELECT count(*) FROM pg_namespace WHERE nspname = '$target'")
if [ "$exists" != "0" ]; then
    echo "the schema $target already exists" >&2
    exit 1
fi
# Schema names are generated (agency_ and twelve letters or digits), so replacing the name as a
# whole word renames the schema and every reference to it in the SQL stream.
# pg_restore --schema restores what is in the schema, not the schema itself: it is created first.
{
    echo "CREATE SCHEMA ${target};"
    pg_restore --schema="$schema" --no-owner --no-privileges --file=- "$dump" |
        sed -E "s/\\b${schema}\\b/${target}/g"
} |
    psql --no-psqlrc --quiet --set=ON_ERROR_STOP=1 --single-transaction \
        --dbname="$DATABASE_URL" >/dev/null
echo "restored $slug ($schema) into $target"
