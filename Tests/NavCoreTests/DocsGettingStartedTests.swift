import NavCore
import Testing

/// The snippets of the GettingStarted article in NavCore.docc, compiled and run: keep both in step.
/// `Category` and `Recipe` are the path fixtures, `Route` the shared one (Support/Fixtures.swift).
@Suite struct DocsGettingStartedTests {
  typealias Category = PathFixtures.Category
  typealias Recipe = PathFixtures.Recipe

  @Test func aHeterogeneousStack() {
    var path = NavPath()
    path.append(Category.desserts)
    path.append(Recipe(id: 42, name: "Apple Pie"))
    path.append(2)  // step 2 of the recipe

    #expect(path.count == 3)
    #expect(path.last?.value(as: Int.self) == 2)
    #expect(path.last(ofType: Recipe.self)?.name == "Apple Pie")
    #expect(path.contains(Category.desserts))

    let found = path.popTo(Category.desserts)  // true: the path is [desserts]
    #expect(found)
    #expect(path.count == 1)
    let popped = path.pop(5)  // 1: pops what there is, never traps
    #expect(popped == 1)
    #expect(path.isEmpty)
  }

  @Test func aTypedStack() {
    var routes: TypedPath<Route> = [.list]
    routes.append(.detail(42))
    routes.append(.settings)
    routes.removeLast()  // [.list, .detail(42)]
    #expect(routes == [.list, .detail(42)])
    let found = routes.popTo(.list)  // true: [.list]
    #expect(found)
    #expect(routes == [.list])

    let path = NavPath(routes)  // the same stack, heterogeneous
    #expect(TypedPath<Route>(path) == routes)  // and back: nil if another type is on it
    #expect(TypedPath<Int>(path) == nil)
  }

  @Test func theTransitionBetweenTwoStacks() {
    let before: TypedPath<Route> = [.list, .detail(1)]
    let after: TypedPath<Route> = [.list, .detail(2), .settings]

    let change = before.transition(to: after)
    #expect(change.popCount == 1)
    #expect(change.pushed == [.detail(2), .settings])

    var rendered = before
    rendered.apply(change)  // rendered == after
    #expect(rendered == after)
  }
}
