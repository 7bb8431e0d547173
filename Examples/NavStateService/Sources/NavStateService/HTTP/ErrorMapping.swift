public import HTTPTypes
internal import Hummingbird
public import NavCodable
internal import NavCore

/// The one place where errors become HTTP statuses and bodies.
///
/// Every error a request can meet, from the library or from the service, is described the same
/// way: a domain (the error's type), a code (its kind), a status, a message and a location.
/// The library's errors say whose fault they are: the data's is a 4xx, the caller's (the
/// service's own declarations or code) a 500, like an error of an unknown type.
public struct ErrorReport: Error, Sendable, Equatable {
  /// The error's type, as in `NavCodingError`.
  public var domain: String
  /// The error's kind, as in `unknownTag`.
  public var code: String
  /// The HTTP status it answers with.
  public var status: HTTPResponse.Status
  /// The error's own description.
  public var message: String
  /// Where the error is: JSON path, element index, tag, byte or link offset, segment.
  public var location: [String: NavJSONValue]

  /// The error: `{"domain":…,"code":…,"message":…,"location":{…}}`, location keys sorted.
  public var summary: NavJSONValue {
    let place = location.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    return [
      "domain": .string(domain), "code": .string(code), "message": .string(message),
      "location": .object(place),
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
        domain: "\(type(of: error))", error.kind.code, Self.status(of: error), "\(error)",
        Self.location(of: error))
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

  /// The status of a library error: the caller's fault is a 500; of the data's, malformed bytes
  /// are a 400, input over a limit a 413, and input that parses but does not fit the app a 422.
  static func status(of error: any NavError) -> HTTPResponse.Status {
    guard error.kind.fault == .data else { return .internalServerError }
    switch error {
    case let error as NavCodingError where error.kind == .malformedJSON: return .badRequest
    case let error as NavCodingError where error.kind == .limitExceeded: return .contentTooLarge
    case let error as DeepLinkError where error.kind == .tooLong: return .contentTooLarge
    default: return .unprocessableContent
    }
  }

  /// The parts of where a library error happened that it knows.
  static func location(of error: any NavError) -> [String: NavJSONValue] {
    var location: [String: NavJSONValue] = [:]
    switch error {
    case let error as NavCodingError:
      location["jsonPath"] = error.jsonPath.map { .string($0.description) }
      location["elementIndex"] = error.elementIndex.map { NavJSONValue($0) }
      location["tag"] = error.tag.map(NavJSONValue.string)
      location["byteOffset"] = error.byteOffset.map { NavJSONValue($0) }
    case let error as DeepLinkError:
      location["offset"] = error.offset.map { NavJSONValue($0) }
      location["segment"] = error.segment.map { NavJSONValue($0) }
      location["elementIndex"] = error.element.map { NavJSONValue($0) }
    case let error as DestinationError:
      location["elementIndex"] = NavJSONValue(error.index)
    default:
      break
    }
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
    case .noRoute: ("noRoute", .notFound)
    case .methodNotAllowed: ("methodNotAllowed", .methodNotAllowed)
    case .missingParameter: ("missingParameter", .badRequest)
    case .invalidWait: ("invalidWait", .badRequest)
    case .unsupportedMediaType: ("unsupportedMediaType", .unsupportedMediaType)
    case .unreadableState: ("unreadableState", .conflict)
    }
  }

  /// Where a service failure is: the revision of a state that cannot be read, with where in the
  /// stored document the reading failed, or the parameter that is missing.
  static func location(of failure: ServiceFailure) -> [String: NavJSONValue] {
    switch failure {
    case .unreadableState(_, let revision, let cause):
      location(of: cause).merging(["revision": NavJSONValue(revision)]) { _, new in new }
    case .missingParameter(let name): ["parameter": .string(name)]
    default: [:]
    }
  }
}
