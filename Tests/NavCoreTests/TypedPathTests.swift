import Foundation
import NavCore
import Testing

@Suite struct TypedPathTests {
  @Test func navigationOperationsReadLikeNavPath() {
    var path: TypedPath<Route> = [.list]
    path.append(.detail(1))
    path.append(.settings)
    #expect(path.count == 3)
    #expect(path.last == .settings)
    path.removeLast()
    #expect(path == [.list, .detail(1)])
    let top = path.popLast()
    #expect(top == .detail(1))
    path.removeAll()
    #expect(path.isEmpty)
    let atRoot = path.popLast()
    #expect(atRoot == nil)
  }

  @Test func removeLastBeyondCountTraps() async {
    await #expect(processExitsWith: .failure) {
      var path: TypedPath<Route> = [.list]
      path.removeLast(2)
    }
  }

  @Test func removeLastOnEmptyPathTraps() async {
    await #expect(processExitsWith: .failure) {
      var path = TypedPath<Route>()
      path.removeLast()
    }
  }

  @Test func removeLastNegativeTraps() async {
    await #expect(processExitsWith: .failure) {
      var path: TypedPath<Route> = [.list]
      path.removeLast(-3)
    }
  }

  @Test(arguments: [(-1, 0, 3), (1, 1, 2), (3, 3, 0), (7, 3, 0)])
  func popReportsHowManyItRemoved(asked: Int, removed: Int, remaining: Int) {
    var path: TypedPath<Route> = [.list, .detail(1), .settings]
    let removed = path.pop(asked)
    #expect(removed == removed)
    #expect(path.count == remaining)
  }

  @Test func popToRouteAndPredicate() {
    var path: TypedPath<Route> = [.list, .detail(1), .detail(2), .settings]
    let foundDetail = path.popTo(.detail(1))
    #expect(foundDetail)
    #expect(path == [.list, .detail(1)])
    let foundSettings = path.popTo(.settings)
    #expect(!foundSettings)
    #expect(path == [.list, .detail(1)])
    let foundList = path.popTo { $0 == .list }
    #expect(foundList)
    #expect(path == [.list])
  }

  @Test func isAFullCollection() {
    var path = TypedPath([Route.list, .settings])
    path[1] = .detail(3)
    path.insert(.settings, at: 0)
    path.replaceSubrange(1..<2, with: [Route.detail(4), .detail(5)])
    #expect(Array(path) == [.settings, .detail(4), .detail(5), .detail(3)])
    #expect(path.firstIndex(of: .detail(5)) == 2)
  }

  @Test func codableAsAPlainArray() throws {
    let path: TypedPath<Int> = [3, 1, 2]
    let data = try JSONEncoder().encode(path)
    #expect(String(decoding: data, as: UTF8.self) == "[3,1,2]")
    #expect(try JSONDecoder().decode(TypedPath<Int>.self, from: data) == path)
  }

  @Test func convertsLosslesslyToAndFromNavPath() {
    let typed: TypedPath<Route> = [.list, .detail(7)]
    let erased = NavPath(typed)
    #expect(erased == NavPath([Route.list, .detail(7)]))
    #expect(TypedPath<Route>(erased) == typed)
    #expect(TypedPath<Route>(NavPath([Route.list, 7])) == nil)
    #expect(TypedPath<Route>(NavPath()) == TypedPath<Route>())
  }

  @Test func descriptionNamesTheRouteType() {
    let path: TypedPath<Int> = [1, 2]
    #expect(path.description == "TypedPath<Int>([1, 2])")
    #expect(path.debugDescription == "TypedPath<Swift.Int>([1, 2])")
  }
}
