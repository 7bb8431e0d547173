import NavCore
import NavNavigator
import Testing

@MainActor
@Suite struct NavigatorTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func navigatePushesOnTop() async throws {
    let navigator = ScreenNavigator(TypedPath())
    try await navigator.append(.list)
    try await navigator.append(.detail(1))
    #expect(navigator.state == [.list, .detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func navigateOnNavPathTakesAnyHashableValue() async throws {
    let navigator = Navigator(NavPath())
    try await navigator.append(Screen.list)
    try await navigator.append(42)
    try await navigator.append(NavPath.Element("pie"))
    #expect(navigator.state == NavPath([NavPath.Element(Screen.list), .init(42), .init("pie")]))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popRemovesTheTopAndReportsTheChange() async throws {
    let navigator = ScreenNavigator([.list, .detail(1)])
    let change = try await navigator.pop().value
    #expect(navigator.state == [.list])
    #expect(change?.transition == PathTransition(popCount: 1, pushed: []))
    #expect(change?.removed == [.detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popOnEmptyStackDoesNothing() async throws {
    let navigator = ScreenNavigator(TypedPath())
    let changes = navigator.changes()
    #expect(try await navigator.pop().value == nil)
    try await navigator.append(.list)
    #expect(await describe(1, of: changes) == ["[] -> [list]: push [list]"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popToRootRemovesEverything() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .editor(1)])
    let change = try await navigator.popToRoot().value
    #expect(navigator.state.isEmpty)
    #expect(change?.removed == [.editor(1), .detail(1), .list])
    #expect(try await navigator.popToRoot().value == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popToReturnsToTheLastMatchingElement() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .list, .detail(2), .editor(2)])
    let change = try await navigator.popTo { $0 == .list }.value
    #expect(navigator.state == [.list, .detail(1), .list])
    #expect(change?.removed == [.editor(2), .detail(2)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popToWithoutMatchLeavesTheStack() async throws {
    let navigator = ScreenNavigator([.list, .detail(1)])
    #expect(try await navigator.popTo { $0 == .editor(9) }.value == nil)
    #expect(navigator.state == [.list, .detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func transactionAppliesSeveralStepsAsOneChange() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .editor(1)])
    let recorder = Recorder(navigator)
    let changes = navigator.changes()
    _ = try await navigator.transaction { path in
      _ = path.pop(2)
      path.append(.detail(2))
      path.append(.detail(3))
      path.append(.editor(3))
    }.value
    try await navigator.append(.list)
    #expect(
      await describe(2, of: changes) == [
        "[list, detail(1), editor(1)] -> [list, detail(2), detail(3), editor(3)]: "
          + "pop 2, push [detail(2), detail(3), editor(3)]",
        "[list, detail(2), detail(3), editor(3)] -> [list, detail(2), detail(3), editor(3), list]: "
          + "push [list]",
      ])
    #expect(recorder.left == [.editor(1), .detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func transactionThatEndsWhereItStartedChangesNothing() async throws {
    let navigator = ScreenNavigator([.list, .detail(1)])
    let recorder = Recorder(navigator)
    let outcome: NavigationOutcome = navigator.transaction { path in
      _ = path.pop(1)
      path.append(.detail(1))
    }
    #expect(outcome == .unchanged)
    #expect(try await outcome.value == nil)
    #expect(recorder.left.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func openReplacesTheStackInOneChange() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let changes = navigator.changes()
    let outcome: NavigationOutcome = try navigator.open("app://detail/7", resolve: Self.resolve)
    #expect(outcome.change?.transition == PathTransition(popCount: 1, pushed: [.detail(7)]))
    #expect(navigator.state == [.list, .detail(7)])
    #expect(
      await describe(1, of: changes) == [
        "[list, editor(1)] -> [list, detail(7)]: pop 1, push [detail(7)]"
      ])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func unrecognizedLinkThrowsAndLeavesTheStack() throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let error = #expect(throws: UnknownLink.self) {
      try navigator.open("app://nowhere", resolve: Self.resolve)
    }
    #expect(error == UnknownLink(link: "app://nowhere"))
    #expect(navigator.state == [.list, .editor(1)])
  }

  /// The stack of the one link the tests know.
  static func resolve(_ link: String) throws(UnknownLink) -> TypedPath<Screen> {
    guard link == "app://detail/7" else { throw UnknownLink(link: link) }
    return [.list, .detail(7)]
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func acceptChangeRecordsWithoutAskingGuards() {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let recorder = Recorder(navigator)
    navigator.addGuard(on: .editor(1), label: "never") { _ in false }
    let change = navigator.acceptChange(to: [.list])
    #expect(change?.removed == [.editor(1)])
    #expect(navigator.state == [.list])
    #expect(recorder.left == [.editor(1)])
    #expect(navigator.acceptChange(to: [.list]) == nil)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func changesEndWhenTheNavigatorIsGone() async throws {
    var navigator: ScreenNavigator? = ScreenNavigator(TypedPath())
    let changes = navigator?.changes()
    try await navigator?.append(.list)
    navigator = nil
    var count = 0
    for await _ in changes ?? AsyncStream.makeStream().stream {
      count += 1
    }
    #expect(count == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func everySubscriberReceivesEveryChange() async throws {
    let navigator = ScreenNavigator(TypedPath())
    let first = navigator.changes()
    try await navigator.append(.list)
    let second = navigator.changes()
    try await navigator.append(.detail(1))
    #expect(
      await describe(2, of: first) == [
        "[] -> [list]: push [list]", "[list] -> [list, detail(1)]: push [detail(1)]",
      ])
    #expect(await describe(1, of: second) == ["[list] -> [list, detail(1)]: push [detail(1)]"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func leaveHandlersLearnEachRemovedElementUntilRemoved() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .editor(1)])
    var left: [String] = []
    navigator.onLeave { left.append("first \($0)") }
    let second = navigator.onLeave { left.append("second \($0)") }
    _ = try await navigator.pop().value
    navigator.remove(second)
    _ = try await navigator.pop().value
    #expect(left == ["first editor(1)", "second editor(1)", "first detail(1)"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func leaveHandlerThatChangesTheNavigatorTraps() async throws {
    await #expect(processExitsWith: .failure) {
      let navigator = ScreenNavigator([.list])
      navigator.onLeave { _ in navigator.acceptChange(to: [.detail(1)]) }
      navigator.acceptChange(to: [])
    }
  }
}
