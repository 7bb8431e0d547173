import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NavCodable
import NavStateService
import Testing

/// `GET /users/:user/changes?since=N&wait=S` waits up to S seconds for a change when N is the
/// current revision, and wakes within 100 ms of a write.
@Suite struct ChangeFeedTests {
  /// Waits on `waiting` for the change after `revision` while `writing` pushes, and returns the
  /// answer and how long after the push's acknowledgement it came (negative: before).
  static func waitAndWrite(
    waiting: any TestClientProtocol, writing: any TestClientProtocol, revision: Int = 1
  ) async throws -> (reply: Reply, afterAcknowledgement: Duration, waited: Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    async let waited = { () async throws -> (Reply, ContinuousClock.Instant) in
      let reply = try await waiting.send(.get, "/users/ana/changes?since=\(revision)&wait=10")
      return (reply, clock.now)
    }()
    try await Task.sleep(for: .milliseconds(300))
    let push = try await writing.send(
      .post, "/users/ana/push", ifMatch: revision, body: Documents.recipe(7))
    let acknowledged = clock.now
    guard push.status == .ok else { throw ReplyError(reply: push) }
    let (reply, woke) = try await waited
    return (reply, woke - acknowledged, woke - start)
  }

  /// The revisions of the changes an answer lists.
  static func changedRevisions(_ reply: Reply) throws -> [NavJSONValue?] {
    guard case .array(let changes)? = try reply.json["changes"] else { return [] }
    return changes.map { $0["revision"] }
  }

  /// Every round wakes at the write, not at the end of its wait; the fastest of three is within
  /// 100 ms (the other suites run at the same time on a shared machine and can delay one round).
  @Test func aWaitingRequestWakesWithin100msOfAWrite() async throws {
    // Without a socket: a live test client has one connection, which the wait would hold.
    let rounds = try await TestServer().test(.router) { client in
      try await client.create("ana")
      var rounds: [(reply: Reply, afterAcknowledgement: Duration, waited: Duration)] = []
      for revision in 1...3 {
        rounds.append(
          try await Self.waitAndWrite(waiting: client, writing: client, revision: revision))
      }
      return rounds
    }
    print("change feed (SQLite): woke \(rounds.map(\.afterAcknowledgement)) after the writes")
    for (index, round) in rounds.enumerated() {
      #expect(round.reply.status == .ok)
      #expect(round.reply.revision == index + 2)
      #expect(try Self.changedRevisions(round.reply) == [NavJSONValue(index + 2)])
      #expect(round.waited >= .milliseconds(300))
      #expect(round.afterAcknowledgement < .seconds(5))
    }
    #expect(try #require(rounds.map(\.afterAcknowledgement).min()) < .milliseconds(100))
  }

  @Test func aWaitWithoutAWriteEndsWithNoChangesAfterItsTime() async throws {
    let clock = ContinuousClock()
    let (reply, took) = try await TestServer().test(.live) { client in
      try await client.create("ana")
      let start = clock.now
      let reply = try await client.send(.get, "/users/ana/changes?since=1&wait=1")
      return (reply, clock.now - start)
    }
    #expect(reply.text == #"{"revision":1,"changes":[]}"#)
    #expect(took >= .seconds(1))
    #expect(took < .seconds(3))
  }

  @Test func aClientBehindIsAnsweredAtOnce() async throws {
    let clock = ContinuousClock()
    let (reply, took) = try await TestServer().test(.live) { client in
      try await client.create("ana")
      _ = try await client.send(.post, "/users/ana/push", ifMatch: 1, body: Documents.recipe(7))
      let start = clock.now
      let reply = try await client.send(.get, "/users/ana/changes?since=1&wait=30")
      return (reply, clock.now - start)
    }
    #expect(reply.revision == 2)
    #expect(took < .seconds(5))
  }

  /// Two instances on one PostgreSQL database: a device waiting on one wakes when another
  /// device writes through the other (`LISTEN`/`NOTIFY`).
  @Test(.enabled(if: Backend.postgresURL != nil, Backend.postgresSkipped))
  func aWaitOnOneInstanceWakesWithin100msOfAWriteOnAnother() async throws {
    let url = try await Backend.newPostgresDatabase(like: try #require(Backend.postgresURL))
    let first = try buildApplication(
      ServiceConfiguration(port: 0, database: url, tokenKey: TestServer.tokenKey))
    let second = try buildApplication(
      ServiceConfiguration(port: 0, database: url, tokenKey: TestServer.tokenKey))
    let (reply, latency) = try await first.test(.live) { waiting in
      try await second.test(.live) { writing in
        try await writing.create("ana")
        var replies: [Reply] = []
        var latencies: [Duration] = []
        for revision in 1...3 {
          let (reply, latency, _) = try await Self.waitAndWrite(
            waiting: waiting, writing: writing, revision: revision)
          replies.append(reply)
          latencies.append(latency)
        }
        return (replies, latencies)
      }
    }
    print("change feed (PostgreSQL, two instances): woke \(latency) after the writes")
    #expect(reply.map(\.revision) == [2, 3, 4])
    #expect(try reply.map(Self.changedRevisions) == [[2], [3], [4]])
    #expect(latency.allSatisfy { $0 < .seconds(5) })
    #expect(try #require(latency.min()) < .milliseconds(100))
  }
}
