#!/usr/bin/env bash
# Runs the README's server commands as written there: the service in the background, then the
# client commands (a token, a resolve and a PUT), with the built service for `swift run …
# nav-state-service`, a new data folder (NAV_STATE_DATA_DIR) and PORT for 8080; checks that the
# resolve answers the link's stack and the PUT creates revision 1. SERVICE_SCRATCH names the
# service's build folder (default: the package's .build).
set -euo pipefail
cd "$(dirname "$0")/.."

port="${PORT:-18091}"
work="$(mktemp -d)"
server=""
cleanup() {
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

build=(swift build --package-path Examples/NavStateService
  --scratch-path "${SERVICE_SCRATCH:-$PWD/Examples/NavStateService/.build}")
"${build[@]}" --product nav-state-service >&2
binary="$("${build[@]}" --show-bin-path)/nav-state-service"

start=$(sed -n '/^swift run --package-path Examples\/NavStateService nav-state-service \\$/,/^  --port 8080$/p' README.md)
client=$(sed -n '/^token=\$(swift run -q --package-path Examples\/NavStateService \\$/,/users\/ana\/state$/p' README.md)
[ -n "$start" ] || { echo "README: the command that starts the service is gone" >&2; exit 1; }
[ -n "$client" ] || { echo "README: the client commands are gone" >&2; exit 1; }
as_run() {
  local text="${1//swift run --package-path Examples\/NavStateService nav-state-service/$binary}"
  text="${text//swift run -q --package-path Examples\/NavStateService \\$'\n'  nav-state-service/$binary}"
  printf '%s' "${text//8080/$port}"
}

export NAV_STATE_DATA_DIR="$work/data"
bash -euo pipefail -c "$(as_run "$start")" >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
  curl -s -o /dev/null "http://127.0.0.1:$port/health" && break
  sleep 0.1
done
bash -euo pipefail -c "$(as_run "$client")" >"$work/out"
grep -q '"stack":\[\[0,"desserts"\],\[1,42\]\]' "$work/out" ||
  { echo "README: the resolve did not answer the stack:" >&2; cat "$work/out" >&2; exit 1; }
grep -q '{"revision":1,"transition":' "$work/out" ||
  { echo "README: the PUT did not create revision 1:" >&2; cat "$work/out" >&2; exit 1; }
echo "README: the server commands ran as written"
