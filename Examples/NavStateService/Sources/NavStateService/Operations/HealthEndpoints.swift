internal import HTTPTypes
internal import Hummingbird
internal import NavCodable

extension Routes {
  /// How long `GET /ready` waits for the database.
  static let readinessTimeout = Duration.seconds(2)

  /// `GET /health`, which answers while the process serves requests (liveness), and
  /// `GET /ready`, which answers 200 only while the database answers too (readiness), else 503.
  var healthEndpoints: [Endpoint] {
    let store = service.store
    return [
      Endpoint(
        method: .get, path: "health",
        contract: .init(
          summary: "Liveness: 200 while the process serves requests", answer: Schemas.health)
      ) { _, _ in
        Response.json(["status": "live"], status: .ok)
      },
      Endpoint(
        method: .get, path: "ready",
        contract: .init(
          summary: "Readiness: 200 while the database answers, else 503 with Retry-After",
          answer: Schemas.health, refusals: [.serviceUnavailable], refusalAnswer: Schemas.health)
      ) { _, _ in
        guard await isReady(store, within: Self.readinessTimeout) else {
          var response = Response.json(["status": "unavailable"], status: .serviceUnavailable)
          response.headers[.retryAfter] = "1"
          return response
        }
        return Response.json(["status": "ready"], status: .ok)
      },
    ]
  }
}
