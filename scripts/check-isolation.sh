#!/usr/bin/env bash
# Checks that every Navigator operation refuses, at compile time, a caller that is not isolated to
# an actor (a change that has to wait would have no actor to run on), and that the same calls
# compile on the main actor (the tests call them in actors of their own too). The operations take
# the caller's actor as a non-optional `isolated` parameter that defaults to `#isolation`; a
# signature that made it optional again would turn the compile error back into a run-time trap,
# and fails here.
#
#   scripts/check-isolation.sh    # reads the debug build that the tests use
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/checks.sh
swift build --build-tests "${debug[@]}" >/dev/null
modules="$(swift build --show-bin-path)/Modules"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Every operation, called from the body of a function whose isolation is given by $1.
calls() {
  cat <<SWIFT
import NavCore
import NavNavigator

$1 func everyOperation(
  _ path: Navigator<TypedPath<Int>>, _ any: Navigator<NavPath>,
  _ tabs: Navigator<TabsState<Int, TypedPath<Int>>>
) throws {
  path.append(1)
  any.append("recipe")
  path.pop()
  path.popToRoot()
  path.popTo { \$0 == 1 }
  tabs.select(2)
  path.back()
  path.forward()
  try path.open("/1") { link in
    guard link == "/1" else { throw CancellationError() }
    return [1]
  }
  path.transaction { \$0.append(2) }
}
SWIFT
}
operations=10

typecheck() {
  swiftc -typecheck -swift-version 6 -diagnostic-style=llvm -I "$modules" "$1" 2>&1
}

calls "@MainActor" >"$scratch/main.swift"
if ! output=$(typecheck "$scratch/main.swift") || [[ -n $output ]]; then
  printf 'check-isolation: the operations do not compile on the main actor:\n%s\n' "$output" >&2
  exit 1
fi

calls "nonisolated" >"$scratch/nonisolated.swift"
output=$(typecheck "$scratch/nonisolated.swift" || true)
# One error per call, at the call's line, whatever else the compiler says about it.
refused=$(grep -oE "nonisolated\.swift:[0-9]+:[0-9]+: error: call to actor-isolated instance method" \
  <<<"$output" | cut -d: -f2 | sort -u | wc -l)
if [[ $refused -ne $operations ]]; then
  printf 'check-isolation: %s of %s operations refused a caller without an actor:\n%s\n' \
    "$refused" "$operations" "$output" >&2
  exit 1
fi
echo "check-isolation: all $operations operations compile on the main actor and refuse a caller without an actor"
