import NavCore
import Testing

/// Links of nested scopes open only where their screens show: on top of a value of a type whose
/// `destinations:` declare them, as `NavRoutes` resolves screens.
@Suite struct NavRoutesScopedLinksTests {
  typealias Recipe = NavRoutesShapesTests.Recipe
  typealias Route = NavRoutesShapesTests.Route
  typealias Screen = NavRoutesShapesTests.Screen
  enum Category: String, Codable, Hashable, Sendable { case desserts }

  static let table = NavRoutesShapesTests.table

  @Test func nestedLinkOpensOnlyOnTopOfItsParent() throws {
    #expect(try Self.table.open("recipes://recipe/42/step/2") == [Recipe(id: 42), 2])
    // The scope stays in effect above its parent, as it does for screens.
    #expect(try Self.table.open("recipes://recipe/42/step/2/step/3") == [Recipe(id: 42), 2, 3])
    #expect {
      try Self.table.open("recipes://step/2")
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .outOfScope && error.kind.fault == .data(.unprocessable)
        && error.description
          == "route /step/:n at segment 0 (offset 10) opens only in the scope of Recipe, above a "
          + "Recipe"
        && error.location == NavErrorLocation(elementIndex: 0, byteOffset: 10, segment: 0)
    }
  }

  @Test func nestedLinkPlacedOnTopOpensAboveItsParentOnTheStack() throws {
    var path = NavPath([Recipe(id: 1)])
    try path.open("recipes://step/3", with: Self.table, placement: .onTopOfStack)
    #expect(path == [Recipe(id: 1), 3])
    var empty = NavPath()
    #expect(throws: DeepLinkError.self) {
      try empty.open("recipes://step/3", with: Self.table, placement: .onTopOfStack)
    }
    #expect(empty.isEmpty)
  }

  @Test func elementOutsideItsLinksScopeDoesNotPrint() throws {
    #expect(try Self.table.link(for: NavPath([Recipe(id: 4), 2])) == "recipes://recipe/4/step/2")
    #expect {
      try Self.table.link(for: NavPath([2]))
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .outOfScope && error.location.elementIndex == 0
        && error.description
          == "element 0 (2 as Int) has only routes that print in the scope of Recipe, above a "
          + "Recipe"
    }
  }

  @Test func nestedRoutesSharedByTwoRoutesOpenAboveEither() throws {
    var routes = NavRoutes<Screen>()
    routes.route(
      Recipe.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id)
      } print: {
        $0.id
      },
      destinations: NavRoutesShapesTests.steps
    ) { .recipe($0.id) }
    routes.route(
      Route.self, link: DeepLinkRoute("/list", value: .list),
      destinations: NavRoutesShapesTests.steps
    ) { _ in .list }
    let table = try DeepLinkTable(validating: routes.links)
    #expect(try table.open("/list/step/3") == [Route.list, 3])
    #expect(try table.open("/recipe/1/step/3") == [Recipe(id: 1), 3])
    #expect {
      try table.open("/step/3")
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "route /step/:n at segment 0 (offset 1) opens only in the scope of Recipe or Route, "
        + "above one of their values"
    }
  }

  @Test func scopesNestDeeper() throws {
    var recipes = NavRoutes<Screen>()
    recipes.route(
      Recipe.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id)
      } print: {
        $0.id
      },
      destinations: NavRoutesShapesTests.steps
    ) { .recipe($0.id) }
    var routes = NavRoutes<Screen>()
    routes.route(
      Category.self, link: DeepLinkRoute("/desserts", value: Category.desserts),
      destinations: recipes
    ) { _ in .list }
    let table = DeepLinkTable(routes: routes.links)
    #expect(
      try table.open("/desserts/recipe/1/step/2") == NavPath([Category.desserts, Recipe(id: 1), 2]))
    #expect {
      try table.open("/recipe/1/step/2")
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "route /recipe/:id at segment 0 (offset 1) opens only in the scope of Category, above a "
        + "Category"
    }
  }

  @Test func typedTableKeepsTheScopes() throws {
    var steps = NavRoutes<Screen>()
    steps.route(
      Route.self,
      link: DeepLinkRoute("/detail/:id") { (id: Int) in
        .detail(id)
      } print: {
        if case .detail(let id) = $0 { id } else { nil }
      }
    ) { _ in .list }
    var routes = NavRoutes<Screen>()
    routes.route(Recipe.self, destinations: steps) { .recipe($0.id) }
    let typed = DeepLinkTable(routes: routes.links(of: Route.self))
    #expect(throws: DeepLinkError.self) { try typed.open("/detail/4", as: TypedPath.self) }
  }

  @Test func destinationsWithoutAScreenAreRefused() {
    var routes = NavRoutesShapesTests.routes
    #expect {
      try routes.tryRoute(
        NavRoutesShapesTests.Opaque.self, destinations: NavRoutesShapesTests.steps)
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == .destinationsWithoutScreen
        && error.kind.code == "destinationsWithoutScreen"
        && error.description
          == "NavCoreTests.NavRoutesShapesTests.Opaque has destinations but no screen: they would "
          + "show on top of a screen that is not there"
    }
    #expect(routes.links.count == NavRoutesShapesTests.routes.links.count)
  }

  @Test func typeInTwoScopesDeclaresItsTagOnce() throws {
    var inner = NavRoutes<Screen>()
    inner.route(Recipe.self, tag: "recipe") { .recipe(-$0.id) }
    var routes = NavRoutes<Screen>()
    #expect {
      try routes.tryRoute(Recipe.self, tag: "recipe", destinations: inner) { .recipe($0.id) }
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == .typeAlreadyDeclared && error.location.tag == "recipe"
    }
    try routes.tryRoute(Recipe.self, destinations: inner) { .recipe($0.id) }
    #expect(routes.tags.map(\.tag) == ["recipe"])
  }
}
