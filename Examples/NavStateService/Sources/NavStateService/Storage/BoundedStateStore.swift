internal import Foundation

/// A store whose every operation is answered within a deadline: while the database does not
/// answer (it is down, restarting, or a connection to it hangs), an operation ends with
/// ``ServiceFailure/databaseUnavailable(retryAfter:)`` after `timeout` instead of waiting, and an
/// error that says the database cannot be reached ends it at once the same way. With a
/// ``DatabaseAvailability``, an outage is answered at once for as long as it lasts: once the
/// database is known to be down, every operation fails without waiting until a probe connects
/// again.
///
/// An operation that times out is cancelled but not awaited, so that one stuck in a driver
/// cannot hold the request; a write so answered may still commit.
public struct BoundedStateStore: StateStore {
  /// The store it bounds.
  public let store: any StateStore
  /// How long one operation may take.
  public let timeout: Duration
  /// The `Retry-After` of the failure, in seconds.
  public let retryAfterSeconds: Int
  /// Whether an error of `store` says that the database cannot be reached.
  public let isOutage: @Sendable (any Error) -> Bool
  /// What is known of whether the database can be reached; `nil` for a store without a server.
  public let availability: DatabaseAvailability?

  /// Bounds a store.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - timeout: How long one operation may take.
  ///   - retryAfterSeconds: The `Retry-After` of the failure, in seconds.
  ///   - isOutage: Whether an error of `store` says that the database cannot be reached, such
  ///     as ``PostgresStateStore/isOutage(_:)``; other errors are thrown as they are.
  ///   - availability: What is known of whether the database can be reached, for a store on a
  ///     server; `nil` for none.
  public init(
    store: any StateStore, timeout: Duration, retryAfterSeconds: Int,
    isOutage: @escaping @Sendable (any Error) -> Bool = { _ in false },
    availability: DatabaseAvailability? = nil
  ) {
    self.store = store
    self.timeout = timeout
    self.retryAfterSeconds = retryAfterSeconds
    self.isOutage = isOutage
    self.availability = availability
  }

  public var changeLogLength: Int { store.changeLogLength }
  public var notifier: ChangeNotifier { store.notifier }

  public func state(of user: String) async throws -> StoredState? {
    try await bounded { [store] in try await store.state(of: user) }
  }

  public func changes(of user: String, since revision: Int) async throws
    -> (state: StoredState, changes: [StoredChange]?)?
  {
    try await bounded { [store] in try await store.changes(of: user, since: revision) }
  }

  public func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?) {
    try await bounded { [store] in
      try await store.write(user: user, base: base, mayCreate: mayCreate, update)
    }
  }

  public func delete(user: String, base: Int) async throws {
    try await bounded { [store] in try await store.delete(user: user, base: base) }
  }

  @discardableResult
  public func upgrade(user: String, to upgraded: StoredState) async throws -> Bool {
    try await bounded { [store] in try await store.upgrade(user: user, to: upgraded) }
  }

  /// Runs `operation` and answers with its result or, whichever comes first,
  /// ``ServiceFailure/databaseUnavailable(retryAfter:)`` once `timeout` has passed or as soon as
  /// ``availability`` knows the database to be down; an outage error of the store marks it down.
  private func bounded<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let unavailable = ServiceFailure.databaseUnavailable(retryAfter: retryAfterSeconds)
    let (isOutage, availability) = (self.isOutage, self.availability)
    return try await withDeadline(timeout, failure: unavailable, availability: availability) {
      do {
        return try await operation()
      } catch  where isOutage(error) {
        availability?.markDown()
        throw unavailable
      }
    }
  }
}

/// `GET /ready` asks the store it bounds, within its deadline: the service's store is always a
/// bounded one, so without this readiness would never reach the database.
extension BoundedStateStore: ReadinessProbe {
  func ping() async throws {
    guard let probe = store as? any ReadinessProbe else { return }
    try await bounded { try await probe.ping() }
  }
}
