import Foundation
import GRDB
import HTTPTypes
import NavCodable
import NavStateService
import Testing

/// A stored state that cannot be read at all (a newer app version's document after a rollback,
/// or damaged bytes) is reported as the stored data's fault, never a 5xx, and a `PUT` or
/// `DELETE` based on its revision gets the user out.
@Suite struct RecoveryTests {
  /// A document of a schema version this service does not know yet.
  static let fromTheFuture =
    #"{"v":9,"t":["tab"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
    + #""selection":[0,"recipes"],"stacks":[[],[]]}}"#

  @Test(arguments: [fromTheFuture, "{\"v\":3,"])
  func everyReadAndRelativeWriteSaysTheStoredStateIsAtFault(stored: String) async throws {
    let server = try TestServer()
    try await server.store(stored, for: "ana", revision: 3)
    let replies = try await server.test { client in
      [
        try await client.send(.get, "/users/ana/state"),
        try await client.send(.get, "/users/ana/changes?since=0"),
        try await client.send(.post, "/users/ana/push", ifMatch: 3, body: Documents.recipe(1)),
        try await client.send(.post, "/users/ana/select/settings", condition: "*"),
      ]
    }
    for reply in replies {
      #expect(reply.status == .conflict, "\(reply.text)")
      let error = try #require(try reply.json["error"])
      #expect(error["code"] == "unreadableState")
      #expect(error["location"]?["revision"] == 3)
      guard case .string(let message)? = error["message"] else {
        Issue.record("no message in \(reply.text)")
        continue
      }
      #expect(message.contains("the stored data is at fault"))
      #expect(message.contains("If-Match: 3"))
    }
    #expect(try server.rowCount("navChange") == 0)
  }

  @Test func aPutBasedOnTheStoredRevisionReplacesIt() async throws {
    let server = try TestServer()
    try await server.store(Self.fromTheFuture, for: "ana", revision: 3)
    let (put, state, changes) = try await server.test { client in
      let put = try await client.send(
        .put, "/users/ana/state", ifMatch: 3, body: Documents.browsing)
      return (
        put, try await client.send(.get, "/users/ana/state"),
        try await client.send(.get, "/users/ana/changes?since=2")
      )
    }
    #expect(put.status == .ok)
    #expect(put.text == #"{"revision":4,"transition":null}"#)
    #expect(state.text == Documents.browsing)
    #expect(state.revision == 4)
    #expect(changes.text == #"{"revision":4,"state":\#(Documents.browsing)}"#)
  }

  @Test func aPutBasedOnAnotherRevisionIsRefusedAndKeepsTheStoredState() async throws {
    let server = try TestServer()
    let queue = try await server.store(Self.fromTheFuture, for: "ana", revision: 3)
    let put = try await server.test { client in
      try await client.send(.put, "/users/ana/state", ifMatch: 2, body: Documents.browsing)
    }
    #expect(put.status == .conflict)
    #expect(try put.json["error"]?["code"] == "staleRevision")
    let document = try await queue.read { db in
      try Data.fetchOne(db, sql: "SELECT document FROM navState WHERE user = 'ana'")
    }
    #expect(document == Data(Self.fromTheFuture.utf8))
  }

  @Test func aDeleteBasedOnTheStoredRevisionRemovesTheUser() async throws {
    let server = try TestServer()
    try await server.store(Self.fromTheFuture, for: "ana", revision: 3)
    let (stale, delete, state, created) = try await server.test { client in
      let stale = try await client.send(.delete, "/users/ana/state", ifMatch: 2)
      let delete = try await client.send(.delete, "/users/ana/state", ifMatch: 3)
      let state = try await client.send(.get, "/users/ana/state")
      return (stale, delete, state, try await client.create("ana"))
    }
    #expect(stale.status == .conflict)
    #expect(delete.status == .noContent)
    #expect(state.status == .notFound)
    // Created again after revision 3, with an empty log: a device that held revision 3 of the
    // deleted state is sent the whole new one.
    #expect(created == 4)
    #expect(try server.rowCount("navChange") == 0)
  }

  @Test func aDeleteNeedsANumberedRevision() async throws {
    let replies = try await TestServer().test { client in
      try await client.create("ana")
      return [
        try await client.send(.delete, "/users/ana/state"),
        try await client.send(.delete, "/users/ana/state", condition: "*"),
        try await client.send(.delete, "/users/bob/state", ifMatch: 1),
      ]
    }
    #expect(replies.map(\.status) == [.preconditionRequired, .badRequest, .notFound])
  }
}
