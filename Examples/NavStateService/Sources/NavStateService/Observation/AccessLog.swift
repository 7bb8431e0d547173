internal import HTTPTypes
internal import Hummingbird
internal import Logging

/// One line per answered request, at `info`, with its method, route, path, status and duration
/// and its request id, which is sent back in a `Request-Id` header. A client's own `Request-Id`
/// or `X-Request-Id` (1-128 visible ASCII characters) is used as the id, so that its logs and
/// the service's can be joined.
enum AccessLog {
  /// Makes the client's request id, if it gave a usable one, the id of the request's logs.
  static func adoptRequestID(of request: Request, in context: inout some RequestContext) {
    if let given = request.headers[.requestID] ?? request.headers[.xRequestID],
      (1...128).contains(given.utf8.count), given.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    {
      context.logger[metadataKey: "hb.request.id"] = "\(given)"
    }
  }

  /// Writes the line of a request that was answered with `status` (`info`), or whose handler
  /// threw `error` (`error`, as a 500).
  static func write(
    _ request: Request, route: String, status: HTTPResponse.Status, error: (any Error)? = nil,
    elapsed: Duration, logger: Logger
  ) {
    let microseconds =
      elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
    var metadata: Logger.Metadata = [
      "http.method": "\(request.method)",
      "http.route": "\(route)",
      "http.path": "\(request.uri.path)",
      "http.status": "\(status.code)",
      "duration_ms": "\(Double(microseconds) / 1000)",
    ]
    if let error {
      metadata["error"] = "\(error)"
      logger.error("request", metadata: metadata)
    } else {
      logger.info("request", metadata: metadata)
    }
  }
}

extension HTTPField.Name {
  /// The request id, sent back with every answer.
  static let requestID = HTTPField.Name("Request-Id")!
  /// The request id as many proxies send it.
  static let xRequestID = HTTPField.Name("X-Request-Id")!
}
