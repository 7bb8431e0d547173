internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// Logs one line per answered request, at `info`, with its method, route, path, status and
/// duration and its request id, and sends the id back in a `Request-Id` header. A client's own
/// `Request-Id` or `X-Request-Id` (1-128 visible ASCII characters) is used as the id, so that its
/// logs and the service's can be joined.
struct AccessLogMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The method and path pattern of every endpoint, to name each request's route.
  let endpoints: [Endpoint.Signature]

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    var context = context
    if let given = request.headers[.requestID] ?? request.headers[.xRequestID],
      (1...128).contains(given.utf8.count), given.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    {
      context.logger[metadataKey: "hb.request.id"] = "\(given)"
    }
    let id = context.id
    var metadata: Logger.Metadata = [
      "http.method": "\(request.method)",
      "http.route": "\(endpoints.route(of: request.uri.path))",
      "http.path": "\(request.uri.path)",
    ]
    do {
      var response = try await next(request, context)
      response.headers[.requestID] = id
      metadata["http.status"] = "\(response.status.code)"
      metadata["duration_ms"] = "\(Self.milliseconds(since: start))"
      context.logger.info("request", metadata: metadata)
      return response
    } catch {
      metadata["http.status"] = "500"
      metadata["duration_ms"] = "\(Self.milliseconds(since: start))"
      metadata["error"] = "\(error)"
      context.logger.error("request", metadata: metadata)
      throw error
    }
  }

  /// The time since `start` in milliseconds, to the microsecond.
  private static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    let microseconds =
      elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
    return Double(microseconds) / 1000
  }
}

extension HTTPField.Name {
  /// The request id, sent back with every answer.
  static let requestID = HTTPField.Name("Request-Id")!
  /// The request id as many proxies send it.
  static let xRequestID = HTTPField.Name("X-Request-Id")!
}
