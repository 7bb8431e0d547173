import NavCore
import NavNavigator
import Testing

@MainActor
@Suite struct NavigatorHistoryTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func backAndForwardRetraceStatesLikeABrowser() async throws {
    let navigator = ScreenNavigator(TypedPath(), historyCapacity: 10)
    try await navigator.append(.list)
    _ = try await navigator.transaction { $0 = [.detail(1), .editor(1)] }.value
    #expect(!navigator.backStates.isEmpty && navigator.forwardStates.isEmpty)
    let back = try await navigator.back().value
    #expect(back?.removed == [.editor(1), .detail(1)])
    #expect(navigator.state == [.list])
    #expect(navigator.backStates == [[]])
    #expect(navigator.forwardStates == [[.detail(1), .editor(1)]])
    _ = try await navigator.back().value
    #expect(navigator.state == [])
    #expect(navigator.backStates.isEmpty && !navigator.forwardStates.isEmpty)
    #expect(try await navigator.back().value == nil)
    _ = try await navigator.forward().value
    _ = try await navigator.forward().value
    #expect(navigator.state == [.detail(1), .editor(1)])
    #expect(try await navigator.forward().value == nil)
    #expect(navigator.backStates == [[], [.list]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func newChangeDropsForwardStates() async throws {
    let navigator = ScreenNavigator([.list], historyCapacity: 10)
    try await navigator.append(.detail(1))
    _ = try await navigator.back().value
    try await navigator.append(.detail(2))
    #expect(navigator.forwardStates.isEmpty)
    #expect(navigator.backStates == [[.list]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func capacityKeepsOnlyTheNearestStates() async throws {
    let navigator = ScreenNavigator(TypedPath(), historyCapacity: 2)
    for id in 1...4 {
      try await navigator.append(.detail(id))
    }
    #expect(
      navigator.backStates == [[.detail(1), .detail(2)], [.detail(1), .detail(2), .detail(3)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func navigatorKeepsNoHistoryByDefault() async throws {
    let navigator = ScreenNavigator(TypedPath())
    try await navigator.append(.list)
    #expect(navigator.historyCapacity == 0)
    #expect(navigator.backStates.isEmpty)
    #expect(try await navigator.back().value == nil)
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func acceptedChangesJoinTheHistory() {
    let navigator = ScreenNavigator([.list, .detail(1)], historyCapacity: 3)
    navigator.acceptChange(to: [.list])
    #expect(navigator.backStates == [[.list, .detail(1)]])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func refusedBackLeavesTheHistory() async throws {
    let navigator = ScreenNavigator([.list], historyCapacity: 3)
    try await navigator.append(.editor(1))
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      _ = try await navigator.back().value
    }
    #expect(navigator.state == [.list, .editor(1)])
    #expect(navigator.backStates == [[.list]])
    #expect(navigator.forwardStates.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func negativeCapacityTraps() async throws {
    await #expect(processExitsWith: .failure) {
      _ = Navigator(TypedPath<Int>(), historyCapacity: -1)
    }
  }
}
