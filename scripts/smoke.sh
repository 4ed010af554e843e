#!/usr/bin/env bash
# Starts the built executable on a temp data folder and checks /api/health, / and a deep link.
# Usage: scripts/smoke.sh [path/to/blockquest]   (default dist/blockquest)
set -euo pipefail
bin="${1:-dist/blockquest}"
[ -x "$bin" ] || { echo "smoke: $bin not found; run 'bun run build' first" >&2; exit 1; }
data=$(mktemp -d /tmp/blockquest-smoke.XXXXXX)
port=${SMOKE_PORT:-4199}
"$bin" serve --data-dir "$data" --port "$port" --host 127.0.0.1 >"$data/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$data"' EXIT

for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.1
done

fail() { echo "smoke: FAIL $1" >&2; cat "$data/server.log" >&2; exit 1; }
health=$(curl -sf "http://127.0.0.1:$port/api/health") || fail "/api/health did not answer"
echo "$health" | grep -q '"status":"ok"' || fail "/api/health: $health"
curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root">' || fail "/ is not the web app"
curl -sf "http://127.0.0.1:$port/profile" | grep -q '<div id="root">' || fail "deep link /profile is not the web app"
asset=$(curl -sf "http://127.0.0.1:$port/" | grep -o 'src="/assets/[^"]*\.js"' | head -1 | cut -d'"' -f2)
[ -n "$asset" ] && curl -sf "http://127.0.0.1:$port$asset" >/dev/null || fail "script asset $asset not served"
[ -f "$data/app.db" ] || fail "app.db was not created in the data folder"
echo "smoke: ok ($health)"
