# Shared helpers of the benchmark scripts: a fresh server on a private cluster, signed in.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/canopy-target}
PORT=${PORT:-18199}
HOST="summit.localhost:$PORT"
WORK=$(mktemp -d /tmp/canopy-bench.XXXXXX)
chmod 755 "$WORK"
COOKIES="$WORK/cookies"

build_release() {
  if [ -z "${CANOPY_BIN:-}" ]; then
    echo "building the server (release)..." >&2
    (cd "$ROOT" && cargo build --release -q -p platform --bin canopy)
    CANOPY_BIN="$CARGO_TARGET_DIR/release/canopy"
  fi
}

start_server() {
  CANOPY_VAR_DIR="$WORK/var" PORT=$PORT RUST_LOG=warn "$CANOPY_BIN" serve --seed >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  trap stop_server EXIT
  for _ in $(seq 1 120); do
    curl -sf "http://localhost:$PORT/api/health" >/dev/null && return 0
    sleep 1
  done
  echo "the server did not start; see $WORK/server.log" >&2
  exit 1
}

stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
  "$CANOPY_BIN" pg-stop --dir "$WORK/var/pg" >/dev/null 2>&1 || true
  rm -rf "$WORK"
}

# api METHOD PATH [JSON]  → response body on stdout
api() {
  local method=$1 path=$2 body=${3:-}
  if [ -n "$body" ]; then
    curl -sf -b "$COOKIES" -c "$COOKIES" -H "Host: $HOST" -H 'x-canopy-csrf: 1' -H 'content-type: application/json' -X "$method" -d "$body" "http://localhost:$PORT/api$path"
  else
    curl -sf -b "$COOKIES" -c "$COOKIES" -H "Host: $HOST" -H 'x-canopy-csrf: 1' -X "$method" "http://localhost:$PORT/api$path"
  fi
}

sign_in() {
  api POST /auth/signin '{"email":"dana@summit.example","password":"summit-demo-2026"}' >/dev/null
}

pg_port() {
  sed -n 4p "$WORK/var/pg/data/postmaster.pid"
}

json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
now() { date +%s.%N; }
