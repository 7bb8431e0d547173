import NavCodable
import NavCore
import Testing

/// The three results that may leave something out report it through one protocol.
@Suite struct NavPartialResultTests {
  /// What generic code can say about any of them.
  static func report(_ result: some NavPartialResult) -> String {
    result.isComplete ? "complete" : "left out \(result.dropped.count)"
  }

  @Test func aRestorationReportsTheElementsItDropped() throws {
    let restoration = try recipesRegistry().restore(
      NavPath.self, from: data(NavDecodingPolicyTests.damaged), policy: .prefix)
    #expect(restoration.dropped.map(\.location.elementIndex) == [2, 3, 4])
    #expect(Self.report(restoration) == "left out 3")
  }

  @Test func aReconciliationReportsThePartsThatDidNotFit() {
    var saved = TabsState<String, NavPath>(tabs: ["home", "gone"])
    saved.select("gone", stack: NavPath([1]))
    let reconciliation = TabsState<String, NavPath>(tabs: ["home"]).reconciled(with: saved)
    #expect(reconciliation.dropped == [.tab("gone", stack: NavPath([1])), .selection("gone")])
    #expect(Self.report(reconciliation) == "left out 2")
  }

  @Test func aResolutionReportsTheElementsWithoutAScreen() {
    var destinations = DestinationRegistry<String>()
    destinations.register(Int.self) { "number \($0)" }
    let resolution = destinations.resolve(NavPath([1, "two", 3]))
    #expect(resolution.screens == ["number 1", nil, "number 3"])
    #expect(resolution.dropped.map(\.location.elementIndex) == [1])
    #expect(Self.report(resolution) == "left out 1")
    #expect(Self.report(destinations.resolve(NavPath([1]))) == "complete")
  }
}
