internal import HTTPTypes
internal import Hummingbird
internal import HummingbirdAuth
internal import NavCodable

/// Lets a request reach a user's state only with a bearer token for that user (or an `admin`
/// token), and `/metrics` only with a `metrics` token when the service restricts it. A request
/// without a valid token is a 401 with `WWW-Authenticate: Bearer` and the reason; one whose token
/// is for someone else is a 403. Other paths (the OpenAPI document, link resolution, health) are
/// open.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
  /// Verifies the tokens: the service's own, and an identity provider's.
  let verifier: TokenVerifier
  /// Whether `/metrics` needs a token with the `metrics` scope.
  let metricsNeedToken: Bool

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let segments = request.uri.path.split(separator: "/", omittingEmptySubsequences: true)
    let needed: Need
    if segments.count >= 2, segments[0] == "users" {
      needed = .user(String(segments[1]))
    } else if metricsNeedToken, segments.count == 1, segments[0] == "metrics" {
      needed = .scope(.metrics)
    } else {
      return try await next(request, context)
    }
    guard let token = request.headers.bearer?.token else {
      return Self.refusal(
        .unauthorized, code: "missingToken",
        message: "this endpoint needs an Authorization: Bearer token",
        challenge: "Bearer realm=\"nav-state-service\"")
    }
    let grant: TokenVerifier.Grant
    do {
      grant = try await verifier.verify(token)
    } catch {
      return Self.refusal(
        .unauthorized, code: "invalidToken", message: error.reason,
        challenge: "Bearer realm=\"nav-state-service\", error=\"invalid_token\"")
    }
    guard needed.isGranted(by: grant) else {
      return Self.refusal(
        .forbidden, code: "forbidden",
        message: "the token of \(grant.user.debugDescription) does not reach \(needed)",
        challenge: nil)
    }
    return try await next(request, context)
  }

  /// What a request needs its token to grant.
  private enum Need: CustomStringConvertible {
    case user(String)
    case scope(TokenScope)

    func isGranted(by grant: TokenVerifier.Grant) -> Bool {
      if grant.scopes.contains(.admin) { return true }
      switch self {
      case .user(let user): return grant.user == user
      case .scope(let scope): return grant.scopes.contains(scope)
      }
    }

    var description: String {
      switch self {
      case .user(let user): "the state of \(user.debugDescription)"
      case .scope(let scope): "the \(scope.rawValue) scope"
      }
    }
  }

  /// The service's error body for a refused token, with the `WWW-Authenticate` challenge of a 401.
  private static func refusal(
    _ status: HTTPResponse.Status, code: String, message: String, challenge: String?
  ) -> Response {
    let body: NavJSONValue = [
      "error": [
        "domain": "NavStateService.Access", "code": .string(code), "message": .string(message),
        "location": [:],
      ]
    ]
    var response = Response.json(body, status: status)
    if let challenge { response.headers[.wwwAuthenticate] = challenge }
    return response
  }
}
