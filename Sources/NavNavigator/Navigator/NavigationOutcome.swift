/// What a ``Navigator`` operation did by the time it returned, and what became of its change.
///
/// An operation, such as ``Navigator/pop(isolation:)->NavigationOutcome<State>`` in a button's
/// action, applies its change at once when nothing stands in the way. Two things can: an earlier
/// change still waiting for its guards, or an asynchronous guard
/// (``Navigator/addGuard(on:label:_:)``) on an element the change removes. The change then waits
/// for its turn in a task of its own, keeping its place in line, and the operation returns
/// ``pending(_:)``.
///
/// Most callers ignore the outcome (the observable ``Navigator/state`` shows the change), read
/// what a synchronous caller reacts to (``change``, ``refusal``), switch over it, or await it
/// (``value``, ``result``):
///
/// ```swift
/// try await navigator.pop().value?.removed  // [.editor(7)]
///
/// switch navigator.pop() {
/// case .applied(let change): print("popped \(change.removed)")
/// case .unchanged: print("already at the root")
/// case .refused(let refusal): print(refusal)
/// case .pending(let pending): Task { print(await pending.result) }
/// }
/// ```
///
/// A change is applied, not needed, refused or waiting, whatever the operation: the four cases
/// are every outcome there is, and the enumeration stays as it is in every 1.x release. Switch
/// over it without a `default`.
public enum NavigationOutcome<State: NavigationState>: Sendable
where State: Sendable, State.Element: Sendable, State.Transition: Sendable {
  /// The change was applied before the call returned.
  case applied(NavigationChange<State>)

  /// There was nothing to change: the state already was the requested one.
  case unchanged

  /// A synchronous guard (``Navigator/addSynchronousGuard(on:label:_:)``) refused the change; the
  /// state is untouched.
  case refused(NavigationRefusal<State>)

  /// The change waits behind an earlier change or an asynchronous guard; it is planned, asked
  /// and applied in its turn, in a task on the caller's actor. Await ``value`` or ``result`` to
  /// learn what became of it.
  case pending(PendingNavigation<State>)

  /// The applied change, or `nil` unless the outcome is ``applied(_:)``.
  ///
  /// ```swift
  /// navigator.popToRoot().change?.removed  // [.detail(2), .detail(1)]
  /// if navigator.pop().change != nil { haptics.play() }
  /// ```
  public var change: NavigationChange<State>? {
    guard case .applied(let change) = self else { return nil }
    return change
  }

  /// What became of the change, waiting for it when it is pending: the applied change, `nil`
  /// when there was nothing to change, or the refusal. Every outcome can be awaited alike; one
  /// that is not pending answers at once, without leaving the caller's actor.
  ///
  /// ```swift
  /// let outcome = navigator.popToRoot()
  /// if case .failure(let refusal) = await outcome.result {
  ///   showAlert(refusal)
  /// }
  /// ```
  nonisolated(nonsending) public var result:
    Result<NavigationChange<State>?, NavigationRefusal<State>>
  {
    get async {
      switch self {
      case .applied(let change): .success(change)
      case .unchanged: .success(nil)
      case .refused(let refusal): .failure(refusal)
      case .pending(let pending): await pending.result
      }
    }
  }

  /// What became of the change, waiting for it when it is pending: the applied change, or `nil`
  /// when there was nothing to change. Like a `Task`'s `value`, it throws what ``result`` holds
  /// as a failure.
  ///
  /// ```swift
  /// let change = try await navigator.popToRoot().value
  /// change?.removed  // [.detail(2), .detail(1)]
  /// ```
  ///
  /// - Throws: ``NavigationRefusal`` when a guard refused the change, or the user interface
  ///   changed the state after the change was requested; the change is then not applied.
  nonisolated(nonsending) public var value: NavigationChange<State>? {
    get async throws(NavigationRefusal<State>) { try await result.get() }
  }

  /// The guard's refusal, or `nil` unless the outcome is ``refused(_:)``.
  ///
  /// ```swift
  /// if let refusal = navigator.pop().refusal { showAlert(refusal) }
  /// ```
  public var refusal: NavigationRefusal<State>? {
    guard case .refused(let refusal) = self else { return nil }
    return refusal
  }
}

/// Two outcomes are equal when they are the same case with equal values: the same change, the
/// same refusal, or the same waiting change.
///
/// ```swift
/// #expect(navigator.popToRoot() == .unchanged)
/// ```
extension NavigationOutcome: Equatable {}

extension NavigationOutcome: CustomStringConvertible {
  /// The outcome as its case is written, as the library prints every case:
  /// `.applied(pop 1, removed [2 as Int])`, `.unchanged`, `.refused(the guard "unsaved edits" …)`,
  /// or `.pending` for a change still waiting for its turn.
  public var description: String {
    switch self {
    case .applied(let change): ".applied(\(change))"
    case .unchanged: ".unchanged"
    case .refused(let refusal): ".refused(\(refusal))"
    case .pending: ".pending"
    }
  }
}
