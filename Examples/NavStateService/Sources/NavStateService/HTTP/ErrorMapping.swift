public import HTTPTypes
internal import Hummingbird
public import NavCodable
public import NavCore

/// The one place where errors become HTTP statuses and bodies.
///
/// Every error a request can meet, from the library or from the service, is described the same
/// way: a domain, a code (its kind), a status, a message and a location. Any error of the
/// library is mapped from its `fault` alone, with no table of codes: the data's fault is a 400,
/// 413 or 422, a refusal a 409, and the caller's (the service's own declarations or code) a 500,
/// like an error of an unknown type.
public struct ErrorReport: Error, Sendable, Equatable {
  /// The error's domain, as in `NavCodable.NavCodingError`.
  public var domain: String
  /// The error's kind, as in `unknownTag`.
  public var code: String
  /// The HTTP status it answers with.
  public var status: HTTPResponse.Status
  /// The error's own description.
  public var message: String
  /// Where the error is: JSON path, element index, tag, byte offset, segment, pattern, routes.
  public var location: [String: NavJSONValue]

  /// The error: `{"domain":…,"code":…,"message":…,"location":{…}}`, location keys sorted.
  public var summary: NavJSONValue {
    var place: NavJSONValue = [:]
    for (key, value) in location.sorted(by: { $0.key < $1.key }) { place[key] = value }
    return [
      "domain": .string(domain), "code": .string(code), "message": .string(message),
      "location": place,
    ]
  }

  /// The body: `{"error":{"domain":…,"code":…,"message":…,"location":{…}}}`.
  public var json: NavJSONValue { ["error": summary] }
}

extension ErrorReport {
  /// The report of any error a request handler throws.
  ///
  /// - Parameter error: The error.
  /// - Returns: The report; a 500 for an error of the caller's fault or of an unknown type.
  public init(_ error: any Error) {
    switch error {
    case let error as ErrorReport:
      self = error
    case let error as any NavError:
      self.init(
        domain: error.domain, error.kind.code, Self.status(of: error.kind.fault), "\(error)",
        Self.location(of: error.location))
    case let error as ServiceFailure:
      let (code, status) = Self.status(of: error)
      self.init(domain: "ServiceFailure", code, status, "\(error)", Self.location(of: error))
    case let error as any HTTPResponseError:
      let code = Self.httpCodes[error.status.code] ?? "http\(error.status.code)"
      self.init(domain: "HTTP", code, error.status, "\(error.status)", [:])
    default:
      self.init(
        domain: "internal", "internal", .internalServerError, "internal error: \(error)", [:])
    }
  }

  private init(
    domain: String, _ code: String, _ status: HTTPResponse.Status, _ message: String,
    _ location: [String: NavJSONValue]
  ) {
    self.init(domain: domain, code: code, status: status, message: message, location: location)
  }

  /// The status of an error of the library, from its fault alone: of the data's, input that
  /// does not parse is a 400, input over a limit a 413, and input that parses but does not fit
  /// the app a 422, as is any problem with the data a later release names; a refusal of the state as it is now is a 409; the caller's fault is a 500.
  ///
  /// - Parameter fault: Whose mistake the error is, and what is wrong with the data.
  /// - Returns: The HTTP status.
  public static func status(of fault: NavErrorFault) -> HTTPResponse.Status {
    switch fault {
    case .data(.malformed): .badRequest
    case .data(.overLimit): .contentTooLarge
    case .data: .unprocessableContent
    case .refused: .conflict
    case .caller: .internalServerError
    }
  }

  /// The parts of a location that are known, by field name.
  static func location(of place: NavErrorLocation) -> [String: NavJSONValue] {
    var location: [String: NavJSONValue] = [:]
    location["elementIndex"] = place.elementIndex.map { NavJSONValue($0) }
    location["tag"] = place.tag.map(NavJSONValue.string)
    location["jsonPath"] = place.jsonPath.map { .string($0.description) }
    location["byteOffset"] = place.byteOffset.map { NavJSONValue($0) }
    location["segment"] = place.segment.map { NavJSONValue($0) }
    location["pattern"] = place.pattern.map(NavJSONValue.string)
    if !place.routes.isEmpty { location["routes"] = .array(place.routes.map { NavJSONValue($0) }) }
    return location
  }

  /// The codes of the HTTP errors Hummingbird throws before a handler runs.
  static let httpCodes: [Int: String] = [405: "methodNotAllowed", 413: "bodyTooLarge"]

  /// The code and status of each of the service's own failures.
  static func status(of failure: ServiceFailure) -> (String, HTTPResponse.Status) {
    switch failure {
    case .invalidUser: ("invalidUser", .badRequest)
    case .unknownUser: ("unknownUser", .notFound)
    case .missingRevision: ("missingRevision", .preconditionRequired)
    case .invalidRevision: ("invalidRevision", .badRequest)
    case .staleRevision: ("staleRevision", .conflict)
    case .revisionAhead: ("revisionAhead", .conflict)
    case .bodyTooLarge: ("bodyTooLarge", .contentTooLarge)
    case .invalidText: ("invalidText", .badRequest)
    case .emptyStack: ("emptyStack", .unprocessableContent)
    case .transitionDoesNotFit: ("transitionDoesNotFit", .unprocessableContent)
    case .noRoute: ("noRoute", .notFound)
    case .methodNotAllowed: ("methodNotAllowed", .methodNotAllowed)
    case .missingParameter: ("missingParameter", .badRequest)
    case .invalidWait: ("invalidWait", .badRequest)
    case .unsupportedMediaType: ("unsupportedMediaType", .unsupportedMediaType)
    case .unreadableState: ("unreadableState", .conflict)
    case .stateTooLarge: ("stateTooLarge", .contentTooLarge)
    case .databaseUnavailable: ("databaseUnavailable", .serviceUnavailable)
    }
  }

  /// Where a service failure is: the revision of a state that cannot be read, with where in the
  /// stored document the reading failed, or the parameter that is missing.
  static func location(of failure: ServiceFailure) -> [String: NavJSONValue] {
    switch failure {
    case .unreadableState(_, let revision, let cause):
      location(of: cause.location).merging(["revision": NavJSONValue(revision)]) { _, new in new }
    case .missingParameter(let name): ["parameter": .string(name)]
    case .stateTooLarge(let limit, let maximum, _):
      ["limit": .string(limit), "maximum": NavJSONValue(maximum)]
    default: [:]
    }
  }
}
