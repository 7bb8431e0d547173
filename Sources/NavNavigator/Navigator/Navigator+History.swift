@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Returns to the state before the last change, like a browser's back button.
  ///
  /// The step is a change like any other: guards of the elements it removes are asked, and it is
  /// reported to leave handlers and subscribers. The state left behind becomes the nearest
  /// forward state.
  ///
  /// ```swift
  /// let navigator = Navigator(TypedPath<Int>(), historyCapacity: 10)
  /// navigator.append(1)
  /// navigator.back()     // state is []
  /// navigator.forward()  // state is [1]
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where a pending change waits and runs; the
  ///   default is the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when there is no back state, otherwise whether
  ///   the step was applied, refused (the state and the history are then untouched), or is
  ///   pending.
  @discardableResult
  public func back(isolation: isolated (any Actor) = #isolation) -> NavigationOutcome<State> {
    attempt(.back) { _ in self.backStates.last }
  }

  /// Returns to the state before the last change, and waits until the step is applied or refused.
  ///
  /// The `async` twin of ``back(isolation:)->NavigationOutcome<State>``: in `async` code, `try
  /// await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does. A
  /// button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// try await navigator.back()
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where the change waits and runs; the default is
  ///   the caller's.
  /// - Returns: The applied change, or `nil` when there is no back state.
  /// - Throws: ``NavigationRefusal`` when a guard refused the step, or when the user interface
  ///   changed the state after the call; the state and the history are then untouched by it.
  @discardableResult
  public func back(
    isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await back(isolation: isolation).value
  }

  /// Returns to the state the last ``back(isolation:)->NavigationOutcome<State>`` left, like a
  /// browser's forward button.
  ///
  /// - Parameter isolation: The caller's actor, where a pending change waits and runs; the
  ///   default is the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when there is no forward state, otherwise
  ///   whether the step was applied, refused (the state and the history are then untouched), or
  ///   is pending.
  @discardableResult
  public func forward(isolation: isolated (any Actor) = #isolation) -> NavigationOutcome<State> {
    attempt(.forward) { _ in self.forwardStates.last }
  }

  /// Returns to the state the last back step left, and waits until the step is applied or refused.
  ///
  /// The `async` twin of ``forward(isolation:)->NavigationOutcome<State>``: in `async` code, `try
  /// await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does. A
  /// button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// try await navigator.forward()
  /// ```
  ///
  /// - Parameter isolation: The caller's actor, where the change waits and runs; the default is
  ///   the caller's.
  /// - Returns: The applied change, or `nil` when there is no forward state.
  /// - Throws: ``NavigationRefusal`` when a guard refused the step, or when the user interface
  ///   changed the state after the call; the state and the history are then untouched by it.
  @discardableResult
  public func forward(
    isolation: isolated (any Actor) = #isolation
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await forward(isolation: isolation).value
  }

  /// Moves the history for an applied change.
  ///
  /// - Parameters:
  ///   - old: The state the change left.
  ///   - effect: How the change moves the history.
  /// - Complexity: O(*c*), where *c* is `historyCapacity`, when the back states are full.
  func moveHistory(leaving old: State, _ effect: HistoryEffect) {
    guard historyCapacity > 0 else { return }
    switch effect {
    case .record:
      backStates.append(old)
      if backStates.count > historyCapacity {
        backStates.removeFirst()
      }
      if !forwardStates.isEmpty {
        forwardStates.removeAll()
      }
    case .back:
      backStates.removeLast()
      forwardStates.append(old)
    case .forward:
      forwardStates.removeLast()
      backStates.append(old)
    }
  }
}
