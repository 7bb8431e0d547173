import Foundation
import GRDB
import HTTPTypes
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct StateEndpointTests {
  @Test func aPutAnswersWithTheTransitionFromTheInitialStateAndRevision1() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.put, "/users/ana/state", ifMatch: 0, body: Documents.browsing)
    }
    #expect(reply.status == .ok)
    #expect(reply.revision == 1)
    #expect(
      reply.text
        == #"{"revision":1,"transition":{"version":3,"tags":["tab","category","recipe","step","settings"],"#
        + #""stackChanges":[{"tab":[0,"recipes"],"popCount":0,"pushed":[[1,"desserts"],[2,42],[3,2]]},"#
        + #"{"tab":[0,"settings"],"popCount":0,"pushed":[[4,"units"]]}],"switchedTab":null}}"#)
  }

  @Test func aGetReturnsTheDocumentAndItsRevisionAsTheETag() async throws {
    let reply = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      return try await client.send(.get, "/users/ana/state")
    }
    #expect(reply.status == .ok)
    #expect(reply.revision == 1)
    #expect(reply.text == Documents.browsing)
  }

  @Test func aPutBasedOnTheCurrentRevisionReplacesTheState() async throws {
    let (put, get) = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      let put = try await client.send(.put, "/users/ana/state", ifMatch: 1, body: Documents.empty)
      return (put, try await client.send(.get, "/users/ana/state"))
    }
    #expect(put.revision == 2)
    #expect(
      put.text
        == #"{"revision":2,"transition":{"version":3,"tags":["tab"],"stackChanges":["#
        + #"{"tab":[0,"recipes"],"popCount":3,"pushed":[]},{"tab":[0,"settings"],"popCount":1,"pushed":[]}],"#
        + #""switchedTab":null}}"#)
    #expect(get.text == Documents.empty)
    #expect(get.revision == 2)
  }

  @Test func aGetOfAnOlderSchemaDocumentMigratesItAndWritesItBack() async throws {
    let server = try TestServer()
    let queue = try DatabaseQueue(path: server.databasePath)
    try await queue.write { db in
      try db.execute(
        sql: "INSERT INTO navState (user, revision, version, document) VALUES (?, ?, ?, ?)",
        arguments: ["old", 7, 1, Data(Documents.browsingVersion1.utf8)])
    }
    let reply = try await server.test { client in try await client.send(.get, "/users/old/state") }
    #expect(reply.status == .ok)
    #expect(reply.text == Documents.browsing)
    #expect(reply.revision == 7)
    let row = try queue.read { db in
      try Row.fetchOne(
        db, sql: "SELECT revision, version, document FROM navState WHERE user = 'old'")
    }
    let stored = try #require(row)
    #expect(stored["revision"] == 7)
    #expect(stored["version"] == 3)
    #expect(String(decoding: stored["document"] as Data, as: UTF8.self) == Documents.browsing)
  }

  @Test func aPutWithTheTabsInAnotherOrderOrMissingOneIsTakenIntoTheAppsTabs() async throws {
    let (reordered, lacking) = try await TestServer().test { client in
      try await client.create(
        "ana",
        document: #"{"version":3,"tags":["tab","settings"],"state":{"#
          + #""tabs":[[0,"settings"],[0,"recipes"]],"selection":[0,"settings"],"#
          + #""stacks":[[[1,"units"]],[]]}}"#)
      let reordered = try await client.send(.get, "/users/ana/state")
      try await client.create(
        "bob",
        document: #"{"version":3,"tags":["tab"],"state":{"tabs":[[0,"settings"]],"#
          + #""selection":[0,"settings"],"stacks":[[]]}}"#)
      return (reordered, try await client.send(.get, "/users/bob/state"))
    }
    #expect(
      reordered.text
        == #"{"version":3,"tags":["tab","settings"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
        + #""selection":[0,"settings"],"stacks":[[],[[1,"units"]]]}}"#)
    #expect(
      lacking.text
        == #"{"version":3,"tags":["tab"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
        + #""selection":[0,"settings"],"stacks":[[],[]]}}"#)
  }
}
