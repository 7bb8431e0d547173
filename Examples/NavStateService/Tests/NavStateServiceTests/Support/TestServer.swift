import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import NIOCore
import NavCodable
import NavCore
import NavStateService

/// A service on a new SQLite file in a temporary folder, and helpers to call it.
struct TestServer {
  let databasePath: String
  let app: any ApplicationProtocol

  /// The token key of every test server and test process.
  static let secret = "test-key-of-nav-state-service-0123456789"
  static let tokenKey = try! TokenKey(secret: Array(secret.utf8))
  /// The environment that gives a process the tests' token key.
  static let environment = ["NAV_STATE_TOKEN_KEY": secret]

  init(
    changeLogLength: Int = 1000, maxBodyBytes: Int = 64 * 1024, metricsNeedToken: Bool = false,
    tokenKey: TokenKey = Self.tokenKey, limits: ServiceLimits = ServiceLimits(),
    identityProvider: IdentityProvider? = nil
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-state-service-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    databasePath = folder.appendingPathComponent("state.sqlite").path
    var configuration = ServiceConfiguration(
      port: 0, database: databasePath, changeLogLength: changeLogLength,
      maxBodyBytes: maxBodyBytes, tokenKey: tokenKey, metricsNeedToken: metricsNeedToken)
    configuration.limits = limits
    configuration.identityProvider = identityProvider
    app = try buildApplication(configuration)
  }

  /// Runs a test against the routes, without a socket.
  func test<Value: Sendable>(
    _ setup: TestingSetup = .router,
    _ body: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    try await app.test(setup, body)
  }

  /// Stores a user's document straight into the database file, as another version of the
  /// service or app left it, and returns the database to read it back.
  @discardableResult
  func store(_ document: String, for user: String, revision: Int) async throws -> DatabaseQueue {
    let queue = try DatabaseQueue(path: databasePath)
    try await queue.write { db in
      try db.execute(
        sql: "INSERT INTO navState (user, revision, document) VALUES (?, ?, ?)",
        arguments: [user, revision, Data(document.utf8)])
    }
    return queue
  }

  /// The rows of a table, read straight from the database file.
  func rowCount(_ table: String) throws -> Int {
    let queue = try DatabaseQueue(path: databasePath)
    return try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
  }
}

/// A response: its status, ETag revision and body text, and its headers.
struct Reply: Sendable {
  var status: HTTPResponse.Status
  var revision: Int?
  var text: String
  var headers: HTTPFields = [:]
  /// The `Retry-After` header, if any.
  var retryAfter: String? { headers[.retryAfter] }

  /// The body parsed as JSON, members in their order.
  var json: NavJSONValue {
    get throws { try NavJSONValue(jsonBytes: Array(text.utf8)) }
  }
}

/// The bearer token a test request carries.
enum Credentials: Sendable {
  /// A token for the user of the request's path (`/users/ana/…`), none for other paths.
  case owner
  /// No `Authorization` header.
  case none
  /// This token.
  case token(String)

  /// The `Authorization` header for a request to `uri`, if any.
  func authorization(for uri: String) async throws -> String? {
    switch self {
    case .none:
      return nil
    case .token(let token):
      return "Bearer \(token)"
    case .owner:
      let segments = uri.split(separator: "?")[0].split(separator: "/")
      guard segments.count >= 2, segments[0] == "users" else { return nil }
      return "Bearer \(try await TestServer.tokenKey.issue(subject: String(segments[1])))"
    }
  }
}

extension TestClientProtocol {
  /// Sends a request and returns the reply; `ifMatch` is sent as `"n"`, `condition` as it is,
  /// with a token for the path's user unless `credentials` says otherwise.
  func send(
    _ method: HTTPRequest.Method, _ uri: String, ifMatch: Int? = nil, condition: String? = nil,
    contentType: String? = nil, credentials: Credentials = .owner, body: String? = nil
  ) async throws -> Reply {
    var headers: HTTPFields = [:]
    if let condition = condition ?? ifMatch.map({ "\"\($0)\"" }) { headers[.ifMatch] = condition }
    if let contentType { headers[.contentType] = contentType }
    if let authorization = try await credentials.authorization(for: uri) {
      headers[.authorization] = authorization
    }
    return try await execute(
      uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
    ) { response in
      let tag = response.headers[.eTag].map { $0.filter(\.isNumber) }.flatMap { Int($0) }
      return Reply(
        status: response.status, revision: tag, text: String(buffer: response.body),
        headers: response.headers)
    }
  }

  /// Creates a user's state from a document and returns the revision (1).
  @discardableResult
  func create(_ user: String, document: String = Documents.empty) async throws -> Int {
    let reply = try await send(.put, "/users/\(user)/state", ifMatch: 0, body: document)
    guard reply.status == .ok, let revision = reply.revision else {
      throw ReplyError(reply: reply)
    }
    return revision
  }
}

/// An unexpected reply, thrown so the test fails with the body in its message.
struct ReplyError: Error, CustomStringConvertible {
  var reply: Reply
  var description: String { "unexpected \(reply.status): \(reply.text)" }
}

/// Documents the tests send.
enum Documents {
  /// Both stacks empty, the recipes tab selected.
  static let empty =
    #"{"v":3,"t":["tab"],"state":{"tabs":[[0,"recipes"],[0,"settings"]],"#
    + #""selection":[0,"recipes"],"stacks":[[],[]]}}"#

  /// Desserts, apple pie and step 2 on the recipes tab; the units pane on the settings tab.
  static let browsing =
    #"{"v":3,"t":["tab","category","recipe","step","settings"],"state":{"#
    + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
    + #""stacks":[[[1,"desserts"],[2,42],[3,2]],[[4,"units"]]]}}"#

  /// The same state as the first version of the app saved it: recipes were tagged `dish` and
  /// desserts were `sweets`.
  static let browsingVersion1 =
    #"{"v":1,"t":["tab","category","dish","step","settings"],"state":{"#
    + #""tabs":[[0,"recipes"],[0,"settings"]],"selection":[0,"recipes"],"#
    + #""stacks":[[[1,"sweets"],[2,42],[3,2]],[[4,"units"]]]}}"#

  /// A path document of one recipe.
  static func recipe(_ id: Int) -> String {
    #"{"v":3,"t":["recipe"],"stack":[[0,\#(id)]]}"#
  }

  /// A path document of one step.
  static func step(_ number: Int) -> String {
    #"{"v":3,"t":["step"],"stack":[[0,\#(number)]]}"#
  }
}
