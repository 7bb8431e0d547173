/// A change that a ``Navigator`` operation could not apply at once: it waits for its
/// turn, in the order it was requested, and for its guards.
///
/// Most user interfaces need not wait for it: the navigator's observable ``Navigator/state``
/// shows the change once it is applied. Await ``result`` to learn whether it was.
///
/// ```swift
/// if case .pending(let pending) = navigator.popToRoot() {
///   Task {
///     if case .failure(let refusal) = await pending.result {
///       showAlert(refusal)
///     }
///   }
/// }
/// ```
public struct PendingNavigation<State: NavigationState>: Sendable
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  /// The task that waits for the change's turn and applies it.
  let task: Task<Result<NavigationChange<State>?, NavigationRefusal<State>>, Never>

  /// Waits until the change is applied or refused: the applied change, `nil` when there was
  /// nothing left to change in its turn, or the refusal.
  nonisolated(nonsending) public var result:
    Result<NavigationChange<State>?, NavigationRefusal<State>>
  {
    get async { await task.value }
  }
}

/// Two pending navigations are equal when they are the same waiting change.
extension PendingNavigation: Equatable {
  /// Whether both stand for the same waiting change.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.task == rhs.task
  }
}
