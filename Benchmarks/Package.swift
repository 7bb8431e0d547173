// swift-tools-version: 6.2

import PackageDescription

// The benchmarks live in their own package so that the library keeps zero dependencies.
// Run them with `scripts/bench.sh` from the repository root.
let package = Package(
  name: "NavBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "swift-nav-state", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What the benchmarks and the callgrind profiles share: tables, inputs, baselines.
    .target(
      name: "BenchFixtures",
      dependencies: [
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // One operation in a loop, for callgrind (scripts/bench_profile.sh).
    .executableTarget(
      name: "NavProfile",
      dependencies: [
        "BenchFixtures",
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "NavBenchmarks",
      dependencies: [
        "BenchFixtures",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "NavCore", package: "swift-nav-state"),
        .product(name: "NavCodable", package: "swift-nav-state"),
      ],
      path: "Benchmarks/NavBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
