#!/usr/bin/env bash
# Runs every benchmark in Benchmarks/ once and prints one table of ratios, ours / baseline, from
# that single run (wall-clock medians; malloc counts per iteration).
#
#   scripts/bench.sh                 # everything
#   scripts/bench.sh 'NavPath.*'     # only the benchmarks whose name matches the regex
#
# The raw report is kept in .build-bench/report.md.
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-.*}"
mkdir -p .build-bench
swift package --package-path Benchmarks benchmark --no-progress --filter "$filter" \
  --format markdown --time-units nanoseconds 2>/dev/null > .build-bench/report.md
python3 scripts/bench_ratios.py .build-bench/report.md
