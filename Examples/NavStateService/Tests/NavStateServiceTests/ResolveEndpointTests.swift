import HTTPTypes
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct ResolveEndpointTests {
  @Test func resolvesALinkToThePathDocumentOfTheWholeStack() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(
        .get, "/links/resolve?link=recipes://category/desserts/recipe/42/step/2")
    }
    #expect(reply.status == .ok)
    #expect(
      reply.text
        == #"{"v":3,"t":["category","recipe","step"],"stack":[[0,"desserts"],[1,42],[2,2]]}"#
    )
  }

  @Test func resolvesAWebLink() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/links/resolve?link=https://recipes.example.com/settings/units")
    }
    #expect(reply.status == .ok)
    #expect(reply.text == #"{"v":3,"t":["settings"],"stack":[[0,"units"]]}"#)
  }

  @Test func aLinkTheTableCannotReadIsA422WithTheLibrarysMessageAndOffset() async throws {
    let link = "recipes://category/desserts/pasta/1"
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/links/resolve?link=\(link)")
    }
    var expected: DeepLinkError?
    do { _ = try RecipesDomain.links.open(link) } catch {
      expected = error
    }
    let error = try #require(expected)
    let offset = try #require(error.location.byteOffset)
    #expect(reply.status == .unprocessableContent)
    let body = try reply.json
    #expect(body["error"]?["domain"] == "NavCore.DeepLinkError")
    #expect(body["error"]?["code"] == "unknownSegment")
    #expect(body["error"]?["message"] == .string("\(error)"))
    #expect(body["error"]?["location"]?["byteOffset"] == NavJSONValue(offset))
  }

  @Test func aLinkOutsideItsRoutesScopeIsA422NamingTheElement() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/links/resolve?link=recipes://step/2")
    }
    #expect(reply.status == .unprocessableContent)
    let body = try reply.json
    #expect(body["error"]?["domain"] == "NavCore.DeepLinkError")
    #expect(body["error"]?["code"] == "outOfScope")
    #expect(body["error"]?["location"]?["elementIndex"] == 0)
    #expect(body["error"]?["location"]?["segment"] == 0)
  }

  @Test func aResolveWithoutALinkIsA400() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/links/resolve")
    }
    #expect(reply.status == .badRequest)
    #expect(
      reply.text
        == #"{"error":{"domain":"ServiceFailure","code":"missingParameter","#
        + #""message":"the query parameter \"link\" is missing","location":{"parameter":"link"}}}"#)
  }

  @Test func aLinkToAValueItsRouteRefusesIsA422WithTheRoutesReason() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/links/resolve?link=recipes://recipe/0")
    }
    #expect(reply.status == .unprocessableContent)
    let error = try #require(try reply.json["error"])
    #expect(error["code"] == "rejectedValues")
    guard case .string(let message)? = error["message"] else {
      Issue.record("no message in \(reply.text)")
      return
    }
    #expect(message.hasSuffix("recipe ids start at 1"))
  }
}
