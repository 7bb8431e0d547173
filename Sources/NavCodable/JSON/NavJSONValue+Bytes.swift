#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension NavJSONValue {
  /// Reads a JSON value from bytes, keeping numbers' exact text and members' order.
  ///
  /// ```swift
  /// let text = #"{"id":18446744073709551616,"a":1}"#
  /// let value = try NavJSONValue(jsonBytes: Array(text.utf8))
  /// value.jsonString  // {"id":18446744073709551616,"a":1}
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 JSON text: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - limits: Bounds on the input: its size and ``NavDecodingLimits/maxNestingDepth``.
  /// - Throws: ``NavCodingError`` of kind `NavCodingError.Kind.malformedJSON` naming the byte
  ///   offset, the path and why, or `NavCodingError.Kind.limitExceeded`.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public init(
    jsonBytes bytes: some ContiguousBytes, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) {
    self = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try limits.checkInputSize(bytes.count)
      do throws(JSONParser.Failure) {
        return try JSONParser.parse(bytes, maxDepth: limits.maxNestingDepth)
      } catch {
        throw error.error()
      }
    }
  }

  /// The value as compact JSON bytes, exactly as NavCodable writes it: members in order, numbers
  /// as their text, strings escaped minimally.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public var jsonBytes: [UInt8] {
    var writer = JSONWriter()
    writer.write(self)
    return writer.bytes
  }

  /// The value as compact JSON text: ``jsonBytes`` as a string.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public var jsonString: String {
    String(decoding: jsonBytes, as: UTF8.self)
  }
}
