internal import HTTPTypes
internal import Hummingbird
internal import NavCodable

/// One endpoint: its method, its path pattern (`users/:user/state`), its contract and its
/// handler. The router, the 405 answers and the OpenAPI document are derived from one list of
/// them (`Routes.endpoints`).
struct Endpoint: Sendable {
  /// An endpoint's method and path pattern, which the error middleware matches paths against.
  struct Signature: Sendable {
    let method: HTTPRequest.Method
    let path: String

    /// The path as OpenAPI and the metrics write it: `/users/{user}/state`.
    var route: String {
      "/"
        + path.split(separator: "/").map { segment in
          segment.hasPrefix(":") ? "{\(segment.dropFirst())}" : String(segment)
        }.joined(separator: "/")
    }

    /// Whether a request path has this pattern's segments, `:name` matching any one segment.
    func matches(_ requestPath: String) -> Bool {
      let pattern = path.split(separator: "/")
      let segments = requestPath.split(separator: "/")
      return pattern.count == segments.count
        && zip(pattern, segments).allSatisfy { $0.hasPrefix(":") || $0 == $1 }
    }
  }

  let method: HTTPRequest.Method
  let path: String
  let contract: Contract
  let handler: @Sendable (Request, BasicRequestContext) async throws -> Response

  var signature: Signature { Signature(method: method, path: path) }
}

extension [Endpoint.Signature] {
  /// The route a request path is on (`/users/{user}/state`), whatever its method, or `NotFound`
  /// for a path no endpoint serves.
  func route(of requestPath: String) -> String {
    first { $0.matches(requestPath) }?.route ?? "NotFound"
  }
}

/// What an endpoint reads and answers, as the OpenAPI document describes it.
struct Contract: Sendable {
  /// A query parameter.
  struct QueryParameter: Sendable {
    let name: String
    let required: Bool
    /// Its JSON Schema.
    let schema: NavJSONValue
  }

  /// The request body an endpoint reads.
  enum Body: Sendable {
    /// A JSON document of this schema.
    case json(NavJSONValue)
    /// A deep link, as text.
    case text
  }

  /// One sentence on what the endpoint does.
  var summary: String
  /// Its query parameters.
  var query: [QueryParameter] = []
  /// Its request body, if any.
  var body: Body? = nil
  /// Whether it needs an `If-Match` header with the revision the write is based on.
  var ifMatch = false
  /// The status of its answer.
  var success: HTTPResponse.Status = .ok
  /// The JSON Schema of its answer's body; `nil` for an answer without a body.
  var answer: NavJSONValue? = nil
  /// The statuses it may refuse with beyond those its path, parameters, body and `If-Match`
  /// imply (`OpenAPI.refusals(of:)`).
  var refusals: [HTTPResponse.Status] = []
  /// The JSON Schema of its refusals' bodies, when they are not the service's error body.
  var refusalAnswer: NavJSONValue? = nil
}
