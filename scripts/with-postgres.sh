#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 cluster: initdb in a new temporary folder, the
# server on 127.0.0.1 and a free port, a database `navstate` owned by user `nav` (trust
# authentication, loopback only), and NAVSTATE_TEST_POSTGRES_URL exported for the command.
#
# With NAVSTATE_TEST_POSTGRES_OUTAGE=1, a second cluster of its own for the outage test, so that
# stopping it does not touch the server the other tests share: its URL as
# NAVSTATE_TEST_POSTGRES_OUTAGE_URL, and NAVSTATE_TEST_POSTGRES_CONTROL, a script that stops it at
# once as a crash would (`$NAVSTATE_TEST_POSTGRES_CONTROL stop`: pg_ctl stop -m immediate) and
# starts it again on the same port (`… start`). Its data folder, pg_ctl and port are in the
# script. The script closes every file descriptor it inherits before it runs pg_ctl, so that the
# server it starts holds none of the caller's (a test's pipes and sockets stay its own).
#
# The clusters are stopped and their folders removed however the command ends; the command's exit
# code is the script's.
#
#   bash scripts/with-postgres.sh swift test --package-path Examples/NavStateService
#
# The server refuses to run as root: as root, the cluster runs as the `postgres` user (the
# Debian package creates it) or, without it, as `nobody`. PG_BIN overrides the binaries' folder
# (default: /usr/lib/postgresql/15/bin).
set -euo pipefail

bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [[ ! -x "$bin/initdb" ]]; then
  echo "with-postgres.sh: no initdb in $bin (apt-get install postgresql-15)" >&2
  exit 2
fi

run_as=()
if [[ "$(id -u)" == 0 ]]; then
  if id postgres >/dev/null 2>&1; then owner=postgres; else owner=nobody; fi
  run_as=(runuser -u "$owner" --)
fi

folders=()
stop() {
  local dir
  for dir in "${folders[@]}"; do
    "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
  done
}
trap stop EXIT

# Starts a cluster in a new folder with a database `navstate`, writes its control script, and
# sets `url` and `control`.
start_cluster() {
  local dir port options
  dir="$(mktemp -d)"
  folders+=("$dir")
  chmod 755 "$dir"
  [[ ${#run_as[@]} -gt 0 ]] && chown "$owner" "$dir"
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"

  cat >"$dir/control" <<EOF
#!/usr/bin/env bash
# stop: as a crash (pg_ctl stop -m immediate); start: again, on the same port.
# Data folder $dir/data, port $port, pg_ctl $bin/pg_ctl.
for fd in /proc/\$\$/fd/*; do
  fd=\${fd##*/}
  if [[ \$fd -gt 2 ]]; then eval "exec \$fd>&-" 2>/dev/null || true; fi
done
case "\$1" in
  stop) exec ${run_as[*]} "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null ;;
  start) exec ${run_as[*]} "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \\
    -o "$options" >/dev/null ;;
  *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
EOF
  chmod 755 "$dir/control"

  "${run_as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U nav --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 2
  }
  "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
    -o "$options" >/dev/null || {
    cat "$dir/server.log" >&2
    exit 2
  }
  "${run_as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U nav navstate
  url="postgres://nav@127.0.0.1:$port/navstate"
  control="$dir/control"
}

start_cluster
export NAVSTATE_TEST_POSTGRES_URL="$url"
echo "with-postgres.sh: PostgreSQL on $NAVSTATE_TEST_POSTGRES_URL" >&2
if [[ -n "${NAVSTATE_TEST_POSTGRES_OUTAGE:-}" ]]; then
  start_cluster
  export NAVSTATE_TEST_POSTGRES_OUTAGE_URL="$url" NAVSTATE_TEST_POSTGRES_CONTROL="$control"
  echo "with-postgres.sh: PostgreSQL for the outage test on $url" >&2
fi
set +e
"$@"
status=$?
set -e
exit "$status"
