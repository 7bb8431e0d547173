import NavCore
import NavNavigator
import Testing

@Suite struct NavigationStateTests {
  /// Stacks of integers before and after a change, and the elements the change removes.
  static let removals: [([Int], [Int], [Int])] = [
    ([], [], []),
    ([1, 2, 3], [1, 2, 3], []),
    ([1, 2, 3], [1, 2, 3, 4], []),
    ([1, 2, 3], [1], [3, 2]),
    ([1, 2, 3], [], [3, 2, 1]),
    ([1, 2, 3], [1, 9], [3, 2]),
    ([1, 2, 3], [9, 2, 3], [3, 2, 1]),
  ]

  @Test(arguments: removals)
  func typedPathReportsPoppedRoutesTopFirst(old: [Int], new: [Int], removed: [Int]) {
    let path = TypedPath(old)
    #expect(path.elementsRemoved(by: path.transition(to: TypedPath(new))) == removed)
  }

  @Test(arguments: removals)
  func navPathReportsPoppedElementsTopFirst(old: [Int], new: [Int], removed: [Int]) {
    let path = NavPath(old)
    let expected = removed.map(NavPath.Element.init)
    #expect(path.elementsRemoved(by: path.transition(to: NavPath(new))) == expected)
  }

  @Test func changeListsTransitionAndRemovedElements() {
    let change = NavigationChange(
      from: TypedPath<Screen>([.list, .detail(1), .editor(1)]),
      to: TypedPath([.list, .detail(2)]))
    #expect(change.transition == PathTransition(popCount: 2, pushed: [.detail(2)]))
    #expect(change.removed == [.editor(1), .detail(1)])
  }
}
