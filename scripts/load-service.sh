#!/usr/bin/env bash
# Load-tests the reference service (Examples/NavStateService): starts its release build on
# 127.0.0.1 with a new SQLite file, creates users, then runs wrk against three endpoints, each for
# a bounded time, and prints one table row per endpoint: requests/s, latency percentiles and errors.
#
#   scripts/load-service.sh                 # 10 s per endpoint, 2 threads, 16 connections
#   DURATION=30 CONNECTIONS=64 scripts/load-service.sh
#   PROFILE=1 scripts/load-service.sh       # also samples the service with perf and prints the
#                                           # share of its CPU time spent in NavCore and NavCodable
#   DATABASE=postgres://… INSTANCES=3 scripts/load-service.sh
#                                           # INSTANCES services on one database (ports PORT,
#                                           # PORT+1, …), one wrk per instance at the same time
#                                           # with CONNECTIONS/INSTANCES connections each
#   bash scripts/with-postgres.sh bash -c \
#     'DATABASE=$NAVSTATE_TEST_POSTGRES_URL INSTANCES=3 bash scripts/load-service.sh'
#
# With several instances, a row adds up their requests/s, non-2xx and socket errors, and gives
# the worst instance's latencies.
#
# Endpoints: resolve (GET /links/resolve), get (GET /users/:user/state) and push (POST
# /users/:user/push with If-Match: *, spread over USERS users). Nothing leaves 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${DURATION:-10}"
threads="${THREADS:-2}"
connections="${CONNECTIONS:-16}"
users="${USERS:-256}"
port="${PORT:-18080}"
instances="${INSTANCES:-1}"
base="http://127.0.0.1:$port"
work="$(mktemp -d)"
database="${DATABASE:-$work/state.sqlite}"
if ((instances > 1)) && [[ "$database" != postgres* ]]; then
  echo "INSTANCES=$instances needs DATABASE=postgres://… (SQLite serves one instance)" >&2
  exit 2
fi
servers=()
server=""
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

if ! command -v wrk >/dev/null; then
  echo "installing wrk" >&2
  (apt-get update && apt-get install -y wrk) >/dev/null
fi

swift build --package-path Examples/NavStateService -c release --product nav-state-service >&2
binary="$(swift build --package-path Examples/NavStateService -c release --show-bin-path)/nav-state-service"
for ((i = 0; i < instances; i++)); do
  "$binary" --host 127.0.0.1 --port $((port + i)) --database "$database" >"$work/server.$i.log" 2>&1 &
  servers+=($!)
  for _ in $(seq 1 300); do
    curl -s -o /dev/null "http://127.0.0.1:$((port + i))/openapi.json" && break
    sleep 0.1
  done
done
server="${servers[0]}"

# Every user starts on a recipe, so that the pushed step numbers have a screen.
state='{"version":3,"tags":["tab","recipe"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"stacks":[[[1,42]],[]]}}'
for ((user = 0; user < users; user++)); do
  curl -sf -o /dev/null -X PUT -H 'If-Match: 0' -H 'Content-Type: application/json' --data "$state" "$base/users/load-$user/state"
done

cat >"$work/push.lua" <<EOF
-- Each request pushes one step for the next user, round robin from a per-thread offset.
local counter = 0
local users = $users
function setup(thread) thread:set("offset", math.random(0, users - 1)) end
function request()
  counter = counter + 1
  local user = (offset + counter) % users
  local body = '{"version":3,"tags":["step"],"elements":[[0,' .. counter .. ']]}'
  return wrk.format("POST", "/users/load-" .. user .. "/push",
    { ["If-Match"] = "*", ["Content-Type"] = "application/json" }, body)
end
EOF
cat >"$work/report.lua" <<'EOF'
-- Prints one parsable line: requests/s, p50, p90, p99, max (ms), non-2xx and socket errors.
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %.2f %.2f %d %d\n",
    summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    e.status, e.connect + e.read + e.write + e.timeout))
end
EOF
cat "$work/push.lua" "$work/report.lua" >"$work/push-report.lua"

profile_start() {
  if [[ -n "${PROFILE:-}" ]]; then
    perf record -e cpu-clock -F 999 -g -p "$server" -o "$work/perf.$1.data" >/dev/null 2>&1 &
    profiler=$!
  fi
}
# The share of the service's CPU samples (user and kernel) spent in NavCore and NavCodable: "self"
# counts the samples whose innermost frame is theirs, "with callees" those with one of their
# frames anywhere on the stack (so it includes the allocator and runtime calls they make). Their
# symbols, generic specializations included, are mangled $s7NavCore… and $s10NavCodable…; the
# libraries are linked into the executable, so a share by library file would not see them.
profile_stop() {
  if [[ -n "${PROFILE:-}" ]]; then
    kill -INT "$profiler"
    wait "$profiler" 2>/dev/null || true
    perf script -i "$work/perf.$1.data" --no-demangle -F ip,sym 2>/dev/null | awk '
      BEGIN { RS = ""; library = "[$]s7NavCore|[$]s10NavCodable" }
      { total++; split($0, frames, "\n"); if (frames[1] ~ library) own++; if ($0 ~ library) any++ }
      END { printf "%.1f%% self, %.1f%% with callees", 100 * own / total, 100 * any / total }
    ' >"$work/share.$1"
  fi
}

echo "| Endpoint | Requests/s | p50 (ms) | p90 (ms) | p99 (ms) | Max (ms) | Non-2xx | Socket errors |${PROFILE:+ NavCore + NavCodable share of CPU |}"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${PROFILE:+ ---: |}"
run() {
  local name="$1" script="$2" url="$3"
  profile_start "$name"
  local line
  local per=$((connections / instances)) each=$(( threads < connections / instances ? threads : connections / instances ))
  local loads=()
  for ((i = 0; i < instances; i++)); do
    (wrk -t"$each" -c"$per" -d"${duration}s" -s "$script" "${url/:$port/:$((port + i))}" |
      grep '^RESULT' >"$work/result.$name.$i") &
    loads+=($!)
  done
  wait "${loads[@]}"
  profile_stop "$name"
  local rps p50 p90 p99 max status socket
  read -r rps p50 p90 p99 max status socket < <(cat "$work"/result."$name".* | awk '
    { rps += $2; if ($3 > p50) p50 = $3; if ($4 > p90) p90 = $4; if ($5 > p99) p99 = $5
      if ($6 > max) max = $6; status += $7; socket += $8 }
    END { printf "%.0f %.2f %.2f %.2f %.2f %d %d\n", rps, p50, p90, p99, max, status, socket }')
  local share=""
  if [[ -n "${PROFILE:-}" ]]; then share=" $(cat "$work/share.$name") |"; fi
  echo "| $name | $rps | $p50 | $p90 | $p99 | $max | $status | $socket |$share"
}
run resolve "$work/report.lua" "$base/links/resolve?link=recipes://category/desserts/recipe/42/step/2"
run get "$work/report.lua" "$base/users/load-0/state"
run push "$work/push-report.lua" "$base/"
echo
kind=SQLite
[[ "$database" == postgres* ]] && kind=PostgreSQL
echo "wrk -t$threads -c$connections -d${duration}s per endpoint; $instances instance(s) on" \
  "$kind; $users users; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg);" \
  "$(date -u +%Y-%m-%d)"
