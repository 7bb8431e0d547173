import NavCore
import Testing

private typealias Category = PathFixtures.Category
private typealias Recipe = PathFixtures.Recipe

@Suite struct PathTransitionTests {
  @Test func keepsTheLongestCommonPrefix() {
    let old = NavPath([Category.desserts, 42, 7])
    let new = NavPath([Category.desserts, 99])
    let transition = old.transition(to: new)
    #expect(transition.popCount == 2)
    #expect(transition.pushed == [NavPath.Element(99)])
    #expect(transition.description == "pop 2, push [99 as Int]")
  }

  @Test func identicalPathsNeedNoSteps() {
    let path: TypedPath<Route> = [.list, .detail(1)]
    let transition = path.transition(to: path)
    #expect(transition.isEmpty)
    #expect(transition.description == "none")
  }

  @Test func typeMattersWhenComparingPrefixes() {
    let transition = NavPath([1, 2]).transition(to: NavPath([1, Int64(2)]))
    #expect(transition.popCount == 1)
    #expect(transition.pushed == [NavPath.Element(Int64(2))])
  }

  @Test(arguments: [
    ([Route.list], [Route.list, .settings], "push [.settings]"),
    ([Route.list, .settings], [Route.list], "pop 1"),
    ([Route.settings], [Route.list], "pop 1, push [.list]"),
  ])
  func describesTheSteps(old: [Route], new: [Route], expected: String) {
    let transition = TypedPath(old).transition(to: TypedPath(new))
    #expect(transition.description == expected)
  }

  @Test func applyingTheTransitionReachesTheTarget() {
    var path: TypedPath<Route> = [.list, .detail(1), .detail(2)]
    let target: TypedPath<Route> = [.list, .settings]
    path.apply(path.transition(to: target))
    #expect(path == target)
  }

  @Test func applyingTooManyPopsTraps() async {
    await #expect(processExitsWith: .failure) {
      var path = NavPath([1])
      path.apply(PathTransition(popCount: 2, pushed: []))
    }
  }

  @Test func negativePopCountTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = PathTransition<Int>(popCount: -1, pushed: [])
    }
  }
}
