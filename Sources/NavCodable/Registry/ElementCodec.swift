import NavCore

/// Encodes and decodes the values of one registered type, behind a type-erased interface.
protocol ElementCodec: Sendable {
  /// The payload of an element whose value has this codec's type.
  static func payload(of element: NavPath.Element) throws -> JSONValue
  /// Writes the payload of an element whose value has this codec's type.
  static func writePayload(of element: NavPath.Element, into encoder: JSONStreamEncoder) throws
  /// The element a payload decodes to.
  static func element(from payload: JSONValue) throws -> NavPath.Element
}

/// The codec of a registered type.
enum Codec<Value: Codable & Hashable & Sendable>: ElementCodec {
  static func value(of element: NavPath.Element) throws -> Value {
    func open<Base: Hashable & Sendable>(_ base: Base) -> Value? { exactCast(base, to: Value.self) }
    guard let value = open(element.base) else {
      throw EncodingError.invalidValue(
        element.base,
        EncodingError.Context(codingPath: [], debugDescription: "the value is not a \(Value.self)"))
    }
    return value
  }

  static func payload(of element: NavPath.Element) throws -> JSONValue {
    try JSONValueEncoder.encode(try value(of: element))
  }

  static func writePayload(of element: NavPath.Element, into encoder: JSONStreamEncoder) throws {
    try encoder.write(try value(of: element))
  }

  static func element(from payload: JSONValue) throws -> NavPath.Element {
    NavPath.Element(try JSONValueDecoder.decode(Value.self, from: payload))
  }
}
