// The deep-link table, links and hand-written baselines, shared by the benchmarks and by the
// NavProfile executable that scripts/bench_profile.sh runs under callgrind.
public import NavCore

/// Stack depths of the links: the seeds' two-level link, and a long one (50 category/recipe
/// pairs, 1,408 bytes).
public let deepLinkSizes = [2, 100]

public struct LinkCategory: Hashable, Sendable { public var name: String }
public struct LinkRecipeID: Hashable, Sendable { public var rawValue: Int }
public struct LinkProduct: Hashable, Sendable {
  public var id: Int
  public var color: String?
}
public struct LinkSettings: Hashable, Sendable {}

/// The table of Docs/DeepLinks.md.
public let linkTable = DeepLinkTable<NavPath.Element>(
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
public func link(size: Int) -> String {
  "myapp://"
    + Array(repeating: "category/desserts/recipe/42", count: size / 2).joined(separator: "/")
}

/// What a user would otherwise write in `onOpenURL`: check the prefix, split on `/`, switch on the
/// segments. No percent-decoding, no character checks, no error saying what failed.
public func handWrittenParse(_ link: String) -> NavPath? {
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
public func handWrittenPrint(_ path: NavPath) -> String? {
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
