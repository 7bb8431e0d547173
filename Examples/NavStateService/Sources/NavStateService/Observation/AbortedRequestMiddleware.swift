internal import HTTPTypes
internal import Hummingbird
internal import NIOHTTP1

/// Answers a request whose client left before its body ended (the connection closed mid-upload)
/// with 499, as nginx counts a request its client closed, rather than a 500: no answer reaches
/// the client, and the metrics and the access log tell it apart from a fault of the service.
struct AbortedRequestMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The status of a request its client closed.
  static var clientClosedRequest: HTTPResponse.Status {
    HTTPResponse.Status(code: 499, reasonPhrase: "Client Closed Request")
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch is HTTPParserError {
      throw HTTPError(
        Self.clientClosedRequest, message: "the connection closed before the request body ended")
    }
  }
}
