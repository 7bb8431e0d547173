import NavCore
import Testing

/// The snippets of the Destinations article in NavCore.docc, line for line, with the results their comments show.
///
/// The article's top-level declarations are nested here so that they cannot clash with other
/// suites' types in this target.
@Suite struct DestinationDocsTests {
  enum Category: Hashable, Sendable { case desserts, mains }
  struct Recipe: Hashable, Sendable { var id: Int }

  enum Screen: Equatable, Sendable {
    case number(Int)
    case recipeNumber(Int)
    case category(Category)
    case recipe(Int)
  }

  protocol Named { var name: String { get } }

  class Animal: Hashable, @unchecked Sendable, Named {  // Sendable: immutable
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }
  class Mammal: Animal, @unchecked Sendable {}
  final class Dog: Mammal, @unchecked Sendable {}
  struct Ingredient: Hashable, Sendable, Named { var name: String }

  /// "Register, then resolve": the registry, its nested destinations and the path.
  struct Guide {
    let categoryDestinations: DestinationRegistry<Screen>
    let registry: DestinationRegistry<Screen>
    let path: NavPath
  }

  static func registerThenResolve() -> Guide {
    // What the Category screen declares for the values pushed on top of it.
    var categoryDestinations = DestinationRegistry<Screen>()
    categoryDestinations.register(Int.self) { .recipeNumber($0) }
    categoryDestinations.register(Recipe.self) { .recipe($0.id) }

    var registry = DestinationRegistry<Screen>()
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: categoryDestinations) { .category($0) }

    var path = NavPath()
    path.append(3)
    path.append(Category.desserts)
    path.append(7)
    return Guide(categoryDestinations: categoryDestinations, registry: registry, path: path)
  }

  @Test func registerThenResolveSnippet() throws {
    let guide = Self.registerThenResolve()
    let (registry, path) = (guide.registry, guide.path)
    #expect(
      try registry.screens(for: path) == [.number(3), .category(.desserts), .recipeNumber(7)])
    #expect(registry.canShow(Recipe(id: 1)) == false)
    #expect(registry.canShow(Recipe(id: 1), on: path) == true)
  }

  @Test func swiftUIStyleSnippet() throws {
    let guide = Self.registerThenResolve()
    let (categoryDestinations, path) = (guide.categoryDestinations, guide.path)
    var swiftUIStyle = DestinationRegistry<Screen>(scopeRule: .closestToRootWins)
    swiftUIStyle.register(Int.self) { .number($0) }
    swiftUIStyle.register(Category.self, destinations: categoryDestinations) { .category($0) }

    #expect(try swiftUIStyle.screens(for: path) == [.number(3), .category(.desserts), .number(7)])
  }

  @Test func specificitySnippet() throws {
    var animals = DestinationRegistry<String>()
    animals.register(conformingTo: (any Named).self) { "named \($0.name)" }
    animals.register(Animal.self) { "animal \($0.name)" }
    animals.register(Mammal.self) { "mammal \($0.name)" }

    #expect(try animals.screen(for: Dog(name: "Rex")) == "mammal Rex")
    #expect(try animals.screen(for: Animal(name: "Nemo")) == "animal Nemo")
    #expect(try animals.screen(for: Ingredient(name: "salt")) == "named salt")
  }

  @Test func missesSnippet() {
    let registry = Self.registerThenResolve().registry
    var deepLink = NavPath()
    deepLink.append(Category.desserts)
    deepLink.append("apple-pie")

    let resolution = registry.resolve(deepLink)
    #expect(resolution.screens == [.category(.desserts), nil])
    #expect(resolution.dropped[0].location.elementIndex == 1)
    #expect(
      "\(resolution.dropped[0])"
        == "No destination for element 1 of type String: nothing registered at that depth handles "
        + "it. Registered there: Category, Int, Recipe.")
  }

  @Test func declareEachRouteOnceSnippet() throws {
    let guide = Self.registerThenResolve()
    let path = guide.path
    var categoryRoutes = NavRoutes<Screen>()
    categoryRoutes.route(
      Int.self,
      link: DeepLinkRoute("/recipe/:n") { (n: Int) in
        n
      } print: {
        $0
      }
    ) { .recipeNumber($0) }

    var routes = NavRoutes<Screen>()
    routes.route(
      Int.self,
      link: DeepLinkRoute("/number/:n") { (n: Int) in
        n
      } print: {
        $0
      }
    ) { .number($0) }
    routes.route(Category.self, destinations: categoryRoutes) {
      .category($0)
    }

    #expect(
      try routes.destinations.screens(for: path)
        == [.number(3), .category(.desserts), .recipeNumber(7)])
    let table = DeepLinkTable(origins: [.scheme("recipes")], routes: routes.links)
    #expect(try table.link(for: NavPath([3, 4])) == "recipes://number/3/number/4")
    #expect {
      try table.open("recipes://recipe/7")
    } throws: { error in
      let error = error as? DeepLinkError
      return error?.kind == .outOfScope
        && error?.description
          == "route /recipe/:n at segment 0 (offset 10) opens only in the scope of Category, "
          + "above a Category"
    }
  }

  @Test func registeringTwiceSnippet() throws {
    var settings = DestinationRegistry<Screen>()
    settings.register(Int.self) { .number($0) }
    let added = settings.tryRegister(Int.self) { .recipeNumber($0) }  // false
    #expect(added == false)
    #expect(try settings.screen(for: 1) == .number(1))
  }
}

extension DestinationDocsTests {
  /// The destination lines proposed for the README's quick start, with the README's own types.
  @Suite struct ReadmeQuickStart {
    enum Category: String, Hashable, Sendable { case desserts, mains }
    struct Recipe: Hashable, Sendable {
      var id: Int
      var name: String
    }

    // Which screen shows each value, like navigationDestination(for:), as plain data.
    enum Screen: Equatable, Sendable {
      case category(Category)
      case recipe(Int)
      case step(Int)
    }

    @Test func readmeSnippet() throws {
      var recipeDestinations = DestinationRegistry<Screen>()
      recipeDestinations.register(Int.self) { .step($0) }  // declared by the recipe screen

      var destinations = DestinationRegistry<Screen>()
      destinations.register(Category.self) { .category($0) }
      destinations.register(Recipe.self, destinations: recipeDestinations) { .recipe($0.id) }

      var stack = NavPath()
      stack.append(Category.desserts)
      stack.append(Recipe(id: 42, name: "Apple Pie"))
      stack.append(3)
      #expect(
        try destinations.screens(for: stack) == [.category(.desserts), .recipe(42), .step(3)])
      #expect(destinations.canShow(3) == false)  // only a recipe screen shows steps
      #expect(
        destinations.resolve(NavPath([3])).dropped.map(\.description) == [
          "No destination for element 0 of type Int: nothing registered at that depth handles it. "
            + "Registered there: Category, Recipe."
        ])
    }
  }
}
