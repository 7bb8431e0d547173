import NavCore
import NavNavigator
import Testing

/// The synchronous operations: applied before they return unless an earlier change or an
/// asynchronous guard stands in the way, and otherwise pending in their place in line.
@MainActor
@Suite struct NavigatorRequestTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestNavigationAppliesBeforeReturning() async {
    let navigator = ScreenNavigator([.list])
    let changes = navigator.changes()
    let outcome = navigator.requestNavigation(to: .detail(1))
    #expect(outcome.change?.transition == PathTransition(popCount: 0, pushed: [.detail(1)]))
    #expect(navigator.state == [.list, .detail(1)])
    #expect(await describe(1, of: changes) == ["[list] -> [list, detail(1)]: push [detail(1)]"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestPopAppliesBeforeReturningAndTellsLeaveHandlers() {
    let navigator = ScreenNavigator([.list, .detail(1)], historyCapacity: 3)
    let recorder = Recorder(navigator)
    let outcome = navigator.requestPop()
    #expect(outcome.change?.removed == [.detail(1)])
    #expect(navigator.state == [.list])
    #expect(navigator.backStates == [[.list, .detail(1)]])
    #expect(recorder.left == [.detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestPopToRootAtTheRootIsUnchanged() {
    let navigator = ScreenNavigator(TypedPath())
    let outcome = navigator.requestPopToRoot()
    #expect(outcome == .unchanged)
    #expect(!outcome.isApplied && !outcome.isPending && outcome.change == nil)
    #expect(navigator.state.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestPopToRootRemovesEveryElement() {
    let navigator = ScreenNavigator([.list, .detail(1), .detail(2)])
    #expect(navigator.requestPopToRoot().change?.removed == [.detail(2), .detail(1), .list])
    #expect(navigator.state.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousGuardRefusesAtOnce() {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let registration = navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") {
      _ in false
    }
    let outcome = navigator.requestPop()
    #expect(!outcome.isApplied && outcome != .unchanged)
    guard let refusal = outcome.refusal else {
      Issue.record("expected .refused")
      return
    }
    #expect(outcome == .refused(refusal))
    #expect(refusal.refusingGuard?.registration == registration)
    #expect(
      refusal.description
        == "the guard \"unsaved edits\" (registration #1) on editor(1) refused pop 1")
    #expect(navigator.state == [.list, .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousGuardThatAgreesLetsTheChangeApplyAtOnce() {
    let navigator = ScreenNavigator([.list, .editor(1)])
    var asked: [NavigationChange<TypedPath<Screen>>] = []
    navigator.addSynchronousGuard(on: .editor(1), label: "spy") { change in
      asked.append(change)
      return true
    }
    let outcome = navigator.requestPop()
    #expect(outcome.change != nil)
    #expect(asked == [outcome.change].compactMap { $0 })
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousGuardIsAskedByTheAsynchronousOperationsToo() async {
    let navigator = ScreenNavigator([.list, .editor(1)])
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    let error = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      try await navigator.pop()
    }
    #expect(error?.refusingGuard?.label == "unsaved edits")
    #expect(navigator.state == [.list, .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asynchronousGuardMakesTheRequestPendingUntilItDecides() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in await gate.decision() }
    let outcome = navigator.requestPop()
    #expect(outcome.isPending)
    #expect(navigator.state == [.list, .editor(1)])
    guard case .pending(let pending) = outcome else { return }
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await pending.result.get()?.removed == [.editor(1)])
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func pendingRequestReportsTheAsynchronousGuardsRefusal() async {
    let navigator = ScreenNavigator([.list, .editor(1)])
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in
      await Task.yield()
      return false
    }
    guard case .pending(let pending) = navigator.requestPopToRoot() else {
      Issue.record("expected .pending")
      return
    }
    guard case .failure(let refusal) = await pending.result else {
      Issue.record("expected a refusal")
      return
    }
    #expect(refusal.kind == .refusedByGuard)
    #expect(navigator.state == [.list, .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestBehindAWaitingChangeIsPendingAndAppliesAfterIt() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let changes = navigator.changes()
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in await gate.decision() }
    let popping = Task { try await navigator.pop() }
    await gate.untilAsked()
    // A push removes nothing, yet it waits: the pop before it has not been decided.
    let pushing = navigator.requestNavigation(to: .detail(2))
    #expect(pushing.isPending)
    #expect(navigator.state == [.list, .editor(1)])
    gate.decide(true)
    _ = try await popping.value
    guard case .pending(let pending) = pushing else { return }
    _ = await pending.result
    #expect(navigator.state == [.list, .detail(2)])
    #expect(
      await describe(2, of: changes) == [
        "[list, editor(1)] -> [list]: pop 1",
        "[list] -> [list, detail(2)]: push [detail(2)]",
      ])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousAndAsynchronousCallersApplyInCallOrder() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let changes = navigator.changes()
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in await gate.decision() }
    // 1: a pending synchronous pop (asynchronous guard); 2: an asynchronous push requested after
    // it; 3: a synchronous push requested after both.
    let popping = navigator.requestPop()
    let asyncPush = Task { await navigator.navigate(to: .detail(2)) }
    await gate.untilAsked()
    let syncPush = navigator.requestNavigation(to: .detail(3))
    #expect(popping.isPending && syncPush.isPending)
    #expect(popping != syncPush && popping == popping)
    gate.decide(true)
    await asyncPush.value
    _ = await syncPush.result
    #expect(navigator.state == [.list, .detail(2), .detail(3)])
    #expect(
      await describe(3, of: changes) == [
        "[list, editor(1)] -> [list]: pop 1",
        "[list] -> [list, detail(2)]: push [detail(2)]",
        "[list, detail(2)] -> [list, detail(2), detail(3)]: push [detail(3)]",
      ])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asynchronousCallerWaitsBehindAnEarlierPendingRequest() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let gate = Gate()
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in await gate.decision() }
    let popping = navigator.requestPop()
    #expect(popping.isPending)
    // Requested after the pending pop: planned against the state the pop leaves.
    let popToRoot = Task { try await navigator.popToRoot() }
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await popToRoot.value?.removed == [.list])
    #expect(navigator.state.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestDeepLinkAppliesTheResolvedState() {
    let navigator = ScreenNavigator([.list])
    let outcome = navigator.requestDeepLink("app://detail/7") { link in
      link == "app://detail/7" ? [.list, .detail(7)] : nil
    }
    #expect(outcome?.change?.new == [.list, .detail(7)])
    #expect(navigator.state == [.list, .detail(7)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestDeepLinkThatIsNotRecognizedReturnsNilAndChangesNothing() {
    let navigator = ScreenNavigator([.list])
    #expect(navigator.requestDeepLink("app://nowhere") { _ in nil } == nil)
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestSelectionSwitchesTabsAndKeepsTheirStacks() throws {
    enum Tab: Hashable, Sendable { case home, search }
    var tabs = TabsState<Tab, TypedPath<Int>>(tabs: [.home, .search])
    tabs.activeStack = [1, 2]
    let navigator = Navigator(tabs)
    #expect(navigator.requestSelection(of: .search).isApplied)
    #expect(navigator.state.selection == .search)
    #expect(navigator.state.stack(for: .home) == [1, 2])
    #expect(navigator.requestSelection(of: .search) == .unchanged)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestAppliesSeveralStepsAsOneChange() {
    let navigator = ScreenNavigator([.list, .detail(1)])
    let outcome = navigator.request { path in
      _ = path.pop(1)
      path.append(.detail(2))
      path.append(.editor(2))
    }
    #expect(
      outcome.change?.transition
        == PathTransition(popCount: 1, pushed: [.detail(2), .editor(2)]))
    #expect(navigator.state == [.list, .detail(2), .editor(2)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func requestFromCodeWithoutAnActorTraps() async {
    await #expect(processExitsWith: .failure) {
      let navigator = ScreenNavigator([.list])
      navigator.requestPop()
    }
  }
}
