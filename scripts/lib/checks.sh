# Shared by .ci/run and scripts/check.sh (sourced, not run): the compiler flags of our own builds,
# timed steps with a closing table, and the build caches that outlive a clone.

# Warnings are errors in our builds of the root package (the manifest leaves them to us, so that
# apps building the libraries with their own settings are not broken by them). Every build of a
# configuration passes the same flags, so that no step rebuilds what another step built.
strict=(-Xswiftc -warnings-as-errors)
# The debug build also writes each module's symbol graph, which scripts/docs.sh reads, so the docs
# need no build of their own.
symbol_graphs="$PWD/.build/symbol-graphs"
debug=("${strict[@]}" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir
  -Xswiftc "$symbol_graphs")

step_names=()
step_seconds=()
step_results=()

# Runs a command as a named step: prints its name, runs it, and prints its wall time as it ends.
# A failing step ends the run; the table of every step so far is printed either way.
#
#   step "test, debug" swift test "${strict[@]}"
step() {
  local name=$1 started=$SECONDS status
  shift
  printf '\n== %s (%s)\n' "$name" "$(date -u +%H:%M:%S)"
  # A subshell outside any `||`, so that `set -e` holds inside a step made of several commands.
  set +e
  (
    set -e
    "$@"
  )
  status=$?
  set -e
  step_names+=("$name")
  step_seconds+=($((SECONDS - started)))
  if [[ $status -eq 0 ]]; then
    step_results+=(passed)
    printf -- '-- %s: %d s\n' "$name" $((SECONDS - started))
  else
    step_results+=("FAILED ($status)")
    printf -- '-- %s: FAILED with status %d after %d s\n' "$name" "$status" $((SECONDS - started))
    exit "$status"
  fi
}

# Prints the table of the steps run so far and their total; `trap print_step_table EXIT`.
print_step_table() {
  local index total=0
  printf '\n== steps\n'
  printf '%6s  %-10s  %s\n' seconds result step
  for index in "${!step_names[@]}"; do
    printf '%6d  %-10s  %s\n' "${step_seconds[index]}" "${step_results[index]}" \
      "${step_names[index]}"
    total=$((total + step_seconds[index]))
  done
  printf '%6d  %-10s  %s\n' "$total" "" "all steps ($(date -u +%F), load $(cut -d' ' -f1-3 \
    /proc/loadavg 2>/dev/null || echo unknown))"
}

# Prints the folder of a build cache that outlives the clone, creating it:
#   cache_folder NAME FILE...
# It lives under $SWIFT_NAV_STATE_CI_CACHE (default ~/.cache/swift-nav-state-ci) and is keyed by
# the toolchain's version and the contents of the given files (the manifests the build depends
# on), so a new toolchain or a changed manifest starts from an empty folder instead of reusing one
# built for other inputs. Our own sources are never taken from a cache: a clone's files are new
# to SwiftPM, which rebuilds them; only dependency checkouts and builds are reused. Folders unused
# for 14 days are removed.
cache_folder() {
  local name=$1 root=${SWIFT_NAV_STATE_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/swift-nav-state-ci}
  shift
  local key
  key=$({ swift --version 2>&1; cat "$@"; } | sha256sum | cut -c1-16)
  mkdir -p "$root/$name-$key"
  touch "$root/$name-$key"
  find "$root" -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} + 2>/dev/null || true
  printf '%s\n' "$root/$name-$key"
}

# The checks that .ci/run and scripts/check.sh share, each with its cache.

# The suites that run code on several threads or tasks at once: the navigator (its requests,
# guards and history race with the main actor), shared state written from many tasks, the
# destination registry read from many tasks, and the decoders run on a thread of their own.
concurrent_suites='NavNavigatorTests|SharedStateConcurrencyTests|DestinationRegistryTests'
concurrent_suites+='|HostileStackTests'

# Replays every saved fuzz input and fuzzes each harness for $1 seconds (0: replay only).
fuzz() {
  local cache
  cache=$(cache_folder fuzz Package.swift Fuzz/Package.swift)
  FUZZ_SCRATCH="$cache/build" FUZZ_WORK="$cache/corpus-work" bash scripts/fuzz.sh "$1"
}

# Type-checks the libraries, NavSwiftUI, the guides' SwiftUI snippets and the example app at the
# platform floors of Package.swift, visionOS 1 included, against SwiftUI's published declarations,
# with a probe of misuses that must fail (scripts/check-availability.sh). The fake SDKs are kept in
# the cache.
availability_checker=../shared/tools/check-apple-availability.sh
apple_availability() {
  AVAILCHECK_SCRATCH="$(cache_folder availcheck "$availability_checker")" \
    AVAILABILITY_CHECKER="$availability_checker" bash scripts/check-availability.sh
}

