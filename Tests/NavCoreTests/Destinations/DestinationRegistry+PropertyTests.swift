import NavCore
import Testing

extension DestinationRegistryTests {

  /// A registry that exercises every rule at once: three levels of nested scopes, the same types
  /// registered at several depths, classes and protocols, and an ambiguity in one scope only.
  private static func layeredRegistry(rule: DestinationScopeRule) -> DestinationRegistry<Screen> {
    var recipeDestinations = DestinationRegistry<Screen>()
    recipeDestinations.register(Int.self) { .ingredientNumber($0) }
    recipeDestinations.register(conformingTo: (any Named).self) { .named($0.name) }
    recipeDestinations.register(conformingTo: (any Pet).self) { _ in .pet }
    recipeDestinations.register(Dog.self) { .dog($0.name) }

    var categoryDestinations = DestinationRegistry<Screen>()
    categoryDestinations.register(Int.self) { .recipeNumber($0) }
    categoryDestinations.register(Recipe.self, destinations: recipeDestinations) { .recipe($0.id) }
    categoryDestinations.register(Mammal.self) { .mammal($0.name) }

    var registry = DestinationRegistry<Screen>(scopeRule: rule)
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: categoryDestinations) { .category($0) }
    registry.register(Animal.self, destinations: categoryDestinations) { .animal($0.name) }
    registry.register(conformingTo: (any Named).self) { _ in .pet }
    return registry
  }

  /// Appends a random value of a random type, registered or not.
  private static func appendRandomValue(to path: inout NavPath, using random: inout SplitMix64) {
    let number = Int.random(in: 0..<100, using: &random)
    switch Int.random(in: 0..<9, using: &random) {
    case 0: path.append(number)
    case 1: path.append(Category.allCases.randomElement(using: &random) ?? .desserts)
    case 2: path.append(Recipe(id: number))
    case 3: path.append(Dog(name: "d\(number)"))
    case 4: path.append(Cat(name: "c\(number)"))
    case 5: path.append(Animal(name: "a\(number)"))
    case 6: path.append(Ingredient(name: "i\(number)"))
    case 7: path.append(Puppy(name: "p\(number)"))
    default: path.append("s\(number)")
    }
  }

  @Test(arguments: [DestinationScopeRule.innermostWins, .closestToRootWins])
  func resolvingAPathEqualsResolvingEachElementOnItsPrefix(rule: DestinationScopeRule) {
    let registry = Self.layeredRegistry(rule: rule)
    var random = SplitMix64(seed: 0x5EED_0003)
    var checkedScreens = 0
    var checkedMisses = 0
    for _ in 0..<200 {
      var path = NavPath()
      for _ in 0..<Int.random(in: 0...24, using: &random) {
        Self.appendRandomValue(to: &path, using: &random)
      }
      let resolution = registry.resolve(path)
      #expect(resolution.screens.count == path.count)

      var prefix = NavPath()
      var expectedScreens: [Screen?] = []
      var expectedMisses: [DestinationError] = []
      for element in path {
        let screen: Screen?
        do {
          screen = try registry.screen(for: element, on: prefix)
          checkedScreens += 1
        } catch {
          screen = nil
          expectedMisses.append(error)
          checkedMisses += 1
        }
        expectedScreens.append(screen)
        #expect(registry.canShow(element, on: prefix) == (screen != nil))
        prefix.append(element)
      }
      #expect(resolution.screens == expectedScreens)
      #expect(resolution.dropped == expectedMisses)

      switch Result(catching: { () throws(DestinationError) in try registry.screens(for: path) }) {
      case .success(let screens): #expect(resolution.isComplete && screens == expectedScreens)
      case .failure(let error): #expect(error == resolution.dropped.first)
      }
    }
    // The generator reaches both outcomes, so the comparison above is not vacuous.
    #expect(checkedScreens > 1_000)
    #expect(checkedMisses > 100)
  }
}
