#!/usr/bin/env bash
# Backs up the whole database (the platform and every agency schema) in PostgreSQL's custom
# format: scripts/backup.sh [FILE]   (default: backups/canopy-<UTC time>.dump)
# The database is DATABASE_URL, or the private cluster of `make run`.
set -euo pipefail
. "$(dirname "$0")/pg-env.sh"

out="${1:-backups/canopy-$(date -u +%Y%m%dT%H%M%SZ).dump}"
mkdir -p "$(dirname "$out")"
partial="$out.partial"
pg_dump --format=custom --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL"
# Renamed only once complete, so a backup that stopped half-way is never taken for one.
mv "$partial" "$out"
echo "$out"
