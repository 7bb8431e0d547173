import NavCore
import Testing

private typealias Screen = DestinationFixtures.Screen
private typealias Category = DestinationFixtures.Category
private typealias Recipe = DestinationFixtures.Recipe
private typealias Named = DestinationFixtures.Named
private typealias Pet = DestinationFixtures.Pet
private typealias Puppy = DestinationFixtures.Puppy

@Suite struct DestinationErrorTests {
  @Test func unregisteredMessageNamesElementTypeAndRegisteredTypes() {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(throws: DestinationError.self) {
      try registry.screens(for: DestinationFixtures.path(Category.desserts, "pie"))
    }
    do {
      _ = try registry.screens(for: DestinationFixtures.path(Category.desserts, "pie"))
    } catch {
      #expect(error.kind == .unregistered)
      #expect(error.location.elementIndex == 1)
      #expect(
        error.description
          == "No destination for element 1 of type String: nothing registered at that depth "
          + "handles it. Registered there: Category, Int, Recipe.")
    }
  }

  @Test func unregisteredMessageInAnEmptyRegistry() {
    let registry = DestinationRegistry<Screen>()
    #expect(
      registry.resolve(NavPath([true])).dropped.map(\.description) == [
        "No destination for element 0 of type Bool: nothing registered at that depth handles it. "
          + "Nothing is registered there."
      ])
  }

  @Test func ambiguousMessageNamesTheMatchingProtocols() {
    var registry = DestinationRegistry<Screen>()
    registry.register(conformingTo: (any Pet).self) { _ in .pet }
    registry.register(conformingTo: (any Named).self) { .named($0.name) }
    let misses = registry.resolve(NavPath([Puppy(name: "Rex")])).dropped
    #expect(misses.map(\.kind) == [.ambiguous])
    #expect(
      misses.map(\.description) == [
        "Ambiguous destination for element 0 of type Puppy: it conforms to any Named and any Pet, "
          + "registered in the same scope. Register Puppy in that scope to choose."
      ])
  }

  @Test func resolveListsEveryMissWithItsIndexAndType() {
    let registry = DestinationFixtures.recipesRegistry()
    let path = DestinationFixtures.path("a", 1, Recipe(id: 2), Category.mains, true, Recipe(id: 3))
    let resolution = registry.resolve(path)
    #expect(resolution.screens == [nil, .number(1), nil, .category(.mains), nil, .recipe(3)])
    #expect(resolution.dropped.map(\.location.elementIndex) == [0, 2, 4])
    #expect(
      resolution.dropped.map { $0.description.prefix { $0 != ":" } } == [
        "No destination for element 0 of type String",
        "No destination for element 2 of type Recipe",
        "No destination for element 4 of type Bool",
      ])
    #expect(!resolution.isComplete)
  }

  @Test func throwingVariantStopsAtTheFirstMiss() {
    let registry = DestinationFixtures.recipesRegistry()
    let path: TypedPath<String> = ["a", "b"]
    #expect(throws: DestinationError.self) { try registry.screens(for: path) }
    #expect(registry.resolve(path).dropped.map(\.location.elementIndex) == [0, 1])
    do {
      _ = try registry.screens(for: path)
    } catch {
      #expect(error.location.elementIndex == 0)
    }
  }

  @Test func missOnTopOfAPathHasThePathsCountAsIndex() {
    let registry = DestinationFixtures.recipesRegistry()
    let path = DestinationFixtures.path(1, 2, Category.desserts)
    #expect(throws: DestinationError.self) { try registry.screen(for: "pie", on: path) }
    do {
      _ = try registry.screen(for: "pie", on: path)
    } catch {
      #expect(error.location.elementIndex == 3)
      #expect(error.description.hasSuffix(" Registered there: Category, Int, Recipe."))
    }
    do {
      _ = try registry.screen(for: "pie", on: TypedPath<String>())
    } catch {
      #expect(error.location.elementIndex == 0)
    }
  }

  @Test(arguments: [
    (DestinationError.Kind.unregistered, "unregistered"),
    (.ambiguous, "ambiguous"),
  ])
  func kindDescriptions(kind: DestinationError.Kind, description: String) {
    #expect(kind.description == description)
  }
}
