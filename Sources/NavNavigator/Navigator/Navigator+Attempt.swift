// How a change enters the line: it applies before the call returns when nothing stands in the
// way, and otherwise waits for its turn in a task on the caller's actor, keeping its place, in
// the order of the calls.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Plans the change to `target(state)` and applies it at once when it can, or queues it.
  ///
  /// - Parameters:
  ///   - effect: How the change moves the history.
  ///   - isolation: The caller's actor, where a pending change runs.
  ///   - target: The state to reach from the current one, or `nil` for no change.
  /// - Returns: What became of the change by the time the call returns.
  func attempt(
    _ effect: HistoryEffect, isolation actor: isolated (any Actor) = #isolation,
    target: @escaping (State) -> State?
  ) -> NavigationOutcome<State> {
    if !isChanging {
      guard let new = target(state), new != state else { return .unchanged }
      let change = NavigationChange(from: state, to: new)
      let concerned = guards(concernedBy: change)
      let checks = concerned.compactMap { registered in
        if case .synchronous(let check) = registered.check { (registered, check) } else { nil }
      }
      if checks.count == concerned.count {
        return applyNow(change, effect, asking: checks)
      }
    }
    let request = QueuedRequest(navigator: self, effect: effect, turn: takeTurn(), target: target)
    return .pending(PendingNavigation(task: Task { await request.perform(on: actor) }))
  }

  /// Takes the free turn, asks synchronous guards, and applies `change` unless one refuses.
  private func applyNow(
    _ change: NavigationChange<State>, _ effect: HistoryEffect,
    asking checks: [(RegisteredGuard, (NavigationChange<State>) -> Bool)]
  ) -> NavigationOutcome<State> {
    let turn = takeTurn()
    precondition(turn.hasTurn, "Navigator: the turn was not free")
    defer { endTurn() }
    for (registered, check) in checks where !check(change) {
      return .refused(refusal(of: change, by: registered))
    }
    if let overtaken = stateChanged(since: turn, planned: { _ in change }) {
      return .refused(overtaken)
    }
    commit(change, history: effect)
    return .applied(change)
  }
}

/// A change that waits for its turn, carried to the actor of the code that requested it.
///
/// `@unchecked Sendable`: it is made on `actor` by ``Navigator/attempt(_:isolation:target:)``,
/// which holds its place in line, and its contents are used only by ``perform(on:)``, which runs
/// isolated to that same actor; the navigator, the turn and the target never leave it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct QueuedRequest<State: NavigationState>: @unchecked Sendable
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  let navigator: Navigator<State>
  let effect: HistoryEffect
  let turn: Navigator<State>.Turn
  let target: (State) -> State?

  /// Waits for the turn on `actor`, then plans, asks and applies the change there.
  func perform(
    on actor: isolated any Actor
  ) async -> Result<NavigationChange<State>?, NavigationRefusal<State>> {
    await navigator.perform(effect, turn: turn, target: target)
  }
}
