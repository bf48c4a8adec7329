#!/usr/bin/env bash
# Property-based API checks with schemathesis against the built server on a fresh demo database:
# signed out, as a broker and as the agency's owner (`make test`), or as every role (`make
# fuzz`). Any server error, any answer that breaks the OpenAPI document's schema and any status
# the document does not declare fails the run.
#
#   CANOPY_BIN     the server binary (default: cargo's debug build)
#   ST_EXAMPLES    examples per operation and phase (default 8)
#   ST_MAX_TIME    time budget per identity, in seconds (default 240)
#   ST_PHASES      schemathesis's phases (default examples,coverage,fuzzing; `stateful` chains
#                  create, read, update and delete through links it infers from the document)
#   ST_ROLES       `all` for every role (owner, admin, broker, employer admin, employee, platform
#                  operator, signed out); default signed out, broker and owner
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
bin=${CANOPY_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/canopy-target}/debug/canopy}
examples=${ST_EXAMPLES:-8}
max_time=${ST_MAX_TIME:-240}
phases=${ST_PHASES:-examples,coverage,fuzzing}
version=4.32.5

venv=$root/var/schemathesis-venv
if [ "$("$venv/bin/schemathesis" --version 2>/dev/null | awk '{print $NF}')" != "$version" ]; then
  echo "schemathesis: installing $version into var/schemathesis-venv (PyPI)"
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    echo "schemathesis: installing python3-venv (apt)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv python3-pip >/dev/null
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install -q "schemathesis==$version"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/canopy-schemathesis-XXXXXX")
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  "$bin" pg-stop --dir "$work/var/pg" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

env -u DATABASE_URL -u SMTP_URL CANOPY_VAR_DIR="$work/var" PORT="$port" RUST_LOG=warn \
  CANOPY_PORTAL_DIST="$root/portal-ui/dist" CANOPY_ADMIN_DIST="$root/admin-ui/dist" \
  "$bin" serve --seed >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 600); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  kill -0 "$server" 2>/dev/null || { cat "$work/server.log"; echo "schemathesis: the server stopped before it was healthy"; exit 1; }
  sleep 0.5
done

host="summit.localhost:$port"
session_of() {
  curl -fsS -o /dev/null -D - "http://127.0.0.1:$port/api/auth/signin" -H "Host: $host" -H 'X-Canopy-Csrf: 1' \
    -H 'Content-Type: application/json' -d "{\"email\":\"$1\",\"password\":\"summit-demo-2026\"}" |
    tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \([^;]*\).*/\1/p' | head -1
}

# Operations that end the caller's own session or password would leave the rest of the run
# signed out; the event stream never ends by itself.
skip=(--exclude-operation-id signOut --exclude-operation-id revokeMySession --exclude-operation-id changeMyPassword --exclude-operation-id streamJob)
# Both sessions are opened first: the runs themselves guess at sign-in from this address, and
# the sign-in throttle would then (rightly) hold back a new sign-in from it.
declare -A email_of=([owner]=dana@summit.example [admin]=grace@summit.example [broker]=marcus@summit.example
  ["employer admin"]=hannah@brightpath.example [employee]=leo@brightpath.example [operator]=operator@canopy.example)
if [ "${ST_ROLES:-}" = all ]; then
  roles=("signed out" owner admin broker "employer admin" employee operator)
else
  roles=("signed out" broker owner)
fi
declare -A cookie_of=()
for who in "${roles[@]}"; do
  [ "$who" = "signed out" ] && continue
  [ "$who" = operator ] && host_was=$host && host="localhost:$port"
  cookie_of[$who]=$(session_of "${email_of[$who]}")
  [ "$who" = operator ] && host=$host_was
done
total=0
status=0

# Hypothesis raises the interpreter's recursion limit while it generates, and CPython 3.11 fails
# `ast.parse` in another thread when the limit moves under it. So each run is one worker, and
# reads and writes go to two runs side by side instead of two workers in one.
parts=(reads writes)
part_filter() {
  case $1 in
    reads) echo --include-method GET ;;
    writes) echo --exclude-method GET ;;
  esac
}

# run_part WHO PART HEADERS...: one schemathesis run; its log is $work/st-PART.log.
run_part() {
  local part=$1
  shift
  # shellcheck disable=SC2046
  (cd "$work" && "$venv/bin/st" --config-file "$root/scripts/schemathesis.toml" run "$root/openapi/openapi.json" \
    --url "http://127.0.0.1:$port/api" "$@" "${skip[@]}" $(part_filter "$part") \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
    --phases "$phases" --max-examples "$examples" --max-time "$max_time" --workers 1 \
    --no-color) >"$work/st-$part.log" 2>&1
}

for who in "${roles[@]}"; do
  # The platform operator works on the platform's own host, everyone else on the agency's.
  if [ "$who" = operator ]; then
    headers=(-H "Host: localhost:$port" -H "X-Canopy-Csrf: 1")
  else
    headers=(-H "Host: $host" -H "X-Canopy-Csrf: 1")
  fi
  if [ "$who" != "signed out" ]; then
    headers+=(-H "Cookie: ${cookie_of[$who]}" --generation-with-security-parameters false)
  fi
  pending=("${parts[@]}")
  # A part that only hit schemathesis's own runtime error (no failed check) is run once more,
  # with the error printed, so a hiccup of the tool does not hide behind a red build.
  for attempt in 1 2; do
    declare -A pids=()
    for part in "${pending[@]}"; do
      run_part "$part" "${headers[@]}" &
      pids[$part]=$!
    done
    retry=()
    for part in "${pending[@]}"; do
      set +e
      wait "${pids[$part]}"
      code=$?
      set -e
      log=$work/st-$part.log
      echo "schemathesis: $who, $part"
      tail -n 40 "$log"
      sent=$(grep -oE '[0-9]+ generated' "$log" | awk '{n += $1} END {print n + 0}')
      total=$((total + sent))
      [ "$code" -eq 0 ] && continue
      awk '/^=+ (ERRORS|FAILURES) =+$/ {p = 1} /^=+ (WARNINGS|SUMMARY) =+$/ {p = 0} p' "$log" | head -n 200
      if [ "$attempt" -eq 1 ] && grep -q 'Runtime Error' "$log" && ! grep -q '^Failures:' "$log"; then
        echo "schemathesis: $who, $part: the tool itself failed (above); running once more"
        retry+=("$part")
        continue
      fi
      status=1
      grep -iE 'panicked|internal error' "$work/server.log" | tail -n 20 || true
    done
    unset pids
    [ ${#retry[@]} -eq 0 ] && break
    pending=("${retry[@]}")
  done
done
echo "schemathesis: $total test cases (one request each) in all"
exit $status
