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
  /// await navigator.navigate(to: 1)
  /// try await navigator.back()     // state is []
  /// try await navigator.forward()  // state is [1]
  /// ```
  ///
  /// - Returns: The applied change, or `nil` when there is no back state.
  /// - Throws: ``NavigationRefusal`` when a guard refuses the step; the state and the history are
  ///   then untouched.
  @discardableResult
  nonisolated(nonsending) public func back() async throws(NavigationRefusal<State>)
    -> NavigationChange<State>?
  {
    try await perform(.back) { _ in backStates.last }.get()
  }

  /// Returns to the state the last ``back()`` left, like a browser's forward button.
  ///
  /// - Returns: The applied change, or `nil` when there is no forward state.
  /// - Throws: ``NavigationRefusal`` when a guard refuses the step; the state and the history are
  ///   then untouched.
  @discardableResult
  nonisolated(nonsending) public func forward() async throws(NavigationRefusal<State>)
    -> NavigationChange<State>?
  {
    try await perform(.forward) { _ in forwardStates.last }.get()
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
