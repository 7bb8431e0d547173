import HTTPTypes
import NavCodable
import NavStateService
import Testing

/// One class of bad input: the request, and the status, error code and location it answers with.
struct BadInput: Sendable, CustomTestStringConvertible {
  var name: String
  var method: HTTPRequest.Method
  var uri: String
  var ifMatch: Int? = 1
  var condition: String? = nil
  var contentType: String? = nil
  var body: String? = nil
  var status: HTTPResponse.Status
  var domain: String
  var code: String
  var location: [String: NavJSONValue] = [:]

  var testDescription: String { name }

  static let all: [BadInput] = [
    BadInput(
      name: "malformed JSON", method: .put, uri: "/users/ana/state", body: #"{"v":3,"#,
      status: .badRequest, domain: "NavCodable.NavCodingError", code: "malformedJSON",
      location: ["byteOffset": 7]),
    BadInput(
      name: "not a document", method: .post, uri: "/users/ana/push", body: "[1,2]",
      status: .badRequest, domain: "NavCodable.NavCodingError", code: "malformedJSON",
      location: ["jsonPath": "$"]),
    BadInput(
      name: "unknown tag", method: .post, uri: "/users/ana/push",
      body: #"{"v":3,"t":["cake"],"stack":[[0,1]]}"#, status: .unprocessableContent,
      domain: "NavCodable.NavCodingError", code: "unknownTag",
      location: ["elementIndex": 0, "tag": "cake", "jsonPath": "$[0].tag"]),
    BadInput(
      name: "payload of the wrong type", method: .post, uri: "/users/ana/push",
      body: #"{"v":3,"t":["recipe"],"stack":[[0,"pie"]]}"#,
      status: .unprocessableContent, domain: "NavCodable.NavCodingError", code: "payloadMismatch",
      location: ["elementIndex": 0, "tag": "recipe", "jsonPath": "$[0].payload"]),
    BadInput(
      name: "push of two values", method: .post, uri: "/users/ana/push",
      body: #"{"v":3,"t":["recipe"],"stack":[[0,1],[0,2]]}"#,
      status: .badRequest, domain: "NavCodable.NavCodingError", code: "malformedJSON",
      location: ["jsonPath": "$.stack"]),
    BadInput(
      name: "unsupported version", method: .post, uri: "/users/ana/push",
      body: #"{"v":9,"t":["recipe"],"stack":[[0,1]]}"#,
      status: .unprocessableContent, domain: "NavCodable.NavCodingError", code: "unsupportedVersion"
    ),
    BadInput(
      name: "registered type without a screen", method: .post, uri: "/users/ana/push",
      body: #"{"v":3,"t":["tab"],"stack":[[0,"settings"]]}"#,
      status: .unprocessableContent, domain: "NavCore.DestinationError", code: "unregistered",
      location: ["elementIndex": 0]),
    BadInput(
      name: "inconsistent state", method: .put, uri: "/users/ana/state",
      body: #"{"v":3,"t":["tab"],"state":{"tabs":[[0,"recipes"]],"#
        + #""selection":[0,"settings"],"stacks":[[]]}}"#,
      status: .unprocessableContent, domain: "NavCodable.NavCodingError", code: "inconsistentState",
      location: ["jsonPath": "$.state.selection"]),
    BadInput(
      name: "oversized body", method: .post, uri: "/users/ana/push",
      body: String(repeating: " ", count: 70_000), status: .contentTooLarge,
      domain: "ServiceFailure", code: "bodyTooLarge"),
    BadInput(
      name: "bad link", method: .post, uri: "/users/ana/open", body: "recipes://pasta/1",
      status: .unprocessableContent, domain: "NavCore.DeepLinkError", code: "unknownSegment",
      location: ["byteOffset": 10, "segment": 0]),
    BadInput(
      name: "link with a space", method: .post, uri: "/users/ana/open",
      body: "recipes://recipe/1 2", status: .badRequest, domain: "NavCore.DeepLinkError",
      code: "invalidCharacter", location: ["byteOffset": 18]),
    BadInput(
      name: "link with a bad parameter", method: .post, uri: "/users/ana/open",
      body: "recipes://recipe/pie", status: .unprocessableContent, domain: "NavCore.DeepLinkError",
      code: "invalidParameter", location: ["byteOffset": 17, "segment": 1]),
    BadInput(
      name: "unknown tab", method: .post, uri: "/users/ana/select/kitchen",
      status: .unprocessableContent, domain: "NavCodable.NavCodingError", code: "payloadMismatch",
      location: ["elementIndex": 0, "tag": "tab", "jsonPath": "$[0].payload"]),
    BadInput(
      name: "pop from an empty stack", method: .post, uri: "/users/ana/pop",
      status: .unprocessableContent, domain: "ServiceFailure", code: "emptyStack"),
    BadInput(
      name: "unknown user", method: .get, uri: "/users/bob/state", ifMatch: nil,
      status: .notFound, domain: "ServiceFailure", code: "unknownUser"),
    BadInput(
      name: "write to an unknown user", method: .post, uri: "/users/bob/push", ifMatch: 0,
      body: Documents.recipe(1), status: .notFound, domain: "ServiceFailure",
      code: "unknownUser"),
    BadInput(
      name: "invalid user id", method: .get, uri: "/users/a.b/state", ifMatch: nil,
      status: .badRequest, domain: "ServiceFailure", code: "invalidUser"),
    BadInput(
      name: "stale revision", method: .post, uri: "/users/ana/push", ifMatch: 0,
      body: Documents.recipe(1), status: .conflict, domain: "ServiceFailure",
      code: "staleRevision"),
    BadInput(
      name: "missing revision", method: .post, uri: "/users/ana/pop-to-root", ifMatch: nil,
      status: .preconditionRequired, domain: "ServiceFailure", code: "missingRevision"),
    BadInput(
      name: "a whole-state put based on any revision", method: .put, uri: "/users/ana/state",
      condition: "*", body: Documents.empty, status: .badRequest, domain: "ServiceFailure",
      code: "invalidRevision"),
    BadInput(
      name: "a revision that is not a number", method: .post, uri: "/users/ana/pop",
      condition: "\"seven\"", status: .badRequest, domain: "ServiceFailure",
      code: "invalidRevision"),
    BadInput(
      name: "revision from the future", method: .get, uri: "/users/ana/changes?since=5",
      ifMatch: nil, status: .conflict, domain: "ServiceFailure", code: "revisionAhead"),
    BadInput(
      name: "not a revision", method: .get, uri: "/users/ana/changes?since=-1", ifMatch: nil,
      status: .badRequest, domain: "ServiceFailure", code: "invalidRevision"),
    // The contract writes numbers as digits: a sign, a fraction or an exponent is refused, as
    // `Int.init(_:)` alone would take `+1`.
    BadInput(
      name: "a revision with a sign", method: .get, uri: "/users/ana/changes?since=%2B1",
      ifMatch: nil, status: .badRequest, domain: "ServiceFailure", code: "invalidRevision"),
    BadInput(
      name: "a revision with an exponent", method: .get, uri: "/users/ana/changes?since=1e0",
      ifMatch: nil, status: .badRequest, domain: "ServiceFailure", code: "invalidRevision"),
    BadInput(
      name: "an If-Match with a sign", method: .post, uri: "/users/ana/pop", ifMatch: nil,
      condition: "+1", status: .badRequest, domain: "ServiceFailure", code: "invalidRevision"),
    BadInput(
      name: "a wait with a sign", method: .get, uri: "/users/ana/changes?since=1&wait=%2B5",
      ifMatch: nil, status: .badRequest, domain: "ServiceFailure", code: "invalidWait"),
    BadInput(
      name: "no such endpoint", method: .get, uri: "/users/ana/history", ifMatch: nil,
      status: .notFound, domain: "ServiceFailure", code: "noRoute"),
    BadInput(
      name: "a write based on a future revision", method: .post, uri: "/users/ana/push",
      ifMatch: 5, body: Documents.recipe(1), status: .conflict, domain: "ServiceFailure",
      code: "revisionAhead"),
    BadInput(
      name: "a wrong method", method: .delete, uri: "/users/ana/push", status: .methodNotAllowed,
      domain: "ServiceFailure", code: "methodNotAllowed"),
    BadInput(
      name: "a changes request without since", method: .get, uri: "/users/ana/changes",
      ifMatch: nil, status: .badRequest, domain: "ServiceFailure", code: "missingParameter",
      location: ["parameter": "since"]),
    BadInput(
      name: "a wait longer than a minute", method: .get, uri: "/users/ana/changes?since=1&wait=61",
      ifMatch: nil, status: .badRequest, domain: "ServiceFailure", code: "invalidWait"),
    BadInput(
      name: "a document sent as another media type", method: .put, uri: "/users/ana/state",
      contentType: "application/x-www-form-urlencoded", body: Documents.empty,
      status: .unsupportedMediaType, domain: "ServiceFailure", code: "unsupportedMediaType"),
    BadInput(
      name: "a link sent as JSON", method: .post, uri: "/users/ana/open",
      contentType: "application/json", body: "recipes://recipe/1",
      status: .unsupportedMediaType, domain: "ServiceFailure", code: "unsupportedMediaType"),
    BadInput(
      name: "a pushed recipe id its route refuses", method: .post, uri: "/users/ana/push",
      body: Documents.recipe(-5), status: .unprocessableContent, domain: "NavCore.DeepLinkError",
      code: "rejectedValues"),
    BadInput(
      name: "a put of a step number its route refuses", method: .put, uri: "/users/ana/state",
      body: #"{"v":3,"t":["tab","recipe","step"],"state":{"#
        + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
        + #""stacks":[[[1,42],[2,-9223372036854775808]],[]]}}"#,
      status: .unprocessableContent, domain: "NavCore.DeepLinkError", code: "rejectedValues"),
  ]
}

