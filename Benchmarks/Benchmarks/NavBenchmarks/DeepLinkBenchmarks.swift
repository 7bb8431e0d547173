import Benchmark
import NavCore

/// Stack depths of the links: the seeds' two-level link, and a long one (50 category/recipe
/// pairs, 1,408 bytes).
let deepLinkSizes = [2, 100]

struct LinkCategory: Hashable, Sendable { var name: String }
struct LinkRecipeID: Hashable, Sendable { var rawValue: Int }
struct LinkProduct: Hashable, Sendable {
  var id: Int
  var color: String?
}
struct LinkSettings: Hashable, Sendable {}

func registerDeepLinkBenchmarks() {
  for size in deepLinkSizes {
    registerDeepLinkParsing(size: size)
    registerDeepLinkPrinting(size: size)
  }
}

/// The table of Docs/DeepLinks.md.
private let linkTable = DeepLinkTable<NavPath.Element>(
  origins: [.scheme("myapp"), .web(host: "example.com")],
  routes: [
    DeepLinkRoute("/category/:name", to: LinkCategory.self) { (name: String) in
      LinkCategory(name: name)
    } print: {
      $0.name
    },
    DeepLinkRoute("/recipe/:id", to: LinkRecipeID.self) { (id: Int) in
      LinkRecipeID(rawValue: id)
    } print: {
      $0.rawValue
    },
    DeepLinkRoute("/product/:id?color", to: LinkProduct.self) { (id: Int, color: String?) in
      LinkProduct(id: id, color: color)
    } print: {
      ($0.id, $0.color)
    },
    DeepLinkRoute("/settings", value: LinkSettings()),
  ])

/// `myapp://category/desserts/recipe/42`, repeated until the stack has `size` elements.
private func link(size: Int) -> String {
  "myapp://"
    + Array(repeating: "category/desserts/recipe/42", count: size / 2).joined(separator: "/")
}

/// What a user would otherwise write in `onOpenURL`: check the prefix, split on `/`, switch on the
/// segments. No percent-decoding, no character checks, no error saying what failed.
private func handWrittenParse(_ link: String) -> NavPath? {
  guard link.hasPrefix("myapp://") else { return nil }
  let parts = link.dropFirst("myapp://".count).split(separator: "/")
  var path = NavPath()
  var index = 0
  while index < parts.count {
    switch parts[index] {
    case "category":
      guard index + 1 < parts.count else { return nil }
      path.append(LinkCategory(name: String(parts[index + 1])))
      index += 2
    case "recipe":
      guard index + 1 < parts.count, let id = Int(parts[index + 1]) else { return nil }
      path.append(LinkRecipeID(rawValue: id))
      index += 2
    case "settings":
      path.append(LinkSettings())
      index += 1
    default:
      return nil
    }
  }
  return path
}

/// What a user would otherwise write to share a stack: one `if let` per type, joined with `/`.
/// No percent-encoding, no check that the link reads back.
private func handWrittenPrint(_ path: NavPath) -> String? {
  var parts: [String] = []
  for element in path {
    if let category = element.value(as: LinkCategory.self) {
      parts.append("category")
      parts.append(category.name)
    } else if let recipe = element.value(as: LinkRecipeID.self) {
      parts.append("recipe")
      parts.append(String(recipe.rawValue))
    } else if element.value(as: LinkSettings.self) != nil {
      parts.append("settings")
    } else {
      return nil
    }
  }
  return "myapp://" + parts.joined(separator: "/")
}

private func registerDeepLinkParsing(size: Int) {
  let name = "DeepLinks/parse/\(size)"
  let text = link(size: size)
  Benchmark(name) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try linkTable.navPath(parsing: text))
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
    let path = try linkTable.navPath(parsing: text)
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
