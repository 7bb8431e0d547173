public import NavCore

// What a user interface writes to the state it shows: a binding's setter, read as the change it
// is and asked of the guards like every other change.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Applies a write that the user interface made to a part of the state, such as the path a
  /// navigation stack writes when its back button is tapped, as the change it is.
  ///
  /// The write is read against the state shown, which is ``state``: a stack that lost its top
  /// element is a pop, a tab view's write of the selected tab pops that tab to its root (see
  /// each part). The change takes its place in line like any other: the guards of what it
  /// removes are asked, and it is applied, refused, or pending behind an earlier change or an
  /// asynchronous guard. Use it in a binding's setter:
  ///
  /// ```swift
  /// NavigationStack(path: Binding(
  ///   get: { navigator.state },
  ///   set: { navigator.write($0, to: .stack) }))
  /// ```
  ///
  /// Whenever the state does not hold the written value afterwards (the change was refused,
  /// waits, or the state's rules made it another), the navigator tells the observers of
  /// ``state`` to read it again, so that a user interface which already showed the write (a
  /// swipe back) shows the state once more: what is on screen does not stay different from
  /// ``state``.
  ///
  /// - Parameters:
  ///   - value: The value the user interface wrote.
  ///   - part: The part of the state it wrote.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is
  ///     the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when the write changes nothing, otherwise whether
  ///   the change was applied, refused by a guard, or is pending.
  @discardableResult
  public func write<Value: Equatable>(
    _ value: Value, to part: StatePart<State, Value>,
    isolation: isolated (any Actor) = #isolation
  ) -> NavigationOutcome<State> {
    let outcome = transaction(isolation: isolation, part.edit(writing: value, over: state))
    if part.value(in: state) != value {
      showStateAgain()
    }
    return outcome
  }

  /// Whether a guard stands in the way of a write to a part of the state: a synchronous guard
  /// that would refuse the change, or an asynchronous guard of an element the change removes.
  ///
  /// A user interface asks before it lets the system make the write on its own: while popping a
  /// stack's top element is guarded, a SwiftUI stack hides the system back button (which also
  /// turns off the swipe back) and shows one that calls ``pop(in:isolation:)``; while dismissing
  /// a sheet is guarded, the sheet cannot be swiped down. Synchronous guards are called to
  /// answer, so they must only look, as they do for every change.
  ///
  /// ```swift
  /// navigator.isGuarded(writing: nil, to: .presentation(at: 0, style: .sheet))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value the user interface would write.
  ///   - part: The part of the state it would write.
  /// - Returns: `true` when a guard would refuse the change or has to be awaited.
  public func isGuarded<Value>(writing value: Value, to part: StatePart<State, Value>) -> Bool {
    var new = state
    part.edit(writing: value, over: state)(&new)
    guard new != state else { return false }
    let change = NavigationChange(from: state, to: new)
    return guards(concernedBy: change).contains { registered in
      switch registered.check {
      case .synchronous(let check): !check(change)
      case .asynchronous: true
      }
    }
  }

  /// Pops the top element of a stack inside the state, asking its guards: what a back button
  /// does.
  ///
  /// ```swift
  /// Button("Back") { navigator.pop(in: .stack(for: .search)) }
  /// ```
  ///
  /// - Parameters:
  ///   - part: The stack.
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is
  ///     the caller's.
  /// - Returns: ``NavigationOutcome/unchanged`` when the stack is empty, otherwise whether the
  ///   pop was applied, refused by a guard, or is pending.
  @discardableResult
  public func pop<Stack: StackPath>(
    in part: StatePart<State, Stack>, isolation: isolated (any Actor) = #isolation
  ) -> NavigationOutcome<State> {
    write(Stack(part.value(in: state).dropLast()), to: part, isolation: isolation)
  }

  /// Whether popping the top element of a stack inside the state is guarded: see
  /// ``isGuarded(writing:to:)``.
  ///
  /// ```swift
  /// .navigationBarBackButtonHidden(navigator.isPopGuarded(in: .stack))
  /// ```
  ///
  /// - Parameter part: The stack.
  /// - Returns: `true` when a guard would refuse the pop or has to be awaited.
  public func isPopGuarded<Stack: StackPath>(in part: StatePart<State, Stack>) -> Bool {
    isGuarded(writing: Stack(part.value(in: state).dropLast()), to: part)
  }

  /// Tells the observers of ``state`` to read it again, although it did not change: assigning
  /// an equal value would tell them nothing.
  private func showStateAgain() {
    withMutation(keyPath: \.state) {}
  }
}
