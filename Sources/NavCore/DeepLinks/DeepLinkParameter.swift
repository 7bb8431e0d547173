/// A value that a deep-link pattern can carry as a parameter: a path segment such as the `42` of
/// `/recipe/42`, or a query item such as `servings=4`.
///
/// `String` and `Int` conform, and so does any `RawRepresentable` type whose raw value conforms,
/// once it declares the conformance. A query item whose type is `Optional` may be left out of a
/// link; any other parameter is required.
///
/// ```swift
/// enum Cuisine: String, DeepLinkParameter { case french, thai }
///
/// struct Slug: DeepLinkParameter {
///   static var deepLinkExpectation: String { "a lowercase slug" }
///   var text: String
///   init(deepLinkText: String) throws(DeepLinkRejection) {
///     guard deepLinkText.allSatisfy({ $0.isLowercase || $0 == "-" }) else {
///       throw DeepLinkRejection("is not a lowercase slug")
///     }
///     text = deepLinkText
///   }
///   var deepLinkText: String? { text }
/// }
/// ```
public protocol DeepLinkParameter: Sendable {
  /// What a valid text looks like, for error messages: `"an Int"`, `"a Cuisine"`.
  static var deepLinkExpectation: String { get }

  /// Reads a value from the percent-decoded text of a segment or query item.
  ///
  /// - Parameter deepLinkText: The decoded text; a path segment's text is never empty.
  /// - Throws: A ``DeepLinkRejection`` whose reason completes a sentence about the quoted text,
  ///   as in `"abc" is not an Int`.
  init(deepLinkText: String) throws(DeepLinkRejection)

  /// The text that ``init(deepLinkText:)`` reads back as this value, before percent-encoding, or
  /// `nil` to leave a query item out of the link.
  var deepLinkText: String? { get }
}

/// A parameter type that a link may leave out: `Optional`, whose value is then `nil`. Any other
/// parameter is required; a default for a left-out value belongs in the route's `parse`.
@usableFromInline
protocol DeepLinkOptionalParameter {
  /// The value of a parameter that the link leaves out.
  static var leftOut: Self { get }
}

extension Optional: DeepLinkOptionalParameter {
  @usableFromInline
  static var leftOut: Self { nil }
}

extension String: DeepLinkParameter {
  /// `"a String"`.
  public static var deepLinkExpectation: String { "a String" }

  /// Takes the decoded text as it is; never throws.
  ///
  /// - Parameter deepLinkText: The decoded text.
  public init(deepLinkText: String) {
    self = deepLinkText
  }

  /// The string itself.
  public var deepLinkText: String? { self }
}

extension Int: DeepLinkParameter {
  /// `"an Int"`.
  public static var deepLinkExpectation: String { "an Int" }

  /// Reads a decimal integer: an optional `-` followed by ASCII digits.
  ///
  /// Leading zeros are accepted (`007` is 7); a `+` sign, spaces and other radixes are not.
  ///
  /// - Parameter deepLinkText: The decoded text.
  /// - Throws: `is not an Int` for other text, `overflows Int` when the number is out of range.
  /// - Complexity: O(*n*), where *n* is the length of the text.
  public init(deepLinkText: String) throws(DeepLinkRejection) {
    var digits = Substring(deepLinkText).utf8[...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if isNegative { digits = digits.dropFirst() }
    guard !digits.isEmpty else { throw DeepLinkRejection("is not an Int") }
    var value = 0
    var overflows = false
    for digit in digits {
      guard digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") else {
        throw DeepLinkRejection("is not an Int")
      }
      // Accumulate negatively so that Int.min is reachable.
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) = shifted.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      overflows = overflows || overflow1 || overflow2
      value = next
    }
    if !isNegative {
      let (positive, overflow) = (0).subtractingReportingOverflow(value)
      overflows = overflows || overflow
      value = positive
    }
    guard !overflows else { throw DeepLinkRejection("overflows Int") }
    self = value
  }

  /// The decimal digits, with a `-` for negative numbers.
  public var deepLinkText: String? { String(self) }
}

extension Optional: DeepLinkParameter where Wrapped: DeepLinkParameter {
  /// The wrapped type's expectation.
  public static var deepLinkExpectation: String { Wrapped.deepLinkExpectation }

  /// Reads the wrapped value.
  ///
  /// - Parameter deepLinkText: The decoded text.
  /// - Throws: The wrapped type's failure.
  public init(deepLinkText: String) throws(DeepLinkRejection) {
    self = .some(try Wrapped(deepLinkText: deepLinkText))
  }

  /// The wrapped value's text, or `nil` to leave the query item out.
  public var deepLinkText: String? { self?.deepLinkText }
}

extension DeepLinkParameter where Self: RawRepresentable, RawValue: DeepLinkParameter {
  /// `"a <Type>"`, as in `"a Cuisine"`.
  public static var deepLinkExpectation: String { "a \(_typeName(Self.self, qualified: false))" }

  /// Reads the raw value, then the value it stands for.
  ///
  /// - Parameter deepLinkText: The decoded text.
  /// - Throws: The raw value's failure, or `is not a <Type>` when no value has that raw value.
  public init(deepLinkText: String) throws(DeepLinkRejection) {
    guard let value = Self(rawValue: try RawValue(deepLinkText: deepLinkText)) else {
      throw DeepLinkRejection("is not \(Self.deepLinkExpectation)")
    }
    self = value
  }

  /// The raw value's text.
  public var deepLinkText: String? { rawValue.deepLinkText }
}
