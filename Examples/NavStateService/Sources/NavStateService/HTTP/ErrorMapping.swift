public import HTTPTypes
internal import Hummingbird
public import NavCodable
internal import NavCore

/// The one place where errors become HTTP statuses and bodies.
///
/// Every error a request can meet, from the library or from the service, is described the same
/// way: a domain (the error's type), a code (its kind), a status, a message and a location.
/// Outside input always maps to a 4xx; only an error of an unknown type is a 500.
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
  public var location: [String: JSONValue]

  /// The body: `{"error":{"domain":…,"code":…,"message":…,"location":{…}}}`, keys sorted.
  public var json: JSONValue {
    let place = location.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    return [
      "error": [
        "domain": .string(domain), "code": .string(code), "message": .string(message),
        "location": .object(place),
      ]
    ]
  }
}

extension ErrorReport {
  /// The report of any error a request handler throws.
  ///
  /// - Parameter error: The error.
  /// - Returns: The report; a 500 only for an error of a type this table does not know.
  public init(_ error: any Error) {
    switch error {
    case let error as ErrorReport:
      self = error
    case let error as NavCodingError:
      let (code, status) = Self.navCoding[error.kind] ?? ("\(error.kind)", .unprocessableContent)
      var location: [String: JSONValue] = [:]
      location["jsonPath"] = error.jsonPath.map(JSONValue.string)
      location["elementIndex"] = error.elementIndex.map { JSONValue($0) }
      location["tag"] = error.tag.map(JSONValue.string)
      location["byteOffset"] = error.byteOffset.map { JSONValue($0) }
      self.init(domain: "NavCodingError", code, status, "\(error)", location)
    case let error as DeepLinkError:
      var location: [String: JSONValue] = [:]
      location["offset"] = error.offset.map { JSONValue($0) }
      location["segment"] = error.segment.map { JSONValue($0) }
      location["elementIndex"] = error.element.map { JSONValue($0) }
      let status: HTTPResponse.Status =
        error.kind == .tooLong ? .contentTooLarge : .unprocessableContent
      self.init(domain: "DeepLinkError", "\(error.kind)", status, "\(error)", location)
    case let error as DestinationError:
      self.init(
        domain: "DestinationError", "\(error.kind)", .unprocessableContent, "\(error)",
        ["elementIndex": JSONValue(error.index)])
    case let error as CompositeStateError:
      self.init(
        domain: "CompositeStateError", "inconsistentState", .unprocessableContent, "\(error)", [:])
    case let error as ServiceFailure:
      let (code, status) = Self.status(of: error)
      self.init(domain: "ServiceFailure", code, status, "\(error)", [:])
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
    _ location: [String: JSONValue]
  ) {
    self.init(domain: domain, code: code, status: status, message: message, location: location)
  }

  /// The code and status of each kind of NavCodingError: malformed bytes are a 400, a document
  /// that parses but does not fit the app is a 422, a document over the limits a 413.
  static let navCoding: [NavCodingError.Kind: (String, HTTPResponse.Status)] = [
    .malformedJSON: ("malformedJSON", .badRequest),
    .unknownTag: ("unknownTag", .unprocessableContent),
    .payloadMismatch: ("payloadMismatch", .unprocessableContent),
    .unsupportedVersion: ("unsupportedVersion", .unprocessableContent),
    .migrationFailed: ("migrationFailed", .unprocessableContent),
    .limitExceeded: ("limitExceeded", .contentTooLarge),
    .unregisteredType: ("unregisteredType", .unprocessableContent),
    .invalidValue: ("invalidValue", .unprocessableContent),
    .unexpectedType: ("unexpectedType", .unprocessableContent),
    .inconsistentState: ("inconsistentState", .unprocessableContent),
    .precededByDroppedElement: ("precededByDroppedElement", .unprocessableContent),
  ]

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
    }
  }
}
