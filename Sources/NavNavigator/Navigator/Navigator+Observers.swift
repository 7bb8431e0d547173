@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Registers a check that runs before any change that would remove `element`.
  ///
  /// The check receives the planned change and returns `true` to let it go ahead. When it returns
  /// `false`, the change is not applied and the caller receives a ``NavigationRefusal`` naming the
  /// guard. Checks may suspend (to ask the user): the change is then pending, and other changes
  /// wait meanwhile.
  ///
  /// A guard protects every occurrence of its element and lasts until a change removes the
  /// element, or until ``remove(_:)``. A check must not await the outcome of the navigator's own
  /// operations: they wait for the change being checked, which waits for the check.
  ///
  /// ```swift
  /// navigator.addGuard(on: .editor(draft.id), label: "unsaved edits") { _ in
  ///   await confirm("Discard your changes?")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element the guard protects.
  ///   - label: A name for the guard, reported when it refuses.
  ///   - check: The question to ask; `true` lets the change go ahead.
  /// - Returns: The registration, for ``remove(_:)``.
  @discardableResult
  public func addGuard(
    on element: State.Element, label: String,
    _ check: @escaping (NavigationChange<State>) async -> Bool
  ) -> NavigatorRegistration {
    addGuard(on: element, label: label, .asynchronous(check))
  }

  /// Registers a check that answers at once, before any change that would remove `element`.
  ///
  /// It works as ``addGuard(on:label:_:)`` does, but cannot suspend, so it never keeps a change
  /// waiting: a change that only such guards concern is applied or refused before the operation
  /// (``Navigator/pop(isolation:)->NavigationOutcome<State>``,
  /// ``Navigator/transaction(isolation:_:)->NavigationOutcome<State>``, ...) returns. Use it for a
  /// decision the app already knows, such as whether a form has unsaved edits.
  ///
  /// ```swift
  /// navigator.addSynchronousGuard(
  ///   on: .editor(draft.id), label: "unsaved edits"
  /// ) { _ in
  ///   !draft.hasUnsavedEdits
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element the guard protects.
  ///   - label: A name for the guard, reported when it refuses.
  ///   - check: The question to ask; `true` lets the change go ahead.
  /// - Returns: The registration, for ``remove(_:)``.
  @discardableResult
  public func addSynchronousGuard(
    on element: State.Element, label: String,
    _ check: @escaping (NavigationChange<State>) -> Bool
  ) -> NavigatorRegistration {
    addGuard(on: element, label: label, .synchronous(check))
  }

  /// Registers a guard with either kind of check.
  private func addGuard(
    on element: State.Element, label: String, _ check: Check
  ) -> NavigatorRegistration {
    let registration = register()
    guards.append(
      RegisteredGuard(
        description: .init(registration: registration, label: label, element: element),
        check: check))
    return registration
  }

  /// Registers a handler that learns each element a change removes, once the change is applied.
  ///
  /// Handlers run in registration order, for each removed element in the order they leave (the
  /// top first), before the change reaches ``changes(bufferingPolicy:)``. Cancel the work tied to
  /// a screen here. A handler must not change the navigator itself; start a `Task` for that.
  ///
  /// ```swift
  /// navigator.onLeave { route in
  ///   downloads[route]?.cancel()
  /// }
  /// ```
  ///
  /// - Parameter handler: The handler, called with each removed element.
  /// - Returns: The registration, for ``remove(_:)``.
  @discardableResult
  public func onLeave(_ handler: @escaping (State.Element) -> Void) -> NavigatorRegistration {
    let registration = register()
    leaveHandlers.append((registration, handler))
    return registration
  }

  /// Unregisters a guard or a leave handler; does nothing if it is already gone.
  ///
  /// - Parameter registration: The registration returned by ``addGuard(on:label:_:)`` or
  ///   ``onLeave(_:)``.
  /// - Complexity: O(*g* + *h*), where *g* and *h* are the numbers of guards and handlers.
  public func remove(_ registration: NavigatorRegistration) {
    guards.removeAll { $0.description.registration == registration }
    leaveHandlers.removeAll { $0.0 == registration }
  }

  /// Returns a sequence of every change the navigator applies from now on, in order.
  ///
  /// Each call returns a new sequence; each sequence receives every change. The sequence is
  /// `Sendable`: read it from any task. It ends when the navigator is deallocated.
  ///
  /// ```swift
  /// let changes = navigator.changes()
  /// Task {
  ///   for await change in changes {
  ///     log("\(change.old) -> \(change.new): \(change.transition)")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter bufferingPolicy: How many unread changes the sequence keeps. The default keeps
  ///   all of them.
  /// - Returns: The changes applied after this call.
  public func changes(
    bufferingPolicy: AsyncStream<NavigationChange<State>>.Continuation.BufferingPolicy =
      .unbounded
  ) -> AsyncStream<NavigationChange<State>> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: NavigationChange<State>.self, bufferingPolicy: bufferingPolicy)
    subscribers.append(continuation)
    return stream
  }

  /// Returns a new registration.
  private func register() -> NavigatorRegistration {
    defer { nextRegistration += 1 }
    return NavigatorRegistration(number: nextRegistration)
  }
}
