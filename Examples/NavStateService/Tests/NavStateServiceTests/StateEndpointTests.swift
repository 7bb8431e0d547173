import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
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
        == #"{"revision":1,"transition":{"v":3,"t":["tab","category","recipe","step","#
        + #""settings"],"state":{"tabs":null,"stackChanges":[{"tab":[0,"recipes"],"#
        + #""transition":{"pop":0,"pushed":[[1,"desserts"],[2,42],[3,2]]}},{"tab":[0,"settings"],"#
        + #""transition":{"pop":0,"pushed":[[4,"units"]]}}],"switchedTab":null}}}"#)
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
        == #"{"revision":2,"transition":{"v":3,"t":["tab"],"state":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"recipes"],"transition":{"pop":3,"pushed":[]}},{"tab":[0,"#
        + #""settings"],"transition":{"pop":1,"pushed":[]}}],"switchedTab":null}}}"#)
    #expect(get.text == Documents.empty)
    #expect(get.revision == 2)
  }

  @Test func aGetOfAnOlderSchemaDocumentMigratesItAndWritesItBack() async throws {
    let server = try TestServer()
    let queue = try await server.store(Documents.browsingVersion1, for: "old", revision: 7)
    let reply = try await server.test { client in try await client.send(.get, "/users/old/state") }
    #expect(reply.status == .ok)
    #expect(reply.text == Documents.browsing)
    #expect(reply.revision == 7)
    let row = try queue.read { db in
      try Row.fetchOne(db, sql: "SELECT revision, document FROM navState WHERE user = 'old'")
    }
    let stored = try #require(row)
    #expect(stored["revision"] == 7)
    #expect(String(decoding: stored["document"] as Data, as: UTF8.self) == Documents.browsing)
  }

  @Test func aPutWithTheTabsInAnotherOrderOrMissingOneIsTakenIntoTheAppsTabs() async throws {
    let (reordered, lacking) = try await TestServer().test { client in
      try await client.create(
        "ana",
        document: #"{"v":3,"t":["tab","settings"],"state":{"#
          + #""tabs":[[0,"settings"],[0,"recipes"]],"selection":[0,"settings"],"#
          + #""stacks":[[[1,"units"]],[]]}}"#)
      let reordered = try await client.send(.get, "/users/ana/state")
      try await client.create(
        "bob",
        document: #"{"v":3,"t":["tab"],"state":{"tabs":[[0,"settings"]],"#
          + #""selection":[0,"settings"],"stacks":[[]]}}"#)
      return (reordered, try await client.send(.get, "/users/bob/state"))
    }
    #expect(
      reordered.text
        == #"{"v":3,"t":["tab","settings"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
        + #""selection":[0,"settings"],"stacks":[[],[[1,"units"]]]}}"#)
    #expect(
      lacking.text
        == #"{"v":3,"t":["tab"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
        + #""selection":[0,"settings"],"stacks":[[],[]]}}"#)
  }

  /// A stored document whose recipes stack holds a value no type is registered for any more: a
  /// get answers with what restores and says what was dropped, and the stored document stays
  /// as it is, for an app version that can read all of it.
  @Test func aGetOfADocumentWithAnElementThatNoLongerRestoresAnswersThePrefix() async throws {
    let server = try TestServer()
    let stored =
      #"{"v":3,"t":["tab","recipe","cake"],"state":{"#
      + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
      + #""stacks":[[[1,42],[2,1],[1,7]],[]]}}"#
    let queue = try await server.store(stored, for: "ana", revision: 4)
    let (reply, header, list) = try await server.test { client in
      let answer = try await client.send(.get, "/users/ana/state")
      let (reply, header) = (answer.text, answer.headers[HTTPField.Name("Nav-Dropped-Elements")!])
      return (reply, header, try await client.send(.get, "/users/ana/state/dropped"))
    }
    #expect(
      reply
        == #"{"v":3,"t":["tab","recipe"],"state":{"#
        + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
        + #""stacks":[[[1,42]],[]]}}"#)
    #expect(header == #"{"count":2,"codes":["unknownTag","precededByDroppedElement"]}"#)
    #expect(list.revision == 4)
    #expect(try list.json["revision"] == 4)
    guard case .array(let errors)? = try list.json["dropped"], errors.count == 2 else {
      Issue.record("expected two dropped elements, got \(list.text)")
      return
    }
    #expect(errors[0]["code"] == "unknownTag")
    #expect(errors[0]["location"]?["elementIndex"] == 1)
    #expect(errors[0]["location"]?["tag"] == "cake")
    #expect(errors[0]["location"]?["jsonPath"] == "$.state.stacks[0][1][0]")
    #expect(errors[1]["code"] == "precededByDroppedElement")
    #expect(errors[1]["location"]?["elementIndex"] == 2)
    let document = try await queue.read { db in
      try Data.fetchOne(db, sql: "SELECT document FROM navState WHERE user = 'ana'")
    }
    #expect(document == Data(stored.utf8))
  }

  /// However many elements are dropped, the header stays a count and the codes (the issue's
  /// 3,001-element stack made a 743 KB header); the list is at `/state/dropped`.
  @Test func theDroppedElementsHeaderIsBoundedAndTheListIsAnEndpoint() async throws {
    let server = try TestServer()
    let elements = (0..<3001).map { "[1,\($0 + 1)]" }.joined(separator: ",")
    let stored =
      #"{"v":3,"t":["tab","cake"],"state":{"#
      + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
      + #""stacks":[[\#(elements)],[]]}}"#
    try await server.store(stored, for: "ana", revision: 1)
    let (header, list) = try await server.test { client in
      let header = try await client.send(.get, "/users/ana/state")
        .headers[HTTPField.Name("Nav-Dropped-Elements")!]
      return (header, try await client.send(.get, "/users/ana/state/dropped"))
    }
    #expect(header == #"{"count":3001,"codes":["unknownTag","precededByDroppedElement"]}"#)
    guard case .array(let errors)? = try list.json["dropped"] else {
      Issue.record("no list in \(list.text.prefix(200))")
      return
    }
    #expect(errors.count == 3001)
  }

  @Test func theDroppedListOfAFullyReadableStateIsEmpty() async throws {
    let reply = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      return try await client.send(.get, "/users/ana/state/dropped")
    }
    #expect(reply.text == #"{"revision":1,"dropped":[]}"#)
  }

  @Test func aDocumentIsReadAsJSONWithOrWithoutACharset() async throws {
    let replies = try await TestServer().test { client in
      [
        try await client.send(
          .put, "/users/ana/state", ifMatch: 0, contentType: "application/json; charset=utf-8",
          body: Documents.empty),
        try await client.send(
          .post, "/users/ana/open", ifMatch: 1, contentType: "text/plain",
          body: "recipes://recipe/1"),
      ]
    }
    #expect(replies.map(\.status) == [.ok, .ok])
  }

  /// A wrong method on a path that exists is a 405 that lists the methods it serves.
  @Test func aWrongMethodIsA405WithTheAllowedMethods() async throws {
    let allowed = try await TestServer().test { client in
      let reply = try await client.send(.post, "/users/ana/state")
      return (reply.status, reply.headers[.allow])
    }
    #expect(allowed.0 == .methodNotAllowed)
    #expect(allowed.1 == "GET, HEAD, PUT, DELETE")
  }

  /// A write is based on what the device was sent: the restored prefix, not the stored bytes.
  @Test func aWriteOnADocumentWithAnElementThatNoLongerRestoresStoresThePrefix() async throws {
    let server = try TestServer()
    let stored =
      #"{"v":3,"t":["tab","recipe","cake"],"state":{"#
      + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
      + #""stacks":[[[1,42],[2,1]],[]]}}"#
    try await server.store(stored, for: "ana", revision: 4)
    let (push, state) = try await server.test { client in
      let push = try await client.send(
        .post, "/users/ana/push", ifMatch: 4, body: Documents.step(1))
      return (push, try await client.send(.get, "/users/ana/state"))
    }
    #expect(push.status == .ok)
    #expect(
      state.text
        == #"{"v":3,"t":["tab","recipe","step"],"state":{"#
        + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
        + #""stacks":[[[1,42],[2,1]],[]]}}"#)
  }
}
