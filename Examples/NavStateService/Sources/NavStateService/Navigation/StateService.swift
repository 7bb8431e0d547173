internal import Metrics
public import NIOCore
public import NavCodable
internal import NavCore
internal import ServiceLifecycle

/// What a write answers: the revision it produced and the transition it made, as JSON text.
public struct WriteResult: Sendable, Equatable {
  /// The revision the write produced, or the current one when the write changed nothing.
  public var revision: Int
  /// The transition from the revision before, as JSON text: empty when the write changed
  /// nothing, `null` when it replaced a state that could not be read.
  public var transition: String
}

/// A user's state as a device restores it: the document at the current version, and the
/// elements of the stored document that no longer restore.
public struct DeviceState: Sendable, Equatable {
  /// The number of writes the state has seen.
  public var revision: Int
  /// The whole-app document, at the current version.
  public var document: [UInt8]
  /// The elements of the stored document that could not be restored, root first, each with why;
  /// `document` holds the rest of each stack below them.
  public var dropped: [NavCodingError]
}

/// What a client that holds an older revision needs to reach the current one.
public enum CatchUp: Sendable, Equatable {
  /// The transitions since the client's revision, oldest first.
  case changes(revision: Int, [StoredChange])
  /// The whole state, when the log no longer reaches back to the client's revision.
  case state(DeviceState)
}

/// The service's operations, independent of HTTP: each takes outside input, validates all of it,
/// and stores nothing unless everything is valid.
///
/// Each write names the revision it is based on; `nil` applies a relative change (push, open,
/// pop, select) to whatever the current revision is, which loses nothing either, since the change
/// is applied to the stored state inside the transaction.
public struct StateService: Sendable {
  /// The NavCodable adapter.
  public let adapter: NavAdapter
  /// The database.
  public let store: any StateStore

  /// Creates the service.
  public init(adapter: NavAdapter, store: any StateStore) {
    self.adapter = adapter
    self.store = store
  }

  /// The path document of the stack a deep link opens.
  ///
  /// - Throws: `DeepLinkError` for a link the table cannot read, or whose nested route is
  ///   outside its scope (a step not on top of a recipe): a stack the table opens has a screen
  ///   for every value.
  public func resolve(_ link: String) throws -> [UInt8] {
    let path = try RecipesDomain.links.open(link)
    return try adapter.document(of: path)
  }

  /// The user's state at the current schema version.
  ///
  /// A document of an older version is migrated and written back upgraded, under the same
  /// revision. A document with elements that no longer restore is answered with what restores
  /// and the dropped elements, and left as it is stored.
  public func state(of user: String) async throws -> DeviceState {
    guard let stored = try await store.state(of: user) else {
      throw ServiceFailure.unknownUser(user)
    }
    let restoration = try Self.restoration(of: stored, user: user, adapter: adapter)
    guard restoration.isComplete else {
      Counter(label: "navstate.dropped_elements").increment(
        by: Int64(restoration.dropped.count))
      return DeviceState(
        revision: stored.revision, document: try adapter.document(of: restoration.state),
        dropped: restoration.dropped)
    }
    guard let upgraded = try adapter.upgradedDocument(of: restoration) else {
      return DeviceState(revision: stored.revision, document: stored.document, dropped: [])
    }
    Counter(label: "navstate.migrations_on_read").increment()
    try await store.upgrade(
      user: user, to: StoredState(revision: stored.revision, document: upgraded))
    return DeviceState(revision: stored.revision, document: upgraded, dropped: [])
  }

  /// Replaces the user's whole state with a document, creating the user at base revision 0.
  ///
  /// The document's tabs are taken into the app's tabs, in the app's order
  /// (`TabsState.reconciled(with:)`): a tab the document lacks gets an empty stack. A stored
  /// state that cannot be read is replaced too: the change log is then cleared and the answer's
  /// transition is `null`.
  public func put(user: String, base: Int, document: ByteBuffer) async throws -> WriteResult {
    let state = Self.reconciled(
      try document.withUnsafeReadableBytes { bytes in try adapter.state(from: bytes) })
    try Self.validate(state)
    return try await change(user: user, base: base, mayCreate: true) { _ in state }
  }

