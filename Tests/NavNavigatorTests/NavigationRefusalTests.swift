import NavCore
import NavNavigator
import Testing

@Suite struct NavigationRefusalTests {
  @Test func kindsHaveStableCodesAndAreRefusals() {
    typealias Kind = NavigationRefusal<TypedPath<Screen>>.Kind
    #expect(
      [Kind.refusedByGuard, .stateChanged].map(\.code) == ["refusedByGuard", "stateChanged"])
    #expect(Kind.refusedByGuard.description == "refusedByGuard")
    #expect(Kind.refusedByGuard != .stateChanged)
    #expect([Kind.refusedByGuard, .stateChanged].allSatisfy { $0.fault == .refused })
  }
}
