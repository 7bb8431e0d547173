/// Writes the JSON of an `Encodable` value straight into a ``JSONWriter``.
enum JSONStreamEncoder {
  /// Writes a value's JSON, throwing the `EncodingError` of the value or of a non-finite number.
  static func write(_ value: some Encodable, into writer: inout JSONWriter) throws {
    writer.write(try JSONValueEncoder.encode(value))
  }
}
