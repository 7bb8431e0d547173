import HTTPTypes
import NavCodable
import NavStateService
import Testing

/// Every number a request carries (a revision in `If-Match` or `since`, a wait, an id in a link,
/// a payload, a tag index, a version) at `Int.min`, `Int.max` and beyond either end of `Int` is
/// answered with a 4xx or a success, never a trap or a 5xx, and the service goes on serving.
@Suite struct NumberRangeTests {
  /// The numbers sent, as text: the ends of `Int`, one past each, and far past.
  static let numbers = [
    "\(Int.min)", "-1", "0", "\(Int.max)", "-9223372036854775809", "9223372036854775808",
    "99999999999999999999999999",
  ]

  /// One request per number and place a number goes.
  static func requests(_ number: String) -> [(HTTPRequest.Method, String, String?, String?)] {
    let condition = "\"\(number)\""
    return [
      (.get, "/users/ana/changes?since=\(number)", nil, nil),
      (.get, "/users/ana/changes?since=1&wait=\(number)", nil, nil),
      (.get, "/users/ana/changes?since=\(number)&wait=1", nil, nil),
      (.get, "/links/resolve?link=recipes://recipe/\(number)/step/\(number)", nil, nil),
      (.put, "/users/ana/state", condition, Documents.empty),
      (.delete, "/users/ana/state", condition, nil),
      (.post, "/users/ana/push", condition, Documents.recipe(1)),
      (.post, "/users/ana/push", "*", #"{"v":3,"t":["recipe"],"stack":[[0,\#(number)]]}"#),
      (.post, "/users/ana/push", "*", #"{"v":3,"t":["recipe"],"stack":[[\#(number),1]]}"#),
      (.post, "/users/ana/push", "*", #"{"v":\#(number),"t":["recipe"],"stack":[[0,1]]}"#),
      (.post, "/users/ana/open", condition, "recipes://recipe/1"),
      (.post, "/users/ana/open", "*", "recipes://recipe/\(number)"),
      (.post, "/users/ana/pop", condition, nil),
      (.post, "/users/ana/pop-to-root", condition, nil),
      (.post, "/users/ana/select/settings", condition, nil),
    ]
  }

  @Test(arguments: numbers)
  func aNumberAtOrBeyondTheEndsOfIntIsNeverATrapNorA5xx(number: String) async throws {
    try await TestServer().test { client in
      try await client.create("ana", document: Documents.browsing)
      for (method, uri, condition, body) in Self.requests(number) {
        let reply = try await client.send(
          method, uri, condition: condition,
          contentType: uri.hasSuffix("/open") ? "text/plain" : nil, body: body)
        #expect(reply.status.code < 500, "\(method) \(uri) \(condition ?? ""): \(reply.text)")
      }
      // Still serving.
      #expect(try await client.send(.get, "/users/ana/state").status == .ok)
    }
  }

  /// The revision a device asks the changes since: beyond the current one (up to `Int.max`) it
  /// is a 409 `revisionAhead`, below 0 or beyond `Int` a 400 `invalidRevision`.
  @Test(arguments: [
    ("\(Int.max)", HTTPResponse.Status.conflict, "revisionAhead"),
    ("\(Int.max - 1)", .conflict, "revisionAhead"),
    ("9223372036854775808", .badRequest, "invalidRevision"),
    ("\(Int.min)", .badRequest, "invalidRevision"),
  ])
  func aRevisionBeyondTheCurrentOneIsAnError(
    since: String, status: HTTPResponse.Status, code: String
  ) async throws {
    let reply = try await TestServer().test { client in
      try await client.create("ana")
      return try await client.send(.get, "/users/ana/changes?since=\(since)")
    }
    #expect(reply.status == status)
    #expect(try reply.json["error"]?["code"] == .string(code))
  }
}
