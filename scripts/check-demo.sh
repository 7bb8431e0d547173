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

# The last output is exactly this one line.
expect_output() {
  if [ "$(cat "$scratch/out")" != "$1" ]; then
    printf 'nav-demo: expected exactly\n%s\ngot\n' "$1" >&2
    cat "$scratch/out" >&2
    exit 1
  fi
}

# The last output is one line that starts with this text.
expect_prefix() {
  if [ "$(wc -l <"$scratch/out")" -ne 1 ] || [[ "$(cat "$scratch/out")" != "$1"* ]]; then
    printf 'nav-demo: expected one line starting with\n%s\ngot\n' "$1" >&2
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
printf '%s' '{"v":1,"t":["category","dish"],"stack":[[0,"sweets"],[1,42]]}' >"$scratch/v1.json"
expect_status 0 restore "$scratch/v1.json"
grep -q "Apple Pie" "$scratch/out"
printf '%s' '{"v":3,"t":["category"],"stack":[[0,"pies"]]}' >"$scratch/bad.json"
expect_status 1 restore "$scratch/bad.json"
# The library's own message follows the file's name; its exact text is pinned by the library's tests.
expect_prefix "nav-demo: cannot restore $scratch/bad.json: payload mismatch at element 0"
expect_status 1 restore "$scratch/missing.json"
expect_output "nav-demo: cannot read $scratch/missing.json: there is no such file"
mkdir "$scratch/folder"
expect_status 1 restore "$scratch/folder"
expect_output "nav-demo: cannot read $scratch/folder: it is a folder, not a file"
printf 'hello' >"$scratch/text.txt"
expect_status 1 restore "$scratch/text.txt"
expect_prefix "nav-demo: cannot restore $scratch/text.txt: malformed JSON at \$ (byte 0)"
expect_status 2 frobnicate
expect_status 2 restore
expect_output "nav-demo: restore needs <file>, as in 'nav-demo restore saved.json'"
expect_status 2 open
expect_output "nav-demo: open needs <link>, as in 'nav-demo open recipes://category/desserts'"

# The README's restore example, run as written there (with the built demo for `swift run nav-demo`),
# in an empty folder: it saves a file, then restores it.
example=$(sed -n "/^printf 'open recipes/,/^swift run nav-demo restore saved.json\$/p" README.md)
[ -n "$example" ] || { echo "README: the restore example is gone" >&2; exit 1; }
mkdir "$scratch/newcomer"
(cd "$scratch/newcomer" && bash -euo pipefail -c "${example//swift run nav-demo/$demo}") \
  >"$scratch/out"
grep -q "Apple Pie" "$scratch/out"

printf 'push category desserts\npush recipe 42\nsave %s\npop\nundo\nroot\nload %s\nquit\n' \
  "$scratch/saved.json" "$scratch/saved.json" | "$demo" repl >"$scratch/out"
grep -q "transition: pop 2" "$scratch/out"

# Every repl message about a command line or a file, exactly: what was missing or wrong, and where.
repl_errors=(
  "push|push needs <kind> <value>, as in 'push recipe 42'"
  "push category|push category needs <desserts|mains|drinks>, as in 'push category desserts'"
  "push recipe|push recipe needs <id>, as in 'push recipe 42'"
  "push step|push step needs <n>, as in 'push step 2'"
  "push settings|push settings needs <units|account>, as in 'push settings units'"
  "push step x|push step takes <n>, as in 'push step 2', not 'x'"
  "push settings x|push settings takes <units|account>, as in 'push settings units', not 'x'"
  "push pie 1|cannot push 'pie'; push category, recipe, step or settings"
  "push recipe 1 2|too many arguments: push takes <kind> <value>, as in 'push recipe 42'"
  "pop x|pop takes a number of screens, as in 'pop 2', not 'x'"
  "pop 1 2|too many arguments: pop takes [k], as in 'pop 2'"
  "root 1|root takes no arguments"
  "open|open needs <link>, as in 'open recipes://category/desserts/recipe/42'"
  "save|save needs <file>, as in 'save saved.json'"
  "load|load needs <file>, as in 'load saved.json'"
  "undo|nothing to undo"
  "frobnicate|unknown command 'frobnicate'; type 'help' for the commands"
  "save $scratch/none/saved.json|cannot write $scratch/none/saved.json: its folder does not exist"
  "save $scratch/folder|cannot write $scratch/folder: it is a folder, not a file"
  "load $scratch/missing.json|cannot read $scratch/missing.json: there is no such file"
  "load $scratch/folder|cannot read $scratch/folder: it is a folder, not a file"
)
for case in "${repl_errors[@]}"; do
  printf '%s\n' "${case%%|*}" | "$demo" repl >"$scratch/out"
  grep -qxF "> error: ${case#*|}" "$scratch/out" || {
    echo "nav-demo repl: '${case%%|*}' should print 'error: ${case#*|}'" >&2
    cat "$scratch/out" >&2
    exit 1
  }
done
printf 'load %s\n' "$scratch/text.txt" | "$demo" repl >"$scratch/out"
grep -qF "> error: cannot load $scratch/text.txt: malformed JSON at \$ (byte 0)" "$scratch/out"
echo "nav-demo: tour, open, restore, repl, exit codes and messages as documented"
