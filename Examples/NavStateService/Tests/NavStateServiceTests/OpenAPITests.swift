import Foundation
import HTTPTypes
import HummingbirdTesting
import NavCodable
import NavStateService
import Testing

/// `GET /openapi.json` describes exactly the routes the service serves.
@Suite struct OpenAPITests {
  /// The operations of the document: each path's methods, as `GET /users/{user}/state`.
  static func operations(_ document: NavJSONValue) -> [(method: String, path: String)] {
    guard case .object(let paths)? = document["paths"] else { return [] }
    return paths.flatMap { path in
      guard case .object(let operations) = path.value else { return [] as [(String, String)] }
      return operations.map { ($0.key.uppercased(), path.key) }
    }
  }

  /// A request path for a documented path, with a value for each parameter.
  static func sample(_ path: String) -> String {
    path.replacingOccurrences(of: "{user}", with: "ana")
      .replacingOccurrences(of: "{tab}", with: "settings")
  }

  @Test func theDocumentIsOpenAPI31WithEveryOperationDescribed() async throws {
    let reply = try await TestServer().test { client in
      try await client.send(.get, "/openapi.json")
    }
    #expect(reply.status == .ok)
    let document = try reply.json
    #expect(document["openapi"] == "3.1.0")
    let operations = Self.operations(document)
    #expect(operations.count == 15)
    guard case .object(let paths)? = document["paths"] else { return }
    for path in paths {
      guard case .object(let methods) = path.value else { continue }
      for (method, operation) in methods {
        #expect(operation["summary"] != nil, "\(method) \(path.key)")
        #expect(operation["operationId"] != nil, "\(method) \(path.key)")
        #expect(operation["responses"]?["4XX"] != nil, "\(method) \(path.key)")
      }
    }
  }

  /// Every documented operation is served (never a 404 `noRoute` or a 405), and every other
  /// method on a documented path is a 405: the document and the router agree both ways.
  @Test func theDocumentAndTheRouterAgree() async throws {
    let methods: [HTTPRequest.Method] = [.get, .put, .post, .delete, .patch]
    let (documented, replies) = try await TestServer().test { client in
      try await client.create("ana")
      let documented = Self.operations(try await client.send(.get, "/openapi.json").json)
      var replies: [(method: String, path: String, code: NavJSONValue?)] = []
      for path in Set(documented.map(\.path)) {
        for method in methods {
          let reply = try await client.send(method, Self.sample(path) + "?since=1&link=x")
          let code = reply.status.code >= 400 ? try reply.json["error"]?["code"] : nil
          replies.append(("\(method)", path, code ?? nil))
        }
      }
      return (documented, replies)
    }
    for reply in replies {
      let isDocumented = documented.contains { $0 == (reply.method, reply.path) }
      if isDocumented {
        #expect(reply.code != "noRoute" && reply.code != "methodNotAllowed", "\(reply)")
      } else {
        #expect(reply.code == "methodNotAllowed", "\(reply)")
      }
    }
  }

  /// The contract is as tight as the service: `If-Match` and `since` have their patterns and
  /// bounds, a write lists its 428 and links to the user's other operations, and the users'
  /// operations name the bearer scheme.
  @Test func theDocumentStatesPatternsBoundsStatusesSecurityAndLinks() async throws {
    let document = try await TestServer().test { client in
      try await client.send(.get, "/openapi.json").json
    }
    let push = document["paths"]?["/users/{user}/push"]?["post"]
    guard case .array(let parameters)? = push?["parameters"] else {
      Issue.record("no parameters")
      return
    }
    let ifMatch = parameters.first { $0["name"] == "If-Match" }
    #expect(ifMatch?["schema"]?["pattern"] == #"^(\*|(W/)?"[0-9]{1,18}"|[0-9]{1,18})$"#)
    #expect(push?["responses"]?["428"] != nil)
    #expect(push?["responses"]?["401"] != nil && push?["responses"]?["403"] != nil)
    #expect(push?["security"] == [["bearer": []]])
    let links = push?["responses"]?["200"]?["links"]
    #expect(links?["getUsersUserChanges"]?["parameters"]?["query.since"] == 0)
    #expect(links?["getUsersUserChanges"]?["parameters"]?["query.wait"] == 0)
    #expect(
      links?["postUsersUserPop"]?["parameters"]?["header.If-Match"]
        == #""{$response.body#/revision}""#)
    #expect(document["components"]?["securitySchemes"]?["bearer"]?["scheme"] == "bearer")
    let changes = document["paths"]?["/users/{user}/changes"]?["get"]
    guard case .array(let query)? = changes?["parameters"] else {
      Issue.record("no parameters")
      return
    }
    let since = query.first { $0["name"] == "since" }
    #expect(since?["schema"]?["maximum"] == NavJSONValue(Int64.max))
  }

