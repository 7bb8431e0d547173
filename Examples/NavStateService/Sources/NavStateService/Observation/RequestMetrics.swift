internal import HTTPTypes
internal import Hummingbird
internal import Metrics

/// Requests counted and timed per route, method and status (`hb_requests`,
/// `http_server_request_duration`), the route named by the endpoints' patterns even for a 405.
/// A long poll (`changes` with a `wait` above 0) is timed apart, in
/// `navstate_long_poll_duration`, so that its waiting does not read as latency.
enum RequestMetrics {
  /// Counts and times a request answered with `status` (a 500 for a handler that threw).
  static func record(
    _ request: Request, route: String, status: HTTPResponse.Status, elapsed: Duration
  ) {
    let isLongPoll =
      route == "/users/{user}/changes"
      && (request.uri.queryParameters.get("wait").flatMap { Int($0) } ?? 0) > 0
    let dimensions = [
      ("http.route", route), ("http.request.method", "\(request.method)"),
      ("http.response.status_code", "\(status.code)"),
    ]
    Counter(label: "hb.requests", dimensions: dimensions).increment()
    let nanoseconds =
      elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    Timer(
      label: isLongPoll ? "navstate.long_poll.duration" : "http.server.request.duration",
      dimensions: dimensions, preferredDisplayUnit: .seconds
    ).recordNanoseconds(nanoseconds)
  }
}
