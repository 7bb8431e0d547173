@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Navigator {
  /// Applies several steps as one change: one transition, one event, one question to the guards.
  ///
  /// `body` edits a copy of the state when the change's turn comes; the navigator then plans the
  /// transition from the current state to the edited one, asks the guards of the elements it
  /// removes, and applies it. When `body` leaves the state as it was, nothing happens. Every
  /// other operation of the navigator is a transaction of one step.
  ///
  /// ```swift
  /// navigator.transaction { path in
  ///   _ = path.pop(2)
  ///   path.append(Screen.a)
  ///   path.append(Screen.b)
  /// }
  /// ```
  ///
  /// When no earlier change is waiting and no asynchronous guard (``addGuard(on:label:_:)``)
  /// concerns the elements the change removes, the change is planned, the synchronous guards
  /// (``addSynchronousGuard(on:label:_:)``) are asked and the change is applied before the call
  /// returns. Otherwise it waits for its turn in a task that runs on the caller's actor, keeping
  /// its place in line, and the call returns ``NavigationOutcome/pending(_:)``; `body` then edits
  /// the state as it is in that turn. Await the outcome's ``NavigationOutcome/value`` to learn
  /// what became of it either way.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's. Code that is not isolated to an actor does not compile: own the navigator on
  ///     the main actor or in an actor of your own.
  ///   - body: The steps, applied to a copy of the state.
  /// - Returns: Whether the change was applied, unneeded, refused, or is pending.
  @discardableResult
  public func transaction(
    isolation: isolated (any Actor) = #isolation,
    _ body: @escaping (inout State) -> Void
  ) -> NavigationOutcome<State> {
    attempt(.record) { state in
      var new = state
      body(&new)
      return new
    }
  }

  /// Applies several steps as one change, and waits until the change is applied or refused.
  ///
  /// The `async` twin of ``transaction(isolation:_:)->NavigationOutcome<State>``: in `async` code,
  /// `try await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does.
  /// A button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// try await navigator.transaction { path in
  ///   _ = path.pop(2)
  ///   path.append(Screen.a)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, where the change waits and runs; the default is the
  ///     caller's.
  ///   - body: The steps, applied to a copy of the state.
  /// - Returns: The applied change, or `nil` when `body` left the state as it was.
  /// - Throws: ``NavigationRefusal`` when a guard refused the change, or when the user interface
  ///   changed the state after the call; the change is then not applied.
  @discardableResult
  public func transaction(
    isolation: isolated (any Actor) = #isolation,
    _ body: @escaping (inout State) -> Void
  ) async throws(NavigationRefusal<State>) -> NavigationChange<State>? {
    try await transaction(isolation: isolation, body).value
  }

  /// Opens a link: replaces the state with the one the link leads to, as one change.
  ///
  /// `resolve` runs at once and turns the link into the whole state to show (for a stack: the
  /// screens from the root up), or throws for a link it cannot read, which leaves the state
  /// alone. The change is then applied as ``transaction(isolation:_:)->NavigationOutcome<State>``
  /// applies one.
  ///
  /// ```swift
  /// .onOpenURL { url in
  ///   try? navigator.open(url.absoluteString) { link in
  ///     try table.open(link)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, in whatever form the app receives it (a URL, a string).
  ///   - isolation: The caller's actor, where a pending change waits and runs; the default is the
  ///     caller's.
  ///   - resolve: Returns the state the link leads to, or throws when it cannot read the link.
  /// - Returns: Whether the change was applied, unneeded, refused, or is pending.
  /// - Throws: What `resolve` throws; the state is then untouched.
  @discardableResult
  public func open<Link, Failure: Error>(
    _ link: Link, isolation: isolated (any Actor) = #isolation,
    resolve: (Link) throws(Failure) -> State
  ) throws(Failure) -> NavigationOutcome<State> {
    let target = try resolve(link)
    return attempt(.record) { _ in target }
  }

  /// Opens a link as one change, and waits until the change is applied or refused.
  ///
  /// The `async` twin of ``open(_:isolation:resolve:)->NavigationOutcome<State>``: in `async` code,
  /// `try await` waits for the change and throws its refusal, as ``NavigationOutcome/value`` does.
  /// A button's action, which cannot wait, calls the synchronous operation.
  ///
  /// ```swift
  /// func show(_ link: String) async throws {
  ///   try await navigator.open(link) { try table.open($0) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, in whatever form the app receives it (a URL, a string).
  ///   - isolation: The caller's actor, where the change waits and runs; the default is the
  ///     caller's.
  ///   - resolve: Returns the state the link leads to, or throws when it cannot read the link.
  /// - Returns: The applied change, or `nil` when the state already was the one the link leads
  ///   to.
  /// - Throws: What `resolve` throws, or a ``NavigationRefusal`` when a guard refused the
  ///   change or the user interface changed the state after the call; the change is then not
  ///   applied.
  @discardableResult
  public func open<Link>(
    _ link: Link, isolation: isolated (any Actor) = #isolation,
    resolve: (Link) throws -> State
  ) async throws -> NavigationChange<State>? {
    try await open(link, isolation: isolation, resolve: resolve).value
  }
}
