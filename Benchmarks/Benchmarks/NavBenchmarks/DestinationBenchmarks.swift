import Benchmark
import NavCore

/// Path lengths for destination resolution: a short stack, a long one, and an extreme one.
let resolutionSizes = [10, 1_000, 10_000]

/// What the benchmark's handlers make: one case per registered type.
enum BenchScreen: Sendable {
  case category(Int)
  case recipe(Int)
  case number(Int)
  case text(String)
}

struct BenchCategory: Hashable, Sendable { var id: Int }
struct BenchRecipe: Hashable, Sendable { var id: Int }

func registerDestinationBenchmarks() {
  for size in resolutionSizes {
    registerResolution(size: size)
  }
}

/// Three scopes: the root handles `BenchCategory` and `String`; a category's screen declares
/// `BenchRecipe`; a recipe's screen declares `Int`. The path is `[category, recipe]` followed by
/// `Int`s (found in the innermost scope, one look-up) alternating with `String`s (found at the
/// root, after missing in the two inner scopes: three look-ups).
private func threeScopeRegistry() -> DestinationRegistry<BenchScreen> {
  var recipeDestinations = DestinationRegistry<BenchScreen>()
  recipeDestinations.register(Int.self) { .number($0) }
  var categoryDestinations = DestinationRegistry<BenchScreen>()
  categoryDestinations.register(BenchRecipe.self, destinations: recipeDestinations) {
    .recipe($0.id)
  }
  var registry = DestinationRegistry<BenchScreen>()
  registry.register(BenchCategory.self, destinations: categoryDestinations) { .category($0.id) }
  registry.register(String.self) { .text($0) }
  return registry
}

private func threeScopePath(size: Int) -> NavPath {
  var path = NavPath()
  path.append(BenchCategory(id: 1))
  path.append(BenchRecipe(id: 2))
  for index in 2..<size {
    if index.isMultiple(of: 2) { path.append(index) } else { path.append("item-\(index)") }
  }
  return path
}

/// What a user would otherwise write: one dictionary from type to handler, one look-up and one
/// cast per element, no scopes and no error reporting.
private func handWrittenHandlers() -> [ObjectIdentifier: @Sendable (Any) -> BenchScreen?] {
  [
    ObjectIdentifier(BenchCategory.self): { ($0 as? BenchCategory).map { .category($0.id) } },
    ObjectIdentifier(BenchRecipe.self): { ($0 as? BenchRecipe).map { .recipe($0.id) } },
    ObjectIdentifier(Int.self): { ($0 as? Int).map { .number($0) } },
    ObjectIdentifier(String.self): { ($0 as? String).map { .text($0) } },
  ]
}

private func registerResolution(size: Int) {
  let name = "Destinations/screens(for:)/\(size)"
  Benchmark(name) { benchmark in
    let registry = threeScopeRegistry()
    let path = threeScopePath(size: size)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try registry.screens(for: path))
    }
  }
  Benchmark("\(name) (baseline: [ObjectIdentifier: handler])") { benchmark in
    let handlers = handWrittenHandlers()
    let path = threeScopePath(size: size)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      var screens: [BenchScreen] = []
      screens.reserveCapacity(path.count)
      for element in path {
        guard let handler = handlers[ObjectIdentifier(type(of: element.base))],
          let screen = handler(element.base)
        else { break }
        screens.append(screen)
      }
      blackHole(screens)
    }
  }
}
