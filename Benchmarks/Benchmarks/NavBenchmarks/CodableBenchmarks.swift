import BenchFixtures
import Benchmark
import Foundation
import NavCodable
import NavCore

/// The size of each benchmark's output, reported beside its time.
let jsonBytes = BenchmarkMetric.custom(
  "JSON bytes", polarity: .prefersSmaller, useScalingFactor: false)

func registerCodableBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, jsonBytes],
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )
  registerEncoding(configuration)
  registerDecoding(configuration)
  registerMigration(configuration)
}

// MARK: - Benchmarks

/// Registers a benchmark whose setup returns the size of the JSON it works on and the operation
/// to repeat; the size is reported beside the time.
private func registerJSONBenchmark(
  _ name: String, _ configuration: Benchmark.Configuration,
  setUp: @escaping @Sendable () throws -> (bytes: Int, operation: () throws -> Void)
) {
  Benchmark(name, configuration: configuration) { benchmark in
    let (bytes, operation) = try setUp()
    benchmark.measurement(jsonBytes, bytes)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      try operation()
    }
  }
}

/// The sizes of the encode and decode rows: real stacks are short (1, 4, 10 elements), and a
/// service storing many users' state sees long ones.
private let codableSizes = [1, 4, 10, codableSize]

private func registerEncoding(_ configuration: Benchmark.Configuration) {
  for size in codableSizes {
    let name = "Codable/encode/\(size)"
    registerJSONBenchmark(name, configuration) {
      let registry = currentRegistry()
      let path = mixedPath(count: size)
      return (try registry.encode(path).count, { blackHole(try registry.encode(path)) })
    }
    registerJSONBenchmark("\(name) (baseline: JSONEncoder [enum])", configuration) {
      let routes = mixedRoutes(count: size)
      return (
        try JSONEncoder().encode(routes).count, { blackHole(try JSONEncoder().encode(routes)) }
      )
    }
    registerJSONBenchmark("\(name) (baseline: SwiftUI-style)", configuration) {
      let path = mixedPath(count: size)
      return (try swiftUIStyleEncode(path).count, { blackHole(try swiftUIStyleEncode(path)) })
    }
  }
}

private func registerDecoding(_ configuration: Benchmark.Configuration) {
  for size in codableSizes {
    let name = "Codable/decode/\(size)"
    registerJSONBenchmark(name, configuration) {
      let registry = currentRegistry()
      let data = try registry.encode(mixedPath(count: size))
      return (data.count, { blackHole(try registry.decode(NavPath.self, from: data)) })
    }
    registerJSONBenchmark("\(name) (baseline: JSONDecoder [enum])", configuration) {
      let data = try JSONEncoder().encode(mixedRoutes(count: size))
      return (data.count, { blackHole(try JSONDecoder().decode([MixedRoute].self, from: data)) })
    }
    registerJSONBenchmark("\(name) (baseline: SwiftUI-style)", configuration) {
      let data = try swiftUIStyleEncode(mixedPath(count: size))
      return (data.count, { blackHole(try swiftUIStyleDecode(data)) })
    }
  }
}

private func registerMigration(_ configuration: Benchmark.Configuration) {
  let name = "Codable/decode, 3 migration steps/\(codableSize)"
  registerJSONBenchmark(name, configuration) {
    let registry = currentRegistry(schema: historySchema)
    let data = try version1Document(of: mixedPath(count: codableSize), registry: registry)
    return (data.count, { blackHole(try registry.decode(NavPath.self, from: data)) })
  }
  registerJSONBenchmark("\(name) (baseline: plain decode)", configuration) {
    let registry = currentRegistry(schema: historySchema)
    let data = try registry.encode(mixedPath(count: codableSize))
    return (data.count, { blackHole(try registry.decode(NavPath.self, from: data)) })
  }
}
