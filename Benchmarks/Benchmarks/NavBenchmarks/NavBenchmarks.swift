import Benchmark

// Every benchmark of ours is registered next to its baseline, named `<group>/<operation>/<size>`
// for ours and `<group>/<operation>/<size> (baseline: <what>)` for the baseline, so that
// `scripts/bench.sh` can print one table of ratios from a single run.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    maxDuration: .seconds(1),
    maxIterations: 1_000_000
  )
  registerPathBenchmarks()
  registerDestinationBenchmarks()
  registerDeepLinkBenchmarks()
  registerCodableBenchmarks()
}
