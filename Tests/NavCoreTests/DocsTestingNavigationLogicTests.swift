import NavCore
import Testing

/// The NavCore snippets of the TestingNavigationLogic article in NavCore.docc, compiled and run:
/// keep both in step. The JSON round trip is in `DocsRoundTripTests` (NavCodableTests).
/// `Route` is the shared fixture of Support/Fixtures.swift.
@Suite struct DocsTestingNavigationLogicTests {
  enum Screen: Equatable, Sendable {
    case recipes
    case recipe(Int)
    case settings
  }

  /// The app's navigation logic under test: a search result opens above the list, never above
  /// another recipe.
  static func openSearchResult(_ id: Int, on path: inout TypedPath<Route>) {
    if !path.popTo(.list) { path = [.list] }
    path.append(.detail(id))
  }

  @Test func searchResultOpensAboveTheList() {
    var path: TypedPath<Route> = [.list, .detail(1), .settings]
    Self.openSearchResult(42, on: &path)
    #expect(path == [.list, .detail(42)])
    #expect(path.last == .detail(42))
  }

  @Test func searchResultFromTheRootPushesTheListFirst() {
    var path: TypedPath<Route> = []
    Self.openSearchResult(42, on: &path)
    #expect(path == [.list, .detail(42)])
  }

  @Test func popToRootLeavesAnEmptyStack() {
    var path: TypedPath<Route> = [.list, .detail(42)]
    path.removeAll()
    #expect(path.isEmpty)
  }

  @Test func searchResultIsOneAnimatedChange() {
    let before: TypedPath<Route> = [.list, .detail(1), .settings]
    var after = before
    Self.openSearchResult(42, on: &after)
    let change = before.transition(to: after)
    #expect(change == PathTransition(popCount: 2, pushed: [.detail(42)]))
    #expect(change.description == "pop 2, push [.detail(42)]")
  }

  @Test(arguments: [(0, 0), (1, 1), (3, 3), (5, 3)])
  func popRemovesAtMostTheStack(asked: Int, removed: Int) {
    var path: TypedPath<Route> = [.list, .detail(42), .settings]
    let popped = path.pop(asked)
    #expect(popped == removed)
    #expect(path.count == 3 - removed)
  }

  @Test func removeLastBeyondTheStackTraps() async {
    await #expect(processExitsWith: .failure) {
      var path: TypedPath<Route> = [.list]
      path.removeLast(2)
    }
  }

  @Test func everyRouteHasAScreen() throws {
    var routes = NavRoutes<Screen>()
    routes.route(Route.self) { route in
      switch route {
      case .list: .recipes
      case .detail(let id): .recipe(id)
      case .settings: .settings
      }
    }
    let path: TypedPath<Route> = [.list, .detail(42), .settings]
    #expect(try routes.destinations.screens(for: path) == [.recipes, .recipe(42), .settings])
  }
}
