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
        == #"{"version":1,"tags":["recipe","user"],"#
        + #""elements":[[0,{"id":1,"name":"Pie"}],[1,{"id":2,"name":"Ana"}]]}"#)
    #expect(try types.decode(NavPath.self, from: types.encode(path)) == path)
    #expect(try Self.routes.destinations.screens(for: path) == [.recipe(1), .user("Ana")])
    #expect(Self.routes.links.map(\.pattern.description) == ["/recipe/:id"])
  }

  @Test func aliasesOfTheDeclarationsAreRead() throws {
    let types = NavTypeRegistry(routes: Self.routes)
    let saved = #"{"version":1,"tags":["MyApp.Recipe"],"elements":[[0,{"id":1,"name":"Pie"}]]}"#
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

  @Test func takenTagIsAConflictAndChangesNothing() {
    var routes = Self.routes
    expectConflict(
      .tagAlreadyDeclared, #"tag "recipe" is already registered for NavCodableTests.Recipe"#
    ) {
      try routes.tryRoute(Tagged.self, tag: "recipe") { _ in .step(0) }
    }
    expectConflict(.repeatedTag, #"tag "t" is given twice"#) {
      try routes.tryRoute(Tagged.self, tag: "t", aliases: ["t"]) { _ in .step(0) }
    }
    #expect(!routes.destinations.canShow(Tagged()))
    #expect(!NavTypeRegistry(routes: routes).isRegistered(tag: "t"))
  }

  @Test func typeWithARouteIsAConflictWithOrWithoutTag() {
    var routes = Self.routes
    expectConflict(
      .typeAlreadyDeclared,
      #"NavCodableTests.Recipe is already registered under tag "recipe""#
    ) {
      try routes.tryRoute(Recipe.self, tag: "dish") { .recipe($0.id) }
    }
    expectConflict(.typeAlreadyDeclared, "Int already has a route") {
      try routes.tryRoute(Int.self, tag: "step") { .step($0) }
    }
    #expect(!NavTypeRegistry(routes: routes).isRegistered(tag: "step"))
    #expect(!NavTypeRegistry(routes: routes).isRegistered(tag: "dish"))
  }

  @Test func conflictingTagTraps() async {
    await #expect(processExitsWith: .failure) {
      var routes = NavRoutesSavingTests.routes
      routes.route(Tagged.self, tag: "user") { _ in .step(0) }
    }
  }

  /// A type of these tests with no route yet.
  struct Tagged: Codable, Hashable, Sendable {}

  /// Expects `body` to throw a registration conflict of `kind` with `message`.
  func expectConflict(
    _ kind: RouteDeclarationError.Kind, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    #expect(sourceLocation: sourceLocation) {
      try body()
    } throws: { error in
      guard let conflict = error as? RouteDeclarationError else { return false }
      return conflict.kind == kind && conflict.description == message
    }
  }
}
