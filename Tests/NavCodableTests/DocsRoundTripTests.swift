import NavCodable
import NavCore
import Testing

/// The JSON snippets of the TestingNavigationLogic article in NavCore.docc, compiled and run:
/// keep both in step.
@Suite struct DocsRoundTripTests {
  // Route is the shared fixture of Support/Fixtures.swift.
  static var registry: NavTypeRegistry {
    var registry = NavTypeRegistry()
    registry.register(Route.self, tag: "route")
    return registry
  }

  @Test func savedBytesArePinned() throws {
    let path: TypedPath<Route> = [.list, .detail(42)]
    let data = try Self.registry.encode(path)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"v":1,"t":["route"],"stack":[[0,{"list":{}}],[0,{"detail":{"_0":42}}]]}"#
    )
  }

  @Test func randomStacksRoundTrip() throws {
    var generator = SplitMix64(seed: 10)
    let routes: [Route] = [.list, .detail(1), .detail(42), .settings]
    for _ in 0..<100 {
      let count = Int.random(in: 0...8, using: &generator)
      let path = TypedPath(
        (0..<count).map { _ in routes[Int.random(in: routes.indices, using: &generator)] })
      let data = try Self.registry.encode(path)
      #expect(try Self.registry.decode(TypedPath<Route>.self, from: data) == path)
    }
  }
}
