import NavCore
import NavNavigator
import Testing

@MainActor
@Suite struct NavigatorGuardTests {
  /// Starts popping `[list, editor(1)]` with a guard on the editor that waits for a gate, and
  /// returns once the guard asks.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  func startPopWaitingForGate() async -> (
    ScreenNavigator, Gate, NavigationOutcome<TypedPath<Screen>>
  ) {
    let started = popWaitingForGate()
    await started.gate.untilAsked()
    return started
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func refusedChangeLeavesStateHistoryAndEventsUntouched() async throws {
    let navigator = ScreenNavigator(TypedPath(), historyCapacity: 5)
    try await navigator.append(.list)
    try await navigator.append(.editor(1))
    let recorder = Recorder(navigator)
    let changes = navigator.changes()
    let registration = navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    let error = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      _ = try await navigator.popToRoot().value
    }
    #expect(error?.kind == .refusedByGuard)
    // The domain has no generic arguments, whatever the state type.
    #expect(error?.domain == "NavNavigator.NavigationRefusal")
    #expect(error?.location == NavErrorLocation())
    #expect(error?.refusingGuard?.registration == registration)
    #expect(error?.refusingGuard?.label == "unsaved edits")
    #expect(error?.refusingGuard?.element == .editor(1))
    #expect(error?.change.new == [])
    #expect(
      error?.description
        == "the guard \"unsaved edits\" (registration #2) on editor(1) refused pop 2")
    #expect(navigator.state == [.list, .editor(1)])
    #expect(navigator.backStates == [[], [.list]])
    #expect(recorder.left.isEmpty)
    try await navigator.append(.detail(2))
    #expect(
      await describe(1, of: changes) == [
        "[list, editor(1)] -> [list, editor(1), detail(2)]: push [detail(2)]"
      ])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asyncGuardDecidesAfterSuspending() async throws {
    let (navigator, gate, popping) = await startPopWaitingForGate()
    #expect(navigator.state == [.list, .editor(1)])
    gate.decide(true)
    #expect(try await popping.value?.removed == [.editor(1)])
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guardReceivesThePlannedChange() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    var planned: [NavigationChange<TypedPath<Screen>>] = []
    navigator.addGuard(on: .editor(1), label: "spy") { change in
      planned.append(change)
      return true
    }
    let applied = try await navigator.transaction { $0 = [.detail(3)] }.value
    #expect(planned == [applied].compactMap { $0 })
    #expect(planned.first?.transition == PathTransition(popCount: 2, pushed: [.detail(3)]))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guardsAreAskedTopElementFirstUntilOneRefuses() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .editor(1)])
    var asked: [String] = []
    navigator.addGuard(on: .detail(1), label: "detail") { _ in
      asked.append("detail")
      return true
    }
    navigator.addGuard(on: .editor(1), label: "editor first") { _ in
      asked.append("editor first")
      return true
    }
    navigator.addGuard(on: .editor(1), label: "editor second") { _ in
      asked.append("editor second")
      return false
    }
    let error = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      _ = try await navigator.popToRoot().value
    }
    #expect(error?.refusingGuard?.label == "editor second")
    #expect(asked == ["editor first", "editor second"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guardIsNotAskedWhenItsElementStays() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    var asked = 0
    navigator.addGuard(on: .list, label: "list") { _ in
      asked += 1
      return false
    }
    _ = try await navigator.pop().value
    try await navigator.append(.detail(1))
    #expect(asked == 0)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guardEndsWhenItsElementLeaves() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    var asked = 0
    navigator.addGuard(on: .editor(1), label: "once") { _ in
      asked += 1
      return true
    }
    _ = try await navigator.pop().value
    try await navigator.append(.editor(1))
    _ = try await navigator.pop().value
    #expect(asked == 1)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func removedGuardIsNotAsked() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let registration = navigator.addGuard(on: .editor(1), label: "never") { _ in false }
    navigator.remove(registration)
    _ = try await navigator.pop().value
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func laterChangesWaitForPendingGuards() async throws {
    let (navigator, gate, popping) = await startPopWaitingForGate()
    let changes = navigator.changes()
    let pushing: NavigationOutcome = navigator.append(.detail(9))
    #expect(isPending(pushing))
    await Task.yield()
    #expect(navigator.state == [.list, .editor(1)])
    gate.decide(true)
    _ = try await popping.value
    #expect(try await pushing.value?.new == [.list, .detail(9)])
    #expect(
      await describe(2, of: changes) == [
        "[list, editor(1)] -> [list]: pop 1",
        "[list] -> [list, detail(9)]: push [detail(9)]",
      ])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func changeAcceptedWhileGuardsDecideSupersedesThePlannedOne() async throws {
    let (navigator, gate, popping) = await startPopWaitingForGate()
    navigator.acceptChange(to: [.list, .editor(1), .detail(5)])
    gate.decide(true)
    let error = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      _ = try await popping.value
    }
    #expect(error?.kind == .stateChanged)
    #expect(error?.refusingGuard == nil)
    #expect(error?.description == "the state changed after pop 1 was requested")
    #expect(navigator.state == [.list, .editor(1), .detail(5)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func navPathGuardProtectsAValueOfOneType() async throws {
    let navigator = Navigator(NavPath([Screen.list]))
    try await navigator.append(42)
    navigator.addGuard(on: NavPath.Element(42), label: "answer") { _ in false }
    let error = await #expect(throws: NavigationRefusal<NavPath>.self) {
      _ = try await navigator.pop().value
    }
    #expect(
      error?.description == "the guard \"answer\" (registration #1) on 42 as Int refused pop 1")
    try await navigator.append(Int64(42))
    _ = try await navigator.pop().value
    #expect(navigator.state == NavPath([NavPath.Element(Screen.list), .init(42)]))
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func guardIsAskedOnceWhenSeveralOccurrencesLeave() async throws {
    let navigator = ScreenNavigator([.editor(1), .list, .editor(1)])
    var asked = 0
    navigator.addGuard(on: .editor(1), label: "both editors") { _ in
      asked += 1
      return true
    }
    _ = try await navigator.popToRoot().value
    #expect(asked == 1)
  }
}
