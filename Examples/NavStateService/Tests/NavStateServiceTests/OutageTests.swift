import Foundation
import HTTPTypes
import NavCodable
import NavCore
import NavStateService
import Synchronization
import Testing

/// A store that does not answer: each operation sleeps for a minute and ignores cancellation,
/// as a connection to a database that died without closing it would.
struct UnansweringStore: StateStore {
  let changeLogLength = 100
  let notifier = ChangeNotifier()

  private func hang<Value>() async throws -> Value {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + 60) { continuation.resume() }
    }
    throw CancellationError()
  }

  func state(of user: String) async throws -> StoredState? { try await hang() }
  func changes(of user: String, since revision: Int) async throws
    -> (state: StoredState, changes: [StoredChange]?)?
  { try await hang() }
  func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?) { try await hang() }
  func delete(user: String, base: Int) async throws { try await hang() as Void }
  func upgrade(user: String, to upgraded: StoredState) async throws -> Bool { try await hang() }
}

/// An error a store throws when its database cannot be reached.
struct Unreachable: Error {}

/// A store that fails every operation at once with ``Unreachable``.
struct UnreachableStore: StateStore {
  let changeLogLength = 100
  let notifier = ChangeNotifier()

  func state(of user: String) async throws -> StoredState? { throw Unreachable() }
  func changes(of user: String, since revision: Int) async throws
    -> (state: StoredState, changes: [StoredChange]?)?
  { throw Unreachable() }
  func write(
    user: String, base: Int?, mayCreate: Bool,
    _ update: @escaping @Sendable (StoredState?) throws -> StateUpdate?
  ) async throws -> (revision: Int, update: StateUpdate?) { throw Unreachable() }
  func delete(user: String, base: Int) async throws { throw ServiceFailure.unknownUser(user) }
  func upgrade(user: String, to upgraded: StoredState) async throws -> Bool { throw Unreachable() }
}

/// A database that does not answer is a 503 `databaseUnavailable` within the deadline, never a
/// hang; one that cannot be reached is one at once; the store's own failures pass through.
@Suite struct BoundedStateStoreTests {
  @Test func aStoreThatDoesNotAnswerIsUnavailableWithinTheDeadline() async throws {
    let store = BoundedStateStore(
      store: UnansweringStore(), timeout: .milliseconds(300), retryAfterSeconds: 2)
    let start = ContinuousClock.now
    await #expect(throws: ServiceFailure.databaseUnavailable(retryAfter: 2)) {
      try await store.state(of: "ana")
    }
    await #expect(throws: ServiceFailure.databaseUnavailable(retryAfter: 2)) {
      try await store.write(user: "ana", base: 0, mayCreate: true) { _ in nil }
    }
    #expect(ContinuousClock.now - start < .seconds(3))
  }

  @Test func aStoreThatCannotReachItsDatabaseIsUnavailableAtOnce() async throws {
    let store = BoundedStateStore(
      store: UnreachableStore(), timeout: .seconds(30), retryAfterSeconds: 7,
      isOutage: { $0 is Unreachable })
    let start = ContinuousClock.now
    await #expect(throws: ServiceFailure.databaseUnavailable(retryAfter: 7)) {
      try await store.changes(of: "ana", since: 0)
    }
    await #expect(throws: ServiceFailure.unknownUser("ana")) {
      try await store.delete(user: "ana", base: 1)
    }
    #expect(ContinuousClock.now - start < .seconds(3))
  }
}

/// With a ``DatabaseAvailability``, an outage is answered at once for as long as it lasts, and
/// the deadline still bounds a database that accepts connections and then hangs.
@Suite struct DatabaseAvailabilityTests {
  /// A probe that fails at once, as a refused connection does.
  static let refused: @Sendable () async throws -> Void = { throw Unreachable() }