@Suite struct BadInputTests {
  /// Each class answers with its 4xx and our error body, and changes nothing: the state, its
  /// revision and the change log are as they were.
  @Test(arguments: BadInput.all)
  func badInputIsA4xxWithOurErrorAndWritesNothing(input: BadInput) async throws {
    let server = try TestServer()
    let (reply, before, after) = try await server.test { client in
      try await client.create("ana")
      let before = try await client.send(.get, "/users/ana/changes?since=0")
      let reply = try await client.send(
        input.method, input.uri, ifMatch: input.ifMatch, condition: input.condition,
        contentType: input.contentType, body: input.body)
      let after = try await client.send(.get, "/users/ana/changes?since=0")
      return (reply, before, after)
    }
    #expect(reply.status == input.status)
    let error = try #require(try reply.json["error"])
    #expect(error["domain"] == .string(input.domain))
    #expect(error["code"] == .string(input.code))
    guard case .string(let message)? = error["message"] else {
      Issue.record("no message in \(reply.text)")
      return
    }
    #expect(!message.isEmpty)
    for (key, value) in input.location {
      #expect(error["location"]?[key] == value, "location.\(key) in \(reply.text)")
    }
    #expect(after.text == before.text)
    #expect(after.revision == 1)
    #expect(try server.rowCount("navChange") == 1)
    #expect(try server.rowCount("navState") == 1)
  }

  @Test func theErrorBodyIsExact() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/users/bob/state")
    }
    #expect(
      reply.text
        == #"{"error":{"domain":"ServiceFailure","code":"unknownUser","#
        + #""message":"no state is stored for user \"bob\"; create it with PUT and If-Match: 0","#
        + #""location":{}}}"#)
  }
}
