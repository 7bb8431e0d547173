#!/usr/bin/env bash
# The edit loop's check: builds with warnings as errors, lints, runs the debug tests, then runs
# the checks of CI that the change touches. Run it before each commit; run `.ci/run` before a
# landing (README, "Contributing").
#
#   scripts/check.sh          # the change: files changed since the branch left main (origin's,
#                             # if there is one), committed or not, and new files
#   CHECK_BASE=HEAD~3 scripts/check.sh     # the change since another commit
#
# What a change touches, and the check it runs:
#   Sources/nav-demo, README.md, scripts/check-demo.sh        the demo
#   Sources, Docs, README.md, scripts/docs.sh                 the docs
#   README.md, Package.swift, Getting Started,
#     scripts/check-install.sh                                the install of the README's snippet
#   Sources/NavCore, Sources/NavCodable(Testing), Package.swift,
#     scripts/check-linkage.sh                                the linkage (of the debug build)
#   a library's Sources, Package.swift, Docs/Snippets,
#     Examples/RecipesApp, scripts/apple, the availability
#     scripts                                                 the Apple availability check
#   Sources/NavNavigator, scripts/check-isolation.sh          the navigator's isolation check
#   a library's Sources, .api-baseline, scripts/check-api.sh  the API against its baseline
#   Fuzz, scripts/fuzz.sh                                     the fuzzers' replay of saved inputs
#   Benchmarks                                                the benchmarks' build
#   Examples/NavStateService                                  the example service's tests
# The sanitizers, the release tests and the timed fuzzing run in CI only.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/checks.sh
trap print_step_table EXIT

# The change starts where this branch left what landed: origin/main in a clone, else main.
base=${CHECK_BASE:-$(git merge-base HEAD origin/main 2>/dev/null || git merge-base HEAD main)}
changed=$({
  git diff --name-only "$base"
  git ls-files --others --exclude-standard
} | sort -u)
echo "changed since ${base:0:10}: $(wc -l <<<"$changed" | tr -d ' ') files"

# Whether a changed file matches the extended regular expression $1.
touched() { grep -qE "$1" <<<"$changed"; }

step "build, debug" swift build --build-tests "${debug[@]}"

step "format" swift format lint --strict --recursive Sources Tests \
  Examples/NavStateService/Sources Examples/NavStateService/Tests Examples/RecipesApp/Sources \
  Docs/Snippets scripts/apple/Probe

step "test, debug" swift test --skip-build

if touched '^(Sources/nav-demo/|README\.md$|scripts/check-demo\.sh$)'; then
  step "demo" bash scripts/check-demo.sh
fi
if touched '^(Sources/|Docs/|README\.md$|scripts/docs\.sh$)'; then
  step "docs" bash scripts/docs.sh
fi
if touched '^(README\.md|Package\.swift|Sources/NavCore/NavCore\.docc/GettingStarted\.md)$' ||
  touched '^scripts/check-install\.sh$'; then
  step "install" bash scripts/check-install.sh
fi
if touched '^(Sources/NavCore/|Sources/NavCodable(Testing)?/|Package\.swift$)' ||
  touched '^scripts/check-linkage\.sh$'; then
  step "linkage" bash scripts/check-linkage.sh debug
fi
if touched '^(Sources/Nav[A-Za-z]+/.*\.swift$|Package\.swift$|Docs/Snippets/|Examples/RecipesApp/)' ||
  touched '^(scripts/apple/|scripts/check-availability\.sh$|scripts/lib/availability_verdict\.py$)'; then
  if [[ -x $availability_checker ]]; then
    step "Apple availability" apple_availability
  else
    echo "Apple availability: not checked here, $availability_checker is missing (CI has it)"
  fi
fi
if touched '^(Sources/NavNavigator/|scripts/check-isolation\.sh$)'; then
  step "isolation" bash scripts/check-isolation.sh
fi
if touched '^(Sources/Nav[A-Za-z]+/.*\.swift$|\.api-baseline$|scripts/check-api\.sh$)'; then
  step "API" bash scripts/check-api.sh
fi
if touched '^(Fuzz/|scripts/fuzz\.sh$)'; then
  step "fuzz: replay" fuzz 0
fi
if touched '^Benchmarks/'; then
  step "benchmarks build" build_benchmarks
fi
if touched '^Examples/NavStateService/'; then
  step "example service" service_tests
fi
