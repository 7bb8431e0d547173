import NavCodable
import NavCore
import Testing

/// Routes declared with a tag: the registry of saved types derived from the same declarations.
@Suite struct NavRoutesSavingTests {
  enum Screen: Hashable, Sendable {
    case recipe(Int)
    case user(String)
    case step(Int)
  }

  /// Recipes saved as "recipe" and linked, users saved as "user", steps shown but not saved.
  static let routes: NavRoutes<Screen> = {
    var routes = NavRoutes<Screen>()
    routes.route(
      Recipe.self, tag: "recipe", aliases: ["MyApp.Recipe"],
      link: DeepLinkRoute("/recipe/:id") { (id: Int) in
        Recipe(id: id, name: "")
      } print: {
        $0.id
      }
    ) { .recipe($0.id) }
    routes.route(User.self, tag: "user") { .user($0.name) }
    routes.route(Int.self) { .step($0) }
    return routes
  }()

  @Test func tagsOfTheDeclarationsAreWhatIsSaved() throws {
    let types = NavTypeRegistry(routes: Self.routes)
    let path = NavPath(
      [Recipe(id: 1, name: "Pie"), User(id: 2, name: "Ana")] as [any Hashable & Sendable])
    #expect(
      text(try types.encode(path))
        == #"{"v":1,"t":["recipe","user"],"#
        + #""stack":[[0,{"id":1,"name":"Pie"}],[1,{"id":2,"name":"Ana"}]]}"#)
    #expect(try types.decode(NavPath.self, from: types.encode(path)) == path)
    #expect(try Self.routes.destinations.screens(for: path) == [.recipe(1), .user("Ana")])
    #expect(Self.routes.links.map(\.pattern.description) == ["/recipe/:id"])
  }

  @Test func aliasesOfTheDeclarationsAreRead() throws {
    let types = NavTypeRegistry(routes: Self.routes)
    let saved = #"{"v":1,"t":["MyApp.Recipe"],"stack":[[0,{"id":1,"name":"Pie"}]]}"#
    #expect(
      try types.decode(NavPath.self, from: data(saved)) == NavPath([Recipe(id: 1, name: "Pie")]))
  }

  @Test func typeDeclaredWithoutTagIsNotSaved() {
    let types = NavTypeRegistry(routes: Self.routes)
    #expect(types.tag(for: Int.self) == nil)
    #expect {
      try types.encode(NavPath([3]))
    } throws: { error in
      (error as? NavCodingError)?.kind == .unregisteredType
    }
  }

  @Test func schemaIsTheOneGiven() {
    let schema = NavSchema(version: 3)
    #expect(NavTypeRegistry(routes: Self.routes, schema: schema).schema.version == 3)
    #expect(NavTypeRegistry(routes: Self.routes).schema.version == 1)
    #expect(NavTypeRegistry(routes: NavRoutes<Screen>()).tag(for: Recipe.self) == nil)
  }

  @Test func takenTagIsADeclarationErrorAndChangesNothing() {
    var routes = Self.routes
    expectMistake(
      .tagAlreadyDeclared,
      #"tag "recipe" of NavCodableTests.NavRoutesSavingTests.Tagged is already "#
        + "NavCodableTests.Recipe's"
    ) {
      try routes.tryRoute(Tagged.self, tag: "recipe") { _ in .step(0) }
    }
    expectMistake(
      .repeatedTag, #"tag "t" of NavCodableTests.NavRoutesSavingTests.Tagged is given twice"#
    ) {
      try routes.tryRoute(Tagged.self, tag: "t", aliases: ["t"]) { _ in .step(0) }
    }
    #expect(!routes.destinations.canShow(Tagged()))
    #expect(!NavTypeRegistry(routes: routes).isRegistered(tag: "t"))
  }

  @Test func routesAndRegistryNameATakenTagsTypesAlike() {
    var routes = Self.routes
    var registry = NavTypeRegistry(routes: Self.routes)
    let declared = #expect(throws: RouteDeclarationError.self) {
      try routes.tryRoute(Tagged.self, tag: "recipe") { _ in .step(0) }
    }
    let registered = #expect(throws: RouteDeclarationError.self) {
      try registry.tryRegister(Tagged.self, tag: "recipe")
    }
    #expect(declared?.description == registered?.description)
  }

  @Test func typeWithARouteIsOneMistakeWithOrWithoutTag() {
    var routes = Self.routes
    expectMistake(
      .typeAlreadyDeclared, "NavCodableTests.Recipe already has a route in this scope"
    ) {
      try routes.tryRoute(Recipe.self, tag: "dish") { .recipe($0.id) }
    }
    expectMistake(.typeAlreadyDeclared, "Swift.Int already has a route in this scope") {
      try routes.tryRoute(Int.self, tag: "step") { .step($0) }
    }
    expectMistake(.typeAlreadyDeclared, "Swift.Int already has a route in this scope") {
      try routes.tryRoute(Int.self) { .step($0) }
    }
    #expect(!NavTypeRegistry(routes: routes).isRegistered(tag: "step"))
    #expect(!NavTypeRegistry(routes: routes).isRegistered(tag: "dish"))
  }

  @Test func tagsOfNestedScopesAndTypesWithoutScreenAreSaved() throws {
    var steps = NavRoutes<Screen>()
    steps.route(Int.self, tag: "step") { .step($0) }
    var routes = NavRoutes<Screen>()
    routes.route(Tab.self, tag: "tab")
    routes.route(Recipe.self, tag: "recipe", destinations: steps) { .recipe($0.id) }
    let types = NavTypeRegistry(routes: routes)
    #expect(types.tag(for: Tab.self) == "tab")
    #expect(types.tag(for: Int.self) == "step")
    let path = NavPath([Recipe(id: 1, name: "Pie"), 2] as [any Hashable & Sendable])
    #expect(
      text(try types.encode(path))
        == #"{"v":1,"t":["recipe","step"],"stack":[[0,{"id":1,"name":"Pie"}],[1,2]]}"#)
    #expect(try types.decode(NavPath.self, from: types.encode(path)) == path)
  }

  @Test func conflictingTagTraps() async {
    await #expect(processExitsWith: .failure) {
      var routes = NavRoutesSavingTests.routes
      routes.route(Tagged.self, tag: "user") { _ in .step(0) }
    }
  }

  /// A type of these tests with no route yet.
  struct Tagged: Codable, Hashable, Sendable {}

  /// A tab key: saved, but shown by no screen of its own.
  enum Tab: String, Codable, Hashable, Sendable { case recipes }

  /// Expects `body` to throw a route declaration error of `kind` with `description`.
  func expectMistake(
    _ kind: RouteDeclarationError.Kind, _ description: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    #expect(sourceLocation: sourceLocation) {
      try body()
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == kind && error.description == description
        && error.domain == "NavCore.RouteDeclarationError"
    }
  }
}
