/// How an applied change moves the history.
enum HistoryEffect {
  /// A new change: the old state joins the back states and the forward states are dropped.
  case record
  /// A step back to the nearest back state.
  case back
  /// A step forward to the nearest forward state.
  case forward
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// A guard as registered.
  struct RegisteredGuard {
    /// The guard's public description.
    let description: NavigationRefusal<State>.Guard
    /// The check; `true` lets the change go ahead.
    let check: (NavigationChange<State>) async -> Bool
  }

  /// Waits until the changes requested before this one are done, then takes the turn.
  nonisolated(nonsending) func waitForTurn() async {
    guard isChanging else {
      isChanging = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the turn to the next waiting change, or frees it.
  func endTurn() {
    if waiting.isEmpty {
      isChanging = false
    } else {
      waiting.removeFirst().resume()
    }
  }

  /// Edits a copy of the state at the change's turn, then applies the edit as one change.
  ///
  /// - Parameter body: The steps, applied to a copy of the state.
  /// - Returns: The applied change, `nil` when `body` changed nothing, or the refusal.
  nonisolated(nonsending) func edit(
    _ body: (inout State) -> Void
  ) async -> Result<NavigationChange<State>?, NavigationRefusal<State>> {
    await perform(.record) { state in
      var new = state
      body(&new)
      return new
    }
  }

  /// Takes the turn, plans the change from the current state to `target(state)`, asks the guards,
  /// and applies the change if they agree and the state has not moved meanwhile.
  ///
  /// - Parameters:
  ///   - effect: How the change moves the history.
  ///   - target: The state to reach from the current one, or `nil` for no change.
  /// - Returns: The applied change, `nil` when there was nothing to change, or the refusal.
  nonisolated(nonsending) func perform(
    _ effect: HistoryEffect, target: (State) -> State?
  ) async -> Result<NavigationChange<State>?, NavigationRefusal<State>> {
    await waitForTurn()
    defer { endTurn() }
    guard let new = target(state), new != state else { return .success(nil) }
    let change = NavigationChange(from: state, to: new)
    let plannedVersion = version
    if let refusal = await refusal(of: change) {
      return .failure(refusal)
    }
    guard version == plannedVersion else {
      return .failure(NavigationRefusal(kind: .stateChanged, change: change, refusingGuard: nil))
    }
    commit(change, history: effect)
    return .success(change)
  }

  /// Asks the guards of the removed elements, the top element's first and each element's in
  /// registration order, until one refuses.
  ///
  /// - Parameter change: The planned change.
  /// - Returns: The refusal of the first guard that returned `false`, or `nil` when all agreed.
  nonisolated(nonsending) func refusal(of change: NavigationChange<State>) async
    -> NavigationRefusal<State>?
  {
    var concerned: [RegisteredGuard] = []
    for element in change.removed {
      for registered in guards where registered.description.element == element {
        if !concerned.contains(where: {
          $0.description.registration == registered.description.registration
        }) {
          concerned.append(registered)
        }
      }
    }
    for registered in concerned where !(await registered.check(change)) {
      return NavigationRefusal(
        kind: .refusedByGuard, change: change, refusingGuard: registered.description)
    }
    return nil
  }

  /// Applies a planned change: updates the state and the history, drops the guards of removed
  /// elements, then calls the leave handlers and reports the change to every subscriber.
  ///
  /// - Parameters:
  ///   - change: The change, planned from the current state.
  ///   - effect: How the change moves the history.
  func commit(_ change: NavigationChange<State>, history effect: HistoryEffect) {
    precondition(
      !isCommitting,
      "Navigator: a leave handler changed the navigator while a change was being applied; "
        + "start a Task to navigate in response to a leave")
    isCommitting = true
    defer { isCommitting = false }
    state = change.new
    version += 1
    moveHistory(leaving: change.old, effect)
    guards.removeAll { change.removed.contains($0.description.element) }
    for element in change.removed {
      for (_, handler) in leaveHandlers {
        handler(element)
      }
    }
    var listening: [AsyncStream<NavigationChange<State>>.Continuation] = []
    for subscriber in subscribers {
      if case .terminated = subscriber.yield(change) { continue }
      listening.append(subscriber)
    }
    subscribers = listening
  }
}
