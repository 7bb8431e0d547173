import NavCore
import Testing

/// Every app shape through one `NavRoutes`: nested scopes with their own links and tags, several
/// links for one type, a `TypedPath` app's links, types without a screen, and the declaration
/// mistakes, each with its one code.
@Suite struct NavRoutesShapesTests {
  struct Recipe: Codable, Hashable, Sendable { var id: Int }
  enum Tab: String, Codable, Hashable, Sendable { case recipes, settings }
  struct Opaque: Hashable, Sendable {}
  struct Tagged: Codable, Hashable, Sendable {}
  enum Route: Hashable, Sendable {
    case list
    case detail(Int)
  }

  enum Screen: Hashable, Sendable {
    case recipe(Int)
    case step(Int)
    case number(Int)
    case list
    case detail(Int)
  }

  /// Recipes at the root with two links; steps (`Int`) only on top of a recipe, with their own
  /// link and tag; numbers (`Int` too) at the root without a link.
  static let routes: NavRoutes<Screen> = {
    var routes = NavRoutes<Screen>()
    routes.route(Tab.self, tag: "tab")
    routes.route(
      Recipe.self, tag: "recipe", aliases: ["dish"],
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
      destinations: Self.steps
    ) { .recipe($0.id) }
    routes.route(Int.self) { .number($0) }
    return routes
  }()

  /// Step numbers, with their link and tag: the routes a recipe screen declares.
  static let steps: NavRoutes<Screen> = {
    var steps = NavRoutes<Screen>()
    steps.route(
      Int.self, tag: "step",
      link: DeepLinkRoute("/step/:n") { (n: Int) in
        n
      } print: {
        $0
      }
    ) { .step($0) }
    return steps
  }()

