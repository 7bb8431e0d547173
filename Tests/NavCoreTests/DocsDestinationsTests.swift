import NavCore
import Testing

/// The recipe-and-step wiring of the README's quick start on literal paths: a nested scope, a
/// value checked before it is pushed, and a miss with its exact message.
@Suite struct DocsDestinationsTests {
  typealias Category = PathFixtures.Category

  enum Screen: Equatable, Sendable {
    case category(Category)
    case recipe(Int)
    case step(Int)
  }

  static var registry: DestinationRegistry<Screen> {
    var recipeScreen = DestinationRegistry<Screen>()  // what a recipe screen declares
    recipeScreen.register(Int.self) { .step($0) }

    var registry = DestinationRegistry<Screen>()
    registry.register(Category.self) { .category($0) }
    registry.register(Int.self, destinations: recipeScreen) { .recipe($0) }
    return registry
  }

  @Test func resolvingAPath() throws {
    let registry = Self.registry
    let path: NavPath = [Category.desserts, 42, 3]
    #expect(try registry.screens(for: path) == [.category(.desserts), .recipe(42), .step(3)])
    #expect(registry.canShow("apple-pie", on: path) == false)
  }

  @Test func aMissNamesTheElement() {
    let registry = Self.registry
    let deepLink: NavPath = [Category.desserts, "apple-pie"]
    let resolution = registry.resolve(deepLink)
    #expect(resolution.screens == [.category(.desserts), nil])
    #expect(resolution.dropped.map(\.location.elementIndex) == [1])
    #expect(
      resolution.dropped[0].description
        == "No destination for element 1 of type String: nothing registered at that depth "
        + "handles it. Registered there: Category, Int.")
  }
}
