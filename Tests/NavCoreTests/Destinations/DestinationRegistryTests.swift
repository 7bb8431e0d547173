import NavCore
import Testing

@Suite struct DestinationRegistryTests {
  typealias Screen = DestinationFixtures.Screen
  typealias Category = DestinationFixtures.Category
  typealias Recipe = DestinationFixtures.Recipe
  typealias Ingredient = DestinationFixtures.Ingredient
  typealias Puppy = DestinationFixtures.Puppy
  typealias Named = DestinationFixtures.Named
  typealias Pet = DestinationFixtures.Pet
  typealias Animal = DestinationFixtures.Animal
  typealias Mammal = DestinationFixtures.Mammal
  typealias Dog = DestinationFixtures.Dog
  typealias Cat = DestinationFixtures.Cat

  @Test func resolvesOneValueAtTheRoot() throws {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(try registry.screen(for: 3) == .number(3))
    #expect(try registry.screen(for: Category.mains) == .category(.mains))
  }

  @Test func resolvesAnElementAsTheValueItWraps() throws {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(try registry.screen(for: NavPath.Element(3)) == .number(3))
    #expect(registry.canShow(NavPath.Element(3)))
  }

  @Test func resolvesEveryElementOfANavPathInOrder() throws {
    let registry = DestinationFixtures.recipesRegistry()
    let path = DestinationFixtures.path(Category.desserts, Recipe(id: 12))
    let resolution = registry.resolve(path)
    #expect(resolution.screens == [.category(.desserts), .recipe(12)])
    #expect(resolution.dropped.isEmpty)
    #expect(resolution.isComplete)
    #expect(try registry.screens(for: path) == [.category(.desserts), .recipe(12)])
  }

  @Test func resolvesATypedPath() throws {
    let registry = DestinationFixtures.recipesRegistry()
    let path: TypedPath<Int> = [1, 2, 3]
    #expect(registry.resolve(path).screens == [.number(1), .number(2), .number(3)])
    #expect(try registry.screens(for: path) == [.number(1), .number(2), .number(3)])
    #expect(try registry.screen(for: 4, on: path) == .number(4))
    #expect(registry.canShow(4, on: path))
  }

  @Test func resolvesAnEmptyPathToNoScreens() throws {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(registry.resolve(NavPath()).screens.isEmpty)
    #expect(registry.resolve(NavPath()).isComplete)
    #expect(try registry.screens(for: TypedPath<Int>()).isEmpty)
  }

  @Test func anEmptyRegistryShowsNothing() {
    let registry = DestinationRegistry<Screen>()
    #expect(!registry.canShow(1))
    #expect(registry.resolve(NavPath([1])).screens == [nil])
  }

  @Test func canShowAnswersBeforePushing() {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(registry.canShow(Category.desserts))
    #expect(!registry.canShow(Recipe(id: 1)))
    #expect(registry.canShow(Recipe(id: 1), on: NavPath([Category.desserts])))
    #expect(!registry.canShow("pie", on: NavPath([Category.desserts])))
  }

  @Test func canShowDoesNotCallHandlers() {
    var registry = DestinationRegistry<Screen>()
    registry.register(Int.self) { _ in
      Issue.record("canShow called a handler")
      return .number(0)
    }
    #expect(registry.canShow(1, on: NavPath([1, 2])))
  }

  @Test func screenOnTopOfAPathSkipsThePathsMisses() throws {
    let registry = DestinationFixtures.recipesRegistry()
    let path = DestinationFixtures.path("pie", Category.desserts, "tart")
    #expect(try registry.screen(for: 7, on: path) == .recipeNumber(7))
  }

  @Test func registeringATypeTwiceInOneScopeKeepsTheFirst() throws {
    var registry = DestinationRegistry<Screen>()
    #expect(registry.tryRegister(Int.self) { .number($0) })
    #expect(!registry.tryRegister(Int.self) { .recipeNumber($0) })
    #expect(try registry.screen(for: 5) == .number(5))
  }

  @Test func registeringAProtocolTwiceInOneScopeKeepsTheFirst() throws {
    var registry = DestinationRegistry<Screen>()
    #expect(
      registry.tryRegister(conformingTo: (any Named).self) { _ in .pet })
    #expect(
      !registry.tryRegister(conformingTo: (any Named).self) {
        .named($0.name)
      })
    #expect(try registry.screen(for: Ingredient(name: "salt")) == .pet)
  }

  @Test func registeringATypeTwiceTraps() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var registry = DestinationRegistry<Int>()
        registry.register(Int.self) { $0 }
        registry.register(Int.self) { $0 + 1 }
      })
    // Optimized builds trap without printing precondition messages.
    #if DEBUG
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "DestinationRegistry.register(Int.self): the type is already registered in this scope; "
            + "use tryRegister to keep the first registration"))
    #else
      _ = result
    #endif
  }

  @Test func registeringAProtocolTwiceTraps() async throws {
    let result = try #require(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var registry = DestinationRegistry<Int>()
        registry.register(conformingTo: (any BinaryInteger).self) { _ in 1 }
        registry.register(conformingTo: (any BinaryInteger).self) { _ in 2 }
      })
    // Optimized builds trap without printing precondition messages.
    #if DEBUG
      #expect(
        String(decoding: result.standardErrorContent, as: UTF8.self).contains(
          "DestinationRegistry.register(conformingTo: (any BinaryInteger).self): the protocol is "
            + "already registered in this scope; use tryRegister to keep the first "
            + "registration"))
    #else
      _ = result
    #endif
  }

  @Test func theSameTypeInDifferentScopesIsNotADuplicate() throws {
    var nested = DestinationRegistry<Screen>()
    nested.register(Int.self) { .recipeNumber($0) }
    var registry = DestinationRegistry<Screen>()
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: nested) { .category($0) }
    #expect(try registry.screen(for: 1, on: NavPath([Category.mains])) == .recipeNumber(1))
  }

  @Test func nestedDestinationsAreTakenAsTheyAreWhenRegistered() {
    var nested = DestinationRegistry<Screen>()
    var registry = DestinationRegistry<Screen>()
    registry.register(Category.self, destinations: nested) { .category($0) }
    nested.register(Int.self) { .recipeNumber($0) }
    #expect(!registry.canShow(1, on: NavPath([Category.mains])))
  }

  /// A screen type that is not `Sendable`, such as a view-model factory holding mutable state.
  final class ViewModel {
    var title: String

    init(title: String) {
      self.title = title
    }
  }

  @Test func registryIsSendableWhateverTheScreenType() async {
    var registry = DestinationRegistry<ViewModel>()
    registry.register(Int.self) { ViewModel(title: "Recipe \($0)") }
    let title = await Task { [registry] in registry.resolve(NavPath([7])).screens[0]?.title }.value
    #expect(title == "Recipe 7")
  }

  @Test func resolvesFromManyTasksAtOnce() async {
    let registry = DestinationFixtures.recipesRegistry()
    let path = DestinationFixtures.path(3, Category.desserts, 7, Recipe(id: 9), 11)
    let expected: [Screen?] = [
      .number(3), .category(.desserts), .recipeNumber(7), .recipe(9), .ingredientNumber(11),
    ]
    let results = await withTaskGroup(of: [Screen?].self) { group in
      for _ in 0..<64 {
        group.addTask {
          var last: [Screen?] = []
          for _ in 0..<50 { last = registry.resolve(path).screens }
          return last
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 64)
    #expect(results.allSatisfy { $0 == expected })
  }
}