  /// Every operation that reaches the database lists its 503 with `Retry-After`, `/ready` with
  /// its own body; those that do not reach it list none.
  @Test func everyOperationThatReachesTheDatabaseListsIts503() async throws {
    let document = try await TestServer().test { client in
      try await client.send(.get, "/openapi.json").json
    }
    var unavailable: [String] = []
    for (method, path) in Self.operations(document) {
      let operation = document["paths"]?[path]?[method.lowercased()]
      guard let refusal = operation?["responses"]?["503"] else { continue }
      unavailable.append("\(method) \(path)")
      #expect(refusal["headers"]?["Retry-After"]?["required"] == true, "\(method) \(path)")
      let schema = refusal["content"]?["application/json"]?["schema"]
      #expect(schema?["required"] == (path == "/ready" ? ["status"] : ["error"]), "\(path)")
    }
    let users = Self.operations(document).filter { $0.path.hasPrefix("/users/") }
    #expect(
      Set(unavailable) == Set(users.map { "\($0.method) \($0.path)" } + ["GET /ready"]))
  }

  /// The document's links, followed as a stateful fuzzer does, are accepted by the service: the
  /// link of `/ready` creates a new user's state, and from that write's answer every link (its
  /// user, its revision as the entity tag `If-Match`, its query and its body) is a request the
  /// service answers with success. The bodies the links give are the operations' examples.
  @Test func everyLinkOfTheDocumentIsARequestTheServiceAccepts() async throws {
    let (document, outcomes) = try await TestServer().test { client in
      let document = try await client.send(.get, "/openapi.json").json
      let start = document["paths"]?["/ready"]?["get"]?["responses"]?["200"]?["links"]?[
        "putUsersUserState"]
      let put = document["paths"]?["/users/{user}/state"]?["put"]
      guard case .object(let links)? = put?["responses"]?["200"]?["links"], let start else {
        Issue.record("no links")
        return (document, [] as [(String, HTTPResponse.Status, Bool)])
      }
      var outcomes: [(String, HTTPResponse.Status, Bool)] = []
      for (index, (name, link)) in links.sorted(by: { $0.key < $1.key }).enumerated() {
        let user = "fuzz\(index)"
        let created = try await Self.follow(start, user: user, revision: 0, in: document, client)
        #expect(created.status == .ok, "\(name): \(created.text)")
        let revision = created.revision ?? 0
        let reply = try await Self.follow(
          link, user: user, revision: revision, in: document, client)
        let target = Self.operation(link, in: document)
        let example = target?["requestBody"]?["content"].flatMap { content -> NavJSONValue? in
          guard case .object(let media) = content else { return nil }
          return media.first?.value["examples"]?["accepted"]?["value"]
        }
        outcomes.append((name, reply.status, example == link["requestBody"]))
      }
      return (document, outcomes)
    }
    #expect(outcomes.count == 10)
    for (name, status, exampleIsTheLinkBody) in outcomes {
      #expect(status == .ok || status == .noContent, "\(name): \(status)")
      #expect(exampleIsTheLinkBody, "\(name)")
    }
    #expect(document["paths"]?["/users/{user}/open"]?["post"]?["requestBody"]?["required"] == false)
  }

  /// The operation a link names.
  static func operation(_ link: NavJSONValue, in document: NavJSONValue) -> NavJSONValue? {
    guard case .object(let paths)? = document["paths"] else { return nil }
    for (_, path) in paths {
      guard case .object(let methods) = path else { continue }
      for (_, operation) in methods where operation["operationId"] == link["operationId"] {
        return operation
      }
    }
    return nil
  }

  /// Sends the request a link describes, after a write of `user` that answered `revision`.
  static func follow(
    _ link: NavJSONValue, user: String, revision: Int, in document: NavJSONValue,
    _ client: some TestClientProtocol
  ) async throws -> Reply {
    guard case .object(let paths)? = document["paths"] else { throw LinkError.noOperation }
    for (path, methods) in paths {
      guard case .object(let methods) = methods else { continue }
      for (method, operation) in methods where operation["operationId"] == link["operationId"] {
        var uri = path.replacingOccurrences(of: "{user}", with: user)
          .replacingOccurrences(of: "{tab}", with: "settings")
        var ifMatch: String?
        var query: [String] = []
        guard case .object(let parameters)? = link["parameters"] else {
          throw LinkError.noOperation
        }
        for (name, value) in parameters {
          let text: String
          switch value {
          case .string(let expression):
            text = expression.replacingOccurrences(
              of: "{$response.body#/revision}", with: "\(revision)")
          default:
            text = "\(value)"
          }
          if name == "header.If-Match" { ifMatch = text }
          if name.hasPrefix("query.") { query.append("\(name.dropFirst(6))=\(text)") }
        }
        if !query.isEmpty { uri += "?" + query.sorted().joined(separator: "&") }
        var body: String?
        switch link["requestBody"] {
        case .string(let text)?: body = text
        case let value?: body = "\(value)"
        case nil: body = nil
        }
        return try await client.send(
          HTTPRequest.Method(method.uppercased())!, uri, condition: ifMatch, body: body)
      }
    }
    throw LinkError.noOperation
  }

  enum LinkError: Error { case noOperation }
}
