public import NavCore

/// The recipes app's deep links (the seeds' `myapp://category/{name}/recipe/{id}` and
/// `myapp://product/123`), as an erased table with two routes of one shape and as a typed table
/// with query items, a literal after a parameter and an enum parameter.
public enum FuzzLinks {
  public struct Category: Hashable, Sendable {
    public var name: String
  }

  public struct RecipeID: Hashable, Sendable {
    public var rawValue: Int
  }

  public struct RecipeSlug: Hashable, Sendable {
    public var name: String
  }

  public struct Product: Hashable, Sendable {
    public var id: Int
    public var color: String?
  }

  public struct Settings: Hashable, Sendable {}

  public enum Cuisine: String, DeepLinkParameter {
    case french, thai
  }

  public enum Route: Hashable, Sendable {
    case category(String)
    case recipe(Int, servings: Int?)
    case cuisine(Cuisine)
    case search(String)
    case profile(Int)
    case settings
  }

  /// Categories, recipes by id or slug, products with an optional `color`, cuisines, settings.
  public static let erased = DeepLinkTable<NavPath.Element>(
    origins: [.scheme("myapp"), .web(host: "example.com")],
    routes: [
      DeepLinkRoute("/category/:name", to: Category.self) { (name: String) in
        Category(name: name)
      } print: {
        $0.name
      },
      DeepLinkRoute("/recipe/:id", to: RecipeID.self) { (id: Int) in
        RecipeID(rawValue: id)
      } print: {
        $0.rawValue
      },
      DeepLinkRoute("/recipe/:slug", to: RecipeSlug.self) { (slug: String) in
        RecipeSlug(name: slug)
      } print: {
        $0.name
      },
      DeepLinkRoute("/product/:id?color", to: Product.self) { (id: Int, color: String?) in
        Product(id: id, color: color)
      } print: {
        ($0.id, $0.color)
      },
      DeepLinkRoute("/cuisine/:cuisine", to: Cuisine.self) { (cuisine: Cuisine) in
        cuisine
      } print: {
        $0
      },
      DeepLinkRoute("/settings", value: Settings()),
    ])

  /// One route enum, with query items and a literal after a parameter.
  public static let typed = DeepLinkTable<Route>(
    origins: [
      .scheme("myapp"), .web(host: "example.com"), .web(host: "example.com", scheme: "http"),
    ],
    maximumLength: 512,
    routes: [
      DeepLinkRoute("/category/:name") { (name: String) in
        .category(name)
      } print: {
        if case .category(let name) = $0 { name } else { nil }
      },
      DeepLinkRoute("/recipe/:id?servings") { (id: Int, servings: Int?) in
        .recipe(id, servings: servings)
      } print: {
        if case .recipe(let id, let servings) = $0 { (id, servings) } else { nil }
      },
      DeepLinkRoute("/cuisine/:name") { (cuisine: Cuisine) in
        .cuisine(cuisine)
      } print: {
        if case .cuisine(let cuisine) = $0 { cuisine } else { nil }
      },
      DeepLinkRoute("/search?q") { (query: String) in
        .search(query)
      } print: {
        if case .search(let query) = $0 { query } else { nil }
      },
      DeepLinkRoute("/user/:id/profile") { (id: Int) in
        .profile(id)
      } print: {
        if case .profile(let id) = $0 { id } else { nil }
      },
      DeepLinkRoute("/settings", value: .settings),
    ])

  /// ``erased`` without its length limit, built once rather than per input.
  public static let erasedUnlimited = erased.withoutLengthLimit()

  /// ``typed`` without its length limit, built once rather than per input.
  public static let typedUnlimited = typed.withoutLengthLimit()
}

extension DeepLinkTable {
  /// The same origins and routes, reading and printing links of any length.
  public func withoutLengthLimit() -> DeepLinkTable {
    DeepLinkTable(origins: origins, maximumLength: .max, routes: routes)
  }

  /// Checks that a link that reads prints, that the printed link reads back as the same
  /// elements, and that printing is canonical (printing what the printed link reads gives the
  /// same link).
  ///
  /// Percent-encoding can make the printed link longer than the one read; when it is longer than
  /// ``maximumLength``, printing must refuse it, and the same routes without the limit must print
  /// it and read it back.
  ///
  /// - Parameters:
  ///   - link: Any text.
  ///   - unlimited: This table without its length limit (``withoutLengthLimit()``), built once
  ///     by the caller: compiling the routes per input would cost more than reading the link.
  public func requirePrintsBack(_ link: String, unlimited: DeepLinkTable) {
    let elements: [Element]
    do {
      elements = try open(link, as: TypedPath.self).routes
    } catch {
      require(!error.description.isEmpty, "no description for \(link.debugDescription)")
      return
    }
    let printed: String
    do {
      printed = try self.link(for: elements)
    } catch {
      let long = try? unlimited.link(for: elements)
      require(
        error.kind == .notReversible && long.map { $0.utf8.count > maximumLength } == true,
        "\(link.debugDescription) reads as \(elements) but does not print back: \(error)")
      if maximumLength < .max { unlimited.requirePrintsBack(link, unlimited: unlimited) }
      return
    }
    do {
      let again = try open(printed, as: TypedPath.self).routes
      require(
        again == elements,
        "\(link.debugDescription) reads as \(elements), prints as \(printed.debugDescription), "
          + "which reads as \(again)")
      require(
        try self.link(for: again) == printed,
        "printing is not canonical for \(printed.debugDescription)")
    } catch {
      require(false, "the printed link \(printed.debugDescription) does not read: \(error)")
    }
  }
}
