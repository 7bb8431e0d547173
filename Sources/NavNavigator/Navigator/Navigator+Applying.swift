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
    let check: Check
  }

  /// A guard's check: one that answers at once, or one that may suspend.
  enum Check {
    case synchronous((NavigationChange<State>) -> Bool)
    case asynchronous((NavigationChange<State>) async -> Bool)
  }

  /// A change's place in line: it holds the turn once ``hasTurn`` is set.
  ///
  /// A place is taken when the change is requested, so changes apply in the order they were
  /// requested even when the one waiting for it starts later (a pending change's task).
  final class Turn {
    /// Whether the change holds the turn.
    var hasTurn = false
    /// The suspended change, resumed when the turn comes.
    var continuation: CheckedContinuation<Void, Never>?
    /// The state the user interface left (``Navigator/acceptChange(to:)``) while the change was
    /// waiting, or `nil` while nothing changed the state under it.
    var overtaken: State?
  }

  /// Whether a change holds the turn (it may be waiting for its guards).
  var isChanging: Bool { holder != nil }

  /// Takes a place in line; the turn is given at once when no change holds it.
  func takeTurn() -> Turn {
    let turn = Turn()
    if isChanging {
      waiting.append(turn)
    } else {
      holder = turn
      turn.hasTurn = true
    }
    return turn
  }

  /// Waits until `turn` holds the turn.
  nonisolated(nonsending) func wait(for turn: Turn) async {
    guard !turn.hasTurn else { return }
    await withCheckedContinuation { turn.continuation = $0 }
  }

  /// Hands the turn to the next change in line, or frees it.
  func endTurn() {
    guard !waiting.isEmpty else {
      holder = nil
      return
    }
    let next = waiting.removeFirst()
    holder = next
    next.hasTurn = true
    next.continuation?.resume()
    next.continuation = nil
  }

  /// Marks every change in line as overtaken by a change the user interface made to ``state``:
  /// each is refused in its turn, or after its guards answer.
  func overtakeRequestedChanges() {
    for turn in [holder].compactMap(\.self) + waiting where turn.overtaken == nil {
      turn.overtaken = state
    }
  }

  /// The refusal of the change of `turn` when the user interface changed the state under it.
  ///
  /// - Parameters:
  ///   - turn: The change's place in line.
  ///   - planned: The change as planned on the state the user interface left.
  /// - Returns: The `NavigationRefusal.Kind.stateChanged` refusal, or `nil` when nothing
  ///   changed the state under the change.
  func stateChanged(
    since turn: Turn, planned: (State) -> NavigationChange<State>
  ) -> NavigationRefusal<State>? {
    guard let left = turn.overtaken else { return nil }
    return NavigationRefusal(kind: .stateChanged, change: planned(left), refusingGuard: nil)
  }

  /// Waits for the turn, plans the change from the current state to `target(state)`, asks the
  /// guards, and applies the change if they agree and the state has not moved meanwhile.
  ///
  /// A change whose state moved before its turn is refused without being planned or asked.
  ///
  /// - Parameters:
  ///   - effect: How the change moves the history.
  ///   - turn: The change's place in line.
  ///   - target: The state to reach from the current one, or `nil` for no change.
  /// - Returns: The applied change, `nil` when there was nothing to change, or the refusal.
  nonisolated(nonsending) func perform(
    _ effect: HistoryEffect, turn: Turn, target: (State) -> State?
  ) async -> Result<NavigationChange<State>?, NavigationRefusal<State>> {
    await wait(for: turn)
    defer { endTurn() }
    let overtaken = stateChanged(since: turn) { left in
      NavigationChange(from: left, to: target(left) ?? left)
    }
    if let overtaken { return .failure(overtaken) }
    guard let new = target(state), new != state else { return .success(nil) }
    let change = NavigationChange(from: state, to: new)
    if let refusal = await refusal(of: change) {
      return .failure(refusal)
    }
    if let overtaken = stateChanged(since: turn, planned: { _ in change }) {
      return .failure(overtaken)
    }
    commit(change, history: effect)
    return .success(change)
  }

  /// Returns the guards of the elements `change` removes: the top element's first and each
  /// element's in registration order, each guard once.
  ///
  /// - Parameter change: The planned change.
  /// - Returns: The guards to ask, in the order to ask them.
  func guards(concernedBy change: NavigationChange<State>) -> [RegisteredGuard] {
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
    return concerned
  }

  /// Asks the guards of the removed elements in order until one refuses.
  ///
  /// - Parameter change: The planned change.
  /// - Returns: The refusal of the first guard that returned `false`, or `nil` when all agreed.
  nonisolated(nonsending) func refusal(of change: NavigationChange<State>) async
    -> NavigationRefusal<State>?
  {
    for registered in guards(concernedBy: change) {
      let agrees: Bool
      switch registered.check {
      case .synchronous(let check): agrees = check(change)
      case .asynchronous(let check): agrees = await check(change)
      }
      if !agrees { return refusal(of: change, by: registered) }
    }
    return nil
  }

  /// The refusal of `change` by `registered`.
  func refusal(
    of change: NavigationChange<State>, by registered: RegisteredGuard
  ) -> NavigationRefusal<State> {
    NavigationRefusal(
      kind: .refusedByGuard, change: change, refusingGuard: registered.description)
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
