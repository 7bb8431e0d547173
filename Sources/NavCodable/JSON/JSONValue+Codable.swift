extension JSONValue: Codable {
  /// Decodes a JSON value through any decoder, for representations embedded in an app's own state.
  ///
  /// NavCodable's own byte functions keep numbers' exact text and members' order. Through another
  /// decoder, numbers are read as `Int64`, `UInt64` or `Double`, and members come in the order the
  /// decoder lists them (Foundation's `JSONDecoder` does not keep the document's order).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when the data is none of the JSON kinds.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: MemberKey.self) {
      var members: [(key: String, value: JSONValue)] = []
      for key in container.allKeys {
        members.append((key.stringValue, try container.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !container.isAtEnd { values.append(try container.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int64.self) {
      self = JSONValue(integer)
    } else if let integer = try? container.decode(UInt64.self) {
      self = JSONValue(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number.description)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "expected a JSON value"))
    }
  }

  /// Encodes the value through any encoder.
  ///
  /// Numbers are written as `Int64`, `UInt64` or `Double`, whichever reads their text exactly
  /// first.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: `EncodingError.invalidValue` for a number that none of those types can hold.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .object(let members):
      var container = encoder.container(keyedBy: MemberKey.self)
      for member in members {
        try container.encode(member.value, forKey: MemberKey(member.key))
      }
    case .array(let values):
      var container = encoder.unkeyedContainer()
      for value in values { try container.encode(value) }
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .number(let text):
      var container = encoder.singleValueContainer()
      if let integer = Int64(text) {
        try container.encode(integer)
      } else if let integer = UInt64(text) {
        try container.encode(integer)
      } else if let number = Double(text), number.isFinite {
        try container.encode(number)
      } else {
        throw EncodingError.invalidValue(
          self,
          EncodingError.Context(
            codingPath: encoder.codingPath, debugDescription: "number \(text) is out of range"))
      }
    }
  }
}
