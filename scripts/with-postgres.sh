#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL 15 cluster: initdb in a new temporary folder, the
# server on 127.0.0.1 and a free port, a database `navstate` owned by user `nav` (trust
# authentication, loopback only), and NAVSTATE_TEST_POSTGRES_URL exported for the command, with
# NAVSTATE_TEST_POSTGRES_CONTROL, a script that stops the server at once as a crash would
# (`$NAVSTATE_TEST_POSTGRES_CONTROL stop`: pg_ctl stop -m immediate) and starts it again on the
# same port (`… start`), for the outage tests.
# The cluster is stopped and its folder removed however the command ends; the command's exit
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

dir="$(mktemp -d)"
chmod 755 "$dir"
[[ ${#run_as[@]} -gt 0 ]] && chown "$owner" "$dir"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"

options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"

stop() {
  "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

cat >"$dir/control" <<EOF
#!/usr/bin/env bash
# stop: as a crash (pg_ctl stop -m immediate); start: again, on the same port.
case "\$1" in
  stop) exec ${run_as[*]} "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop ;;
  start) exec ${run_as[*]} "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start -o "$options" ;;
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

export NAVSTATE_TEST_POSTGRES_URL="postgres://nav@127.0.0.1:$port/navstate"
export NAVSTATE_TEST_POSTGRES_CONTROL="$dir/control"
echo "with-postgres.sh: PostgreSQL on $NAVSTATE_TEST_POSTGRES_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
