import BenchFixtures
import Benchmark
import NavCore

func registerDeepLinkBenchmarks() {
  for size in deepLinkSizes {
    registerDeepLinkParsing(size: size)
    registerDeepLinkPrinting(size: size)
  }
}

private func registerDeepLinkParsing(size: Int) {
  let name = "DeepLinks/parse/\(size)"
  let text = link(size: size)
  Benchmark(name) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try linkTable.open(text))
    }
  }
  Benchmark("\(name) (baseline: split(\"/\"))") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(handWrittenParse(text))
    }
  }
}

private func registerDeepLinkPrinting(size: Int) {
  let name = "DeepLinks/print/\(size)"
  let text = link(size: size)
  Benchmark(name) { benchmark in
    let path = try linkTable.open(text)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(try linkTable.link(for: path))
    }
  }
  Benchmark("\(name) (baseline: joined(\"/\"))") { benchmark in
    guard let path = handWrittenParse(text) else { return }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(handWrittenPrint(path))
    }
  }
}
