import NavCore
import Testing

private typealias Category = PathFixtures.Category
private typealias Recipe = PathFixtures.Recipe

@Suite struct NavPathTests {
  @Test func startsEmpty() {
    let path = NavPath()
    #expect(path.isEmpty)
    #expect(path.count == 0)
    #expect(path.popLastValueDescription == nil)
  }

  @Test func appendPushesOnTop() {
    var path = NavPath()
    path.append(Category.desserts)
    path.append(42)
    #expect(path.count == 2)
    #expect(path.last?.value(as: Int.self) == 42)
    #expect(path.last?.value(as: Category.self) == nil)
    #expect(path[0].value(as: Category.self) == .desserts)
  }

  @Test func removeLastPopsTheGivenNumber() {
    var path = NavPath([1, 2, 3])
    path.removeLast()
    #expect(path == NavPath([1, 2]))
    path.removeLast(2)
    #expect(path.isEmpty)
    path.removeLast(0)
    #expect(path.isEmpty)
  }

  @Test func removeLastBeyondCountTraps() async {
    await #expect(processExitsWith: .failure) {
      var path = NavPath([1, 2, 3])
      path.removeLast(4)
    }
  }

  @Test func removeLastOnEmptyPathTraps() async {
    await #expect(processExitsWith: .failure) {
      var path = NavPath()
      path.removeLast()
    }
  }

  @Test func removeLastNegativeTraps() async {
    await #expect(processExitsWith: .failure) {
      var path = NavPath([1])
      path.removeLast(-1)
    }
  }

  @Test func removeAllReturnsToRoot() {
    var path = NavPath([Category.desserts, 1, 2])
    path.removeAll()
    #expect(path.isEmpty)
    #expect(path == NavPath())
  }

  @Test func popLastReturnsTheRemovedElementOrNilAtRoot() {
    var path = NavPath([Category.desserts, 42])
    let top = path.popLast()
    #expect(top?.value(as: Int.self) == 42)
    let below = path.popLast()
    #expect(below?.value(as: Category.self) == .desserts)
    let atRoot = path.popLast()
    #expect(atRoot == nil)
    #expect(path.isEmpty)
  }

  @Test(arguments: [(-1, 0, 3), (0, 0, 3), (2, 2, 1), (3, 3, 0), (10, 3, 0)])
  func popReportsHowManyItRemoved(asked: Int, removed: Int, remaining: Int) {
    var path = NavPath([1, 2, 3])
    let removed = path.pop(asked)
    #expect(removed == removed)
    #expect(path.count == remaining)
  }

  @Test func popToValueStopsAtTheTopmostMatch() {
    var path = NavPath([Category.desserts, 1, Category.desserts, 2, 3])
    let found = path.popTo(Category.desserts)
    #expect(found)
    #expect(path == NavPath([Category.desserts, 1, Category.desserts]))
  }

  /// `NavPath.popTo(_:)` for a plain value and `StackPath.popTo(_:)` for an element agree, and
  /// an element is not wrapped again.
  @Test func popToAnElementStopsAtTheTopmostEqualValue() {
    var path = NavPath([Category.desserts, 1, Category.desserts, 2])
    let element = NavPath.Element(Category.desserts)
    let found = path.popTo(element)
    #expect(found)
    #expect(path == NavPath([Category.desserts, 1, Category.desserts]))
  }

  @Test func popToMissingValueChangesNothing() {
    var path = NavPath([Category.desserts, 1])
    let foundDrinks = path.popTo(Category.drinks)
    #expect(!foundDrinks)
    let foundInt64 = path.popTo(Int64(1))
    #expect(!foundInt64)
    #expect(path == NavPath([Category.desserts, 1]))
  }

  @Test func popToTypeStopsAtTheTopmostValueOfThatType() {
    var path = NavPath([Category.desserts, 1, "a", 2, "b", Recipe(id: 1, name: "Pie")])
    let foundString = path.popTo { $0.value(as: String.self) != nil }
    #expect(foundString)
    #expect(path.count == 5)
    #expect(path.last?.value(as: String.self) == "b")
    let foundDouble = path.popTo { $0.value(as: Double.self) != nil }
    #expect(!foundDouble)
    #expect(path.count == 5)
  }

  @Test func popToPredicate() {
    var path = NavPath([Recipe(id: 1, name: "Pie"), Recipe(id: 2, name: "Tart"), 7])
    let found = path.popTo { $0.value(as: Recipe.self)?.id == 1 }
    #expect(found)
    #expect(path.count == 1)
    let foundNone = path.popTo { _ in false }
    #expect(!foundNone)
    #expect(path.count == 1)
  }

  @Test func replacingTheWholeStackIsOneAssignment() {
    var path = NavPath([1, 2, 3])
    path = NavPath([Category.mains, Recipe(id: 9, name: "Stew")])
    #expect(path.count == 2)
    #expect(path.last?.value(as: Recipe.self)?.name == "Stew")
  }

  @Test func elementsOfOtherPathsAreNotWrappedTwice() {
    let source = NavPath([Category.desserts, 42])
    var copy = NavPath()
    for element in source {
      copy.append(element)
    }
    #expect(copy == source)
    #expect(type(of: copy[1].base) == Int.self)
    #expect(NavPath(source) == source)
    #expect(NavPath.Element(NavPath.Element(5)) == NavPath.Element(5))
  }

  @Test func sameNumberOfDifferentTypesAreDifferentElements() {
    #expect(NavPath([42]) != NavPath([Int64(42)]))
    #expect(NavPath.Element(42) != NavPath.Element(Int64(42)))
    #expect(NavPath.Element(42).hashValue == NavPath.Element(42).hashValue)
    #expect(!NavPath([42]).contains(Int64(42)))
    #expect(NavPath([42]).contains(42))
  }

  @Test func equalityDoesNotDependOnConstruction() {
    var built = NavPath()
    built.append(Category.desserts)
    built.append(Recipe(id: 1, name: "Pie"))
    built.append(99)
    built.removeLast()
    let fromArray = NavPath([NavPath.Element(Category.desserts), .init(Recipe(id: 1, name: "Pie"))])
    let literal: NavPath = [Category.desserts, Recipe(id: 1, name: "Pie")]
    #expect(built == fromArray)
    #expect(built == literal)
    #expect(Set([built, fromArray, literal]).count == 1)
  }

  @Test func inspectionFindsTheTopmostValueOfAType() {
    let path = NavPath([Category.desserts, 1, Category.mains, 2])
    #expect(path.last(ofType: Category.self) == .mains)
    #expect(path.lastIndex { $0.value(as: Category.self) != nil } == 2)
    #expect(path.last(ofType: String.self) == nil)
    #expect(path.lastIndex { $0.value(as: String.self) != nil } == nil)
    #expect(path.last(ofType: Int.self) != nil)
    #expect(path.last(ofType: Recipe.self) == nil)
    #expect(TypedPath<Int>(path) == nil)
    #expect(TypedPath<Int>(NavPath([1, 2])) == [1, 2])
  }

  @Test func descriptionsShowValuesWithTheirTypes() {
    let path = NavPath([42, "pie"])
    #expect(path.description == #"NavPath([42 as Int, "pie" as String])"#)
    #expect(path.debugDescription == #"NavPath([42 as Swift.Int, "pie" as Swift.String])"#)
    #expect(NavPath().description == "NavPath([])")
  }

  @Test func iteratesElementsInOrderFromTheRoot() {
    let path = NavPath([Category.drinks, 5])
    let types = path.map { "\(type(of: $0.base))" }
    #expect(types == ["Category", "Int"])
    #expect(path.indices == 0..<2)
  }
}

extension NavPath {
  /// The description of the element `popLast()` would remove, without removing it.
  fileprivate var popLastValueDescription: String? {
    var copy = self
    return copy.popLast()?.description
  }
}
