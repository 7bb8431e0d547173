internal import Synchronization

/// What a service knows of whether its database can be reached, so that an outage is answered
/// at once for as long as it lasts rather than after each request's deadline.
///
/// The database is marked down by an operation that fails with an outage error (a refused, reset
/// or closed connection), or by a failed probe (a new connection, opened and closed), which an
/// operation still waiting after ``slowAfter`` asks for: a request that waits for a connection
/// the pool cannot make learns of the outage within milliseconds. While it is down, every
/// operation is refused at once, and a probe runs every ``probeInterval`` until one succeeds.
public final class DatabaseAvailability: Sendable {
  private struct State {
    var isDown = false
    var isProbing = false
    var lastProbe: ContinuousClock.Instant?
    var nextWatch = 0
    var watches: [Int: @Sendable () -> Void] = [:]
  }

  private let state = Mutex(State())
  private let probe: @Sendable () async throws -> Void
  private let probeTimeout: Duration
  /// How long an operation waits before it asks for a probe.
  public let slowAfter: Duration
  /// How often a probe runs while the database is down.
  public let probeInterval: Duration
  /// How long after a probe that succeeded a slow operation may ask for another one.
  static let probeSpacing = Duration.seconds(1)

  /// Creates an availability that believes the database up.
  ///
  /// - Parameters:
  ///   - probe: Opens a new connection to the database and closes it; throws when it cannot.
  ///   - probeTimeout: How long a probe may take before it counts as failed.
  ///   - slowAfter: How long an operation waits before it asks for a probe.
  ///   - probeInterval: How often a probe runs while the database is down.
  public init(
    probe: @escaping @Sendable () async throws -> Void, probeTimeout: Duration,
    slowAfter: Duration = .milliseconds(50), probeInterval: Duration = .milliseconds(250)
  ) {
    self.probe = probe
    self.probeTimeout = probeTimeout
    self.slowAfter = slowAfter
    self.probeInterval = probeInterval
  }

  /// Whether the database is known to be down.
  public var isDown: Bool { state.withLock { $0.isDown } }

  /// Marks the database down: the operations waiting are failed, and a probe runs every
  /// ``probeInterval`` until one succeeds.
  public func markDown() {
    let (watches, startsProbing) = state.withLock { state in
      defer {
        state.isDown = true
        state.isProbing = true
        state.watches = [:]
      }
      return (Array(state.watches.values), !state.isProbing)
    }
    for watch in watches { watch() }
    if startsProbing { Task { await probeUntilUp() } }
  }

  /// Probes the database once, unless a probe runs or one succeeded within the last second: for
  /// an operation that waits longer than ``slowAfter``. A failed probe marks the database down.
  func check() {
    let starts = state.withLock { state in
      guard !state.isProbing,
        state.lastProbe.map({ .now - $0 >= Self.probeSpacing }) ?? true
      else { return false }
      state.isProbing = true
      return true
    }
    guard starts else { return }
    Task {
      guard await probes() else {
        state.withLock { $0.isProbing = false }
        return markDown()
      }
      // Reachable now, also if an operation marked it down meanwhile.
      state.withLock {
        $0.isDown = false
        $0.isProbing = false
        $0.lastProbe = .now
      }
    }
  }

  /// Calls `action` when the database is marked down, until ``stopWatching(_:)``; returns the
  /// watch's id.
  func whenDown(_ action: @escaping @Sendable () -> Void) -> Int {
    state.withLock { state in
      state.nextWatch += 1
      state.watches[state.nextWatch] = action
      return state.nextWatch
    }
  }

  /// Ends a watch of ``whenDown(_:)``.
  func stopWatching(_ id: Int) {
    _ = state.withLock { $0.watches.removeValue(forKey: id) }
  }

  /// Whether a probe connected within ``probeTimeout``.
  private func probes() async -> Bool {
    (try? await withDeadline(probeTimeout, failure: CancellationError(), probe)) != nil
  }

  /// Probes every ``probeInterval`` until a probe succeeds, then marks the database up.
  private func probeUntilUp() async {
    repeat {
      try? await Task.sleep(for: probeInterval)
    } while await !probes()
    state.withLock {
      $0.isDown = false
      $0.isProbing = false
      $0.lastProbe = .now
    }
  }
}
