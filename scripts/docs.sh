#!/usr/bin/env bash
# Builds the DocC archives of every library module with warnings as errors and prints the
# documentation coverage. Needs only the Swift toolchain (no package plugin).
#
#   scripts/docs.sh            # archives in .build-docs/
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-docs
graphs="$out/symbol-graphs"
rm -rf "$out"
mkdir -p "$graphs"
# A scratch path of its own, so the symbol graphs are written even when the main build is current.
for module in $(ls -d Sources/*/*.docc | cut -d/ -f2); do
  swift build --scratch-path "$out/build" --target "$module" -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
done
for catalog in Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  mkdir -p "$out/$module-graphs"
  cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$out/$module-graphs/" \
    2>/dev/null || cp "$graphs/$module".symbols.json "$out/$module-graphs/"
  echo "== $module"
  docc convert "$catalog" --additional-symbol-graph-dir "$out/$module-graphs" \
    --output-path "$out/$module.doccarchive" --warnings-as-errors \
    --experimental-documentation-coverage --coverage-summary-level brief
done
python3 scripts/doc_coverage.py "$graphs"
