import HTTPTypes
import NavCodable
import NavStateService
import Testing

@Suite struct NavigationEndpointTests {
  @Test func aPushAppendsThePathDocumentsValueToTheSelectedStack() async throws {
    let (push, state) = try await TestServer().test { client in
      try await client.create("ana")
      let push = try await client.send(
        .post, "/users/ana/push", ifMatch: 1, body: Documents.recipe(42))
      return (push, try await client.send(.get, "/users/ana/state"))
    }
    #expect(push.status == .ok)
    #expect(push.revision == 2)
    #expect(
      push.text
        == #"{"revision":2,"transition":{"v":3,"t":["tab","recipe"],"state":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"recipes"],"transition":{"pop":0,"pushed":[[1,42]]}}],"#
        + #""switchedTab":null}}}"#)
    #expect(
      state.text
        == #"{"v":3,"t":["tab","recipe"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
        + #""selection":[0,"recipes"],"stacks":[[[1,42]],[]]}}"#)
  }

  @Test func anOpenPushesTheLinksStackOnTopOfTheSelectedStack() async throws {
    let open = try await TestServer().test { client in
      try await client.create("ana")
      _ = try await client.send(.post, "/users/ana/push", ifMatch: 1, body: Documents.recipe(42))
      return try await client.send(
        .post, "/users/ana/open", ifMatch: 2, body: "recipes://step/3")
    }
    #expect(open.status == .ok)
    #expect(
      open.text
        == #"{"revision":3,"transition":{"v":3,"t":["tab","step"],"state":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"recipes"],"transition":{"pop":0,"pushed":[[1,3]]}}],"#
        + #""switchedTab":null}}}"#)
  }

  @Test func aPopRemovesTheTopOfTheSelectedStack() async throws {
    let pop = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      return try await client.send(.post, "/users/ana/pop", ifMatch: 1)
    }
    #expect(pop.status == .ok)
    #expect(
      pop.text
        == #"{"revision":2,"transition":{"v":3,"t":["tab"],"state":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"recipes"],"transition":{"pop":1,"pushed":[]}}],"#
        + #""switchedTab":null}}}"#)
  }

  @Test func aPopToRootEmptiesTheSelectedStackOnly() async throws {
    let (pop, state) = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      let pop = try await client.send(.post, "/users/ana/pop-to-root", ifMatch: 1)
      return (pop, try await client.send(.get, "/users/ana/state"))
    }
    #expect(
      pop.text
        == #"{"revision":2,"transition":{"v":3,"t":["tab"],"state":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"recipes"],"transition":{"pop":3,"pushed":[]}}],"#
        + #""switchedTab":null}}}"#)
    #expect(
      state.text
        == #"{"v":3,"t":["tab","settings"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
        + #""selection":[0,"recipes"],"stacks":[[],[[1,"units"]]]}}"#)
  }

  @Test func aSelectSwitchesTabsAndLaterPushesGoOnTheNewTab() async throws {
    let (select, push) = try await TestServer().test { client in
      try await client.create("ana")
      let select = try await client.send(.post, "/users/ana/select/settings", ifMatch: 1)
      let push = try await client.send(
        .post, "/users/ana/open", ifMatch: 2, body: "recipes://settings/account")
      return (select, push)
    }
    #expect(
      select.text
        == #"{"revision":2,"transition":{"v":3,"t":["tab"],"state":{"tabs":null,"#
        + #""stackChanges":[],"switchedTab":[0,"settings"]}}}"#)
    #expect(
      push.text
        == #"{"revision":3,"transition":{"v":3,"t":["tab","settings"],"state":{"tabs":null,"#
        + #""stackChanges":[{"tab":[0,"settings"],"transition":{"pop":0,"pushed":[[1,"account"]]}}],"#
        + #""switchedTab":null}}}"#)
  }

  @Test func aRelativeChangeWithIfMatchStarAppliesToTheCurrentRevision() async throws {
    let (push, state) = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      let push = try await client.send(
        .post, "/users/ana/push", condition: "*", body: Documents.step(3))
      return (push, try await client.send(.get, "/users/ana/state"))
    }
    #expect(push.status == .ok)
    #expect(push.revision == 2)
    #expect(
      state.text
        == #"{"v":3,"t":["tab","category","recipe","step","settings"],"state":{"#
        + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
        + #""stacks":[[[1,"desserts"],[2,42],[3,2],[3,3]],[[4,"units"]]]}}"#)
  }

  /// A pushed value is read against the stack it lands on: its error names the index it would
  /// have had there, not its index in the body.
  @Test func aBadPushNamesTheIndexTheValueWouldHaveOnTheStack() async throws {
    let reply = try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      return try await client.send(
        .post, "/users/ana/push", ifMatch: 1,
        body: #"{"v":3,"t":["step"],"stack":[[0,"three"]]}"#)
    }
    #expect(reply.status == .unprocessableContent)
    let error = try #require(try reply.json["error"])
    #expect(error["code"] == "payloadMismatch")
    #expect(error["location"]?["elementIndex"] == 3)
    #expect(error["location"]?["jsonPath"] == "$[3].payload")
    #expect(error["location"]?["tag"] == "step")
  }

  /// A write that changes nothing (selecting the selected tab, popping an empty stack to its
  /// root, an empty link, a put of the stored state) answers the current revision and an empty
  /// transition, and stores nothing.
  @Test(
    arguments: [
      ("POST", "/users/ana/select/recipes", nil),
      ("POST", "/users/ana/pop-to-root", nil),
      ("POST", "/users/ana/open", ""),
      ("PUT", "/users/ana/state", Documents.empty),
    ] as [(String, String, String?)])
  func aWriteThatChangesNothingMakesNoRevision(method: String, uri: String, body: String?)
    async throws
  {
    let server = try TestServer()
    let reply = try await server.test { client in
      try await client.create("ana")
      return try await client.send(
        HTTPRequest.Method(method)!, uri, ifMatch: 1, body: body)
    }
    #expect(reply.status == .ok)
    #expect(reply.revision == 1)
    #expect(
      reply.text
        == #"{"revision":1,"transition":{"v":3,"t":[],"state":{"tabs":null,"#
        + #""stackChanges":[],"switchedTab":null}}}"#)
    #expect(try server.rowCount("navChange") == 1)
  }
}
