#!/usr/bin/env bash
# Builds the libFuzzer + AddressSanitizer harnesses of Fuzz/, replays every saved input of each,
# then fuzzes each for a given time.
#
#   scripts/fuzz.sh <seconds> [harness...]     harnesses: JSON SwiftUI DeepLinks WholeApp
#                                              (default: all); 0 seconds: replay only
#   FUZZ_RUNS=10000000 scripts/fuzz.sh 3600 JSON   also stop each harness after that many inputs
#   FUZZ_SCRATCH=DIR   build folder (default Fuzz/.build)
#   FUZZ_WORK=DIR      working corpus and artifacts (default Fuzz/corpus-work)
#
# Each harness first replays its committed seeds (Fuzz/Corpus/<harness>) and the working corpus
# libFuzzer grows (FUZZ_WORK/<harness>, not committed), then fuzzes from them with its dictionary
# (Fuzz/Dictionaries/<harness>.dict). A crash, a leak, a timeout or a failed property stops the
# run; its input is saved as FUZZ_WORK/artifacts/<harness>-crash-<sha1> and the script exits 1.
# Prints the inputs replayed, and the executions, executions per second and coverage of each
# harness.
#
# AddressSanitizer records no allocation stacks (malloc_context_size=0, unless ASAN_OPTIONS is
# set): unwinding the stack at every allocation cost 10 to 15% of the time per input. Replaying a
# saved input without it gives the full report.
set -euo pipefail

if [[ $# -lt 1 || ! $1 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 <seconds> [JSON|SwiftUI|DeepLinks|WholeApp ...]" >&2
  exit 2
fi
seconds=$1
shift
harnesses=("$@")
if [[ ${#harnesses[@]} -eq 0 ]]; then harnesses=(JSON SwiftUI DeepLinks WholeApp); fi
runs=${FUZZ_RUNS:--1}

root=$(cd "$(dirname "$0")/.." && pwd)
fuzz="$root/Fuzz"
for harness in "${harnesses[@]}"; do
  if [[ ! -d "$fuzz/Corpus/$harness" ]]; then
    echo "unknown harness $harness (expected JSON, SwiftUI, DeepLinks or WholeApp)" >&2
    exit 2
  fi
done

scratch=${FUZZ_SCRATCH:-$fuzz/.build}
corpus_work=${FUZZ_WORK:-$fuzz/corpus-work}
build=(swift build --package-path "$fuzz" --scratch-path "$scratch" -c release --sanitize fuzzer
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
"${build[@]}"
bin=$("${build[@]}" --show-bin-path)

artifacts="$corpus_work/artifacts"
mkdir -p "$artifacts"
# Runs harness $harness over its working corpus and seeds, with the given extra options.
run_harness() {
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0} \
    "$bin/Fuzz$harness" "$@" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
    -dict="$fuzz/Dictionaries/$harness.dict" -artifact_prefix="$artifacts/$harness-" \
    -print_final_stats=1 "$work" "$fuzz/Corpus/$harness"
}

summary=()
status=0
for harness in "${harnesses[@]}"; do
  work="$corpus_work/$harness"
  log="$corpus_work/$harness.log"
  mkdir -p "$work"
  # Inputs a little longer than the harness's limits (1 KiB documents, 512-byte links), so that
  # the limits are reached without spending time on inputs far beyond them.
  if [[ $harness == DeepLinks ]]; then max_len=1024; else max_len=1536; fi
  replayed=$(find "$work" "$fuzz/Corpus/$harness" -maxdepth 1 -type f | wc -l)
  echo "== Fuzz$harness: replay $replayed inputs, then fuzz for ${seconds}s"
  # The Swift runtime's backtracer would catch the sanitizer's signals and report a false
  # AddressSanitizer error. -runs=0 executes every input of the corpus folders and stops.
  if run_harness -runs=0 >"$log" 2>&1 && { [[ $seconds -eq 0 ]] ||
    run_harness -max_total_time="$seconds" -runs="$runs" >>"$log" 2>&1; }; then
    result=passed
  else
    result=FAILED
    status=1
    grep -E "property failed|ERROR: |SUMMARY: |Fatal error|Test unit written" "$log" >&2 || true
    echo "   full log: $log" >&2
  fi
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
  corpus=$(find "$work" -maxdepth 1 -type f | wc -l)
  line="Fuzz$harness: $result, $replayed inputs replayed, ${executions:-?} executions, ${speed:-?} exec/s, ${coverage:-cov: ?}, $corpus inputs in the working corpus"
  echo "   $line"
  summary+=("$line")
done
echo "== Summary (${seconds}s each)"
printf '   %s\n' "${summary[@]}"
exit $status
