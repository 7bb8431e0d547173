import Benchmark
import Foundation
import NavCodable
import NavCore

/// The size of the saved paths: a long stack, as a service storing many users' state sees.
let codableSize = 10_000

/// The size of each benchmark's output, reported beside its time.
let jsonBytes = BenchmarkMetric.custom("JSON bytes", polarity: .prefersSmaller, useScalingFactor: false)

enum Dish: String, Codable, Hashable, Sendable { case desserts, mains, drinks }
struct SavedRecipe: Codable, Hashable, Sendable {
  var id: Int
  var name: String
}

/// The typed equivalent of the mixed path: one enum case per payload type, with Swift's
/// synthesized `Codable`.
enum MixedRoute: Codable, Hashable, Sendable {
  case number(Int)
  case text(String)
  case dish(Dish)
  case recipe(SavedRecipe)
}

func registerCodableBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput, .mallocCountTotal, jsonBytes],
    maxDuration: .seconds(2),
    maxIterations: 1_000
  )
  registerEncoding(configuration)
  registerDecoding(configuration)
  registerMigration(configuration)
}

/// Numbers, strings, an enum and a struct, in turn.
private func mixedRoutes(count: Int) -> [MixedRoute] {
  (0..<count).map { index in
    switch index % 4 {
    case 0: .number(index)
    case 1: .text("item-\(index)")
    case 2: .dish([Dish.desserts, .mains, .drinks][index % 3])
    default: .recipe(SavedRecipe(id: index, name: "Pie \(index)"))
    }
  }
}

private func mixedPath(count: Int) -> NavPath {
  var path = NavPath()
  for route in mixedRoutes(count: count) {
    switch route {
    case .number(let value): path.append(value)
    case .text(let value): path.append(value)
    case .dish(let value): path.append(value)
    case .recipe(let value): path.append(value)
    }
  }
  return path
}

private func currentRegistry(schema: NavSchema = NavSchema()) -> NavTypeRegistry {
  var registry = NavTypeRegistry(schema: schema)
  registry.registerStandardTypes()
  registry.register(Dish.self, tag: "category")
  registry.register(SavedRecipe.self, tag: "recipe")
  return registry
}

// MARK: - SwiftUI-style baseline

/// What SwiftUI's `NavigationPath.CodableRepresentation` does, written by hand: a flat array of
/// the qualified type name and the element's own JSON as a string, one `JSONEncoder` per element.
private func swiftUIStyleEncode(_ path: NavPath) throws -> Data {
  var strings: [String] = []
  strings.reserveCapacity(path.count * 2)
  for element in path.reversed() {
    let payload: Data
    switch element.base {
    case let value as Int: payload = try JSONEncoder().encode(value)
    case let value as String: payload = try JSONEncoder().encode(value)
    case let value as Dish: payload = try JSONEncoder().encode(value)
    case let value as SavedRecipe: payload = try JSONEncoder().encode(value)
    default: throw CocoaError(.coderInvalidValue)
    }
    strings.append(String(reflecting: element.valueType))
    strings.append(String(decoding: payload, as: UTF8.self))
  }
  return try JSONEncoder().encode(strings)
}

/// The decoders of the SwiftUI-style baseline, by qualified type name.
private let swiftUIStyleDecoders: [String: @Sendable (Data) throws -> any Hashable & Sendable] = [
  String(reflecting: Int.self): { try JSONDecoder().decode(Int.self, from: $0) },
  String(reflecting: String.self): { try JSONDecoder().decode(String.self, from: $0) },
  String(reflecting: Dish.self): { try JSONDecoder().decode(Dish.self, from: $0) },
  String(reflecting: SavedRecipe.self): { try JSONDecoder().decode(SavedRecipe.self, from: $0) },
]

private func swiftUIStyleDecode(_ data: Data) throws -> NavPath {
  let strings = try JSONDecoder().decode([String].self, from: data)
  var values: [any Hashable & Sendable] = []
  values.reserveCapacity(strings.count / 2)
  var index = 0
  while index + 1 < strings.count {
    guard let decode = swiftUIStyleDecoders[strings[index]] else {
      throw CocoaError(.coderValueNotFound)
    }
    values.append(try decode(Data(strings[index + 1].utf8)))
    index += 2
  }
  return NavPath(values.reversed())
}

