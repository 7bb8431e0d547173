extension NavJSONValue {
  /// A JSON number, held as its exact text, so that it is written back as it was read
  /// (`1E22`, `-0`, `18446744073709551617`); it can only hold JSON number text.
  ///
  /// Build one from an integer or a floating-point literal, or from text that may not be a
  /// number with the failable initializer that takes a `String`, which gives `nil` for anything
  /// JSON does not read as a number:
  ///
  /// ```swift
  /// let count: NavJSONValue.Number = 42
  /// NavJSONValue.Number("1E22")?.text  // "1E22"
  /// NavJSONValue.Number("01")          // nil: JSON has no leading zeros
  /// NavJSONValue.Number("NaN")         // nil
  /// ```
  public struct Number: Sendable, Hashable {
    /// The number's JSON text, exactly as it was read or given (for example `"42"`,
    /// `"-1.5e3"`, `"1E22"`).
    public let text: String

    /// A number whose text is known to be JSON number text.
    init(validText text: String) {
      self.text = text
    }
  }
}

extension NavJSONValue.Number: LosslessStringConvertible {
  /// Creates a number from its JSON text, or `nil` when the text is not a JSON number (RFC 8259:
  /// an optional minus, no leading zeros, digits after a decimal point, an optional exponent, no
  /// spaces, no `NaN` or `Infinity`).
  ///
  /// ```swift
  /// NavJSONValue.Number("-0")?.text  // "-0"
  /// NavJSONValue.Number("1.")        // nil
  /// ```
  ///
  /// - Parameter text: The number's JSON text.
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public init?(_ text: String) {
    guard Self.isNumberText(text) else { return nil }
    self.init(validText: text)
  }

  /// The number's JSON text: the same as ``text``.
  public var description: String { text }

  /// Whether `text` is exactly one JSON number.
  private static func isNumberText(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      guard !utf8.isEmpty else { return false }
      var parser = JSONParser(input: UnsafeRawBufferPointer(utf8), maxDepth: 0)
      do throws(JSONParser.Failure) {
        try parser.skipNumber()
      } catch {
        return false
      }
      return parser.position == utf8.count
    }
  }
}

extension NavJSONValue.Number {
  /// Creates a number from an integer, written in decimal.
  ///
  /// - Parameter value: The integer.
  public init(_ value: some BinaryInteger) {
    self.init(validText: String(value))
  }

  /// Creates a number from a `Double`, written as Swift prints it (`0.1`, `1e+22`), or `nil`
  /// when it is infinite or NaN, which JSON cannot hold.
  ///
  /// - Parameter value: The number.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.init(validText: value.description)
  }
}

extension NavJSONValue.Number: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Creates a number from an integer literal.
  ///
  /// - Parameter value: The integer literal.
  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// Creates a number from a floating-point literal, written as Swift prints the `Double`.
  ///
  /// - Parameter value: The floating-point literal.
  /// - Precondition: The literal is finite (a literal too large for `Double` is infinite).
  public init(floatLiteral value: Double) {
    guard let number = Self(value) else {
      preconditionFailure("NavJSONValue.Number: \(value) is not a finite number, JSON has none")
    }
    self = number
  }
}
