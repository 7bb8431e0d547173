internal import Foundation

/// A store whose every operation is answered within a deadline: while the database does not
/// answer (it is down, restarting, or a connection to it hangs), an operation ends with
/// ``ServiceFailure/databaseUnavailable(retryAfter:)`` after `timeout` instead of waiting, and an
/// error that says the database cannot be reached ends it at once the same way.
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

  /// Bounds a store.
  ///
  /// - Parameters:
  ///   - store: The store.
  ///   - timeout: How long one operation may take.
  ///   - retryAfterSeconds: The `Retry-After` of the failure, in seconds.
  ///   - isOutage: Whether an error of `store` says that the database cannot be reached, such
  ///     as ``PostgresStateStore/isOutage(_:)``; other errors are thrown as they are.
  public init(
    store: any StateStore, timeout: Duration, retryAfterSeconds: Int,
    isOutage: @escaping @Sendable (any Error) -> Bool = { _ in false }
  ) {
    self.store = store
    self.timeout = timeout
    self.retryAfterSeconds = retryAfterSeconds
    self.isOutage = isOutage
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

  /// Runs `operation` in a task of its own and answers with its result or, whichever comes
  /// first, ``ServiceFailure/databaseUnavailable(retryAfter:)`` once `timeout` has passed.
  private func bounded<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let unavailable = ServiceFailure.databaseUnavailable(retryAfter: retryAfterSeconds)
    let isOutage = self.isOutage
    let timeout = self.timeout
    let race = Race<Value>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        race.start(continuation)
        let work = Task {
          do {
            race.finish(.success(try await operation()))
          } catch {
            race.finish(.failure(isOutage(error) ? unavailable : error))
          }
        }
        let timer = Task {
          try await Task.sleep(for: timeout)
          race.finish(.failure(unavailable))
          work.cancel()
        }
        race.onFinish { timer.cancel() }
      }
    } onCancel: {
      race.finish(.failure(CancellationError()))
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

/// The first of several outcomes, delivered once to a continuation.
///
/// Its state is guarded by an `NSLock` (a pthread mutex) rather than `Mutex`: on Linux a
/// contended `Mutex` is handed over by the kernel, which the thread sanitizer cannot see, so it
/// reported the guarded state as raced.
private final class Race<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value, any Error>?
    var result: Result<Value, any Error>?
    var cleanup: (@Sendable () -> Void)?
  }

  private let state = Locked(State())

  /// Sets the continuation; a result that came first is delivered at once.
  func start(_ continuation: CheckedContinuation<Value, any Error>) {
    let early = state.withLock { state -> Result<Value, any Error>? in
      guard let result = state.result else {
        state.continuation = continuation
        return nil
      }
      return result
    }
    if let early { continuation.resume(with: early) }
  }

  /// Delivers `result` unless another was delivered first.
  func finish(_ result: Result<Value, any Error>) {
    let (continuation, cleanup) = state.withLock {
      state -> (CheckedContinuation<Value, any Error>?, (@Sendable () -> Void)?) in
      guard state.result == nil else { return (nil, nil) }
      state.result = result
      defer {
        state.continuation = nil
        state.cleanup = nil
      }
      return (state.continuation, state.cleanup)
    }
    continuation?.resume(with: result)
    cleanup?()
  }

  /// Runs `cleanup` once a result is delivered (at once when one was).
  func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
    let finished = state.withLock { state -> Bool in
      guard state.result == nil else { return true }
      state.cleanup = cleanup
      return false
    }
    if finished { cleanup() }
  }
}

/// A value read and written only under its lock.
private final class Locked<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: State

  init(_ value: State) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
