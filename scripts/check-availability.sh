#!/usr/bin/env bash
# Type-checks everything that shows Apple-platform code at the platform floors of Package.swift
# (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1), with SwiftUI's published declarations
# (scripts/apple/SwiftUI.swiftinterface) in place of SwiftUI:
#   - the library targets, NavSwiftUI included;
#   - the SwiftUI snippets of the guides (Docs/Snippets, checked against the guides by
#     scripts/check-snippets.py);
#   - the example app (Examples/RecipesApp);
#   - a probe of deliberate misuses (scripts/apple/Probe), which must fail with exactly the
#     expected errors on every run: a stack bound to a Set, and an iOS 17 API at the floor.
#
#   scripts/check-availability.sh
#
# It runs the shared checker (AVAILABILITY_CHECKER, default ../shared/tools/
# check-apple-availability.sh) once, on a package made in a temporary folder of links to those
# sources. Errors the checker's visionOS SDK makes on its own are set aside and counted: it has no
# iOS-to-visionOS version map, so at visionOS 1 every standard library and Foundation API that is
# annotated for iOS only reads "is only available in iOS N or newer"; an error of that form at
# visionOS is never about our code, whose SwiftUI declarations carry visionOS versions.
set -euo pipefail
cd "$(dirname "$0")/.."
checker=${AVAILABILITY_CHECKER:-../shared/tools/check-apple-availability.sh}
floors=ios16.0,macos13.0,tvos16.0,watchos9.0,visionos1.0

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/package/Sources"
for target in NavCore NavCodable NavNavigator NavCodableTesting NavSwiftUI; do
  ln -s "$PWD/Sources/$target" "$work/package/Sources/$target"
done
ln -s "$PWD/Docs/Snippets" "$work/package/Sources/SwiftUISnippets"
ln -s "$PWD/Examples/RecipesApp/Sources/RecipesApp" "$work/package/Sources/RecipesApp"
ln -s "$PWD/scripts/apple/Probe" "$work/package/Sources/AvailabilityProbe"
# The root manifest, with the three targets added after its settings loop (they are built as an
# app builds them: no upcoming features).
{
  cat Package.swift
  cat <<'MANIFEST'

let libraries: [Target.Dependency] = ["NavCore", "NavCodable", "NavNavigator", "NavSwiftUI"]
package.targets += [
  .target(name: "SwiftUISnippets", dependencies: libraries),
  .target(name: "RecipesApp", dependencies: libraries),
  .target(name: "AvailabilityProbe"),
]
MANIFEST
} >"$work/package/Package.swift"

status=0
AVAILCHECK_INTERFACES="$PWD/scripts/apple" "$checker" "$floors" "$work/package" \
  >"$work/checker.log" 2>&1 || status=$?
if [[ $status -eq 2 ]]; then
  cat "$work/checker.log"
  echo "check-availability: the checker could not run (status 2)" >&2
  exit 1
fi
grep -E '^(toolchain|interfaces|  self-test)' "$work/checker.log" || true
python3 scripts/lib/availability_verdict.py "$work/checker.log"
