#!/usr/bin/env bash
# Prints, after a failed `cargo test`, each failing test with the first lines of its panic,
# so the end of a long log says why without scrolling back.
set -euo pipefail
log=$1
awk '
  /^---- .* stdout ----$/ { name = $2; lines = 0; next }
  /panicked at/ && name != "" { print "✘ " name; lines = 8 }
  lines > 0 && $0 == "" { lines = 0; name = ""; next }
  lines > 0 { print "    " $0; lines--; if (lines == 0) name = "" }
' "$log" | { echo; echo "Failure digest:"; head -n 200; }
echo "Free disk where the tests ran: $(df -h --output=avail . | tail -1 | tr -d ' ')"
