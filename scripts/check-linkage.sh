#!/usr/bin/env bash
# Checks that NavCore depends on nothing but the Swift standard library: no Foundation import in
# its sources, and no Foundation library among what its shared library directly needs.
set -euo pipefail
cd "$(dirname "$0")/.."
if grep -rnE '^\s*(public |internal |package |private |@_exported )?import\s+(Foundation|FoundationEssentials|Dispatch)' Sources/NavCore; then
  echo "NavCore must import only the standard library" >&2
  exit 1
fi
scratch=.build-linkage
mkdir -p "$scratch"
library="$scratch/libNavCore.so"
find Sources/NavCore -name '*.swift' -print0 |
  xargs -0 swiftc -emit-library -parse-as-library -swift-version 6 -module-name NavCore -o "$library"
needed=$(readelf -d "$library" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
echo "libNavCore.so needs: $(echo $needed)"
if echo "$needed" | grep -qiE 'Foundation|XCTest|Testing'; then
  echo "NavCore links a library beyond the Swift runtime" >&2
  exit 1
fi
