/// Why a link could not be read as a path, or a path could not be printed as a link.
///
/// The ``description`` is a sentence a person can act on: it says which segment at which offset
/// failed and what the table expected there, or which element of the path could not be printed.
///
/// ```swift
/// do {
///   _ = try table.open("myapp://recipe/pie")
/// } catch {
///   print(error)
///   // parameter :id at segment 1 (offset 15): "pie" is not an Int
///   error.kind                 // .invalidParameter
///   error.location.byteOffset  // 15
/// }
/// ```
public struct DeepLinkError: NavError, Hashable, Sendable {
  /// The category of a ``DeepLinkError``, one static member per kind: compare with `==`
  /// (`error.kind == .unknownSegment`), or read its stable ``NavErrorKind/code`` and its
  /// ``NavErrorKind/fault``, the caller's (printing a path) or the data's (reading a link).
  public typealias Kind = NavErrorKind<DeepLinkError>

  /// The stable name of this error type, `NavCore.DeepLinkError`.
  public var domain: String { "NavCore.DeepLinkError" }

  /// The category of the failure.
  public let kind: Kind

  /// Where the failure is: for a link being read, the UTF-8 ``NavErrorLocation/byteOffset`` in
  /// the link where the failing part starts and the index of its path
  /// ``NavErrorLocation/segment``; for a path, the ``NavErrorLocation/elementIndex`` of the
  /// failing element, when one is known.
  public let location: NavErrorLocation

  /// A sentence that says where and why, such as
  /// `unknown segment "pasta" at segment 2 (offset 23); expected "recipe"`.
  public let description: String

  /// Creates an error of `kind` at `location`, for `reason`: what a test or a mock of link
  /// handling throws in the library's place, as `NavCodingError(_:at:reason:)` is for a
  /// document.
  ///
  /// ```swift
  /// let error = DeepLinkError(
  ///   .unknownSegment, at: NavErrorLocation(byteOffset: 10, segment: 1),
  ///   reason: #"unknown segment "pasta" at segment 1 (offset 10); "#
  ///     + #"expected "recipe""#)
  /// ```
  ///
  /// - Parameters:
  ///   - kind: The category of the failure.
  ///   - location: Where, as far as it is known.
  ///   - reason: Why, in words, naming the place as the library's own sentences do: the
  ///     ``description``.
  public init(_ kind: Kind, at location: NavErrorLocation = NavErrorLocation(), reason: String) {
    self.kind = kind
    self.location = location
    self.description = reason
  }

  init(
    _ kind: Kind, _ description: String, offset: Int? = nil, segment: Int? = nil,
    element: Int? = nil
  ) {
    self.init(
      kind, at: NavErrorLocation(elementIndex: element, byteOffset: offset, segment: segment),
      reason: description)
  }
}

extension NavErrorKind where Failure == DeepLinkError {
  /// The link is longer than the table's `maximumLength`.
  public static var tooLong: Self { Self(code: "tooLong", fault: .data(.overLimit)) }

  /// The link holds a space, a control character or another character URLs must escape.
  public static var invalidCharacter: Self {
    Self(code: "invalidCharacter", fault: .data(.malformed))
  }

  /// The link's scheme is not one of the table's origins.
  public static var unsupportedScheme: Self {
    Self(code: "unsupportedScheme", fault: .data(.unprocessable))
  }

  /// A web link lacks the `//` and host after its scheme.
  public static var missingHost: Self { Self(code: "missingHost", fault: .data(.unprocessable)) }

  /// A web link's host is not one of the table's hosts for that scheme.
  public static var unsupportedHost: Self {
    Self(code: "unsupportedHost", fault: .data(.unprocessable))
  }

  /// A `%` is not followed by two hexadecimal digits.
  public static var invalidPercentEncoding: Self {
    Self(code: "invalidPercentEncoding", fault: .data(.malformed))
  }

  /// A segment or query item is not valid UTF-8 once percent-decoded.
  public static var invalidUTF8: Self { Self(code: "invalidUTF8", fault: .data(.malformed)) }

  /// A segment is `.` or `..`, which clients resolve differently.
  public static var dotSegment: Self { Self(code: "dotSegment", fault: .data(.unprocessable)) }

  /// A segment matches no pattern that could continue the link there.
  public static var unknownSegment: Self {
    Self(code: "unknownSegment", fault: .data(.unprocessable))
  }

  /// The link ends in the middle of a pattern.
  public static var incompleteLink: Self {
    Self(code: "incompleteLink", fault: .data(.unprocessable))
  }

  /// A parameter's text is not a valid value of its type.
  public static var invalidParameter: Self {
    Self(code: "invalidParameter", fault: .data(.unprocessable))
  }

  /// A required query item is missing.
  public static var missingQueryItem: Self {
    Self(code: "missingQueryItem", fault: .data(.unprocessable))
  }

  /// A route's `parse` refused the values (returned `nil`, or threw a ``DeepLinkRejection``
  /// whose reason ends the description), read from a link or printed from an element.
  public static var rejectedValues: Self {
    Self(code: "rejectedValues", fault: .data(.unprocessable))
  }

  /// The validation closure refused an element, such as one that has no destination.
  public static var refused: Self { Self(code: "refused", fault: .data(.unprocessable)) }

  /// A route that ``NavRoutes`` declared in a nested scope (a route's `destinations:`) matched
  /// where no value of a type whose screen declares it is below: the link would open a screen
  /// that no screen shows there, as in `/step/2` for steps declared on top of a recipe.
  public static var outOfScope: Self { Self(code: "outOfScope", fault: .data(.unprocessable)) }

  /// No route of the table prints an element of the path.
  public static var noRoute: Self { Self(code: "noRoute", fault: .caller) }

  /// A route printed a parameter that a link cannot carry (empty, `.`, `..` or no text).
  public static var unprintableParameter: Self {
    Self(code: "unprintableParameter", fault: .caller)
  }

  /// An element below the top of the path prints a query item; only the top one may.
  public static var queryItemBelowTop: Self { Self(code: "queryItemBelowTop", fault: .caller) }

  /// An element does not read back as itself (a `print` that disagrees with its `parse`, or an
  /// earlier route of the same shape that reads its texts), or the printed link is longer than
  /// the table's `maximumLength`.
  public static var notReversible: Self { Self(code: "notReversible", fault: .caller) }
}

/// The quoted, escaped form of a text for error messages: `"a b"`, `"\u{01}"`.
func quoted(_ text: some StringProtocol) -> String {
  String(text).debugDescription
}

/// A list for error messages: `"a"`, `"a" or "b"`, `"a", "b" or :id`.
func alternatives(_ items: [String]) -> String {
  guard let last = items.last else { return "nothing" }
  guard items.count > 1 else { return last }
  return items.dropLast().joined(separator: ", ") + " or " + last
}
