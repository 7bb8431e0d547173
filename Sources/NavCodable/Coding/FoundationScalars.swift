internal import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The Foundation types that `JSONEncoder` writes specially under its default strategies, written
/// the same way here so payloads match what SwiftUI (which uses `JSONEncoder`) writes: `Data` as a
/// Base64 string, `URL` as its absolute string, `Decimal` as a number. (`Date` needs nothing: the
/// default strategy is its own `Codable` conformance.)
enum FoundationScalars {
  /// Whether values of type `T` are written specially.
  @inline(__always)
  static func handles<T>(_ type: T.Type) -> Bool {
    T.self == Data.self || T.self == URL.self || T.self == Decimal.self
  }

  /// The JSON of a value of a handled type, or `nil` for any other type.
  static func json<T>(_ value: T, codingPath: [any CodingKey]) throws -> NavJSONValue? {
    if let data = exactCast(value, to: Data.self) { return .string(data.base64EncodedString()) }
    if let url = exactCast(value, to: URL.self) { return .string(url.absoluteString) }
    if let decimal = exactCast(value, to: Decimal.self) {
      guard !decimal.isNaN, let number = NavJSONValue.Number(decimal.description) else {
        throw EncodingError.invalidValue(
          decimal,
          EncodingError.Context(
            codingPath: codingPath, debugDescription: "\(decimal) is not a JSON number"))
      }
      return .number(number)
    }
    return nil
  }

  /// Decodes a value of a handled type.
  ///
  /// - Precondition: `handles(T.self)`.
  static func decode<T>(_ type: T.Type, from value: NavJSONValue, codingPath: [any CodingKey])
    throws
    -> T
  {
    func corrupted(_ expected: String) -> DecodingError {
      .dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "expected \(expected), found \(describe(value))"
        ))
    }
    switch value {
    case .string(let text) where T.self == Data.self:
      guard let data = Data(base64Encoded: text) else { throw corrupted("Base64 data") }
      return identityCast(data, to: T.self)
    case .string(let text) where T.self == URL.self:
      guard let url = URL(string: text) else { throw corrupted("a URL") }
      return identityCast(url, to: T.self)
    case .number(let number) where T.self == Decimal.self:
      guard let decimal = Decimal(string: number.text) else { throw corrupted("a decimal number") }
      return identityCast(decimal, to: T.self)
    default:
      throw corrupted(T.self == Decimal.self ? "a number" : "a string")
    }
  }
}
