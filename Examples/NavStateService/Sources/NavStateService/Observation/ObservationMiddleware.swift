internal import HTTPTypes
internal import Hummingbird

/// Observes each request once: names its route by the endpoints' patterns, times it, and on its
/// answer writes its ``AccessLog`` line and records its ``RequestMetrics``, a handler that threw
/// counting as a 500.
struct ObservationMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The method and path pattern of every endpoint, to name each request's route.
  let endpoints: [Endpoint.Signature]

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    let route = endpoints.route(of: request.uri.path)
    var context = context
    AccessLog.adoptRequestID(of: request, in: &context)
    do {
      var response = try await next(request, context)
      let elapsed = ContinuousClock.now - start
      response.headers[.requestID] = context.id
      RequestMetrics.record(request, route: route, status: response.status, elapsed: elapsed)
      AccessLog.write(
        request, route: route, status: response.status, elapsed: elapsed, logger: context.logger)
      return response
    } catch {
      let elapsed = ContinuousClock.now - start
      RequestMetrics.record(request, route: route, status: .internalServerError, elapsed: elapsed)
      AccessLog.write(
        request, route: route, status: .internalServerError, error: error, elapsed: elapsed,
        logger: context.logger)
      throw error
    }
  }
}
