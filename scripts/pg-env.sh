# Sourced by the backup and restore scripts: finds the PostgreSQL client programs and the
# database to work on (DATABASE_URL, or the private cluster `make run` starts under
# ${CANOPY_VAR_DIR:-var}/pg).

pg_bin_dir() {
    if command -v pg_dump >/dev/null 2>&1 && command -v pg_restore >/dev/null 2>&1; then
        dirname "$(command -v pg_dump)"
        return
    fi
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$dir" ] || [ ! -x "$dir/pg_dump" ]; then
        echo "PostgreSQL client programs (pg_dump, pg_restore, psql) were not found on PATH or under /usr/lib/postgresql/*/bin" >&2
        return 1
    fi
    echo "$dir"
}

# The private cluster's address, from its postmaster.pid (the port is its fourth line).
private_cluster_url() {
    local pid_file="${CANOPY_VAR_DIR:-var}/pg/data/postmaster.pid"
    if [ ! -f "$pid_file" ]; then
        echo "DATABASE_URL is not set and the private cluster is not running (no $pid_file): start it with \`make run\` or set DATABASE_URL" >&2
        return 1
    fi
    local port
    port=$(sed -n 4p "$pid_file" | tr -d '[:space:]')
    echo "postgres://canopy@127.0.0.1:${port}/canopy"
}

PG_BIN=$(pg_bin_dir) || exit 1
export PATH="$PG_BIN:$PATH"
if [ -z "${DATABASE_URL:-}" ]; then
    DATABASE_URL=$(private_cluster_url) || exit 1
fi
