import NavCore
import Testing

extension DestinationRegistryTests {
  @Test func innermostScopeWinsByDefault() {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(registry.scopeRule == .innermostWins)
    let path = DestinationFixtures.path(3, Category.desserts, 7)
    #expect(registry.resolve(path).screens == [.number(3), .category(.desserts), .recipeNumber(7)])
  }

  @Test func closestToRootWinsWhenAsked() {
    let registry = DestinationFixtures.recipesRegistry(scopeRule: .closestToRootWins)
    let path = DestinationFixtures.path(3, Category.desserts, 7)
    #expect(registry.resolve(path).screens == [.number(3), .category(.desserts), .number(7)])
  }

  @Test(arguments: [
    (
      DestinationScopeRule.innermostWins,
      [Screen.number(1), .category(.mains), .recipe(2), .ingredientNumber(3)]
    ),
    (.closestToRootWins, [.number(1), .category(.mains), .recipe(2), .number(3)]),
  ])
  func nestedScopesStackAlongThePath(
    rule: DestinationScopeRule, expected: [Screen]
  ) throws {
    let registry = DestinationFixtures.recipesRegistry(scopeRule: rule)
    let path = DestinationFixtures.path(1, Category.mains, Recipe(id: 2), 3)
    #expect(try registry.screens(for: path) == expected)
  }

  @Test func nestedDestinationsApplyOnlyAfterTheirElement() {
    let registry = DestinationFixtures.recipesRegistry()
    let resolution = registry.resolve(DestinationFixtures.path(Recipe(id: 1), Category.desserts))
    #expect(resolution.screens == [nil, .category(.desserts)])
    #expect(resolution.dropped.map(\.location.elementIndex) == [0])
  }

  @Test func typeOnlyRegisteredInANestedScopeIsShownOnlyAboveItsElement() {
    let registry = DestinationFixtures.recipesRegistry()
    #expect(!registry.canShow(Recipe(id: 1)))
    #expect(registry.canShow(Recipe(id: 1), on: DestinationFixtures.path(Category.desserts)))
  }

  @Test(arguments: [
    (DestinationScopeRule.innermostWins, Screen.recipeNumber(5)),
    (.closestToRootWins, .number(5)),
  ])
  func reenteringAScopeFollowsTheRule(
    rule: DestinationScopeRule, expected: Screen
  ) throws {
    // Path [Category, Recipe, Category]: the second Category enters the Category scope again,
    // which makes it innermost again, above the Recipe scope.
    var categoryDestinations = DestinationRegistry<Screen>()
    categoryDestinations.register(Int.self) { .recipeNumber($0) }
    var recipeDestinations = DestinationRegistry<Screen>()
    recipeDestinations.register(Int.self) { .ingredientNumber($0) }
    var registry = DestinationRegistry<Screen>(scopeRule: rule)
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: categoryDestinations) { .category($0) }
    registry.register(Recipe.self, destinations: recipeDestinations) { .recipe($0.id) }

    let path = DestinationFixtures.path(Category.mains, Recipe(id: 1), Category.desserts)
    #expect(try registry.screen(for: 5, on: path) == expected)
    #expect(try registry.screens(for: path).last == .category(.desserts))
  }

  @Test(arguments: [
    (DestinationScopeRule.innermostWins, Screen.named("salt")),
    (.closestToRootWins, .recipe(0)),
  ])
  func scopeRuleDecidesBeforeSpecificity(
    rule: DestinationScopeRule, expected: Screen
  ) throws {
    // The root registers Ingredient exactly; the Category screen registers only the protocol.
    var nested = DestinationRegistry<Screen>()
    nested.register(conformingTo: (any Named).self) { .named($0.name) }
    var registry = DestinationRegistry<Screen>(scopeRule: rule)
    registry.register(Ingredient.self) { _ in .recipe(0) }
    registry.register(Category.self, destinations: nested) { .category($0) }
    let path = DestinationFixtures.path(Category.mains)
    #expect(try registry.screen(for: Ingredient(name: "salt"), on: path) == expected)
  }

  @Test func theNestedRegistrysOwnRuleIsIgnored() throws {
    var nested = DestinationRegistry<Screen>(scopeRule: .closestToRootWins)
    nested.register(Int.self) { .recipeNumber($0) }
    var registry = DestinationRegistry<Screen>()
    registry.register(Int.self) { .number($0) }
    registry.register(Category.self, destinations: nested) { .category($0) }
    #expect(
      try registry.screen(for: 1, on: DestinationFixtures.path(Category.mains)) == .recipeNumber(1))
  }

  @Test func aLongPathThroughThreeScopesResolvesEveryElement() throws {
    let registry = DestinationFixtures.recipesRegistry()
    var path = DestinationFixtures.path(Category.desserts, Recipe(id: 0))
    for number in 0..<10_000 { path.append(number) }
    let screens = try registry.screens(for: path)
    #expect(screens.count == 10_002)
    #expect(screens.last == .ingredientNumber(9_999))
  }
}
