import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import NavCodable
import NavCore
import NavStateService
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Three `nav-state-service` processes on one PostgreSQL database, sixteen clients spread over
/// them, and one instance killed with SIGKILL once a quarter of the writes are acknowledged, some
/// of them by it: nothing acknowledged is lost, nothing is stored twice, stale writes get 409,
/// and a device waiting on one instance sees a write made on another.
@Suite(.enabled(if: Backend.postgresURL != nil, Backend.postgresSkipped))
struct MultiInstanceTests {
  /// A write a client saw acknowledged: the revision it produced, the step it pushed and the
  /// instance that acknowledged it.
  struct Accepted: Sendable, Hashable {
    var revision: Int
    var step: Int
    var instance: Int
  }

  /// What the clients saw.
  struct Outcome: Sendable {
    var accepted: [Accepted] = []
    var conflicts = 0
    var lostConnections = 0
  }

  static let clients = 16
  static let writesPerClient = 8
  /// How many writes the instances acknowledge before one is killed: a quarter of them.
  static let killAfter = clients * writesPerClient / 4

  @Test func threeInstancesLoseNothingAcknowledgedWhenOneIsKilled() async throws {
    let url = try await Backend.newPostgresDatabase(like: try #require(Backend.postgresURL))
    let instances = try (0..<3).map { _ in try ServiceProcess(database: url) }
    defer { for instance in instances { instance.stop() } }
    let ports = try await instances.asyncMap { try await $0.port() }
    let live = LiveInstances()

    let recipe =
      #"{"v":3,"t":["tab","recipe"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
      + #""selection":[0,"recipes"],"stacks":[[[1,42]],[]]}}"#
    let created = try await HTTP.send(
      port: ports[0], .put, "/users/team/state", ifMatch: 0, body: recipe)
    #expect(created.status == .ok)

    let outcome = try await withThrowingTaskGroup(of: Outcome.self) { group in
      for client in 0..<Self.clients {
        group.addTask {
          var outcome = Outcome()
          var attempt = 0
          var instance = client % 3
          for _ in 0..<Self.writesPerClient {
            while true {
              attempt += 1
              // Unique per attempt: a write whose answer was lost may have been stored.
              let step = client * 1000 + attempt
              do {
                let state = try await HTTP.send(port: ports[instance], .get, "/users/team/state")
                let reply = try await HTTP.send(
                  port: ports[instance], .post, "/users/team/push", ifMatch: state.revision,
                  body: Documents.step(step))
                if reply.status == .conflict {
                  outcome.conflicts += 1
                  continue
                }
                guard reply.status == .ok, let revision = reply.revision else {
                  throw ReplyError(reply: reply)
                }
                outcome.accepted.append(
                  Accepted(revision: revision, step: step, instance: instance))
                if live.acknowledge(by: instance, killing: 2, after: Self.killAfter) {
                  instances[2].kill()
                }
                break
              } catch let error as ReplyError {
                throw error
              } catch {
                // The instance is gone: go on through one that is alive.
                outcome.lostConnections += 1
                instance = live.other(than: instance)
              }
            }
          }
          return outcome
        }
      }
      return try await group.reduce(into: Outcome()) {
        $0.accepted += $1.accepted
        $0.conflicts += $1.conflicts
        $0.lostConnections += $1.lostConnections
      }
    }
    print(
      "multi-instance: \(outcome.accepted.count) writes acknowledged, \(outcome.conflicts) "
        + "stale writes refused with 409, \(outcome.lostConnections) requests lost with the "
        + "killed instance")
    #expect(instances[2].wasKilled)
    // The killed instance had acknowledged writes, which must all be kept.
    #expect(outcome.accepted.contains { $0.instance == 2 })
    #expect(outcome.accepted.count == Self.clients * Self.writesPerClient)
    #expect(outcome.conflicts > 0)
    #expect(Set(outcome.accepted.map(\.revision)).count == outcome.accepted.count)

    // Every acknowledged step is in the final stack exactly once, at the place of its revision.
    let adapter = NavAdapter(registry: RecipesDomain.types)
    let final = try await HTTP.send(port: ports[1], .get, "/users/team/state")
    let stack = try #require(try adapter.state(from: Array(final.text.utf8)).stack(for: .recipes))
    let steps = stack.dropFirst().compactMap { $0.value(as: Int.self) }
    #expect(stack.count == (final.revision ?? 0))
    #expect(Set(steps).count == steps.count)
    for accepted in outcome.accepted {
      #expect(steps.count(where: { $0 == accepted.step }) == 1)
      #expect(stack[accepted.revision - 1].value(as: Int.self) == accepted.step)
    }

    // And in the log exactly once, under its own revision.
    let log = try await HTTP.send(port: ports[0], .get, "/users/team/changes?since=1")
    guard case .array(let changes)? = try log.json["changes"] else {
      throw ReplyError(reply: log)
    }
    var logged: [Int: Int] = [:]
    for change in changes {
      let transition = try adapter.transition(from: try #require(change["transition"]).jsonBytes)
      let revision = Int("\(try #require(change["revision"]))") ?? -1
      logged[revision] = transition.stackChanges.first?.transition.pushed.first?.value(as: Int.self)
    }
    #expect(logged.count == changes.count)
    for accepted in outcome.accepted {
      #expect(logged[accepted.revision] == accepted.step)
      #expect(logged.values.count(where: { $0 == accepted.step }) == 1)
    }

    // A stale write is refused whichever instance it goes through.
    let stale = try await HTTP.send(
      port: ports[1], .post, "/users/team/push", ifMatch: 1, body: Documents.step(1))
    #expect(stale.status == .conflict)

    // A device waiting on one instance sees a write made through the other.
    let revision = try #require(final.revision)
    async let waited = HTTP.send(
      port: ports[0], .get, "/users/team/changes?since=\(revision)&wait=20")
    try await Task.sleep(for: .milliseconds(300))
    let write = try await HTTP.send(
      port: ports[1], .post, "/users/team/push", ifMatch: revision, body: Documents.step(1))
    let woken = try await waited
    #expect(write.status == .ok)
    #expect(woken.revision == revision + 1)
  }
}

/// The instances the clients may still use.
final class LiveInstances: Sendable {
  private struct State {
    var alive = Set(0..<3)
    var acknowledged = [0, 0, 0]
    var hasKilled = false
  }

  private let state = Mutex(State())

  /// An instance other than `instance` that is still alive.
  func other(than instance: Int) -> Int {
    state.withLock { $0.alive.sorted().first { $0 != instance } ?? 0 }
  }

  /// Records a write that `instance` acknowledged, and says, once, when to kill `victim`: when
  /// the instances have acknowledged `threshold` writes and `victim` at least one of them, so
  /// that the killed instance has acknowledged writes to keep whatever the scheduling. The victim
  /// is taken out of the live instances then.
  func acknowledge(by instance: Int, killing victim: Int, after threshold: Int) -> Bool {
    state.withLock { state in
      state.acknowledged[instance] += 1
      guard !state.hasKilled, state.acknowledged[victim] > 0,
        state.acknowledged.reduce(0, +) >= threshold
      else { return false }
      state.hasKilled = true
      state.alive.remove(victim)
      return true
    }
  }
}

/// One `nav-state-service` process of the test build, on a free port of 127.0.0.1.
final class ServiceProcess: Sendable {
  private let process: Process
  private let output: URL
  private let errors: URL
  private let killed = Mutex(false)

  /// Starts the executable built beside the tests.
  init(database: String) throws {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let executable = folder.appendingPathComponent("nav-state-service")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw ReplyError(
        reply: Reply(status: .internalServerError, text: "no executable at \(executable.path)"))
    }
    output = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-state-service-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    errors = output.appendingPathExtension("errors")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process = Process()
    process.executableURL = executable
    process.arguments = ["--port", "0", "--database", database, "--change-log", "1000"]
    process.environment = ProcessInfo.processInfo.environment.merging(TestServer.environment) {
      $1
    }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
  }

  /// The port it listens on, once its `listening on` line is out (30 s at most).
  func port() async throws -> Int {
    for _ in 0..<300 {
      let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      if let line = text.split(separator: "\n").first(where: { $0.contains("listening on") }),
        let port = line.split(separator: ":").last.flatMap({ Int($0) })
      {
        return port
      }
      guard process.isRunning else { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    throw ReplyError(reply: Reply(status: .internalServerError, text: "the service did not start"))
  }

  /// What it wrote to its standard error so far: its log.
  var log: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

  /// Whether ``kill()`` ended it.
  var wasKilled: Bool { killed.withLock { $0 } }

  /// Ends it at once, as a crash would: SIGKILL.
  func kill() {
    killed.withLock { $0 = true }
    _ = Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Stops it, if it still runs.
  func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }

  /// Sends it SIGTERM and waits up to `limit` for it to exit: how long it took and its exit
  /// status, or `nil` when it still runs (it is then killed).
  func terminate(within limit: Duration) async throws -> (Duration, Int32)? {
    let start = ContinuousClock.now
    process.terminate()
    while process.isRunning {
      guard ContinuousClock.now - start < limit else {
        kill()
        return nil
      }
      try await Task.sleep(for: .milliseconds(50))
    }
    return (ContinuousClock.now - start, process.terminationStatus)
  }
}

/// Requests over a new connection each, so that an instance that dies fails only its own.
enum HTTP {
  static func send(
    port: Int, _ method: HTTPRequest.Method, _ uri: String, ifMatch: Int? = nil,
    condition: String? = nil, body: String? = nil
  ) async throws -> Reply {
    let client = TestClient(host: "127.0.0.1", port: port)
    client.connect()
    var headers: HTTPFields = [:]
    if let condition = condition ?? ifMatch.map({ "\"\($0)\"" }) { headers[.ifMatch] = condition }
    headers[.authorization] = try await Credentials.owner.authorization(for: uri)
    do {
      let response = try await client.execute(
        .init(uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }))
      try? await client.shutdown()
      let tag = response.headers[.eTag].map { $0.filter(\.isNumber) }.flatMap { Int($0) }
      return Reply(
        status: response.status, revision: tag,
        text: response.body.map { String(buffer: $0) } ?? "",
        headers: response.headers)
    } catch {
      try? await client.shutdown()
      throw error
    }
  }
}

extension Array {
  /// The results of an async transform, in order.
  func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}
