internal import HTTPTypes
public import Hummingbird
internal import Logging
internal import Metrics
public import NIOCore
internal import NavCodable
internal import NavCore
internal import Prometheus
internal import ServiceLifecycle

/// Builds the service's application: the routes, the error middleware and the server settings.
///
/// - Parameters:
///   - configuration: Where to listen and store.
///   - uploads: The connections receiving a request body, which a shutdown closes with a 503
///     (``Uploads/closeForShutdown()``).
///   - onServerRunning: Called once the server listens, with its channel (whose local address
///     has the port picked for port 0).
/// - Returns: The application, ready to run or test.
/// - Throws: The database's error when a SQLite file cannot be opened or migrated, or
///   ``ServiceCommand/StartupError`` for a PostgreSQL URL that cannot be read. A PostgreSQL
///   database is migrated when the application runs, before the server listens.
public func buildApplication(
  _ configuration: ServiceConfiguration, uploads: Uploads = Uploads(),
  onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
) throws -> some ApplicationProtocol {
  let store: any StateStore
  var services: [any Service] = []
  var postgres: PostgresStateStore?
  let limits = configuration.limits
  // A URL of another scheme is refused by `DatabaseURL`, not taken for a file's path.
  if DatabaseURL.scheme(of: configuration.database) != nil {
    let postgresStore = try PostgresStateStore(
      url: configuration.database, changeLogLength: configuration.changeLogLength)
    let url = try DatabaseURL(configuration.database)
    store = BoundedStateStore(
      store: postgresStore, timeout: limits.databaseTimeout,
      retryAfterSeconds: limits.retryAfterSeconds, isOutage: PostgresStateStore.isOutage,
      availability: DatabaseAvailability(
        probe: { try await url.checkConnection(timeout: limits.databaseTimeout) },
        probeTimeout: limits.databaseTimeout))
    services.append(postgresStore)
    postgres = postgresStore
  } else {
    store = BoundedStateStore(
      store: try SQLiteStateStore(
        path: configuration.database, changeLogLength: configuration.changeLogLength),
      timeout: limits.databaseTimeout, retryAfterSeconds: limits.retryAfterSeconds)
  }
  let service = StateService(
    adapter: NavAdapter(registry: RecipesDomain.types, limits: limits.decoding), store: store)
  let routes = Routes(service: service, maxBodyBytes: configuration.maxBodyBytes)
  // A HEAD wherever a GET is served.
  let router = Router(options: .autoGenerateHeadEndpoints)
  let signatures = routes.endpoints.map(\.signature)
  // Outermost: a log line per request with its id, route, status and duration, and requests
  // and latency per route (hb.requests, http.server.request.duration), of the final answers;
  // innermost, the bearer tokens.
  router.add(middleware: ObservationMiddleware(endpoints: signatures))
  router.add(middleware: ErrorMiddleware(endpoints: signatures))
  router.add(middleware: AbortedRequestMiddleware())
  router.add(
    middleware: AccessMiddleware(
      verifier: TokenVerifier(
        ownKey: configuration.tokenKey, identityProvider: configuration.identityProvider),
      metricsNeedToken: configuration.metricsNeedToken))
  for endpoint in routes.endpoints {
    router.on(RouterPath(endpoint.path), method: endpoint.method, use: endpoint.handler)
  }
  var app = Application(
    router: router,
    server: .http1(
      configuration: .init(additionalChannelHandlers: [ConnectionTimeouts(limits, uploads: uploads)]
      )),
    configuration: .init(
      address: .hostname(configuration.host, port: configuration.port),
      serverName: "nav-state-service"),
    services: services,
    onServerRunning: onServerRunning)
  if let postgres { app.beforeServerStarts { try await postgres.migrate() } }
  return app
}

