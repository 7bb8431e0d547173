# Checks that every Navigator operation refuses, at compile time, a caller that is not isolated to
# an actor (a change that has to wait would have no actor to run on), and that the same calls
# compile on the main actor (the tests call them in actors of their own too). The operations take
# the caller's actor as a non-optional `isolated` parameter that defaults to `#isolation`; a
# signature that made it optional again would turn the compile error back into a run-time trap,
# and fails here.
#
# It also checks that no spelling drops a refusal in `async` code: there, every operation is
# called as `try await navigator.pop()`, which waits for the change and throws its refusal, and a
# bare `navigator.pop()` does not compile. Losing an operation's `async` twin would let the bare
# call compile again (a warning at most for `try await`), and fails here.
#
#   scripts/check-isolation.sh    # reads the debug build that the tests use
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/checks.sh
swift build --build-tests "${debug[@]}" >/dev/null
modules="$(swift build --show-bin-path)/Modules"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Every operation, called from the body of a function whose isolation is given by $1; $2 are the
# function's effects (`throws` by default) and $3 what marks each call (nothing by default).
calls() {
  local effects=${2:-throws} mark=${3:-}
  cat <<SWIFT
import NavCore
import NavNavigator

$1 func everyOperation(
  _ path: Navigator<TypedPath<Int>>, _ any: Navigator<NavPath>,
  _ tabs: Navigator<TabsState<Int, TypedPath<Int>>>
) $effects {
  ${mark}path.append(1)
  ${mark}any.append("recipe")
  ${mark}path.pop()
  ${mark}path.popToRoot()
  ${mark}path.popTo { \$0 == 1 }
  ${mark}tabs.select(2)
  ${mark}path.back()
  ${mark}path.forward()
  ${mark:-try }path.open("/1") { link in
    guard link == "/1" else { throw CancellationError() }
    return [1]
  }
  ${mark}path.transaction { \$0.append(2) }
}
SWIFT
}
operations=10

typecheck() {
  swiftc -typecheck -swift-version 6 -diagnostic-style=llvm -I "$modules" "$1" 2>&1
}

# Checks that $1 type-checks without a word; $2 says what failed.
compiles() {
  local output
  if ! output=$(typecheck "$1") || [[ -n $output ]]; then
    printf 'check-isolation: %s:\n%s\n' "$2" "$output" >&2
    exit 1
  fi
}

# Checks that $1 has the error $2 at the line of each of the $operations calls, whatever else the
# compiler says about them; $3 names what was refused.
refuses() {
  local output refused name
  name=$(basename "$1")
  output=$(typecheck "$1" || true)
  refused=$(grep -oE "${name//./\\.}:[0-9]+:[0-9]+: error: $2" <<<"$output" | cut -d: -f2 |
    sort -u | wc -l)
  if [[ $refused -ne $operations ]]; then
    printf 'check-isolation: %s of %s %s were refused:\n%s\n' \
      "$refused" "$operations" "$3" "$output" >&2
    exit 1
  fi
}

calls "@MainActor" >"$scratch/main.swift"
compiles "$scratch/main.swift" "the operations do not compile on the main actor"
calls "nonisolated" >"$scratch/nonisolated.swift"
refuses "$scratch/nonisolated.swift" "call to actor-isolated instance method" \
  "calls from a caller without an actor"
calls "@MainActor" "async throws" "try await " >"$scratch/awaited.swift"
compiles "$scratch/awaited.swift" "try await does not compile for every operation"
calls "@MainActor" "async throws" >"$scratch/bare.swift"
refuses "$scratch/bare.swift" "expression is 'async' but is not marked with 'await'" \
  "bare calls in async code"
echo "check-isolation: all $operations operations compile on the main actor and refuse a caller"
echo "  without an actor; in async code each waits and throws with try await, and a bare call does"
echo "  not compile"
