internal import HTTPTypes
internal import Hummingbird
internal import Metrics

/// Counts and times requests per route, method and status (`hb_requests`,
/// `http_server_request_duration`), the route named by the endpoints' patterns even for a 405.
/// A long poll (`changes` with a `wait` above 0) is timed apart, in
/// `navstate_long_poll_duration`, so that its waiting does not read as latency.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The method and path pattern of every endpoint, to name each request's route.
  let endpoints: [Endpoint.Signature]

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    let route = endpoints.route(of: request.uri.path)
    let isLongPoll =
      route == "/users/{user}/changes"
      && (request.uri.queryParameters.get("wait").flatMap { Int($0) } ?? 0) > 0
    let status: HTTPResponse.Status
    let response: Response
    do {
      response = try await next(request, context)
      status = response.status
    } catch {
      record(route: route, request: request, status: .internalServerError, since: start, isLongPoll)
      throw error
    }
    record(route: route, request: request, status: status, since: start, isLongPoll)
    return response
  }

  private func record(
    route: String, request: Request, status: HTTPResponse.Status,
    since start: ContinuousClock.Instant, _ isLongPoll: Bool
  ) {
    let dimensions = [
      ("http.route", route), ("http.request.method", "\(request.method)"),
      ("http.response.status_code", "\(status.code)"),
    ]
    Counter(label: "hb.requests", dimensions: dimensions).increment()
    let elapsed = ContinuousClock.now - start
    let nanoseconds =
      elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    Timer(
      label: isLongPoll ? "navstate.long_poll.duration" : "http.server.request.duration",
      dimensions: dimensions, preferredDisplayUnit: .seconds
    ).recordNanoseconds(nanoseconds)
  }
}