  /// Removes the user's state and change log; the way out for a stored state that cannot be
  /// read, besides a `put`.
  public func delete(user: String, base: Int) async throws {
    try await store.delete(user: user, base: base)
  }

  /// Pushes the value of a path document of one element on the selected tab's stack.
  ///
  /// The value is decoded against the stack it lands on, so an error names the index it would
  /// have had there.
  public func push(user: String, base: Int?, document: ByteBuffer) async throws -> WriteResult {
    let adapter = self.adapter
    return try await change(user: user, base: base) { state in
      let pushed = try document.withUnsafeReadableBytes { bytes in
        try adapter.element(from: bytes, at: state.activeStack.count)
      }
      var next = state
      next.updateStack(for: next.selection) { $0.append(pushed) }
      return next
    }
  }

  /// Opens a deep link on top of the selected tab's stack.
  public func open(user: String, base: Int?, link: String) async throws -> WriteResult {
    try await change(user: user, base: base) { state in
      var next = state
      var stack = state.activeStack
      try stack.open(link, with: RecipesDomain.links, placement: .onTopOfStack)
      next.updateStack(for: next.selection) { $0 = stack }
      return next
    }
  }

  /// Pops the top of the selected tab's stack.
  public func pop(user: String, base: Int?) async throws -> WriteResult {
    try await change(user: user, base: base) { state in
      var next = state
      let popped = next.updateStack(for: next.selection) { $0.popLast() }
      guard popped ?? nil != nil else {
        throw ServiceFailure.emptyStack(state.selection)
      }
      return next
    }
  }

  /// Pops the selected tab's stack to its root.
  public func popToRoot(user: String, base: Int?) async throws -> WriteResult {
    try await change(user: user, base: base) { state in
      var next = state
      next.updateStack(for: next.selection) { $0.removeAll() }
      return next
    }
  }

  /// Selects a tab, given by its saved payload (as in `settings`).
  public func select(user: String, base: Int?, tab name: String) async throws -> WriteResult {
    let tab = try adapter.tab(named: name)
    return try await change(user: user, base: base) { state in
      var next = state
      _ = next.select(tab)
      return next
    }
  }

  /// What a client at a revision needs to reach the current state, waiting up to `wait` for a
  /// change when it is at the current revision: a long poll.
  ///
  /// The wait ends within milliseconds of a write through this instance or, on PostgreSQL, any
  /// instance (the store's ``StateStore/notifier``), at a graceful shutdown, or when `wait` has
  /// passed; the answer is then the changes since `revision`, none after a wait without a
  /// write.
  public func changes(of user: String, since revision: Int, waitingUpTo wait: Duration)
    async throws -> CatchUp
  {
    let deadline = ContinuousClock.now + wait
    while true {
      // Registered before reading, so that a write between the read and the wait wakes it.
      let ticket = await store.notifier.register(user)
      let catchUp: CatchUp
      do {
        catchUp = try await changes(of: user, since: revision)
      } catch {
        await store.notifier.cancel(ticket)
        throw error
      }
      guard catchUp == .changes(revision: revision, []), ContinuousClock.now < deadline,
        !Task.isShuttingDownGracefully
      else {
        await store.notifier.cancel(ticket)
        return catchUp
      }
      // A shutdown answers the wait at once, so that it does not wait for the long polls.
      let notifier = store.notifier
      await withGracefulShutdownHandler {
        await notifier.wait(ticket, until: deadline)
      } onGracefulShutdown: {
        Task { await notifier.wake(ticket) }
      }
    }
  }

  /// What a client at a revision needs to reach the current state.
  public func changes(of user: String, since revision: Int) async throws -> CatchUp {
    guard let found = try await store.changes(of: user, since: revision) else {
      throw ServiceFailure.unknownUser(user)
    }
    guard revision <= found.state.revision else {
      throw ServiceFailure.revisionAhead(given: revision, current: found.state.revision)
    }
    guard let changes = found.changes else { return .state(try await state(of: user)) }
    return .changes(revision: found.state.revision, changes)
  }

