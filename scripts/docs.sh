#!/usr/bin/env bash
# Builds the reference of every library module as one connected DocC site, with warnings as errors,
# and prints the documentation coverage. Needs only the Swift toolchain (no package plugin).
#
#   scripts/docs.sh    # .build-docs/swift-nav-state.doccarchive, plus one archive per module
#
# Links between modules are written with a leading slash (``/NavCore/NavPath``,
# <doc:/NavNavigator/RoutingWithANavigator>). They resolve because every module is converted twice:
# a first pass writes each module's link index (--enable-experimental-external-link-support), and
# the second pass converts each module against the other modules' indexes (--dependency), so links
# go both ways, and a link to a page that does not exist is an error. `docc merge` then combines the
# second-pass archives into one site, where those links land on the pages they name.
set -euo pipefail
cd "$(dirname "$0")/.."
# Hygiene of every page a user reads: code samples within 80 columns (they overflow the reference's
# code blocks beyond that), every mention of a guide in Docs/ is a link, and no page names the
# maintainers' own files.
python3 - <<'EOF'
import glob, re, sys

pages = ["README.md"] + sorted(glob.glob("Docs/*.md"))
pages += sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
problems = []
for page in pages:
    in_code = False
    for number, line in enumerate(open(page, encoding="utf-8").read().split("\n"), 1):
        where = f"{page}:{number}"
        if line.lstrip().startswith("```"):
            in_code = not in_code
        elif in_code and len(line) > 80:
            problems.append(f"{where}: code line of {len(line)} columns")
        elif not in_code:
            for match in re.finditer(r"Docs/\w+\.md", line):
                if line[: match.start()][-1:] not in ("(", "[", "/"):
                    problems.append(f"{where}: {match.group()} is not a link")
        if "../shared" in line or "TOOLING.md" in line:
            problems.append(f"{where}: names a maintainers' file")
for line in problems:
    print(f"error: {line}")
sys.exit(1 if problems else 0)
EOF
source scripts/lib/checks.sh
out=.build-docs
rm -rf "$out"
mkdir -p "$out/index"
modules=$(ls -d Sources/*/*.docc | cut -d/ -f2)
# The symbol graphs come from the debug build that the tests use (same flags, so this build is a
# no-op after them; scripts/lib/checks.sh names the folder).
swift build --build-tests "${debug[@]}" >/dev/null
graphs=$symbol_graphs
# Each module's own graph and the graphs of its extensions to other modules' types.
for module in $modules; do
  mkdir -p "$out/$module-graphs"
  cp "$graphs/$module".symbols.json "$out/$module-graphs/"
  cp "$graphs/$module"@*.symbols.json "$out/$module-graphs/" 2>/dev/null || true
done
# First pass: the link index of each module. Links to other modules do not resolve yet, so this
# pass neither fails on them nor prints them; the second pass reports every problem.
for module in $modules; do
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$out/$module-graphs" \
    --output-path "$out/index/$module.doccarchive" --enable-experimental-external-link-support \
    >/dev/null 2>&1
done
# Second pass: each module against the other modules' indexes, warnings as errors.
archives=()
for module in $modules; do
  dependencies=()
  for other in $modules; do
    [[ $other == "$module" ]] || dependencies+=(--dependency "$out/index/$other.doccarchive")
  done
  echo "== $module"
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$out/$module-graphs" \
    --output-path "$out/$module.doccarchive" --enable-experimental-external-link-support \
    "${dependencies[@]}" --warnings-as-errors \
    --experimental-documentation-coverage --coverage-summary-level brief
  archives+=("$out/$module.doccarchive")
done
echo "== one site"
docc merge "${archives[@]}" --output-path "$out/swift-nav-state.doccarchive" \
  --synthesized-landing-page-name swift-nav-state --synthesized-landing-page-kind Package
python3 scripts/doc_coverage.py "$graphs"
