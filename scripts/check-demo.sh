#!/usr/bin/env bash
# Runs the demo as a newcomer and a script would, and checks its output and exit codes:
# 0 success, 1 rejected input (a link or a file), 2 usage error.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/checks.sh
# The same flags as the debug tests, so that this reuses their build.
swift build --product nav-demo "${debug[@]}" >/dev/null
demo="$(swift build --show-bin-path)/nav-demo"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

expect_status() {
  local expected=$1
  shift
  local status=0
  "$demo" "$@" >"$scratch/out" 2>&1 || status=$?
  if [ "$status" -ne "$expected" ]; then
    echo "nav-demo $*: exit status $status, expected $expected" >&2
    cat "$scratch/out" >&2
    exit 1
  fi
}

expect_status 0
grep -q "Restore a file saved by version 1" "$scratch/out"
grep -q "popToRoot() refused: the guard" "$scratch/out"
grep -q "restored into today's tabs" "$scratch/out"
expect_status 0 --help
expect_status 0 open 'recipes://category/desserts/recipe/42/step/2'
grep -q "link back: recipes://category/desserts/recipe/42/step/2" "$scratch/out"
expect_status 1 open 'recipes://category/desserts/recipe/pie'
grep -q '"pie" is not an Int' "$scratch/out"
printf '%s' '{"version":1,"tags":["category","dish"],"elements":[[0,"sweets"],[1,42]]}' >"$scratch/v1.json"
expect_status 0 restore "$scratch/v1.json"
grep -q "Apple Pie" "$scratch/out"
printf '%s' '{"version":3,"tags":["category"],"elements":[[0,"pies"]]}' >"$scratch/bad.json"
expect_status 1 restore "$scratch/bad.json"
expect_status 1 restore "$scratch/missing.json"
expect_status 2 frobnicate
printf 'push category desserts\npush recipe 42\nsave %s\npop\nundo\nroot\nload %s\nquit\n' \
  "$scratch/saved.json" "$scratch/saved.json" | "$demo" repl >"$scratch/out"
grep -q "transition: pop 2" "$scratch/out"
echo "nav-demo: tour, open, restore, repl and exit codes as documented"
