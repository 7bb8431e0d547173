#!/usr/bin/env bash
# Checks what the library modules depend on: NavCore imports and links nothing but the Swift
# standard library and runtime; NavCodable and NavCodableTesting link FoundationEssentials at
# most, never Foundation.
#
#   scripts/check-linkage.sh            # builds the debug configuration first, as the tests do
#   scripts/check-linkage.sh release    # reads what `swift test -c release` built (CI runs it
#                                       # right after those tests)
#
# It reads a build the tests already made: each Swift object file lists the libraries it needs in
# its autolink section, which is where the linker takes a shared library's NEEDED entries from, so
# no build of its own is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/checks.sh
configuration=${1:-debug}

if grep -rnE '^\s*(public |internal |package |private |@_exported )?import\s+(Foundation|FoundationEssentials|Dispatch)' Sources/NavCore; then
  echo "NavCore must import only the standard library" >&2
  exit 1
fi

# The same build as the debug tests, so that this is a no-op after them. (A release build of the
# tests is made by `swift test -c release` only, which enables testing; `swift build` does not.)
if [[ $configuration == debug ]]; then swift build --build-tests "${debug[@]}" >/dev/null; fi
objects="$(swift build -c "$configuration" --show-bin-path)"

# The libraries that the objects of module $1 ask the linker for, on one line.
needed() {
  local object
  for object in "$objects/$1.build/"*.o; do
    readelf -p .swift1_autolink_entries "$object" 2>/dev/null |
      sed -n 's/^ *\[ *[0-9a-f]*\] *//p'
  done | sort -u | tr '\n' ' '
}

for module in NavCore NavCodable NavCodableTesting; do
  if ! compgen -G "$objects/$module.build/*.o" >/dev/null; then
    echo "no object files of $module in $objects: run swift test -c $configuration first" >&2
    exit 1
  fi
done

echo "NavCore needs: $(needed NavCore)"
if needed NavCore | grep -qiE 'Foundation|XCTest|Testing|dispatch'; then
  echo "NavCore links a library beyond the Swift runtime" >&2
  exit 1
fi

for module in NavCodable NavCodableTesting; do
  echo "$module needs: $(needed "$module")"
  if needed "$module" | grep -qE -- '-lFoundation( |$)|FoundationNetworking|FoundationXML'; then
    echo "$module links Foundation; it may link FoundationEssentials only" >&2
    exit 1
  fi
done
