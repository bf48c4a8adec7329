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

# wait_job ID  → the finished job's JSON on stdout. Polls every 20 ms from one process on one
# kept-alive connection: a loop of curl processes would itself take a good part of a core from
# the server it measures.
wait_job() {
  python3 - "$PORT" "$HOST" "$COOKIES" "$1" <<'PY'
import http.client, sys, time
port, host, jar, job = sys.argv[1:]
cookies = []
for line in open(jar):
    if line.startswith("#HttpOnly_"):
        line = line[len("#HttpOnly_"):]
    elif line.startswith("#") or not line.strip():
        continue
    fields = line.rstrip("\n").split("\t")
    cookies.append(f"{fields[5]}={fields[6]}")
headers = {"Host": host, "Cookie": "; ".join(cookies), "x-canopy-csrf": "1"}
conn = http.client.HTTPConnection("localhost", int(port))
while True:
    conn.request("GET", f"/api/jobs/{job}", headers=headers)
    answer = conn.getresponse()
    body = answer.read().decode()
    if answer.status != 200:
        sys.exit(f"GET /api/jobs/{job}: {answer.status} {body}")
    if '"status":"succeeded"' in body or '"status":"failed"' in body:
        print(body)
        break
    time.sleep(0.02)
PY
}

json() { python3 -c "import json,sys; d=json.load(sys.stdin); print($1)"; }
now() { date +%s.%N; }
