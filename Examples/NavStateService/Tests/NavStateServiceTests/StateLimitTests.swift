import HTTPTypes
import NavCodable
import NavStateService
import Testing

/// A write whose state would be over the reader's limits is refused with a 413 that names the
/// limit, before anything is stored, so that no write can lock a user out of their state.
@Suite struct StateLimitTests {
  /// Pushes recipes until a push is refused; the replies, the refusal last.
  static func pushUntilRefused(_ limits: NavDecodingLimits, open: Bool = false) async throws
    -> (refused: Reply, state: Reply, changes: Reply, accepted: Int)
  {
    var serviceLimits = ServiceLimits()
    serviceLimits.decoding = limits
    return try await TestServer(limits: serviceLimits).test { client in
      try await client.create("ana")
      var accepted = 0
      while true {
        let reply =
          open
          ? try await client.send(
            .post, "/users/ana/open", condition: "*", contentType: "text/plain",
            body: "recipes://recipe/\(accepted + 1)")
          : try await client.send(
            .post, "/users/ana/push", condition: "*", body: Documents.recipe(accepted + 1))
        guard reply.status == .ok else {
          return (
            reply, try await client.send(.get, "/users/ana/state"),
            try await client.send(.get, "/users/ana/changes?since=1"), accepted
          )
        }
        accepted += 1
        guard accepted < 1000 else { throw ReplyError(reply: reply) }
      }
    }
  }

  @Test func aPushOverTheElementLimitIsRefusedAndTheStateStaysReadable() async throws {
    let (refused, state, changes, accepted) = try await Self.pushUntilRefused(
      NavDecodingLimits(maxElementCount: 3))
    #expect(accepted == 3)
    #expect(refused.status == .contentTooLarge)
    let error = try #require(try refused.json["error"])
    #expect(error["code"] == "stateTooLarge")
    #expect(error["location"] == ["limit": "maxElementCount", "maximum": 3])
    #expect(
      error["message"]
        == .string(
          "the write would store the recipes stack with 4 elements, over the reader's limit of "
            + "3 (NavDecodingLimits.maxElementCount), so the state could not be read back; "
            + "nothing was stored"))
    #expect(state.status == .ok)
    #expect(state.revision == 4)
    #expect(changes.revision == 4)
  }

  @Test func anOpenOverTheElementLimitIsRefused() async throws {
    let (refused, state, _, accepted) = try await Self.pushUntilRefused(
      NavDecodingLimits(maxElementCount: 3), open: true)
    #expect(accepted == 3)
    #expect(refused.status == .contentTooLarge)
    #expect(try refused.json["error"]?["location"]?["limit"] == "maxElementCount")
    #expect(state.status == .ok)
    #expect(state.revision == 4)
  }

  @Test func aPushOverTheByteLimitIsRefusedAndTheStateStaysReadable() async throws {
    let (refused, state, _, accepted) = try await Self.pushUntilRefused(
      NavDecodingLimits(maxInputBytes: 300))
    #expect(accepted > 0)
    #expect(refused.status == .contentTooLarge)
    #expect(try refused.json["error"]?["location"] == ["limit": "maxInputBytes", "maximum": 300])
    #expect(state.status == .ok)
    #expect(state.revision == accepted + 1)
  }
}
