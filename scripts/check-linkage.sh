#!/usr/bin/env bash
# Checks what the library modules depend on: NavCore imports and links nothing but the Swift
# standard library and runtime; NavCodable links FoundationEssentials at most, never Foundation.
# Each module is built as a shared library with swiftc, and its direct needs are read with readelf.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-linkage
rm -rf "$scratch"
mkdir -p "$scratch"

if grep -rnE '^\s*(public |internal |package |private |@_exported )?import\s+(Foundation|FoundationEssentials|Dispatch)' Sources/NavCore; then
  echo "NavCore must import only the standard library" >&2
  exit 1
fi

# Builds Sources/$1 as lib$1.so (and its module, for the modules built after it).
build_library() {
  find "Sources/$1" -name '*.swift' -print0 |
    xargs -0 swiftc -emit-library -emit-module -parse-as-library -swift-version 6 \
      -enable-upcoming-feature InternalImportsByDefault \
      -enable-upcoming-feature MemberImportVisibility \
      -package-name swift_nav_state -module-name "$1" -I "$scratch" -L "$scratch" $2 \
      -emit-module-path "$scratch/$1.swiftmodule" -o "$scratch/lib$1.so"
}

# The shared libraries that lib$1.so needs directly.
needed() {
  readelf -d "$scratch/lib$1.so" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' '
}

build_library NavCore ""
echo "libNavCore.so needs: $(needed NavCore)"
if needed NavCore | grep -qiE 'Foundation|XCTest|Testing'; then
  echo "NavCore links a library beyond the Swift runtime" >&2
  exit 1
fi

build_library NavCodable "-lNavCore"
echo "libNavCodable.so needs: $(needed NavCodable)"
if needed NavCodable | grep -qE 'libFoundation\.so|libFoundationNetworking|libFoundationXML'; then
  echo "NavCodable links Foundation; it may link FoundationEssentials only" >&2
  exit 1
fi
