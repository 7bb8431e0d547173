import NavCore

// The recipes app of the seeds (003: myapp://category/{name}/recipe/{id}; 004: myapp://product/123)
// as deep-link tables, shared by the deep-link suites.

enum DeepLinkFixtures {
  struct Category: Hashable, Sendable {
    var name: String
  }

  enum Recipe {
    struct ID: Hashable, Sendable {
      var rawValue: Int
      init(_ rawValue: Int) { self.rawValue = rawValue }
    }

    /// A recipe named by its slug, as in `myapp://category/desserts/recipe/apple-pie`.
    struct Slug: Hashable, Sendable {
      var name: String
    }
  }

  struct Product: Hashable, Sendable {
    var id: Int
    var color: String?
  }

  struct Settings: Hashable, Sendable {}

  enum Cuisine: String, DeepLinkParameter {
    case french
    case thai
  }

  /// Categories, recipes by id or slug, products with an optional `color` query item, settings.
  static let recipes = DeepLinkTable<NavPath.Element>(
    origins: [.scheme("myapp"), .web(host: "example.com")],
    routes: [
      DeepLinkRoute("/category/:name", to: Category.self) { (name: String) in
        Category(name: name)
      } print: {
        $0.name
      },
      DeepLinkRoute("/recipe/:id", to: Recipe.ID.self) { (id: Int) in
        Recipe.ID(id)
      } print: {
        $0.rawValue
      },
      DeepLinkRoute("/recipe/:slug", to: Recipe.Slug.self) { (slug: String) in
        Recipe.Slug(name: slug)
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

  /// The app with one route enum, for ``TypedPath``: the table of the malformed-link tests.
  enum Route: Hashable, Sendable {
    case category(String)
    case recipe(Int, servings: Int?)
    case cuisine(Cuisine)
    case search(String)
    case profile(Int)
    case settings
  }

  static let typed = DeepLinkTable<Route>(
    origins: [.scheme("myapp"), .web(host: "example.com")],
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
}

/// A path of mixed values, root first.
func navPath(_ values: any Hashable & Sendable...) -> NavPath {
  var path = NavPath()
  for value in values { path.append(value) }
  return path
}
