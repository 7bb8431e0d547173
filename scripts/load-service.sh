#!/usr/bin/env bash
# Load-tests the reference service (Examples/NavStateService): starts its release build on
# 127.0.0.1 with a new SQLite file, creates users, then runs wrk against four loads, each for a
# bounded time, and prints one table row per load: requests/s, latency percentiles, errors and
# the conflict rate (409 answers per write).
#
#   scripts/load-service.sh                 # 10 s per load, 2 threads, 16 connections
#   DURATION=30 CONNECTIONS=64 scripts/load-service.sh
#   CLIENTS_PER_USER=8 scripts/load-service.sh
#                                           # devices per user in push-revision (default 4)
#   PROFILE=1 scripts/load-service.sh       # also samples the service with perf and prints the
#                                           # share of its CPU time spent in NavCore and NavCodable
#   DATABASE=postgres://… INSTANCES=3 scripts/load-service.sh
#                                           # INSTANCES services on one database (ports PORT,
#                                           # PORT+1, …), one wrk per instance at the same time
#                                           # with CONNECTIONS/INSTANCES connections each
#   bash scripts/with-postgres.sh bash -c \
#     'DATABASE=$NAVSTATE_TEST_POSTGRES_URL INSTANCES=3 bash scripts/load-service.sh'
#
# With several instances, a row adds up their requests/s, non-2xx, socket errors, writes and
# conflicts, and gives the worst instance's latencies.
#
# Loads: resolve (GET /links/resolve), get (GET /users/:user/state), push (POST
# /users/:user/push with If-Match: *, spread over USERS users, so it cannot conflict) and
# push-revision: every connection is a device (one wrk thread each) that pushes with the
# revision it last read (If-Match: n) and, after a 409, reads the changes since that revision
# (GET /users/:user/changes?since=n) before it pushes again; CLIENTS_PER_USER devices share each
# user, spread over the instances, so their writes race. Its requests are the pushes and the
# reads; its conflict rate is 409s / pushes. Nothing leaves 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${DURATION:-10}"
threads="${THREADS:-2}"
connections="${CONNECTIONS:-16}"
users="${USERS:-256}"
clients_per_user="${CLIENTS_PER_USER:-4}"
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
# Every instance verifies tokens with one new key; the load's requests carry an admin token,
# which reaches every user.
NAV_STATE_TOKEN_KEY="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')"
export NAV_STATE_TOKEN_KEY
token="$("$binary" issue-token load --scope admin)"
for ((i = 0; i < instances; i++)); do
  "$binary" --host 127.0.0.1 --port $((port + i)) --database "$database" >"$work/server.$i.log" 2>&1 &
  servers+=($!)
  for _ in $(seq 1 300); do
    curl -s -o /dev/null "http://127.0.0.1:$((port + i))/openapi.json" && break
    sleep 0.1
  done
done
server="${servers[0]}"

# Every user starts on a recipe, so that the pushed step numbers have a screen: USERS users for
# the other loads, and for push-revision one per CLIENTS_PER_USER connections (the last user may
# have fewer).
per=$((connections / instances))
racing_users=$(((per * instances + clients_per_user - 1) / clients_per_user))
state='{"v":3,"t":["tab","recipe"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"stacks":[[[1,42]],[]]}}'
create_users() {
  local prefix="$1" count="$2"
  for ((user = 0; user < count; user++)); do
    curl -sf -o /dev/null -X PUT -H 'If-Match: 0' -H 'Content-Type: application/json' \
      -H "Authorization: Bearer $token" \
      --data "$state" "$base/users/$prefix-$user/state"
  done
}
create_users load "$users"
create_users race "$racing_users"

cat >"$work/push.lua" <<EOF
-- Each request pushes one step for the next user, round robin from a per-thread offset, and
-- counts the writes and the 409 answers.
local counter = 0
local users = $users
writes, conflicts = 0, 0
function init(args) offset = (index * 101) % users end
function request()
  counter = counter + 1
  local user = (offset + counter) % users
  local body = '{"v":3,"t":["step"],"stack":[[0,' .. counter .. ']]}'
  return wrk.format("POST", "/users/load-" .. user .. "/push",
    { ["If-Match"] = "*", ["Content-Type"] = "application/json",
      ["Authorization"] = "Bearer $token" }, body)
end
function response(status, headers, body)
  writes = writes + 1
  if status == 409 then conflicts = conflicts + 1 end
