import NavCore
import Testing

private typealias Category = PathFixtures.Category

/// What SwiftUI's `NavigationStack(path:root:)` does with the collection its path binding holds,
/// declared with exactly the constraints of that initializer: pushing a screen appends, the back
/// button removes the last element, popping several at once replaces a subrange.
private func navigationStack<Data>(
  _ path: inout Data, push element: Data.Element, thenPop popCount: Int
) -> [Data.Element]
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  path.append(element)
  let shown = Array(path)
  path.replaceSubrange(path.index(path.endIndex, offsetBy: -popCount)..., with: EmptyCollection())
  return shown
}

/// `NavPath` and `TypedPath` meet the constraints of SwiftUI's `NavigationStack(path:root:)`, so
/// an app binds either one to a stack, and the generic operations those constraints bring work
/// on the stack as its own operations do.
@Suite struct NavPathNavigationStackTests {
  @Test func navPathMeetsNavigationStacksConstraints() {
    var path = NavPath([Category.desserts])
    let shown = navigationStack(&path, push: NavPath.Element(42), thenPop: 2)
    #expect(shown == [NavPath.Element(Category.desserts), NavPath.Element(42)])
    #expect(path.isEmpty)
  }

  @Test func typedPathMeetsNavigationStacksConstraints() {
    var path: TypedPath<Route> = [.list]
    let shown = navigationStack(&path, push: .detail(7), thenPop: 1)
    #expect(shown == [.list, .detail(7)])
    #expect(path == [.list])
  }

  @Test func settingAnElementReplacesTheScreenAtThatDepth() {
    var path = NavPath([Category.desserts, 42])
    path[1] = NavPath.Element("pie")
    #expect(path == NavPath([Category.desserts, "pie"]))
    #expect(path.description == #"NavPath([.desserts as Category, "pie" as String])"#)
  }

  @Test func appendingAnElementStoresItWithoutWrappingItAgain() {
    let source = NavPath([Category.desserts, 42])
    var path = NavPath()
    path.append(source[1])
    #expect(path.last?.value(as: Int.self) == 42)
    #expect(type(of: path[0].base) == Int.self)
  }

  @Test func appendContentsOfPushesInOrder() {
    var path = NavPath([Category.desserts])
    path.append(contentsOf: NavPath([42, 7]))
    #expect(path == NavPath([Category.desserts, 42, 7]))
    path.append(contentsOf: [NavPath.Element("pie")])
    #expect(path == NavPath([Category.desserts, 42, 7, "pie"]))
  }

  @Test func replaceSubrangeReplacesTheTopOfTheStack() {
    var path = NavPath([Category.desserts, 42, 7])
    path.replaceSubrange(1..., with: [NavPath.Element(9)])
    #expect(path == NavPath([Category.desserts, 9]))
    path.replaceSubrange(0..<0, with: [NavPath.Element("root")])
    #expect(path == NavPath(["root", Category.desserts, 9]))
  }

  @Test func mutableCollectionAlgorithmsWorkOnThePath() {
    var path = NavPath([1, 2, 3])
    path.swapAt(0, 2)
    #expect(path == NavPath([3, 2, 1]))
    path.reverse()
    #expect(path == NavPath([1, 2, 3]))
  }

  @Test func rangeReplaceableRemovalsKeepThePathsOwnMeaning() {
    var path = NavPath([Category.desserts, 42, 7])
    #expect(path.remove(at: 1) == NavPath.Element(42))
    path.insert(NavPath.Element(5), at: 0)
    #expect(path == NavPath([5, Category.desserts, 7]))
    path.removeLast()
    #expect(path == NavPath([5, Category.desserts]))
    path.removeAll()
    #expect(path.isEmpty)
  }

  @Test func insertingAnElementFromAnotherPathEqualsInsertingItsValue() {
    var path = NavPath([1])
    path.insert(contentsOf: NavPath([Category.desserts]), at: 0)
    #expect(path == NavPath([Category.desserts, 1]))
  }
}
