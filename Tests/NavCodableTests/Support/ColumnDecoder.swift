#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The error GRDB's column decoder throws to ask for its JSON fallback.
struct JSONRequired: Error {}

/// A stand-in for GRDB's column decoder: the column holds text; a value that asks for a keyed or
/// an unkeyed container gets ``JSONRequired``, and ``decodeColumn(_:text:)`` then decodes the
/// column's text as JSON, as GRDB does.
struct ColumnDecoder: Decoder, SingleValueDecodingContainer {
  let text: String
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw JSONRequired()
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw JSONRequired() }
  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { false }
  func decode(_ type: String.Type) throws -> String { text }
  func decode(_ type: Bool.Type) throws -> Bool { throw mismatch(type) }
  func decode(_ type: Double.Type) throws -> Double { throw mismatch(type) }
  func decode(_ type: Float.Type) throws -> Float { throw mismatch(type) }
  func decode(_ type: Int.Type) throws -> Int { throw mismatch(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { throw mismatch(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { throw mismatch(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { throw mismatch(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { throw mismatch(type) }
  func decode(_ type: UInt.Type) throws -> UInt { throw mismatch(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { throw mismatch(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { throw mismatch(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { throw mismatch(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { throw mismatch(type) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(type, DecodingError.Context(codingPath: [], debugDescription: "a text column"))
  }
}

/// Reads a value from a text column as GRDB does: through the column decoder, then as JSON when
/// the value asks for it.
func decodeColumn<Value: Decodable>(_ type: Value.Type, text: String) throws -> Value {
  do {
    return try Value(from: ColumnDecoder(text: text))
  } catch is JSONRequired {
    return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
  }
}
