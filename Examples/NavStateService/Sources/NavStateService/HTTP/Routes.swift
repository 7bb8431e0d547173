internal import HTTPTypes
public import Hummingbird
internal import NIOCore
internal import NavCodable

/// Builds the service's application: the routes, the error middleware and the server settings.
///
/// - Parameter configuration: Where to listen and store.
/// - Returns: The application, ready to run or test.
public func buildApplication(_ configuration: ServiceConfiguration) throws
  -> some ApplicationProtocol
{
  let store = try StateStore(
    path: configuration.databasePath, changeLogLength: configuration.changeLogLength)
  let service = StateService(adapter: NavAdapter(registry: RecipesDomain.types), store: store)
  let router = Router()
  router.add(middleware: ErrorMiddleware())
  Routes(service: service, maxBodyBytes: configuration.maxBodyBytes).register(on: router)
  return Application(
    router: router,
    configuration: .init(
      address: .hostname(configuration.host, port: configuration.port),
      serverName: "nav-state-service"))
}

/// Turns every error into the service's error body, with the status of ``ErrorReport``.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as HTTPError where error.status == .notFound {
      let failure = ServiceFailure.noRoute(method: "\(request.method)", path: request.uri.path)
      return Response.json(ErrorReport(failure).json, status: ErrorReport(failure).status)
    } catch {
      let report = ErrorReport(error)
      return Response.json(report.json, status: report.status)
    }
  }
}

/// The endpoints; each reads its input, calls the service and writes JSON.
struct Routes: Sendable {
  let service: StateService
  let maxBodyBytes: Int

  func register(on router: Router<BasicRequestContext>) {
    router.get("links/resolve") { request, _ in
      let link = request.uri.queryParameters.get("link") ?? ""
      return Response.json(bytes: try service.resolve(link))
    }
    let user = router.group("users/:user")
    user.get("state") { _, context in
      let state = try await service.state(of: try Self.user(context))
      var response = Response.json(bytes: state.document, revision: state.revision)
      if let dropped = Self.dropped(state) { response.headers[.navDroppedElements] = "\(dropped)" }
      return response
    }
    user.put("state") { request, context in
      let body = try await body(of: request)
      return try await Self.written(
        service.put(user: Self.user(context), base: Self.wholeStateBase(request), document: body))
    }
    user.post("push") { request, context in
      let body = try await body(of: request)
      return try await Self.written(
        service.push(user: Self.user(context), base: Self.base(request), document: body))
    }
    user.post("open") { request, context in
      let link = try await text(of: request)
      return try await Self.written(
        service.open(user: Self.user(context), base: Self.base(request), link: link))
    }
    user.post("pop") { request, context in
      try await Self.written(service.pop(user: Self.user(context), base: Self.base(request)))
    }
    user.post("pop-to-root") { request, context in
      try await Self.written(
        service.popToRoot(user: Self.user(context), base: Self.base(request)))
    }
    user.post("select/:tab") { request, context in
      let tab = context.parameters.get("tab") ?? ""
      return try await Self.written(
        service.select(user: Self.user(context), base: Self.base(request), tab: tab))
    }
    user.get("changes") { request, context in
      let since = try Self.revision(request.uri.queryParameters.get("since") ?? "")
      return Self.catchUp(try await service.changes(of: Self.user(context), since: since))
    }
  }

  /// The request body, refused when larger than the limit; documents are decoded where it lies.
  private func body(of request: Request) async throws -> ByteBuffer {
    do {
      return try await request.body.collect(upTo: maxBodyBytes)
    } catch is NIOTooManyBytesError {
      throw ServiceFailure.bodyTooLarge(limit: maxBodyBytes)
    }
  }

  /// The request body as UTF-8 text.
  private func text(of request: Request) async throws -> String {
    let body = try await body(of: request)
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

  /// The revision a whole-state put is based on: `*` is refused, since a put replaces the state.
  private static func wholeStateBase(_ request: Request) throws -> Int {
    guard let base = try base(request) else { throw ServiceFailure.invalidRevision("*") }
    return base
  }

  /// A revision number: a non-negative integer.
  private static func revision(_ text: String) throws -> Int {
    guard let revision = Int(text), revision >= 0 else {
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
      let dropped = dropped(state).map { ",\"dropped\":\($0)" } ?? ""
      return Response.json(
        text: "{\"revision\":\(state.revision),\"state\":\(document)\(dropped)}",
        revision: state.revision)
    }
  }

  /// The elements of a stored state that no longer restore, each as an error body's `error`
  /// member (`[{"domain":…,"code":…,"message":…,"location":{…}},…]`), or `nil` for none.
  private static func dropped(_ state: DeviceState) -> JSONValue? {
    guard !state.droppedElements.isEmpty else { return nil }
    return .array(state.droppedElements.map { ErrorReport($0).summary })
  }
}

extension HTTPField.Name {
  /// The header of a `GET /users/:user/state` whose stored document had elements that no longer
  /// restore: what was dropped, as JSON.
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

  static func json(_ value: JSONValue, status: HTTPResponse.Status) -> Response {
    json(bytes: Array("\(value)".utf8), status: status)
  }
}
