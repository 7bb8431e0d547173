import NavCore
import NavNavigator
import Testing

/// What the operations return: applied before they return unless an earlier change or an
/// asynchronous guard stands in the way, and otherwise pending in their place in line.
@MainActor
@Suite struct NavigatorOutcomeTests {
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func appendAppliesBeforeReturning() async throws {
    let navigator = ScreenNavigator([.list])
    let changes = navigator.changes()
    let outcome: NavigationOutcome = navigator.append(.detail(1))
    #expect(outcome.change?.transition == PathTransition(popCount: 0, pushed: [.detail(1)]))
    #expect(navigator.state == [.list, .detail(1)])
    #expect(await describe(1, of: changes) == ["[list] -> [list, detail(1)]: push [detail(1)]"])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popAppliesBeforeReturningAndTellsLeaveHandlers() {
    let navigator = ScreenNavigator([.list, .detail(1)], historyCapacity: 3)
    let recorder = Recorder(navigator)
    let outcome = navigator.pop()
    #expect(outcome.change?.removed == [.detail(1)])
    #expect(navigator.state == [.list])
    #expect(navigator.backStates == [[.list, .detail(1)]])
    #expect(recorder.left == [.detail(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popToRootAtTheRootIsUnchanged() {
    let navigator = ScreenNavigator(TypedPath())
    let outcome = navigator.popToRoot()
    #expect(outcome == .unchanged)
    #expect(outcome.change == nil && outcome.refusal == nil && !isPending(outcome))
    #expect(navigator.state.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func popToRootRemovesEveryElement() {
    let navigator = ScreenNavigator([.list, .detail(1), .detail(2)])
    #expect(navigator.popToRoot().change?.removed == [.detail(2), .detail(1), .list])
    #expect(navigator.state.isEmpty)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousGuardRefusesAtOnce() {
    let navigator = ScreenNavigator([.list, .editor(1)])
    let registration = navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") {
      _ in false
    }
    let outcome = navigator.pop()
    #expect(outcome.change == nil && outcome != .unchanged)
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
    let outcome = navigator.pop()
    #expect(outcome.change != nil)
    #expect(asked == [outcome.change].compactMap { $0 })
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func synchronousGuardsRefusalIsThrownByTheAwaitedValue() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    navigator.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    let error = await #expect(throws: NavigationRefusal<TypedPath<Screen>>.self) {
      _ = try await navigator.pop().value
    }
    #expect(error?.refusingGuard?.label == "unsaved edits")
    #expect(navigator.state == [.list, .editor(1)])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func asynchronousGuardMakesTheChangePendingUntilItDecides() async throws {
    let (navigator, gate, outcome) = popWaitingForGate()
    #expect(isPending(outcome))
    #expect(navigator.state == [.list, .editor(1)])
    guard case .pending(let pending) = outcome else { return }
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await pending.result.get()?.removed == [.editor(1)])
    #expect(navigator.state == [.list])
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func pendingChangeReportsTheAsynchronousGuardsRefusal() async throws {
    let navigator = ScreenNavigator([.list, .editor(1)])
    navigator.addGuard(on: .editor(1), label: "unsaved edits") { _ in
      await Task.yield()
      return false
    }
    guard case .pending(let pending) = navigator.popToRoot() else {
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
  @Test func callersInATaskAndOutsideApplyInCallOrder() async throws {
    // 1: a pending pop (asynchronous guard); 2: a push that a task requests after it; 3: a push
    // requested after both.
    let (navigator, gate, popping) = popWaitingForGate()
    let changes = navigator.changes()
    let asyncPush = Task { _ = await navigator.append(.detail(2)).result }
    await gate.untilAsked()
    let syncPush: NavigationOutcome = navigator.append(.detail(3))
    #expect(isPending(popping) && isPending(syncPush))
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
  @Test func callerInATaskWaitsBehindAnEarlierPendingChange() async throws {
    let (navigator, gate, popping) = popWaitingForGate()
    #expect(isPending(popping))
    // Requested after the pending pop: planned against the state the pop leaves.
    let popToRoot = Task { try await navigator.popToRoot().value }
    await gate.untilAsked()
    gate.decide(true)
    #expect(try await popToRoot.value?.removed == [.list])
    #expect(navigator.state.isEmpty)
  }

  /// An outcome prints as its case is written, by the library's one printing rule.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anOutcomePrintsAsItsCase() async throws {
    let navigator = ScreenNavigator([.list, .detail(1), .editor(1)])
    let applied: NavigationOutcome = navigator.pop()
    #expect("\(applied)" == ".applied(pop 1, removed [editor(1)])")
    let unchanged: NavigationOutcome = ScreenNavigator(TypedPath()).popToRoot()
    #expect("\(unchanged)" == ".unchanged")
    navigator.addSynchronousGuard(on: .detail(1), label: "unsaved edits") { _ in false }
    let refused: NavigationOutcome = navigator.pop()
    #expect(
      "\(refused)"
        == ".refused(the guard \"unsaved edits\" (registration #1) on detail(1) "
        + "refused pop 1)")
    let (_, gate, popping) = popWaitingForGate()
    #expect("\(popping)" == ".pending")
    gate.decide(true)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func selectSwitchesTabsAndKeepsTheirStacks() throws {
    enum Tab: Hashable, Sendable { case home, search }
    var tabs = TabsState<Tab, TypedPath<Int>>(tabs: [.home, .search])
    tabs.activeStack = [1, 2]
    let navigator = Navigator(tabs)
    #expect(navigator.select(.search).change != nil)
    #expect(navigator.state.selection == .search)
    #expect(navigator.state.stack(for: .home) == [1, 2])
    #expect(navigator.select(.search) == .unchanged)
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func transactionAppliesSeveralStepsAtOnce() {
    let navigator = ScreenNavigator([.list, .detail(1)])
    let outcome = navigator.transaction { path in
      _ = path.pop(1)
      path.append(.detail(2))
      path.append(.editor(2))
    }
    #expect(
      outcome.change?.transition
        == PathTransition(popCount: 1, pushed: [.detail(2), .editor(2)]))
    #expect(navigator.state == [.list, .detail(2), .editor(2)])
  }

  /// The four cases are every outcome there is, and the enumeration is frozen on purpose: the
  /// switch has no `default`, so a new case fails to compile here as in an app's `switch`.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test func anOutcomeIsAppliedUnchangedRefusedOrPending() async {
    func name(_ outcome: NavigationOutcome<TypedPath<Screen>>) -> String {
      switch outcome {
      case .applied: "applied"
      case .unchanged: "unchanged"
      case .refused: "refused"
      case .pending: "pending"
      }
    }
    let refusing = ScreenNavigator([.list, .editor(1)])
    refusing.addSynchronousGuard(on: .editor(1), label: "unsaved edits") { _ in false }
    let (_, gate, pending) = popWaitingForGate()
    let outcomes: [NavigationOutcome<TypedPath<Screen>>] = [
      ScreenNavigator([.list]).pop(), ScreenNavigator(TypedPath()).pop(), refusing.pop(), pending,
    ]
    #expect(outcomes.map(name) == ["applied", "unchanged", "refused", "pending"])
    await gate.untilAsked()
    gate.decide(true)
  }
}
