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
# The SwiftUI code the pages show is the code CI type-checks (scripts/check-availability.sh).
python3 scripts/check-snippets.py
# Hygiene of every page a user reads: code samples that fit their column, every mention of a guide
# in Docs/ is a link, no page names the maintainers' own files, and no reference page points at the
# repository's tests or scripts or at the articles the examples were first drawn from.
#
# Widths. README.md and Docs/ are read on the repository host; they keep the house style's 80.
# The reference (the DocC articles, and the code blocks of `///` comments in Sources, which become
# its symbol pages) holds 74. At a 1280 px window the render shipped with this toolchain's docc
# gives its navigator 400 px, leaving 880 px for a page container padded by 80 px a side; a code
# listing gives up 1 px of border and 12 px of padding a side, leaving 694 px for its 15 px Menlo,
# 9.03 px a column: 77 columns. (Derived from the render's CSS and scripts, not measured in a
# browser.) 74 keeps three columns for a vertical scroll bar and a fallback monospaced font a
# little wider than Menlo. A longer line is cut, and the check fails on it.
python3 - <<'EOF'
import glob, re, sys

guide_width, reference_width = 80, 74
guides = ["README.md"] + sorted(glob.glob("Docs/*.md"))
articles = sorted(glob.glob("Sources/*/*.docc/**/*.md", recursive=True))
problems = []
# Paths and wording that belong to the repository, not to the reference.
not_reference = re.compile(r"\bTests/|\w+Tests\b|\bscripts/|(?i:\bseeds?\b)(?!:)")


def check_code(where, code, width):
    if len(code) > width:
        problems.append(f"{where}: code line of {len(code)} columns, more than {width}")


for page in guides + articles:
    width = guide_width if page in guides else reference_width
    in_code = False
    for number, line in enumerate(open(page, encoding="utf-8").read().split("\n"), 1):
        where = f"{page}:{number}"
        if line.lstrip().startswith("```"):
            in_code = not in_code
        elif in_code:
            check_code(where, line, width)
        else:
            for match in re.finditer(r"Docs/\w+\.md", line):
                if line[: match.start()][-1:] not in ("(", "[", "/"):
                    problems.append(f"{where}: {match.group()} is not a link")
        if "../shared" in line or "TOOLING.md" in line:
            problems.append(f"{where}: names a maintainers' file")
        if page in articles and not_reference.search(line):
            problems.append(f"{where}: names {not_reference.search(line).group()!r}")
# Doc comments: the text after `///` (and one space), with a code block's lines measured from its
# fence's indentation, as DocC renders them.
for source in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    in_code = False
    for number, line in enumerate(open(source, encoding="utf-8").read().split("\n"), 1):
        where = f"{source}:{number}"
        comment = re.match(r"\s*///(.*)$", line)
        if not comment:
            in_code = False
            continue
        text = comment.group(1)[1:] if comment.group(1).startswith(" ") else comment.group(1)
        if text.lstrip().startswith("```"):
            fence = len(text) - len(text.lstrip())
            in_code = not in_code
        elif in_code:
            check_code(where, text[fence:] if not text[:fence].strip() else text.lstrip(), reference_width)
        if not_reference.search(text):
            problems.append(f"{where}: names {not_reference.search(text).group()!r}")
        if "../shared" in text or "TOOLING.md" in text:
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
# Each module's own graph and the graphs of its extensions to other modules' types, and the other
# modules' extensions to its own types. DocC documents an extension's members with the type they
# extend, so the error kinds that NavCodable, NavNavigator and NavCodableTesting declare on
# NavCore's NavErrorKind get their pages under NavErrorKind, each marked with its constraint
# ("Available when Failure is NavCodingError"), and each error's page lists its kinds. (The
# compiler's extension block symbols would give them pages under the declaring module instead,
# but then that module holds a page named NavCore, and article links such as
# <doc:/NavCore/GettingStarted> resolve to it and fail.)
for module in $modules; do
  mkdir -p "$out/$module-graphs"
  cp "$graphs/$module".symbols.json "$out/$module-graphs/"
  cp "$graphs/$module"@*.symbols.json "$graphs"/*@"$module".symbols.json "$out/$module-graphs/" \
    2>/dev/null || true
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
# Every error kind (a static member of NavErrorKind constrained to its error) is listed on its
# error's page, so that a reader finds the kinds from the error they caught.
python3 - "$out/swift-nav-state.doccarchive/data/documentation" <<'EOF_KINDS'
import json, pathlib, sys

pages = pathlib.Path(sys.argv[1])
listed = set()
for page in pages.rglob("*.json"):
    if page != pages / "navcore/naverrorkind.json":
        for section in json.loads(page.read_text(encoding="utf-8")).get("topicSections", []):
            listed.update(section["identifiers"])
kinds = json.loads((pages / "navcore/naverrorkind.json").read_text(encoding="utf-8"))
unlisted = []
for section in kinds["topicSections"]:
    if section.get("title") == "Type Properties":
        for kind in section["identifiers"]:
            page = pages / (kind.split("/documentation/", 1)[1].lower() + ".json")
            constrained = "conformance" in json.loads(page.read_text(encoding="utf-8"))["metadata"]
            if constrained and kind not in listed:
                unlisted.append(kind)
for kind in unlisted:
    print(f"error: {kind.rsplit('/', 1)[1]} is not listed on its error's page")
sys.exit(1 if unlisted else 0)
EOF_KINDS
