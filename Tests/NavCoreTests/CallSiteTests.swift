import NavCore
import Testing

/// The lines a user writes most, written as a user writes them: the README's quick start (its
/// NavCore part), array literals, enum shorthand, and a link read without naming the stack.
/// A signature change that breaks one of them fails to compile here; each test also checks
/// what the line returns.
@Suite struct CallSiteTests {
  enum Category: String, Hashable, Sendable { case desserts, mains }
  struct Recipe: Hashable, Sendable { var id: Int }
  enum Screen: Equatable, Sendable {
    case category(Category)
    case recipe(Int)
    case step(Int)
    case list
    case detail(Int)
  }
  enum Route: Hashable, Sendable {
    case list
    case detail(Int)
  }

  /// The quick start's routes: each declared once, with its link and its screen.
  static let routes = {
    var routes = NavRoutes<Screen>()
    routes.route(
      Category.self,
      link: DeepLinkRoute("/category/:name") { (name: String) in
        Category(rawValue: name)
      } print: {
        $0.rawValue
      }
    ) { .category($0) }
    routes.route(
      Recipe.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id)
      } print: {
        $0.id
      }
    ) { .recipe($0.id) }
    routes.route(
      Int.self,
      link: DeepLinkRoute("/step/:n") { (n: Int) in
        n
      } print: {
        $0
      }
    ) { .step($0) }
    return routes
  }()

  static let links = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)

  /// An app whose routes are one enum in a `TypedPath`.
  static let typedRegistry = {
    var registry = DestinationRegistry<Screen>()
    registry.register(Route.self) { route in
      switch route {
      case .list: .list
      case .detail(let id): .detail(id)
      }
    }
    return registry
  }()

  static let typedLinks = DeepLinkTable<Route>(
    origins: [.scheme("recipes")],
    routes: [
      DeepLinkRoute("/list", value: .list),
      DeepLinkRoute("/detail/:id") { (id: Int) in
        .detail(id)
      } print: {
        if case .detail(let id) = $0 { id } else { nil }
      },
    ])

  @Test func quickStart() throws {
    var path = NavPath()
    path.append(Category.desserts)
    path.append(Recipe(id: 42))
    path.append(2)
    #expect(path.last(ofType: Recipe.self)?.id == 42)
    #expect(
      try Self.routes.destinations.screens(for: path) == [
        .category(.desserts), .recipe(42), .step(2),
      ])
    #expect(try Self.links.link(for: path) == "recipes://category/desserts/recipe/42/step/2")
    let opened: NavPath = try Self.links.path(parsing: "recipes://category/mains")
    #expect(opened == [Category.mains])
    var back = path
    back.popTo(Category.desserts)
    #expect(path.transition(to: back) == PathTransition(popCount: 2, pushed: []))
  }

  @Test func screensAndResolveForAnArrayLiteral() throws {
    let registry = Self.routes.destinations
    #expect(
      try registry.screens(for: [Category.desserts, Recipe(id: 42)]) == [
        .category(.desserts), .recipe(42),
      ])
    #expect(try Self.typedRegistry.screens(for: TypedPath<Route>([.list, .detail(4)])).count == 2)
    #expect(registry.resolve([Category.desserts, "pie"]).screens == [.category(.desserts), nil])
  }

  @Test func aLinkReadsAsANavPathUnlessAskedForAnotherStack() throws {
    let path = try Self.links.path(parsing: "recipes://category/desserts/recipe/42")
    #expect(path == [Category.desserts, Recipe(id: 42)])
    let validated = try Self.links.path(parsing: "recipes://step/2") { path in
      path.count == 1 ? nil : DeepLinkRejection("one step")
    }
    #expect(validated == [2])
    let typed: TypedPath<NavPath.Element> = try Self.links.path(parsing: "recipes://step/2")
    #expect(typed.count == 1)
    let routes = try Self.typedLinks.path(parsing: "recipes://list/detail/4", as: TypedPath.self)
    #expect(routes == [.list, .detail(4)])
  }

  @Test func screenAndCanShowForEnumShorthandOnATypedPath() throws {
    let typedPath = TypedPath<Route>([.list])
    #expect(try Self.typedRegistry.screen(for: .detail(4), on: typedPath) == .detail(4))
    #expect(try Self.typedRegistry.screen(for: Route.list, on: typedPath) == .list)
    #expect(Self.typedRegistry.canShow(.detail(4), on: typedPath))
    #expect(Self.routes.destinations.canShow(7, on: NavPath([Category.desserts])))
    #expect(!Self.routes.destinations.canShow("pie"))
    #expect(try Self.routes.destinations.screen(for: 7) == .step(7))
    #expect(
      try Self.routes.destinations.screen(for: 7, on: NavPath([Category.desserts])) == .step(7))
  }
}
