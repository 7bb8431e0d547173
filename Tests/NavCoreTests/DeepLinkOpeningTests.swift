import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category
private typealias Recipe = DeepLinkFixtures.Recipe
private typealias Settings = DeepLinkFixtures.Settings

/// Opening links on an existing stack: one transition, replacing or on top, all or nothing.
@Suite struct DeepLinkOpeningTests {
  let table = DeepLinkFixtures.recipes

  @Test func replacingKeepsTheSharedBottomAndAnimatesOnce() throws {
    var path = navPath(Category(name: "desserts"), Recipe.ID(7))
    let change = try path.open("myapp://category/desserts/recipe/42", with: table)
    #expect(change.popCount == 1)
    #expect(change.pushed == [NavPath.Element(Recipe.ID(42))])
    #expect(path == navPath(Category(name: "desserts"), Recipe.ID(42)))
  }

  @Test func replacingWithARootLinkPopsEverything() throws {
    var path = navPath(Category(name: "desserts"), Recipe.ID(7))
    let change = try path.open("myapp://", with: table)
    #expect(change == PathTransition(popCount: 2, pushed: []))
    #expect(path.isEmpty)
  }

  @Test func onTopPushesTheWholeLink() throws {
    var path = navPath(Settings())
    let change = try path.open(
      "/category/desserts/recipe/42", with: table, placement: .onTopOfStack)
    #expect(change.popCount == 0)
    #expect(change.pushed.count == 2)
    #expect(path == navPath(Settings(), Category(name: "desserts"), Recipe.ID(42)))
  }

  @Test func transitionIsComputedOnACopyWithoutChangingTheStack() throws {
    let current = navPath(Category(name: "desserts"))
    var copy = current
    let change = try copy.open("/category/desserts/recipe/42", with: table)
    #expect(
      change.description == "push [ID(rawValue: 42) as ID]")
    #expect(current == navPath(Category(name: "desserts")))
  }

  @Test func failingLinkLeavesTheStackUnchanged() {
    var path = navPath(Category(name: "desserts"))
    #expect(throws: DeepLinkError.self) {
      try path.open("/category/cakes/recipe", with: table)
    }
    #expect(throws: DeepLinkError.self) {
      try path.open("/category/cakes/settings", with: table) { _ in
        DeepLinkRejection("no settings screen", element: 1)
      }
    }
    #expect(path == navPath(Category(name: "desserts")))
  }

  @Test func onTopValidatesTheCombinedStack() throws {
    var path = navPath(Settings())
    var seen: [NavPath] = []
    try path.open("/recipe/1", with: table, placement: .onTopOfStack) {
      seen.append($0)
      return nil
    }
    #expect(seen == [navPath(Settings(), Recipe.ID(1))])
    #expect {
      try path.open("/recipe/2", with: table, placement: .onTopOfStack) { _ in
        DeepLinkRejection("settings cannot be below a recipe", element: 0)
      }
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "element 0 (Settings() as Settings) of the current stack is refused: "
        + "settings cannot be below a recipe"
    }
    #expect {
      try path.open("/recipe/2", with: table, placement: .onTopOfStack) { _ in
        DeepLinkRejection("no", element: 2)
      }
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "element 2 (ID(rawValue: 2) as ID) at segment 0 (offset 1) "
        + "is refused: no"
    }
    #expect(path == navPath(Settings(), Recipe.ID(1)))
  }

  @Test func typedPathOpensLinksToo() throws {
    var path: TypedPath<DeepLinkFixtures.Route> = [.settings]
    let change = try path.open(
      "myapp://category/x/recipe/1?servings=2", with: DeepLinkFixtures.typed)
    #expect(
      change == PathTransition(popCount: 1, pushed: [.category("x"), .recipe(1, servings: 2)]))
    #expect(path == [.category("x"), .recipe(1, servings: 2)])
  }
}
