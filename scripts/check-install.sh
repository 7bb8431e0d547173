#!/usr/bin/env bash
# Installs the library as the README says, into an empty package, and runs it: a throwaway
# consumer package in a temporary folder depends on this repository by its URL, with the README's
# own `.package(...)` lines (which the Getting Started article repeats), builds the five library
# products and runs one call of each (NavSwiftUI, empty without SwiftUI, is imported).
#
#   scripts/check-install.sh
#
# A local bare clone of the committed HEAD stands in for the host: git's `url.<base>.insteadOf`,
# set for this script's processes only (GIT_CONFIG_COUNT), sends the README's URL there, with HEAD
# as its `main` branch. Uncommitted changes are not part of the check.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# The README's dependency lines, from `.package(` to its closing `),`, exactly as written there.
dependency=$(sed -n '/^\.package($/,/^),$/p' README.md)
url=$(printf '%s\n' "$dependency" | sed -n 's/^ *url: "\(.*\)",$/\1/p')
if [ -z "$url" ]; then
  echo "check-install: README.md has no '.package(url: ...)' snippet" >&2
  exit 1
fi
getting_started=Sources/NavCore/NavCore.docc/GettingStarted.md
if [ "$(sed -n '/^\.package($/,/^),$/p' "$getting_started")" != "$dependency" ]; then
  echo "check-install: $getting_started and README.md give different '.package(...)' lines" >&2
  exit 1
fi

git init -q --bare "$scratch/host.git"
git push -q "$scratch/host.git" HEAD:refs/heads/main
export GIT_CONFIG_COUNT=1
export GIT_CONFIG_KEY_0="url.file://$scratch/host.git.insteadOf"
export GIT_CONFIG_VALUE_0="$url"

mkdir -p "$scratch/consumer/Sources/Consumer"
cat >"$scratch/consumer/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
$dependency
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
        .product(name: "NavNavigator", package: "swift-nav-state"),
        .product(name: "NavCodableTesting", package: "swift-nav-state"),
        .product(name: "NavSwiftUI", package: "swift-nav-state"),
      ]
    )
  ]
)
EOF
cat >"$scratch/consumer/Sources/Consumer/main.swift" <<'EOF'
import Foundation
import NavCodable
import NavCodableTesting
import NavCore
import NavNavigator
import NavSwiftUI  // SwiftUI's bindings; an empty module where there is no SwiftUI

struct Recipe: Codable, Hashable, Sendable { var id: Int }

// NavCore: a stack.
var path = NavPath()
path.append(Recipe(id: 42))
print("NavCore:", path.last(ofType: Recipe.self)?.id ?? -1)

// NavCodable: saved and restored.
var types = NavTypeRegistry()
types.register(Recipe.self, tag: "recipe")
let restored = try types.decode(NavPath.self, from: try types.encode(path))
print("NavCodable:", restored == path)

// NavNavigator: a navigator pushes.
let navigator = Navigator(TypedPath<Int>())
navigator.append(7)
print("NavNavigator:", Array(navigator.state))

// NavCodableTesting: a release's document is kept and restores.
let folder = NavFixtureFolder(
  FileManager.default.temporaryDirectory.appending(path: "consumer-\(UUID())"))
try folder.write(path, appVersion: "1.0", with: types)
print("NavCodableTesting:", try folder.restoreAll(NavPath.self, with: types)["1.0"]?.state == path)
try FileManager.default.removeItem(at: folder.url)
EOF

cd "$scratch/consumer"
swift package --cache-path "$scratch/cache" resolve
swift build --cache-path "$scratch/cache" >/dev/null
output=$(swift run --skip-build Consumer)
expected=$'NavCore: 42\nNavCodable: true\nNavNavigator: [7]\nNavCodableTesting: true'
if [ "$output" != "$expected" ]; then
  printf 'check-install: the consumer printed\n%s\ninstead of\n%s\n' "$output" "$expected" >&2
  exit 1
fi
echo "check-install: an empty package resolved $url as the README says, built NavCore, NavCodable, NavNavigator, NavCodableTesting and NavSwiftUI (empty here), and ran them"