  /// Runs a change in one transaction: reads the stored state, applies the change, validates the
  /// result and the values it pushes, and stores it with its transition, or stores nothing when
  /// the state is unchanged.
  ///
  /// A stored state that cannot be read is replaced only by a write that may create a state
  /// (a `put`, which does not read it); any other write is refused with
  /// ``ServiceFailure/unreadableState(user:revision:cause:)``.
  private func change(
    user: String, base: Int?, mayCreate: Bool = false,
    _ apply: @escaping @Sendable (AppState) throws -> AppState
  ) async throws -> WriteResult {
    let adapter = self.adapter
    let written = try await store.write(user: user, base: base, mayCreate: mayCreate) { stored in
      var current: AppState?
      if let stored {
        do {
          current = Self.reconciled(
            try Self.restoration(of: stored, user: user, adapter: adapter).state)
        } catch let failure as ServiceFailure {
          guard mayCreate else { throw failure }
          let next = try apply(RecipesDomain.initialState)
          try Self.validate(next)
          return StateUpdate(
            document: try Self.readableDocument(of: next, adapter), transition: nil)
        }
      }
      let before = current ?? RecipesDomain.initialState
      let next = try apply(before)
      let transition = before.transition(to: next)
      if current != nil, transition.isEmpty { return nil }
      try Self.validate(next)
      try Self.validate(pushedBy: transition)
      return StateUpdate(
        document: try Self.readableDocument(of: next, adapter),
        transition: String(decoding: try adapter.document(of: transition), as: UTF8.self))
    }
    guard let update = written.update else {
      return WriteResult(revision: written.revision, transition: try Self.unchanged(adapter))
    }
    return WriteResult(revision: written.revision, transition: update.transition ?? "null")
  }

  /// The stored state restored, or ``ServiceFailure/unreadableState(user:revision:cause:)``
  /// when it cannot be read at all: the stored data is at fault, not the request.
  static func restoration(of stored: StoredState, user: String, adapter: NavAdapter) throws
    -> NavRestoration<AppState>
  {
    do {
      return try adapter.restoration(from: stored.document)
    } catch {
      throw ServiceFailure.unreadableState(user: user, revision: stored.revision, cause: error)
    }
  }

  /// The transition of a write that changed nothing, as JSON text.
  static func unchanged(_ adapter: NavAdapter) throws -> String {
    let state = RecipesDomain.initialState
    return String(decoding: try adapter.document(of: state.transition(to: state)), as: UTF8.self)
  }

  /// A decoded state with the app's tabs, in the app's order, whatever version of the app wrote
  /// it: decoding migrated its values, reconciling takes it into today's tabs.
  static func reconciled(_ state: AppState) -> AppState {
    RecipesDomain.initialState.reconciled(with: state).state
  }

  /// The document of a state to store, refused with ``ServiceFailure/stateTooLarge(limit:maximum:stored:)``
  /// when the reader's limits would refuse it once stored (a stack over `maxElementCount`
  /// elements, a document over `maxInputBytes` bytes): a write never stores what no read can
  /// read back.
  static func readableDocument(of state: AppState, _ adapter: NavAdapter) throws -> [UInt8] {
    let limits = adapter.limits
    for (tab, stack) in zip(state.tabs, state.stacks) where stack.count > limits.maxElementCount {
      throw ServiceFailure.stateTooLarge(
        limit: "maxElementCount", maximum: limits.maxElementCount,
        stored: "the \(tab.rawValue) stack with \(stack.count) elements")
    }
    let document = try adapter.document(of: state)
    guard document.count <= limits.maxInputBytes else {
      throw ServiceFailure.stateTooLarge(
        limit: "maxInputBytes", maximum: limits.maxInputBytes,
        stored: "a document of \(document.count) bytes")
    }
    return document
  }

  /// Checks that every value on a state's stacks has a screen.
  static func validate(_ state: AppState) throws {
    for stack in state.stacks {
      _ = try RecipesDomain.destinations.screens(for: stack)
    }
  }

  /// Checks that every value a transition pushes is one that its route accepts
  /// (`DeepLinkTable.validate(_:)`), as if it had come in a link: a value stored before a route
  /// refused it stays, a new one is refused.
  static func validate(pushedBy transition: AppTransition) throws {
    for change in transition.stackChanges {
      for element in change.transition.pushed {
        try RecipesDomain.links.validate(element)
      }
    }
  }
}