  static let table = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)

  @Test func nestedScopeShowsItsScreenOnlyOnTopOfItsRoute() throws {
    #expect(
      try Self.routes.destinations.screens(for: [Recipe(id: 4), 2]) == [.recipe(4), .step(2)])
    #expect(try Self.routes.destinations.screens(for: [2]) == [.number(2)])
  }

  @Test func nestedScopeLinksJoinTheTableAfterTheirRoute() throws {
    #expect(Self.routes.links.map(\.pattern.description) == ["/recipe/:id", "/r/:id", "/step/:n"])
    let path = try Self.table.open("recipes://recipe/42/step/2")
    #expect(path == [Recipe(id: 42), 2])
    #expect(try Self.table.link(for: path) == "recipes://recipe/42/step/2")
  }

  @Test func everyLinkOfATypeReadsAndTheFirstThatPrintsPrints() throws {
    let path = try Self.table.open("recipes://r/7")
    #expect(path == [Recipe(id: 7)])
    #expect(try Self.table.link(for: path) == "recipes://recipe/7")
  }

  @Test func tagsOfEveryScopeAreHeldAsPlainData() {
    #expect(Self.routes.tags.map(\.tag) == ["tab", "recipe", "step"])
    #expect(Self.routes.tags.map(\.aliases) == [[], ["dish"], []])
    #expect(
      Self.routes.tags.map(\.typeName) == [
        "NavCoreTests.NavRoutesShapesTests.Tab", "NavCoreTests.NavRoutesShapesTests.Recipe",
        "Swift.Int",
      ])
    #expect(
      Self.routes.tags.map { ObjectIdentifier($0.type) } == [
        ObjectIdentifier(Tab.self), ObjectIdentifier(Recipe.self), ObjectIdentifier(Int.self),
      ])
  }

  @Test func typeWithoutAScreenIsSavedButShowsNothing() {
    #expect(!Self.routes.destinations.canShow(Tab.recipes))
    #expect(Self.routes.tags.first?.tag == "tab")
  }

  @Test func typedPathAppGetsTheLinksOfItsRouteEnum() throws {
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
    routes.route(
      Recipe.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id)
      } print: {
        $0.id
      }
    ) { .recipe($0.id) }
    let table = DeepLinkTable(routes: routes.links(of: Route.self))
    #expect(table.routes.map(\.pattern.description) == ["/list", "/detail/:id"])
    let typed = try table.open("/list/detail/4", as: TypedPath.self)
    #expect(typed == [.list, .detail(4)])
    #expect(try table.link(for: typed) == "/list/detail/4")
    #expect(try routes.destinations.screens(for: typed) == [.list, .detail(4)])
    #expect(routes.links(of: NavPath.Element.self).count == 3)
    #expect(routes.links(of: Recipe.self).map(\.pattern.description) == ["/recipe/:id"])
  }

  @Test func nestedRoutesSharedByTwoRoutesJoinOnce() throws {
    var routes = NavRoutes<Screen>()
    routes.route(
      Recipe.self,
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id)
      } print: {
        $0.id
      },
      destinations: Self.steps
    ) { .recipe($0.id) }
    routes.route(
      Route.self, link: DeepLinkRoute("/list", value: .list), destinations: Self.steps
    ) { _ in .list }
    #expect(routes.links.map(\.pattern.description) == ["/recipe/:id", "/step/:n", "/list"])
    #expect(routes.links(of: Int.self).count == 1)
    #expect(routes.tags.map(\.tag) == ["step"])
    let table = try DeepLinkTable(validating: routes.links)
    let path = try table.open("/list/step/3")
    #expect(try routes.destinations.screens(for: path) == [.list, .step(3)])
    #expect(try routes.destinations.screens(for: [Recipe(id: 1), 2]) == [.recipe(1), .step(2)])
  }

  @Test func sameTypeInAnotherScopeKeepsItsTag() throws {
    var inner = NavRoutes<Screen>()
    inner.route(Recipe.self) { .recipe(-$0.id) }
    inner.route(Opaque.self) { _ in .list }
    var routes = NavRoutes<Screen>()
    routes.route(Recipe.self, tag: "recipe", destinations: inner) { .recipe($0.id) }
    #expect(routes.tags.map(\.tag) == ["recipe"])
    #expect(
      try routes.destinations.screens(for: [Recipe(id: 1), Recipe(id: 2)]) == [
        .recipe(1), .recipe(-2),
      ])
  }

  @Test(arguments: [
    (
      "second route in one scope", RouteDeclarationError.Kind.typeAlreadyDeclared,
      "NavCoreTests.NavRoutesShapesTests.Recipe already has a route in this scope"
    ),
    (
      "taken tag", .tagAlreadyDeclared,
      #"tag "tab" of NavCoreTests.NavRoutesShapesTests.Tagged is already "#
        + "NavCoreTests.NavRoutesShapesTests.Tab's"
    ),
    (
      "taken alias", .tagAlreadyDeclared,
      #"tag "dish" of NavCoreTests.NavRoutesShapesTests.Tagged is already "#
        + "NavCoreTests.NavRoutesShapesTests.Recipe's"
    ),
    (
      "repeated tag", .repeatedTag,
      #"tag "o" of NavCoreTests.NavRoutesShapesTests.Tagged is given twice"#
    ),
    (
      "aliases without tag", .missingTag,
      "NavCoreTests.NavRoutesShapesTests.Opaque has aliases but no tag"
    ),
    (
      "tag on a type that is not Codable", .typeNotCodable,
      #"NavCoreTests.NavRoutesShapesTests.Opaque has tag "o" but is not Codable"#
    ),
    (
      "other tag in a nested scope", .typeAlreadyDeclared,
      #"Swift.Int is given tag "count" but already has tag "step" from another scope; "#
        + "a type's tag is declared once"
    ),
    (
      "same tag again in a nested scope", .typeAlreadyDeclared,
      #"Swift.Int is given tag "step" but already has tag "step" from another scope; "#
        + "a type's tag is declared once"
    ),
  ])
  func declarationMistakeThrowsItsKindAndChangesNothing(
    mistake: String, kind: RouteDeclarationError.Kind, description: String
  ) {
    var routes = Self.routes
    #expect {
      try Self.declare(mistake, in: &routes)
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == kind && error.description == description && error.kind.fault == .caller
    }
    #expect(routes.tags.count == Self.routes.tags.count)
    #expect(routes.links.count == Self.routes.links.count)
    #expect(!routes.destinations.canShow(Opaque()))
    #expect(!routes.destinations.canShow(Tagged()))
  }

  @Test func tagMistakesLocateTheTag() {
    var routes = Self.routes
    #expect {
      try routes.tryRoute(Tagged.self, tag: "o", aliases: ["dish"]) { _ in .list }
    } throws: { error in
      let error = error as? RouteDeclarationError
      return error?.location.tag == "dish" && error?.domain == "NavCore.RouteDeclarationError"
    }
    #expect {
      try routes.tryRoute(Recipe.self) { .recipe($0.id) }
    } throws: { error in
      (error as? RouteDeclarationError)?.location == NavErrorLocation()
    }
  }

  @Test func declarationMistakeTraps() async {
    await #expect(processExitsWith: .failure) {
      var routes = NavRoutesShapesTests.routes
      routes.route(Tagged.self, tag: "tab") { _ in .list }
    }
  }

  /// Makes the declaration mistake that `mistake` names.
  static func declare(_ mistake: String, in routes: inout NavRoutes<Screen>) throws {
    var nested = NavRoutes<Screen>()
    switch mistake {
    case "second route in one scope":
      try routes.tryRoute(Recipe.self) { .recipe($0.id) }
    case "taken tag":
      try routes.tryRoute(Tagged.self, tag: "tab") { _ in .list }
    case "taken alias":
      try routes.tryRoute(Tagged.self, tag: "o", aliases: ["dish"]) { _ in .list }
    case "repeated tag":
      try routes.tryRoute(Tagged.self, tag: "o", aliases: ["o"]) { _ in .list }
    case "aliases without tag":
      try routes.tryRoute(Opaque.self, aliases: ["o"]) { _ in .list }
    case "tag on a type that is not Codable":
      try routes.tryRoute(Opaque.self, tag: "o") { _ in .list }
    case "other tag in a nested scope":
      try nested.tryRoute(Int.self, tag: "count") { .step($0) }
      try routes.tryRoute(Opaque.self, destinations: nested) { _ in .list }
    default:
      try nested.tryRoute(Int.self, tag: "step") { .step($0) }
      try routes.tryRoute(Opaque.self, destinations: nested) { _ in .list }
    }
  }
}