# The builds the later steps need and no earlier step does (the benchmarks, the example service,
# the service with the thread sanitizer), started at the lowest priority in the background at
# the start of a run, so that they use the core the earlier steps leave idle (a test run, a
# fuzzer and the availability checker use one) instead of adding their whole time to the run's.
# Each writes its output to a log and its exit status to a file; the step that needs it waits for
# it (`after_background`), and a failure prints the log. The steps then find them built.
background_builds=
start_background_builds() {
  background_builds=$(mktemp -d)
  (
    set +e
    # The lowest priority: the steps in the foreground go first; the builds inherit it.
    renice -n 19 -p "$BASHPID" >/dev/null
    for name in benchmarks service service-thread; do
      started=$SECONDS
      case $name in
        benchmarks) build_benchmarks ;;
        service) swift build --package-path Examples/NavStateService --build-tests \
          --scratch-path "$(service_scratch)" ;;
        service-thread) swift build --package-path Examples/NavStateService --build-tests \
          --sanitize=thread --scratch-path "$(service_scratch thread)" ;;
      esac >"$background_builds/$name.log" 2>&1
      status=$?
      echo $((SECONDS - started)) >"$background_builds/$name.seconds"
      echo $status >"$background_builds/$name.status"
    done
  ) </dev/null &
  background_pid=$!
}

# Ends the background builds still running, and their processes (for a run that ends early).
stop_background_builds() {
  [[ -n ${background_pid:-} ]] || return 0
  end_process_tree "$background_pid"
}

end_process_tree() {
  local child
  for child in $(pgrep -P "$1"); do end_process_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# Runs a command once the background build NAME (benchmarks, service, service-thread) has ended,
# or fails as that build did, printing its log; runs it at once when no background builds were
# started: `after_background service service_tests`.
after_background() {
  local name=$1
  shift
  if [[ -n $background_builds ]]; then
    while [[ ! -f $background_builds/$name.status ]]; do
      if ! kill -0 "$background_pid" 2>/dev/null && [[ ! -f $background_builds/$name.status ]]; then
        echo "the background builds ended before building $name" >&2
        return 1
      fi
      sleep 1
    done
    printf 'background build "%s": %s s, at the lowest priority\n' "$name" \
      "$(cat "$background_builds/$name.seconds")"
    if [[ $(cat "$background_builds/$name.status") != 0 ]]; then
      cat "$background_builds/$name.log"
      return "$(cat "$background_builds/$name.status")"
    fi
  fi
  "$@"
}

# Builds the benchmarks package in release (run the benchmarks with scripts/bench.sh).
build_benchmarks() {
  swift build --package-path Benchmarks -c release \
    --scratch-path "$(cache_folder benchmarks Package.swift Benchmarks/Package.swift)"
}

# The example service's build folder in the cache; a sanitizer ($1, such as `thread`) gets one of
# its own.
service_scratch() {
  cache_folder "service${1:+-$1}" Package.swift Examples/NavStateService/Package.swift
}

# Runs the example service's tests on SQLite and on a throwaway PostgreSQL cluster; extra
# arguments go to `swift test`: `service_tests --sanitize=thread --filter ConcurrencyTests`.
service_tests() {
  local sanitizer=
  if [[ ${1:-} == --sanitize=* ]]; then sanitizer=${1#--sanitize=}; fi
  with_sanitizer_reports bash scripts/with-postgres.sh swift test \
    --package-path Examples/NavStateService --scratch-path "$(service_scratch "$sanitizer")" "$@"
}

# Runs a command whose thread sanitizer reports go to files rather than among the tests' output,
# with the suppressions of scripts/thread-sanitizer.supp, and prints the reports after it ends,
# so that they close the step's output: `with_sanitizer_reports swift test --sanitize=thread`.
# The command's status is kept; a build without the sanitizer writes no report.
with_sanitizer_reports() {
  local reports status=0
  reports=$(mktemp -d)
  TSAN_OPTIONS="suppressions=$PWD/scripts/thread-sanitizer.supp log_path=$reports/thread" \
    "$@" || status=$?
  if compgen -G "$reports/thread.*" >/dev/null; then
    printf '\n== thread sanitizer reports\n'
    cat "$reports"/thread.*
  fi
  rm -rf "$reports"
  return "$status"
}

# Runs every request example of README.md and Docs/Server.md as written, against the service of
# the build of service_tests, and compares each answer with the page's.
service_readme() {
  SERVICE_SCRATCH="$(service_scratch)" bash scripts/check-service-docs.sh
}

# Fuzzes the example service's HTTP API from its OpenAPI document with schemathesis, which is
# installed from PyPI into a virtual environment in the cache on first use; the service comes from
# the build of service_tests.
service_api_fuzz() {
  SERVICE_SCRATCH="$(service_scratch)" \
    ST_VENV="$(cache_folder schemathesis scripts/fuzz-service-api.sh)/venv" \
    bash scripts/fuzz-service-api.sh
}
