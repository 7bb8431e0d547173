import Benchmark
import NavCore

/// Sizes that show how cost grows: a short stack, a long one, and an extreme one.
let pathSizes = [10, 1_000, 100_000]

enum BenchRoute: Hashable, Sendable {
  case list
  case detail(Int)
  case settings
}

func registerPathBenchmarks() {
  for size in pathSizes {
    registerTypedPathPushPop(size: size)
    registerNavPathAppendRemoveAll(size: size)
    registerNavPathEquality(size: size)
  }
}

private func registerTypedPathPushPop(size: Int) {
  let name = "TypedPath/push+pop/\(size)"
  Benchmark(name) { benchmark in
    var path = TypedPath<BenchRoute>()
    path.reserveCapacity(size)
    for _ in benchmark.scaledIterations {
      for index in 0..<size { path.append(.detail(index)) }
      while path.popLast() != nil {}
      blackHole(path)
    }
  }
  Benchmark("\(name) (baseline: Array)") { benchmark in
    var path: [BenchRoute] = []
    path.reserveCapacity(size)
    for _ in benchmark.scaledIterations {
      for index in 0..<size { path.append(.detail(index)) }
      while path.popLast() != nil {}
      blackHole(path)
    }
  }
}

private func registerNavPathAppendRemoveAll(size: Int) {
  let name = "NavPath/append+removeAll/\(size)"
  Benchmark(name) { benchmark in
    var path = NavPath()
    path.reserveCapacity(size)
    for _ in benchmark.scaledIterations {
      for index in 0..<size { path.append(index) }
      path.removeAll(keepingCapacity: true)
      blackHole(path)
    }
  }
  Benchmark("\(name) (baseline: [AnyHashable])") { benchmark in
    var path: [AnyHashable] = []
    path.reserveCapacity(size)
    for _ in benchmark.scaledIterations {
      for index in 0..<size { path.append(index) }
      path.removeAll(keepingCapacity: true)
      blackHole(path)
    }
  }
}

/// A mixed path of the seeds' kinds of values: numbers, strings and an enum.
private func mixedValue(_ index: Int) -> any Hashable & Sendable {
  switch index % 3 {
  case 0: index
  case 1: "recipe-\(index)"
  default: BenchRoute.detail(index)
  }
}

private func registerNavPathEquality(size: Int) {
  let name = "NavPath/==/\(size)"
  Benchmark(name) { benchmark in
    let left = NavPath((0..<size).map(mixedValue))
    let right = NavPath((0..<size).map(mixedValue))
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(left == right)
    }
  }
  Benchmark("\(name) (baseline: [AnyHashable])") { benchmark in
    let left = (0..<size).map { AnyHashable(mixedValue($0)) }
    let right = (0..<size).map { AnyHashable(mixedValue($0)) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(left == right)
    }
  }
}
