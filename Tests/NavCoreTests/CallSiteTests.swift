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

  /// The quick start's routes: each declared once, with its link and its screen; steps only on
  /// top of a recipe, declared inside it.
  static let routes = {
    var steps = NavRoutes<Screen>()
    steps.route(
      Int.self,
      link: DeepLinkRoute("/step/:n") { (n: Int) in
        n
      } print: {
        $0
      }
    ) { .step($0) }
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
      },
      DeepLinkRoute("/r/:id") { (id: Int) in
        Recipe(id: id)
      } print: { _ in
        nil
      },
      destinations: steps
    ) { .recipe($0.id) }
    return routes
  }()

  static let links = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)

  /// An app whose routes are one enum in a `TypedPath`: one declaration, one link per case.
  static let typedRoutes = {
    var routes = NavRoutes<Screen>()
    routes.route(
      Route.self,
      link: DeepLinkRoute("/list", value: .list),
      DeepLinkRoute("/detail/:id") { (id: Int) in
        .detail(id)
      } print: {
        if case .detail(let id) = $0 { id } else { nil }
      }
    ) { route in
      switch route {
      case .list: .list
      case .detail(let id): .detail(id)
      }
    }
    return routes
  }()

  static let typedRegistry = typedRoutes.destinations

  static let typedLinks = DeepLinkTable(
    origins: [.scheme("recipes")], routes: typedRoutes.links(of: Route.self))

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
    let opened = try Self.links.open("recipes://category/mains")
    #expect(opened == [Category.mains])
    #expect(try Self.links.open("recipes://r/42/step/2") == [Recipe(id: 42), 2])
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
    let path = try Self.links.open("recipes://category/desserts/recipe/42")
    #expect(path == [Category.desserts, Recipe(id: 42)])
    let validated = try Self.links.open("recipes://recipe/1/step/2") { path in
      path.count == 2 ? nil : DeepLinkRejection("one step")
    }
    #expect(validated == [Recipe(id: 1), 2])
    let typed: TypedPath<NavPath.Element> = try Self.links.open("recipes://recipe/1/step/2")
    #expect(typed.count == 2)
    let routes = try Self.typedLinks.open("recipes://list/detail/4", as: TypedPath.self)
    #expect(routes == [.list, .detail(4)])
  }

  @Test func screenAndCanShowForEnumShorthandOnATypedPath() throws {
    let typedPath = TypedPath<Route>([.list])
    #expect(try Self.typedRegistry.screen(for: .detail(4), on: typedPath) == .detail(4))
    #expect(try Self.typedRegistry.screen(for: Route.list, on: typedPath) == .list)
    #expect(Self.typedRegistry.canShow(.detail(4), on: typedPath))
    #expect(Self.routes.destinations.canShow(7, on: NavPath([Recipe(id: 1)])))
    #expect(!Self.routes.destinations.canShow(7))
    #expect(!Self.routes.destinations.canShow("pie"))
    #expect(try Self.routes.destinations.screen(for: Category.desserts) == .category(.desserts))
    #expect(
      try Self.routes.destinations.screen(for: 7, on: NavPath([Recipe(id: 1)])) == .step(7))
  }

  @Test func aLinkOpensOnAnExistingPathAndReturnsTheTransition() throws {
    var path = NavPath([Category.desserts, Recipe(id: 7)])
    let change = try path.open("recipes://category/desserts/recipe/42/step/1", with: Self.links)
    #expect(change.popCount == 1)
    #expect(change.pushed == [NavPath.Element(Recipe(id: 42)), NavPath.Element(1)])
    #expect(path == [Category.desserts, Recipe(id: 42), 1])
    var typed = TypedPath<Route>([.list])
    try typed.open("recipes://detail/3", with: Self.typedLinks, placement: .onTopOfStack)
    #expect(typed == [.list, .detail(3)])
  }
}
