/// A user's stored state: its revision and its document's bytes, which say their own schema
/// version.
public struct StoredState: Sendable, Equatable {
  /// The number of writes the state has seen; 0 means no state.
  public var revision: Int
  /// The whole-app document.
  public var document: [UInt8]

  /// Creates a stored state.
  public init(revision: Int, document: [UInt8]) {
    self.revision = revision
    self.document = document
  }
}

/// One entry of a user's change log: the revision a write produced and its transition's JSON.
public struct StoredChange: Sendable, Equatable {
  /// The revision the write produced.
  public var revision: Int
  /// The transition from the revision before, as JSON text.
  public var transition: String

  /// Creates a change.
  public init(revision: Int, transition: String) {
    self.revision = revision
    self.transition = transition
  }
}

/// What a write stores: the new document and the transition that leads to it.
public struct StateUpdate: Sendable {
  /// The new whole-app document.
  public var document: [UInt8]
  /// The transition from the state the write was based on, as JSON text, or `nil` for a state
  /// that replaces one that could not be read: the user's change log is then cleared, so that a
  /// device behind is sent the whole state.
  public var transition: String?

  /// Creates an update.
  public init(document: [UInt8], transition: String?) {
    self.document = document
    self.transition = transition
  }
}

/// Where the users' states and change logs live: SQLite (``SQLiteStateStore``, the embedded
/// default) or PostgreSQL (``PostgresStateStore``, for several instances on one database).
///
/// Every store enforces revisions in the database: a write runs in one transaction that checks
/// the revision it was based on and stores the new state, its transition and the trimmed log, so
/// two writes can never both be accepted on the same revision, and a write that throws leaves
/// nothing behind.
public protocol StateStore: Sendable {
  /// How many changes each user's log keeps; older ones are dropped.
  var changeLogLength: Int { get }

  /// Wakes the requests that wait for a user's next change, after every write that this store
  /// sees (its own, and for PostgreSQL every instance's).
  var notifier: ChangeNotifier { get }

  /// The user's state, or `nil` when none is stored.
  func state(of user: String) async throws -> StoredState?

  /// The user's state and the changes after a revision still in the log, oldest first, read at
  /// one point in time.
  ///
  /// - Returns: `nil` when no state is stored; otherwise the state, and the changes after
  ///   `revision` or `nil` when the log no longer reaches back to it.
  func changes(of user: String, since revision: Int) async throws
    -> (state: StoredState, changes: [StoredChange]?)?

  /// Writes a user's next state if the stored revision is the one the write was based on.
  ///
  /// - Parameters:
  ///   - user: The user.
  ///   - base: The revision the write was based on, 0 for a user without state, or `nil` to
  ///     apply `update` to whatever is stored.
  ///   - mayCreate: Whether the write may create the state of a user who has none.
  ///   - update: Computes the new state from the stored one (`nil` for a new user), or `nil`
  ///     when the write changes nothing; it runs inside the transaction, and whatever it throws
  ///     rolls the transaction back.
  /// A state created for a user whose state was deleted continues the deleted state's revisions
  /// (its first revision is one more than the deleted state's last), so that no revision or
  /// `If-Match` from before the deletion matches it.
  ///
  /// - Returns: The revision after the write (the stored one when nothing changed) and what was
  ///   stored.
  /// - Throws: ``ServiceFailure/unknownUser(_:)`` for a user without state when `mayCreate` is
  ///   false, ``ServiceFailure/staleRevision(given:current:)`` when `base` is older than the
  ///   stored revision, ``ServiceFailure/revisionAhead(given:current:)`` when it is newer, or
  ///   what `update` throws.
  func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?)

  /// Removes a user's state and change log if the stored revision is the one the removal was
  /// based on, and keeps its last revision, which a state created again continues after.
  ///
  /// - Throws: ``ServiceFailure/unknownUser(_:)`` for a user without state,
  ///   ``ServiceFailure/staleRevision(given:current:)`` or
  ///   ``ServiceFailure/revisionAhead(given:current:)`` when `base` is not the stored revision.
  func delete(user: String, base: Int) async throws

  /// Replaces a user's document by its upgraded form, keeping the revision, unless a write
  /// changed the state meanwhile.
  ///
  /// - Returns: Whether the upgraded document was stored.
  @discardableResult
  func upgrade(user: String, to upgraded: StoredState) async throws -> Bool
}

extension StateStore {
  /// The first step of every write, inside its transaction: checks that the user has a state or
  /// may be created and that the write is based on the stored revision, then runs `update`.
  ///
  /// - Returns: The stored revision (0 for none) and what to store, `nil` for nothing.
  static func next(
    of user: String, current: StoredState?, base: Int?, mayCreate: Bool,
    _ update: (StoredState?) throws -> StateUpdate?
  ) throws -> (revision: Int, update: StateUpdate?) {
    if current == nil, !mayCreate { throw ServiceFailure.unknownUser(user) }
    let revision = current?.revision ?? 0
    try check(base: base, against: revision)
    return (revision, try update(current))
  }

  /// Checks that a write is based on the stored revision (`nil`: on whatever is stored).
  static func check(base: Int?, against revision: Int) throws {
    guard let base, base != revision else { return }
    throw base < revision
      ? ServiceFailure.staleRevision(given: base, current: revision)
      : ServiceFailure.revisionAhead(given: base, current: revision)
  }

  /// Whether the changes read after `revision` lead from it to the stored state without a gap.
  /// A revision beyond the stored one (up to `Int.max`) does not: the caller answers it with
  /// ``ServiceFailure/revisionAhead(given:current:)``.
  static func reachesBack(_ changes: [StoredChange], since revision: Int, state: StoredState)
    -> Bool
  {
    revision == state.revision
      || (revision < state.revision && changes.first?.revision == revision + 1)
  }
}
