extension NavJSONValue: Codable {
  /// Decodes a JSON value through any decoder, for documents embedded in an app's own state.
  ///
  /// Through another decoder than NavCodable's own, numbers are read as `Int64`, `UInt64` or
  /// `Double`, and members come in the order the decoder lists them.
  ///
  /// The value's kind is found by asking the decoder for an object, then an array, then a single
  /// value. A `DecodingError` from one of these questions means "not this kind"; any other error
  /// is the decoder's own signal and is rethrown (GRDB's column decoder throws from
  /// `container(keyedBy:)` to ask for its JSON fallback).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` when the data is none of the JSON kinds or an
  ///   object lists a member name twice, and any error of the decoder's that is not a
  ///   `DecodingError`.
  public init(from decoder: any Decoder) throws {
    if let container = try ifKind({ try decoder.container(keyedBy: MemberKey.self) }) {
      var members: [(key: String, value: NavJSONValue)] = []
      for key in container.allKeys {
        members.append((key.stringValue, try container.decode(NavJSONValue.self, forKey: key)))
      }
      guard let object = Object(members) else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "an object repeats a member name"))
      }
      self = .object(object)
    } else if var container = try ifKind({ try decoder.unkeyedContainer() }) {
      var values: [NavJSONValue] = []
      while !container.isAtEnd { values.append(try container.decode(NavJSONValue.self)) }
      self = .array(values)
    } else {
      self = try Self(singleValue: try decoder.singleValueContainer(), at: decoder.codingPath)
    }
  }

  /// Decodes a scalar from a single-value container, trying each kind in turn: `null`, `Bool`,
  /// `Int64`, `UInt64`, `Double`, then `String`.
  ///
  /// Decoders differ in what they throw for a kind the value is not (Foundation's `JSONDecoder` on
  /// Linux throws its own error for `1.5` read as `Int64`), so a failed kind is not an answer
  /// until every kind failed: then the decoder's first error that is not a `DecodingError` is
  /// rethrown, or else a `DecodingError.dataCorrupted`.
  private init(singleValue container: any SingleValueDecodingContainer, at path: [any CodingKey])
    throws
  {
    if container.decodeNil() {
      self = .null
      return
    }
    var signal: (any Error)?
    func read<Value>(_ decode: () throws -> Value) -> Value? {
      do {
        return try decode()
      } catch {
        if !(error is DecodingError) && signal == nil { signal = error }
        return nil
      }
    }
    if let bool = read({ try container.decode(Bool.self) }) {
      self = .bool(bool)
    } else if let integer = read({ try container.decode(Int64.self) }) {
      self = NavJSONValue(integer)
    } else if let integer = read({ try container.decode(UInt64.self) }) {
      self = NavJSONValue(integer)
    } else if let number = read({ try container.decode(Double.self) }).flatMap(Number.init) {
      self = .number(number)
    } else if let text = read({ try container.decode(String.self) }) {
      self = .string(text)
    } else {
      throw signal
        ?? DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: path, debugDescription: "expected a JSON value"))
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
    case .object(let object):
      var container = encoder.container(keyedBy: MemberKey.self)
      for member in object {
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
    case .number(let number):
      let text = number.text
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

/// The result of asking a decoder for one kind of value, or `nil` when it answers with a
/// `DecodingError` (not this kind); any other error is the decoder's own signal and is rethrown.
private func ifKind<Value>(_ read: () throws -> Value) throws -> Value? {
  do {
    return try read()
  } catch is DecodingError {
    return nil
  }
}
