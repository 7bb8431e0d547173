import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NavStateService
import Testing

/// Half-open and slow connections are closed: without a request after the idle timeout, with a
/// request head unfinished after the header timeout (even one that trickles in byte by byte),
/// with a body unfinished after the body timeout; a long poll that outlasts them all is still
/// answered.
@Suite struct ConnectionTimeoutTests {
  /// Three different timeouts, so that each close shows which one closed it.
  static var limits: ServiceLimits {
    var limits = ServiceLimits()
    limits.idleTimeout = .seconds(1)
    limits.headerTimeout = .seconds(2)
    limits.bodyTimeout = .seconds(3)
    return limits
  }

  /// When the server closed a connection after `script` ran on it, from the end of `script`,
  /// measured on a thread of its own (the socket calls block).
  static func closing(port: Int, _ script: @escaping @Sendable (RawConnection) -> Duration?)
    async throws -> Duration?
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result {
            let connection = try RawConnection(port: port)
            return script(connection) ?? connection.closed(within: .seconds(8))
          })
      }.start()
    }
  }

  @Test func halfOpenConnectionsAreClosedWithinTheirTimeout() async throws {
    try await TestServer(limits: Self.limits).test(.live) { client in
      let port = try #require(client.port)
      try await client.create("ana")
      async let silent = Self.closing(port: port) { _ in nil }
      async let partialHead = Self.closing(port: port) {
        $0.send("GET /users/ana/state HTTP/1.1\r\nHost: localhost\r\n")
        return nil
      }
      // With a token, so that the body is waited for rather than refused with a 401.
      let token = try await TestServer.tokenKey.issue(subject: "bo")
      async let partialBody = Self.closing(port: port) {
        $0.send(
          "PUT /users/bo/state HTTP/1.1\r\nHost: localhost\r\nIf-Match: 0\r\n"
            + "Authorization: Bearer \(token)\r\n"
            + "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"v\":3,")
        return nil
      }
      // One byte of a head every 400 ms: each byte is in time, the head is not.
      async let trickle = Self.closing(port: port) { connection in
        let start = ContinuousClock.now
        for byte in "GET /users/ana/state HTTP/1.1\r\nHost: localhost\r\n" {
          guard connection.send(String(byte)), connection.closed(within: .milliseconds(400)) == nil
          else { return ContinuousClock.now - start }
        }
        return .seconds(60)
      }
      let (idle, head, body, slow) = try await (silent, partialHead, partialBody, trickle)
      print(
        "connection timeouts: closed after \(String(describing: idle)) idle, "
          + "\(String(describing: head)) with a partial head, \(String(describing: body)) with "
          + "a partial body, \(String(describing: slow)) with a head sent byte by byte")
      for (closed, limit) in [(idle, 1), (head, 2), (body, 3), (slow, 2)] {
        let after = try #require(closed, "a connection was still open after 8 s")
        #expect(after >= .seconds(limit) - .milliseconds(300))
        #expect(after < .seconds(limit) + .seconds(2))
      }
    }
  }

  @Test func aLongPollOutlastingTheTimeoutsIsAnswered() async throws {
    let reply = try await TestServer(limits: Self.limits).test(.live) { client in
      try await client.create("ana")
      return try await client.send(.get, "/users/ana/changes?since=1&wait=4")
    }
    #expect(reply.status == .ok)
    #expect(reply.text == #"{"revision":1,"changes":[]}"#)
  }
}
