import Foundation
import HTTPTypes
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct ChangesEndpointTests {
  private let adapter = NavAdapter(registry: RecipesDomain.types)

  @Test func aClientAtAnOlderRevisionGetsTheTransitionsSinceIt() async throws {
    let reply = try await TestServer().test { client in
      try await client.create("ana")
      _ = try await client.send(.post, "/users/ana/push", ifMatch: 1, body: Documents.recipe(42))
      _ = try await client.send(.post, "/users/ana/select/settings", ifMatch: 2)
      return try await client.send(.get, "/users/ana/changes?since=1")
    }
    #expect(reply.status == .ok)
    #expect(reply.revision == 3)
    #expect(
      reply.text
        == #"{"revision":3,"changes":[{"revision":2,"transition":{"v":3,"t":["tab","#
        + #""recipe"],"state":{"tabs":null,"stackChanges":[{"tab":[0,"recipes"],"#
        + #""transition":{"pop":0,"pushed":[[1,42]]}}],"switchedTab":null}}},{"revision":3,"#
        + #""transition":{"v":3,"t":["tab"],"state":{"tabs":null,"stackChanges":[],"#
        + #""switchedTab":[0,"settings"]}}}]}"#)
  }

  @Test func aClientAtTheCurrentRevisionGetsNoChanges() async throws {
    let reply = try await TestServer().test { client in
      try await client.create("ana")
      return try await client.send(.get, "/users/ana/changes?since=1")
    }
    #expect(reply.text == #"{"revision":1,"changes":[]}"#)
  }

  @Test func aClientBeyondTheLogGetsTheWholeState() async throws {
    let reply = try await TestServer(changeLogLength: 2).test { client in
      try await client.create("ana")
      for revision in 1...3 {
        _ = try await client.send(
          .post, "/users/ana/push", ifMatch: revision, body: Documents.recipe(revision))
      }
      return try await client.send(.get, "/users/ana/changes?since=1")
    }
    #expect(
      reply.text
        == #"{"revision":4,"state":{"v":3,"t":["tab","recipe"],"state":{"#
        + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
        + #""stacks":[[[1,1],[1,2],[1,3]],[]]}}}"#)
  }

  /// A second device that replays the transitions since each revision reaches the state the
  /// service stores, for seeded random sequences of pushes, pops, links and tab switches.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func replayingTheChangesReachesTheStoredState(seed: UInt64) async throws {
    let adapter = self.adapter
    try await TestServer().test { client in
      var generator = SplitMix64(seed: seed)
      var revision = try await client.create("ana")
      for _ in 0..<20 {
        let reply: Reply
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
          reply = try await client.send(
            .post, "/users/ana/push", ifMatch: revision,
            body: Documents.recipe(Int.random(in: 1...99, using: &generator)))
        case 1: reply = try await client.send(.post, "/users/ana/pop", ifMatch: revision)
        case 2: reply = try await client.send(.post, "/users/ana/pop-to-root", ifMatch: revision)
        case 3:
          reply = try await client.send(
            .post, "/users/ana/open", ifMatch: revision, body: "recipes://category/mains")
        default:
          let tab = Bool.random(using: &generator) ? "recipes" : "settings"
          reply = try await client.send(.post, "/users/ana/select/\(tab)", ifMatch: revision)
        }
        revision = reply.revision ?? revision
      }
      var device = RecipesDomain.initialState
      let log = try await client.send(.get, "/users/ana/changes?since=0")
      guard case .array(let changes)? = try log.json["changes"] else {
        throw ReplyError(reply: log)
      }
      for change in changes {
        device = try adapter.applying(
          try adapter.transition(from: try #require(change["transition"]).jsonBytes), to: device)
      }
      let stored = try await client.send(.get, "/users/ana/state")
      #expect(device == (try adapter.state(from: Array(stored.text.utf8))))
    }
  }
}
