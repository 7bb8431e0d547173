#!/usr/bin/env bash
# The public API of the four library products against the recorded baseline: fails on any
# breaking change (a removed or renamed declaration, a changed signature or conformance).
#
#   scripts/check-api.sh                  # against the commit named in .api-baseline
#   scripts/check-api.sh <commit>         # against another commit
#
# The baseline moves only on purpose: a commit that changes .api-baseline, with a CHANGELOG
# entry for each break. From 1.0 on, a name removed after the baseline keeps a deprecated
# declaration that forwards to its replacement for one release, so the check passes until that
# release; 1.0 itself, the first release, keeps none for the names of snapshots of main.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=${1:-$(grep -Ev '^(#|$)' .api-baseline | head -n 1)}
if ! git cat-file -e "$baseline^{commit}" 2>/dev/null; then
  echo "error: the API baseline $baseline is not in this clone's history" >&2
  echo "(fetch it, or clone without --depth)" >&2
  exit 1
fi
echo "API baseline: $(git log -1 --format='%h %s' "$baseline")"
# Its own scratch folder, so that its flags do not make the debug build start over.
swift package --scratch-path .build-api diagnose-api-breaking-changes "$baseline" \
  --products NavCore NavCodable NavNavigator NavCodableTesting