/// Turns every error into the service's error body, with the status of ``ErrorReport``; a path
/// that an endpoint serves with other methods is a 405 with an `Allow` header, any other a 404.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The method and path pattern of every endpoint.
  let endpoints: [Endpoint.Signature]

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      let path = request.uri.path
      let allowed = endpoints.filter { $0.matches(path) }.flatMap {
        $0.method == .get ? ["GET", "HEAD"] : ["\($0.method)"]
      }
      let failure =
        allowed.isEmpty
        ? ServiceFailure.noRoute(method: "\(request.method)", path: path)
        : ServiceFailure.methodNotAllowed(
          method: "\(request.method)", path: path, allowed: allowed)
      var response = Response.json(ErrorReport(failure).json, status: ErrorReport(failure).status)
      if !allowed.isEmpty { response.headers[.allow] = allowed.joined(separator: ", ") }
      return response
    } catch {
      var report = ErrorReport(error)
      if report.status == .conflict, report.code != "unreadableState" {
        Counter(label: "navstate.conflicts", dimensions: [("code", report.code)]).increment()
      }
      if report.domain == "internal" {
        // Its text may show internals (SQL, files, addresses): the log has it, the body does not.
        context.logger.error("internal error: \(error)")
        report.message = "internal error; the service's log has the details under this request's id"
      }
      var response = Response.json(report.json, status: report.status)
      if case .databaseUnavailable(let seconds)? = error as? ServiceFailure {
        response.headers[.retryAfter] = "\(seconds)"
      }
      return response
    }
  }
}

/// The endpoints; each reads its input, calls the service and writes JSON.
struct Routes: Sendable {
  let service: StateService
  let maxBodyBytes: Int

  /// Every endpoint, declared once: the router and the 405 answers are derived from this list.
  var endpoints: [Endpoint] {
    let service = self.service
    return healthEndpoints + [
      Endpoint(
        method: .get, path: "openapi.json",
        contract: .init(
          summary: "This document: the service's OpenAPI 3.1 description",
          answer: ["type": "object", "required": ["openapi", "info", "paths"]])
      ) { _, _ in
        Response.json(OpenAPI.document(of: self.endpoints), status: .ok)
      },
      Endpoint(
        method: .get, path: "metrics",
        contract: .init(summary: "The metrics, in Prometheus's text format")
      ) { _, _ in
        var headers: HTTPFields = [.contentType: "text/plain; version=0.0.4"]
        headers[.cacheControl] = "no-store"
        return Response(
          status: .ok, headers: headers,
          body: ResponseBody(
            byteBuffer: ByteBuffer(
              bytes: PrometheusMetricsFactory.defaultRegistry.emitToBuffer())))
      },
      Endpoint(
        method: .get, path: "links/resolve",
        contract: .init(
          summary: "The path document of the stack a link opens",
          query: [.init(name: "link", required: true, schema: ["type": "string"])],
          answer: Schemas.pathDocument, refusals: [.contentTooLarge, .unprocessableContent])
      ) { request, _ in
        guard let link = request.uri.queryParameters.get("link") else {
          throw ServiceFailure.missingParameter("link")
        }
        return Response.json(bytes: try service.resolve(link))
      },
      Endpoint(
        method: .get, path: "users/:user/state",
        contract: .init(
          summary: "The user's state document; Nav-Dropped-Elements counts what no longer restores",
          answer: Schemas.stateDocument)
      ) { _, context in
        let state = try await service.state(of: try Self.user(context))
        var response = Response.json(bytes: state.document, revision: state.revision)
        if let dropped = Self.droppedSummary(state) {
          response.headers[.navDroppedElements] = "\(dropped)"
        }
        return response
      },
      Endpoint(
        method: .get, path: "users/:user/state/dropped",
        contract: .init(
          summary: "The elements of the stored state that no longer restore",
          answer: Schemas.dropped)
      ) { _, context in
        let state = try await service.state(of: try Self.user(context))
        return Response.json(
          text: "{\"revision\":\(state.revision),\"dropped\":\(Self.dropped(state))}",
          revision: state.revision)
      },
      Endpoint(
        method: .put, path: "users/:user/state",
        contract: .init(
          summary: "Replaces the user's state; If-Match: 0 creates the user",
          body: .json(Schemas.stateDocument), ifMatch: true, answer: Schemas.written)
      ) { request, context in
        let body = try await body(of: request, as: "application/json")
        return try await Self.written(
          service.put(user: Self.user(context), base: Self.wholeStateBase(request), document: body))
      },
      Endpoint(
        method: .delete, path: "users/:user/state",
        contract: .init(
          summary: "Removes the user's state and change log", ifMatch: true, success: .noContent)
      ) { request, context in
        try await service.delete(user: Self.user(context), base: Self.wholeStateBase(request))
        return Response(status: .noContent)
      },
      Endpoint(
        method: .post, path: "users/:user/push",
        contract: .init(
          summary: "Pushes the value of a one-element path document on the selected stack",
          body: .json(Schemas.pathDocument), ifMatch: true, answer: Schemas.written)
      ) { request, context in
        let body = try await body(of: request, as: "application/json")
        return try await Self.written(
          service.push(user: Self.user(context), base: Self.base(request), document: body))
      },
      Endpoint(
        method: .post, path: "users/:user/open",
        contract: .init(
          summary: "Opens a deep link on top of the selected stack", body: .text, ifMatch: true,
          answer: Schemas.written)
      ) { request, context in
        let link = try await text(of: request)
        return try await Self.written(
          service.open(user: Self.user(context), base: Self.base(request), link: link))
      },
      Endpoint(
        method: .post, path: "users/:user/pop",
        contract: .init(
          summary: "Pops the top of the selected stack", ifMatch: true, answer: Schemas.written)
      ) { request, context in
        try await Self.written(service.pop(user: Self.user(context), base: Self.base(request)))
      },
      Endpoint(
        method: .post, path: "users/:user/pop-to-root",
        contract: .init(
          summary: "Pops the selected stack to its root", ifMatch: true, answer: Schemas.written)
      ) { request, context in
        try await Self.written(
          service.popToRoot(user: Self.user(context), base: Self.base(request)))
      },
      Endpoint(
        method: .post, path: "users/:user/select/:tab",
        contract: .init(
          summary: "Selects a tab", ifMatch: true, answer: Schemas.written)
      ) { request, context in
        let tab = context.parameters.get("tab") ?? ""
        return try await Self.written(
          service.select(user: Self.user(context), base: Self.base(request), tab: tab))
      },
      Endpoint(
        method: .get, path: "users/:user/changes",
        contract: .init(
          summary: "The changes since a revision, waiting up to wait seconds for one",
          query: [
            .init(
              name: "since", required: true,
              schema: ["type": "integer", "minimum": 0, "maximum": NavJSONValue(Int64.max)]),
            .init(
              name: "wait", required: false,
              schema: ["type": "integer", "minimum": 0, "maximum": 60]),
          ],
          answer: Schemas.changes)
      ) { request, context in
        guard let since = request.uri.queryParameters.get("since") else {
          throw ServiceFailure.missingParameter("since")
        }
        let wait = try Self.wait(request.uri.queryParameters.get("wait"))
        return Self.catchUp(
          try await service.changes(
            of: Self.user(context), since: Self.revision(since), waitingUpTo: wait))
      },
    ]
  }

