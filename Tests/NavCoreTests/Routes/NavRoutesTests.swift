import NavCore
import Testing

/// One declaration per route type: the destinations and the link routes derived from it.
@Suite struct NavRoutesTests {
  enum Category: String, Hashable, Sendable, CaseIterable { case desserts, mains }
  struct Recipe: Hashable, Sendable { var id: Int }
  struct Label: Hashable, Sendable { var name: String }
  struct Settings: Hashable, Sendable {}

  enum Screen: Hashable, Sendable {
    case category(Category)
    case recipe(Int)
    case step(Int)
    case number(Int)
    case label(String)
  }

  /// Categories and recipes with links, recipes declaring their steps, and numbers without a link.
  static let routes: NavRoutes<Screen> = {
    var steps = NavRoutes<Screen>()
    steps.route(Int.self) { .step($0) }
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
      link: DeepLinkRoute("/recipe/:id") { (id: Int) throws(DeepLinkRejection) in
        guard id > 0 else { throw DeepLinkRejection("recipe ids start at 1") }
        return Recipe(id: id)
      } print: {
        $0.id
      },
      destinations: steps
    ) { .recipe($0.id) }
    routes.route(Int.self) { .number($0) }
    return routes
  }()

  static let table = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)

  @Test func declaredTypesResolveToTheirScreens() throws {
    var path = NavPath()
    path.append(Category.desserts)
    path.append(Recipe(id: 42))
    path.append(2)
    #expect(
      try Self.routes.destinations.screens(for: path)
        == [.category(.desserts), .recipe(42), .step(2)])
    #expect(try Self.routes.destinations.screens(for: NavPath([5])) == [.number(5)])
    #expect(!Self.routes.destinations.canShow("pie"))
  }

  @Test func linksAreTheDeclaredPatternsInDeclarationOrder() {
    #expect(Self.routes.links.map(\.pattern.description) == ["/category/:name", "/recipe/:id"])
  }

  @Test func linkReadsAndPrintsTheDeclaredValues() throws {
    var path = NavPath()
    path.append(Category.mains)
    path.append(Recipe(id: 7))
    #expect(try Self.table.link(for: path) == "recipes://category/mains/recipe/7")
    #expect(try Self.table.open("recipes://category/mains/recipe/7") == path)
  }

  @Test func linkRejectionReasonReachesTheError() {
    #expect {
      try Self.table.parse("recipes://category/mains/recipe/0")
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .rejectedValues && error.location.segment == 2
        && error.description
          == "route /recipe/:id rejected its values at segment 2 (offset 25): recipe ids start "
          + "at 1"
    }
  }

  @Test func elementFromElsewhereRunsTheSameValidation() throws {
    try Self.table.validate(NavPath.Element(Recipe(id: 1)))
    #expect {
      try Self.table.validate(NavPath.Element(Recipe(id: 0)))
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .rejectedValues
        && error.description
          == "Recipe(id: 0) as Recipe is rejected by route /recipe/:id: recipe ids start at 1"
    }
  }

  @Test func linkParseReturningNilRejectsWithoutReason() {
    #expect {
      try Self.table.parse("recipes://category/snacks")
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "route /category/:name rejected its values at segment 0 (offset 10)"
    }
  }

  @Test func linkParameterOfTheWrongTypeNamesItsExpectation() {
    #expect {
      try Self.table.parse("recipes://recipe/pie")
    } throws: { error in
      (error as? DeepLinkError)?.kind == .invalidParameter
    }
  }

  @Test func typeDeclaredWithoutLinkHasNoRoute() {
    #expect {
      try Self.table.link(for: NavPath([5]))
    } throws: { error in
      (error as? DeepLinkError)?.kind == .noRoute
    }
  }

  @Test func secondRouteForATypeIsAConflictAndChangesNothing() throws {
    var routes = Self.routes
    #expect {
      try routes.tryRoute(
        Recipe.self,
        link: DeepLinkRoute("/r/:id") { (id: Int) in
          Recipe(id: id)
        } print: {
          $0.id
        }
      ) { .number($0.id) }
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == .typeAlreadyDeclared && error.kind.code == "typeAlreadyDeclared"
        && error.kind.fault == .caller
        && error.description
          == "NavCoreTests.NavRoutesTests.Recipe already has a route in this scope"
        && error.location.pattern == nil && error.location.routes.isEmpty
    }
    #expect(routes.links.count == 2)
    #expect(try routes.destinations.screen(for: Recipe(id: 3), on: NavPath()) == .recipe(3))
  }

  @Test func secondRouteForATypeTraps() async {
    await #expect(processExitsWith: .failure) {
      var routes = NavRoutesTests.routes
      routes.route(Int.self) { .step($0) }
    }
  }

  @Test func linksThatCanPrintTheSameLinkAreRefusedWhenTheTableIsBuilt() {
    var routes = NavRoutes<Screen>()
    routes.route(Settings.self, link: DeepLinkRoute("/recipe/new", value: Settings())) { _ in
      .label("settings")
    }
    routes.route(
      Label.self,
      link: DeepLinkRoute("/recipe/:slug") { (slug: String) in
        Label(name: slug)
      } print: {
        $0.name
      }
    ) { .label($0.name) }
    #expect {
      try DeepLinkTable(validating: routes.links)
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == .ambiguousRoutes && error.location.routes == [0, 1]
        && error.description
          == "routes 0 (/recipe/new) and 1 (/recipe/:slug) can print the same link: "
          + #"/recipe/:slug prints "new" for :slug, which reads back as /recipe/new"#
    }
  }

  @Test func registriesComposeWithTheDeclarations() throws {
    var destinations = Self.routes.destinations
    destinations.register(Settings.self) { _ in .label("settings") }
    let table = DeepLinkTable(
      origins: [.scheme("recipes")],
      routes: Self.routes.links + [DeepLinkRoute("/settings", value: Settings())])
    let path: NavPath = try table.open("recipes://category/desserts/settings")
    #expect(try destinations.screens(for: path) == [.category(.desserts), .label("settings")])
    #expect(try table.link(for: path) == "recipes://category/desserts/settings")
  }

  @Test func scopeRuleReachesTheDestinations() {
    #expect(NavRoutes<Screen>().destinations.scopeRule == .innermostWins)
    #expect(
      NavRoutes<Screen>(scopeRule: .closestToRootWins).destinations.scopeRule == .closestToRootWins)
  }

  @Test func randomStacksOfRoutedValuesPrintAndReadBack() throws {
    var generator = SplitMix64(seed: 16)
    for _ in 0..<200 {
      var path = NavPath()
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        if Bool.random(using: &generator) {
          path.append(Category.allCases.randomElement(using: &generator)!)
        } else {
          path.append(Recipe(id: Int.random(in: 1...1_000_000, using: &generator)))
        }
      }
      let link = try Self.table.link(for: path)
      #expect(try Self.table.open(link) == path, "\(link)")
    }
  }
}