// MARK: - Benchmarks

private func registerEncoding(_ configuration: Benchmark.Configuration) {
  let name = "Codable/encode/\(codableSize)"
  Benchmark(name, configuration: configuration) { benchmark in
    let registry = currentRegistry()
    let path = mixedPath(count: codableSize)
    benchmark.startMeasurement()
    var data = Data()
    for _ in benchmark.scaledIterations {
      data = try registry.encode(path)
      blackHole(data)
    }
    benchmark.measurement(jsonBytes, data.count)
  }
  Benchmark("\(name) (baseline: JSONEncoder [enum])", configuration: configuration) { benchmark in
    let routes = mixedRoutes(count: codableSize)
    benchmark.startMeasurement()
    var data = Data()
    for _ in benchmark.scaledIterations {
      data = try JSONEncoder().encode(routes)
      blackHole(data)
    }
    benchmark.measurement(jsonBytes, data.count)
  }
  Benchmark("\(name) (baseline: SwiftUI-style)", configuration: configuration) { benchmark in
    let path = mixedPath(count: codableSize)
    benchmark.startMeasurement()
    var data = Data()
    for _ in benchmark.scaledIterations {
      data = try swiftUIStyleEncode(path)
      blackHole(data)
    }
    benchmark.measurement(jsonBytes, data.count)
  }
}

private func registerDecoding(_ configuration: Benchmark.Configuration) {
  let name = "Codable/decode/\(codableSize)"
  Benchmark(name, configuration: configuration) { benchmark in
    let registry = currentRegistry()
    let data = try registry.encode(mixedPath(count: codableSize))
    benchmark.measurement(jsonBytes, data.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try registry.decodePath(from: data))
    }
  }
  Benchmark("\(name) (baseline: JSONDecoder [enum])", configuration: configuration) { benchmark in
    let data = try JSONEncoder().encode(mixedRoutes(count: codableSize))
    benchmark.measurement(jsonBytes, data.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try JSONDecoder().decode([MixedRoute].self, from: data))
    }
  }
  Benchmark("\(name) (baseline: SwiftUI-style)", configuration: configuration) { benchmark in
    let data = try swiftUIStyleEncode(mixedPath(count: codableSize))
    benchmark.measurement(jsonBytes, data.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try swiftUIStyleDecode(data))
    }
  }
}

/// Version 4 of the schema, whose history is Docs/Persistence.md's: version 1 tagged categories
/// `"cat"` and named the recipe's `name` `title` and the case `desserts` `sweets`.
private let historySchema = NavSchema(
  version: 4,
  migrations: [
    1: [.renameTag("cat", to: "category")],
    2: [.renameMember("title", to: "name", inTag: "recipe")],
    3: [.renameEnumCase("sweets", to: "desserts", inTag: "category")],
  ])

private func registerMigration(_ configuration: Benchmark.Configuration) {
  let name = "Codable/decode, 3 migration steps/\(codableSize)"
  Benchmark(name, configuration: configuration) { benchmark in
    let registry = currentRegistry(schema: historySchema)
    let current = String(decoding: try registry.encode(mixedPath(count: codableSize)), as: UTF8.self)
    // The same document as version 1 wrote it (the path's strings hold none of these words).
    let version1 = current.replacing(#""version":4"#, with: #""version":1"#)
      .replacing(#""category""#, with: #""cat""#)
      .replacing(#""name":"#, with: #""title":"#)
      .replacing(#""desserts""#, with: #""sweets""#)
    let data = Data(version1.utf8)
    guard try registry.decodePath(from: data) == mixedPath(count: codableSize) else {
      fatalError("the version 1 document does not migrate to the path")
    }
    benchmark.measurement(jsonBytes, data.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try registry.decodePath(from: data))
    }
  }
  Benchmark("\(name) (baseline: plain decode)", configuration: configuration) { benchmark in
    let registry = currentRegistry(schema: historySchema)
    let data = try registry.encode(mixedPath(count: codableSize))
    benchmark.measurement(jsonBytes, data.count)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try registry.decodePath(from: data))
    }
  }
}
