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

  /// A refusal's kinds are the same whatever its state type, as its domain is.
  @Test func kindsAreTheSameForEveryStateType() {
    let stack: NavigationRefusal<TypedPath<Screen>>.Kind = .refusedByGuard
    let path: NavigationRefusal<NavPath>.Kind = .refusedByGuard
    #expect(stack == path)
    #expect(Set([stack, path, NavigationRefusal<NavPath>.Kind.stateChanged]).count == 2)
  }
}