  /// Expects a read of a store over a database that does not answer to be a 503 within `limit`.
  static func expectUnavailable(
    _ store: BoundedStateStore, within limit: Duration,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let start = ContinuousClock.now
    await #expect(
      throws: ServiceFailure.databaseUnavailable(retryAfter: 2), sourceLocation: sourceLocation
    ) {
      try await store.state(of: "ana")
    }
    #expect(ContinuousClock.now - start < limit, sourceLocation: sourceLocation)
  }

  /// An operation waiting for a connection the pool cannot make (it hangs) is answered once a
  /// probe is refused, long before its deadline; the next ones at once.
  @Test func aRefusedProbeAnswersTheWaitingOperationsAtOnce() async throws {
    let availability = DatabaseAvailability(probe: Self.refused, probeTimeout: .seconds(30))
    let store = BoundedStateStore(
      store: UnansweringStore(), timeout: .seconds(30), retryAfterSeconds: 2,
      availability: availability)
    await Self.expectUnavailable(store, within: .seconds(2))
    #expect(availability.isDown)
    let next = ContinuousClock.now
    for _ in 0..<20 {
      await #expect(throws: ServiceFailure.databaseUnavailable(retryAfter: 2)) {
        try await store.write(user: "ana", base: 0, mayCreate: true) { _ in nil }
      }
    }
    #expect(ContinuousClock.now - next < .seconds(1))
  }

  /// An outage error of an operation marks the database down; a probe that connects again marks
  /// it up, and operations reach the store again.
  @Test func theDatabaseIsUpAgainOnceAProbeConnects() async throws {
    let reachable = Mutex(false)
    let availability = DatabaseAvailability(
      probe: { if !reachable.withLock({ $0 }) { throw Unreachable() } },
      probeTimeout: .seconds(5), probeInterval: .milliseconds(20))
    let store = BoundedStateStore(
      store: UnreachableStore(), timeout: .seconds(30), retryAfterSeconds: 2,
      isOutage: { $0 is Unreachable }, availability: availability)
    await #expect(throws: ServiceFailure.databaseUnavailable(retryAfter: 2)) {
      try await store.changes(of: "ana", since: 0)
    }
    #expect(availability.isDown)
    // Refused at once while down: the store's own answer (unknownUser) is not reached.
    await #expect(throws: ServiceFailure.databaseUnavailable(retryAfter: 2)) {
      try await store.delete(user: "ana", base: 1)
    }
    reachable.withLock { $0 = true }
    let start = ContinuousClock.now
    while availability.isDown, ContinuousClock.now - start < .seconds(5) {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(!availability.isDown)
    await #expect(throws: ServiceFailure.unknownUser("ana")) {
      try await store.delete(user: "ana", base: 1)
    }
  }

  /// A database that accepts connections and then hangs: the operation is answered at its
  /// deadline, the probe counts as failed at its own, and from then on operations are refused at
  /// once.
  @Test func aHangingDatabaseIsBoundedByTheDeadlines() async throws {
    let availability = DatabaseAvailability(
      probe: { try await UnansweringStore().delete(user: "probe", base: 0) },
      probeTimeout: .milliseconds(300))
    let store = BoundedStateStore(
      store: UnansweringStore(), timeout: .milliseconds(500), retryAfterSeconds: 2,
      availability: availability)
    await Self.expectUnavailable(store, within: .seconds(3))
    #expect(availability.isDown)
    await Self.expectUnavailable(store, within: .milliseconds(100))
  }
}

/// A graceful shutdown (SIGTERM) answers the waiting long polls at once and ends the process
/// well within its grace period.
@Suite struct ShutdownTests {
  /// A service process on a new SQLite file.
  static func serviceOnANewFile() throws -> ServiceProcess {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-state-service-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try ServiceProcess(database: folder.appendingPathComponent("s.sqlite").path)
  }

  @Test func sigtermAnswersALongPollAndStopsTheService() async throws {
    let instance = try Self.serviceOnANewFile()
    defer { instance.stop() }
    let port = try await instance.port()
    _ = try await HTTP.send(port: port, .put, "/users/ana/state", ifMatch: 0, body: Documents.empty)
    async let waiting = HTTP.send(port: port, .get, "/users/ana/changes?since=1&wait=60")
    // Time for the long poll to reach the service: a request that has not arrived when the
    // shutdown begins finds its connection closed, as it should. Two seconds, because the
    // suites run side by side and their service processes share the machine.
    try await Task.sleep(for: .seconds(2))
    let start = ContinuousClock.now
    let stopped = try await instance.terminate(within: .seconds(20))
    let answer = try await waiting
    let answered = ContinuousClock.now - start
    #expect(answer.status == .ok)
    #expect(answer.text == #"{"revision":1,"changes":[]}"#)
    let (took, status) = try #require(stopped, "the service still ran 20 s after SIGTERM")
    print("shutdown: stopped \(took) after SIGTERM, the long poll answered within \(answered)")
    #expect(took < .seconds(5))
    #expect(status == 0)
  }

  /// A client that stalls mid-upload does not hold the shutdown for its grace period (10 s):
  /// its upload is answered at once with a 503 and `Connection: close`.
  @Test func sigtermClosesAStalledUploadAtOnce() async throws {
    let instance = try Self.serviceOnANewFile()
    defer { instance.stop() }
    let port = try await instance.port()
    let token = try #require(await Credentials.owner.authorization(for: "/users/ana/state"))
    let upload = try RawConnection(port: port)
    upload.send(
      "PUT /users/ana/state HTTP/1.1\r\nHost: x\r\nAuthorization: \(token)\r\n"
        + "If-Match: 0\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"v\":")
    // Time for the head to reach the service, as in the test above.
    try await Task.sleep(for: .seconds(2))
    let stopped = try await instance.terminate(within: .seconds(20))
    let (took, status) = try #require(stopped, "the service still ran 20 s after SIGTERM")
    print("shutdown with a stalled upload: stopped \(took) after SIGTERM")
    #expect(took < .seconds(3))
    #expect(status == 0)
    #expect(upload.closed(within: .seconds(1)) != nil)
    let answer = String(decoding: upload.received, as: UTF8.self).lowercased()
    #expect(answer.hasPrefix("http/1.1 503"), "\(answer)")
    #expect(answer.contains("connection: close"), "\(answer)")
    #expect(answer.contains("retry-after: "), "\(answer)")
  }
}