end
EOF
cat >"$work/push-revision.lua" <<EOF
-- Each thread has one connection and is one device: it pushes one step on its user's stack with
-- If-Match: the revision it last read, and after a 409 (or before its first push) reads the
-- changes since that revision, as a device does, before it pushes again. Device d of instance i
-- (wrk's argument) is number i + $instances * d overall, on user race-(number % $racing_users).
local counter = 0
local known = 0
local stale = true
local pushing = false
writes, conflicts = 0, 0
function init(args)
  path = "/users/race-" .. ((tonumber(args[1]) + $instances * index) % $racing_users)
end
function request()
  pushing = not stale
  if stale then
    return wrk.format("GET", path .. "/changes?since=" .. known,
      { ["Authorization"] = "Bearer $token" })
  end
  counter = counter + 1
  local body = '{"v":3,"t":["step"],"stack":[[0,' .. counter .. ']]}'
  return wrk.format("POST", path .. "/push",
    { ["If-Match"] = tostring(known), ["Content-Type"] = "application/json",
      ["Authorization"] = "Bearer $token" }, body)
end
-- Both answers begin {"revision":n, with the revision the device now holds.
function response(status, headers, body)
  if pushing then
    writes = writes + 1
    if status == 409 then conflicts = conflicts + 1 end
  end
  local revision = status == 200 and body:match('^{"revision":(%d+)')
  if revision then known = tonumber(revision) end
  stale = not revision
end
EOF
cat >"$work/report.lua" <<'EOF'
-- Numbers the threads (index, from 0) and prints one parsable line: requests/s, p50, p90, p99,
-- max (ms), non-2xx, socket errors, and the writes and conflicts the threads counted.
local threads = {}
function setup(thread)
  thread:set("index", #threads)
  table.insert(threads, thread)
end
function done(summary, latency, requests)
  local e = summary.errors
  local writes, conflicts = 0, 0
  for _, thread in ipairs(threads) do
    writes = writes + (thread:get("writes") or 0)
    conflicts = conflicts + (thread:get("conflicts") or 0)
  end
  io.write(string.format("RESULT %.0f %.2f %.2f %.2f %.2f %d %d %d %d\n",
    summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    e.status, e.connect + e.read + e.write + e.timeout, writes, conflicts))
end
EOF
for load in push push-revision; do
  cat "$work/$load.lua" "$work/report.lua" >"$work/$load-report.lua"
done

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

echo "| Load | Requests/s | p50 (ms) | p90 (ms) | p99 (ms) | Max (ms) | Non-2xx | Socket errors |" \
  "Conflicts (409 / writes) |${PROFILE:+ NavCore + NavCodable share of CPU |}"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${PROFILE:+ ---: |}"
# run NAME SCRIPT URL [devices]: one wrk per instance with its share of the connections, on
# THREADS threads, or with `devices` on one thread per connection.
run() {
  local name="$1" script="$2" url="$3" devices="${4:-}"
  profile_start "$name"
  local each=$((threads < per ? threads : per))
  if [[ -n "$devices" ]]; then each=$per; fi
  local loads=()
  for ((i = 0; i < instances; i++)); do
    (wrk -t"$each" -c"$per" -d"${duration}s" -H "Authorization: Bearer $token" -s "$script" \
      "${url/:$port/:$((port + i))}" -- "$i" |
      grep '^RESULT' >"$work/result.$name.$i") &
    loads+=($!)
  done
  wait "${loads[@]}"
  profile_stop "$name"
  local rps p50 p90 p99 max status socket writes conflicts
  read -r rps p50 p90 p99 max status socket writes conflicts < <(
    cat "$work"/result."$name".* | awk '
    { rps += $2; if ($3 > p50) p50 = $3; if ($4 > p90) p90 = $4; if ($5 > p99) p99 = $5
      if ($6 > max) max = $6; status += $7; socket += $8; writes += $9; conflicts += $10 }
    END { printf "%.0f %.2f %.2f %.2f %.2f %d %d %d %d\n", rps, p50, p90, p99, max, status,
      socket, writes, conflicts }')
  local rate="–"
  if ((writes > 0)); then
    rate="$(awk -v c="$conflicts" -v w="$writes" \
      'BEGIN { printf "%.1f%% (%d / %d)", 100 * c / w, c, w }')"
  fi
  local share=""
  if [[ -n "${PROFILE:-}" ]]; then share=" $(cat "$work/share.$name") |"; fi
  echo "| $name | $rps | $p50 | $p90 | $p99 | $max | $status | $socket | $rate |$share"
}
run resolve "$work/report.lua" "$base/links/resolve?link=recipes://category/desserts/recipe/42/step/2"
run get "$work/report.lua" "$base/users/load-0/state"
run push "$work/push-report.lua" "$base/"
run push-revision "$work/push-revision-report.lua" "$base/" devices
echo
kind=SQLite
[[ "$database" == postgres* ]] && kind=PostgreSQL
echo "wrk -t$threads -c$connections -d${duration}s per load (push-revision: one thread per" \
  "connection); $instances instance(s) on $kind; $users users, $racing_users racing users;" \
  "$(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $(date -u '+%Y-%m-%d %H:%M UTC')"
