#!/usr/bin/env bash
# Fuzzes the reference service's HTTP API from its own OpenAPI document with schemathesis
# (PyPI): builds the service, starts it on 127.0.0.1 with a new SQLite file (or the database in
# DATABASE, such as a postgres:// URL), and runs every phase (the document's examples, coverage,
# a bounded number of generated examples per operation, and the stateful phase, which follows
# the document's links from write to write) with every check: no answer is a 5xx, every answer's
# status, headers, content type and body match the document, invalid data is refused and valid
# data accepted, and so on; scripts/schemathesis.toml lists the statuses the checks allow beyond
# their defaults, and why. It prints the share of the document's links the stateful phase
# followed, and fails below 90%. Exit code: schemathesis's (0 when every check passed), or 1 for
# a link coverage below 90%.
#
#   bash scripts/fuzz-service-api.sh               # 50 examples per operation
#   EXAMPLES=200 bash scripts/fuzz-service-api.sh
#   STATEFUL_SECONDS=120 bash scripts/fuzz-service-api.sh   # longer chains of requests
#
# schemathesis (the version below) is installed into a virtual environment outside the
# repository (ST_VENV, default ~/.cache/navstate-schemathesis) on first use. SERVICE_SCRATCH names the
# service's build folder (default: the package's .build), and SERVICE_BUILD_FLAGS adds flags to its
# build (such as --sanitize=thread, to reuse a sanitizer build's folder; default none).
set -euo pipefail
cd "$(dirname "$0")/.."

examples="${EXAMPLES:-50}"
port="${PORT:-18090}"
venv="${ST_VENV:-$HOME/.cache/navstate-schemathesis}"
work="$(mktemp -d)"
server=""
root="$PWD"
cleanup() {
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

version=4.32.5
if [[ "$("$venv/bin/schemathesis" --version 2>/dev/null)" != *" $version" ]]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "schemathesis==$version"
fi

read -ra flags <<<"${SERVICE_BUILD_FLAGS:-}"
build=(swift build --package-path "$root/Examples/NavStateService"
  --scratch-path "${SERVICE_SCRATCH:-$root/Examples/NavStateService/.build}" "${flags[@]}")
"${build[@]}" --product nav-state-service >&2
binary="$("${build[@]}" --show-bin-path)/nav-state-service"
# A new token key; the fuzzer's requests carry an admin token, which reaches every user.
NAV_STATE_TOKEN_KEY="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export NAV_STATE_TOKEN_KEY
token="$("$binary" issue-token fuzz --scope admin)"
"$binary" --host 127.0.0.1 --port "$port" --database "${DATABASE:-$work/state.sqlite}" \
  >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 100); do
  curl -s -o /dev/null "http://127.0.0.1:$port/openapi.json" && break
  sleep 0.1
done

# From the temporary folder: schemathesis writes a .schemathesis folder where it runs.
cd "$work"
status=0
run=("$venv/bin/schemathesis" --config-file "$root/scripts/schemathesis.toml"
  run "http://127.0.0.1:$port/openapi.json" -H "Authorization: Bearer $token" --checks all)
# The coverage and fuzzing phases first, while no user has a state: the examples create one
# (a PUT with If-Match: 0 and the example state), and on a user that exists a generated long
# poll at the current revision waits its whole `wait`, up to a minute each.
"${run[@]}" --max-examples "$examples" --phases coverage,fuzzing || status=$?
"${run[@]}" --max-examples "$examples" --phases examples || status=$?
# The stateful phase on its own, for STATEFUL_SECONDS (default 60): it repeats its chains until
# the time is spent, each run of them adding links. (After the other phases in one run, it ran
# one short pass of about 20 chains, and followed half the links.)
"${run[@]}" --max-examples "$examples" --max-time "${STATEFUL_SECONDS:-60}" --phases stateful |
  tee "$work/run.log" || status=$?
# The stateful phase's link coverage, from its summary ("API Links: 58 covered / 60 selected /
# 60 total"): the links it followed with their values, of those of the selected operations.
# schemathesis has no threshold of its own; below 90% fails.
links=$(sed -n 's/^ *API Links: *\([0-9]*\) covered \/ \([0-9]*\) selected.*/\1 \2/p' "$work/run.log")
if [[ -z "$links" ]]; then
  echo "fuzz-service-api: schemathesis printed no stateful link coverage" >&2
  exit 1
fi
read -r covered selected <<<"$links"
percent=$((covered * 100 / selected))
echo "fuzz-service-api: the stateful phase followed $covered of $selected links ($percent%)"
if ((covered * 10 < selected * 9)); then
  echo "fuzz-service-api: that is below 90% of the links" >&2
  [[ $status -ne 0 ]] || status=1
fi
exit "$status"
