internal import NIOCore
internal import Synchronization

/// The connections that are receiving a request body: a shutdown answers each of them at once
/// with a 503 and closes it (``closeForShutdown()``), so that a client stalling mid-upload cannot
/// hold the shutdown for its grace period.
public final class Uploads: Sendable {
  private struct State {
    var nextID = 0
    var closers: [Int: @Sendable () -> Void] = [:]
    var isShuttingDown = false
  }

  private let state = Mutex(State())

  /// Creates an empty registry.
  public init() {}

  /// Answers every upload in progress with a 503 and closes its connection, and so every upload
  /// that starts from now on.
  public func closeForShutdown() {
    let closers = state.withLock { state in
      state.isShuttingDown = true
      defer { state.closers = [:] }
      return Array(state.closers.values)
    }
    for close in closers { close() }
  }

  /// Registers an upload that `close` ends; `nil` after a shutdown began, when `close` is called
  /// at once.
  func start(_ close: @escaping @Sendable () -> Void) -> Int? {
    let id = state.withLock { state -> Int? in
      guard !state.isShuttingDown else { return nil }
      state.nextID += 1
      state.closers[state.nextID] = close
      return state.nextID
    }
    if id == nil { close() }
    return id
  }

  /// Removes an upload that ended.
  func end(_ id: Int) {
    _ = state.withLock { $0.closers.removeValue(forKey: id) }
  }
}
