import NavCore

/// Encodes and decodes the values of one registered type, behind a type-erased interface.
protocol ElementCodec: Sendable {
  /// The qualified name of this codec's type, for messages.
  static var typeName: String { get }
  /// Writes a value whose static type is this codec's type.
  static func write<Given>(_ value: Given, into writer: inout DocumentWriter) throws
  /// The element a payload decodes to.
  static func element(from payload: JSONPayload) throws -> NavPath.Element
  /// Decodes a payload straight into `slot`, uninitialized memory for a value of `type`, when
  /// this codec's type is exactly `type`, with no `NavPath.Element` around it; `false`, leaving
  /// `slot` uninitialized, for another type or when it throws.
  static func decode(
    _ payload: JSONPayload, into slot: UnsafeMutableRawPointer, ifOfType type: Any.Type
  )
    throws -> Bool
}

/// The codec of a registered type.
enum Codec<Value: Codable & Hashable & Sendable>: ElementCodec {
  static var typeName: String { String(reflecting: Value.self) }

  static func write<Given>(_ value: Given, into writer: inout DocumentWriter) throws {
    guard let value = exactCast(value, to: Value.self) else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: [], debugDescription: "the value is not a \(Value.self)"))
    }
    try writer.write(payload: value)
  }

  static func element(from payload: JSONPayload) throws -> NavPath.Element {
    NavPath.Element(try JSONValueDecoder.decode(Value.self, from: payload))
  }

  static func decode(
    _ payload: JSONPayload, into slot: UnsafeMutableRawPointer, ifOfType type: Any.Type
  )
    throws -> Bool
  {
    guard Value.self == type else { return false }
    slot.initializeMemory(
      as: Value.self, to: try JSONValueDecoder.decode(Value.self, from: payload))
    return true
  }
}
