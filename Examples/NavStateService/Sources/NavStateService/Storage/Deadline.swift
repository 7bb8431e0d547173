internal import Foundation

/// Runs `operation` in a task of its own and answers with whichever comes first: its result,
/// `failure` once `timeout` has passed, or, with `availability`, `failure` as soon as the
/// database is known to be down (at once when it already is). An operation still running after
/// `availability.slowAfter` asks `availability` to check the database. The operation is then
/// cancelled but not awaited, so that one stuck in a driver cannot hold its caller.
func withDeadline<Value: Sendable>(
  _ timeout: Duration, failure: any Error, availability: DatabaseAvailability? = nil,
  _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  if availability?.isDown == true { throw failure }
  let race = Race<Value>()
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      race.start(continuation)
      let work = Task {
        do {
          race.finish(.success(try await operation()))
        } catch {
          race.finish(.failure(error))
        }
      }
      let timer = Task {
        var left = timeout
        if let availability, availability.slowAfter < timeout {
          try await Task.sleep(for: availability.slowAfter)
          availability.check()
          left -= availability.slowAfter
        }
        try await Task.sleep(for: left)
        race.finish(.failure(failure))
        work.cancel()
      }
      let watch = availability?.whenDown {
        race.finish(.failure(failure))
        work.cancel()
      }
      race.onFinish {
        timer.cancel()
        if let watch { availability?.stopWatching(watch) }
      }
    }
  } onCancel: {
    race.finish(.failure(CancellationError()))
  }
}

/// The first of several outcomes, delivered once to a continuation.
///
/// Its state is guarded by an `NSLock` (a pthread mutex) rather than `Mutex`: on Linux a
/// contended `Mutex` is handed over by the kernel, which the thread sanitizer cannot see, so it
/// reported the guarded state as raced.
final class Race<Value: Sendable>: Sendable {
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
final class Locked<State>: @unchecked Sendable {
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