  /// Refuses a body whose `Content-Type` names another media type than `mediaType` (parameters
  /// such as `charset` aside); a body without one is read as `mediaType`.
  private static func check(_ request: Request, isA mediaType: String) throws {
    guard let given = request.headers[.contentType] else { return }
    let type = given.prefix { $0 != ";" }.filter { $0 != " " }.lowercased()
    guard type == mediaType else {
      throw ServiceFailure.unsupportedMediaType(given: given, expected: mediaType)
    }
  }

  /// The request body, refused when larger than the limit or of another media type; documents
  /// are decoded where it lies.
  private func body(of request: Request, as mediaType: String) async throws -> ByteBuffer {
    try Self.check(request, isA: mediaType)
    do {
      return try await request.body.collect(upTo: maxBodyBytes)
    } catch is NIOTooManyBytesError {
      throw ServiceFailure.bodyTooLarge(limit: maxBodyBytes)
    }
  }

  /// The request body as UTF-8 text.
  private func text(of request: Request) async throws -> String {
    let body = try await body(of: request, as: "text/plain")
    guard let text = String(validating: body.readableBytesView, as: UTF8.self) else {
      throw ServiceFailure.invalidText
    }
    return text
  }

  /// The user id of the URL: 1-64 letters, digits, `-` or `_`.
  private static func user(_ context: BasicRequestContext) throws -> String {
    let user = context.parameters.get("user") ?? ""
    let allowed = user.utf8.allSatisfy {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: "_")
    }
    guard (1...64).contains(user.utf8.count), allowed else {
      throw ServiceFailure.invalidUser(user)
    }
    return user
  }

  /// The revision a write is based on, from its `If-Match` header (`"7"`, `7` or `W/"7"`), or
  /// `nil` for `*`: a push, open, pop or select applied to whatever the current revision is.
  private static func base(_ request: Request) throws -> Int? {
    guard let header = request.headers[.ifMatch] else { throw ServiceFailure.missingRevision }
    if header == "*" { return nil }
    var text = Substring(header)
    if text.hasPrefix("W/") { text = text.dropFirst(2) }
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
      text = text.dropFirst().dropLast()
    }
    return try revision(String(text))
  }

  /// The revision a whole-state put or delete is based on: `*` is refused, since either replaces
  /// the state.
  private static func wholeStateBase(_ request: Request) throws -> Int {
    guard let base = try base(request) else { throw ServiceFailure.invalidRevision("*") }
    return base
  }

  /// How long a changes request may wait for a change: `wait` seconds, 0 to 60 (0 without it).
  private static func wait(_ text: String?) throws -> Duration {
    guard let text else { return .zero }
    guard let seconds = Int(digits: text), (0...60).contains(seconds) else {
      throw ServiceFailure.invalidWait(text)
    }
    return .seconds(seconds)
  }

  /// A revision number: 1 to 18 digits.
  private static func revision(_ text: String) throws -> Int {
    guard let revision = Int(digits: text) else {
      throw ServiceFailure.invalidRevision(text)
    }
    return revision
  }

  /// `{"revision":n,"transition":{…}}`, with the revision as the `ETag`.
  private static func written(_ result: WriteResult) -> Response {
    Response.json(
      text: "{\"revision\":\(result.revision),\"transition\":\(result.transition)}",
      revision: result.revision)
  }

  /// `{"revision":n,"changes":[{"revision":k,"transition":{…}},…]}`, or
  /// `{"revision":n,"state":{…}}` when the log no longer reaches back, with
  /// `"dropped":[…]` after it when elements of the stored state no longer restore.
  private static func catchUp(_ catchUp: CatchUp) -> Response {
    switch catchUp {
    case .changes(let revision, let changes):
      let list = changes.map { "{\"revision\":\($0.revision),\"transition\":\($0.transition)}" }
      return Response.json(
        text: "{\"revision\":\(revision),\"changes\":[\(list.joined(separator: ","))]}",
        revision: revision)
    case .state(let state):
      let document = String(decoding: state.document, as: UTF8.self)
      let dropped = state.dropped.isEmpty ? "" : ",\"dropped\":\(dropped(state))"
      return Response.json(
        text: "{\"revision\":\(state.revision),\"state\":\(document)\(dropped)}",
        revision: state.revision)
    }
  }

  /// The elements of a stored state that no longer restore, each as an error body's `error`
  /// member (`[{"domain":…,"code":…,"message":…,"location":{…}},…]`).
  private static func dropped(_ state: DeviceState) -> NavJSONValue {
    .array(state.dropped.map { ErrorReport($0).summary })
  }

  /// What a `Nav-Dropped-Elements` header says, bounded whatever the number of elements:
  /// `{"count":n,"codes":[…]}`, each error code once, or `nil` when nothing was dropped. The list
  /// itself is at `GET /users/:user/state/dropped`.
  private static func droppedSummary(_ state: DeviceState) -> NavJSONValue? {
    guard !state.dropped.isEmpty else { return nil }
    var codes: [String] = []
    for error in state.dropped where !codes.contains(error.kind.code) {
      codes.append(error.kind.code)
    }
    return [
      "count": NavJSONValue(state.dropped.count),
      "codes": .array(codes.map(NavJSONValue.string)),
    ]
  }
}

extension HTTPField.Name {
  /// The header of a `GET /users/:user/state` whose stored document had elements that no longer
  /// restore: how many and their error codes, as JSON (`{"count":3,"codes":["unknownTag",…]}`).
  static let navDroppedElements = HTTPField.Name("Nav-Dropped-Elements")!
}

extension Response {
  /// A JSON response.
  ///
  /// - Parameters:
  ///   - bytes: The body.
  ///   - status: The status.
  ///   - revision: The revision to send as the `ETag`, if any.
  static func json(bytes: [UInt8], status: HTTPResponse.Status = .ok, revision: Int? = nil)
    -> Response
  {
    var headers: HTTPFields = [.contentType: "application/json"]
    if let revision { headers[.eTag] = "\"\(revision)\"" }
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
  }

  static func json(text: String, revision: Int? = nil) -> Response {
    json(bytes: Array(text.utf8), revision: revision)
  }

  static func json(_ value: NavJSONValue, status: HTTPResponse.Status) -> Response {
    json(bytes: Array("\(value)".utf8), status: status)
  }
}
