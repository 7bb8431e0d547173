public import NavCore

/// The error NavCodable throws when a state cannot be saved or a saved document cannot be
/// restored.
///
/// It says what failed (``kind``), where (``location``: the element index, the tag, the JSON
/// path, the byte offset) and why (``reason``); its ``description`` puts them in one sentence a
/// person can act on (one line, shown on two):
///
/// ```
/// payload mismatch at element 1 (tag "recipe") at $[1].payload.id:
/// expected an integer, found string "x"
/// ```
///
/// Element indexes count from the root of their stack. In a path document, an element's JSON
/// path is relative to the stack (`$[3].payload`); in a whole-app document, it is the
/// element's place in the document (`$.state.stacks[1][3][1].id`). Errors about the bytes name
/// the byte offset and the path as written (`$.stack[2][1]`).
public struct NavCodingError: NavError, Hashable, Sendable {
  /// What kind of failure occurred, one static member per kind: compare with `==`
  /// (`error.kind == .unknownTag`), or read its stable ``/NavCore/NavErrorKind/code`` and its
  /// ``/NavCore/NavErrorKind/fault``: the data's (a document that cannot be restored: malformed,
  /// over a limit, or unprocessable), or the caller's (a state holding a value that cannot be
  /// saved).
  public typealias Kind = NavErrorKind<NavCodingError>

  /// The stable name of this error type, `NavCodable.NavCodingError`.
  public var domain: String { "NavCodable.NavCodingError" }

  /// What failed.
  public let kind: Kind
  /// Where the failure is: the ``/NavCore/NavErrorLocation/elementIndex`` of the element
  /// concerned (counted from the root), its ``/NavCore/NavErrorLocation/tag``, the
  /// ``/NavCore/NavErrorLocation/jsonPath`` as in `$[3].payload.id`, and the
  /// ``/NavCore/NavErrorLocation/byteOffset`` in the input, as far as they are known.
  public internal(set) var location: NavErrorLocation
  /// Why it failed, in words.
  public internal(set) var reason: String
  /// The failure that caused this one, with its own kind and location, when there is one: under
  /// ``NavDecodingPolicy/prefix``, the error that dropped a member the state cannot do without.
  public internal(set) var cause: NavCodingError? {
    get { causes.first }
    set { causes = newValue.map { [$0] } ?? [] }
  }
  /// The ``cause``, stored in an array because a struct cannot hold an optional of itself.
  private var causes: [NavCodingError] = []

  /// Creates an error of `kind` at `location`, for `reason`: what a migration step throws when
  /// it cannot migrate a document, and what a test or a mock throws in the library's place.
  ///
  /// ```swift
  /// .custom("every recipe has an id") { elements in
  ///   for (index, element) in elements.enumerated()
  ///   where element.payload["id"] == nil {
  ///     throw NavCodingError(
  ///       .payloadMismatch,
  ///       at: NavErrorLocation(elementIndex: index, tag: element.tag),
  ///       reason: "the recipe has no id")
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - kind: What failed.
  ///   - location: Where, as far as it is known.
  ///   - reason: Why, in words; the end of the ``description``.
  public init(_ kind: Kind, at location: NavErrorLocation = NavErrorLocation(), reason: String) {
    self.kind = kind
    self.location = location
    self.reason = reason
  }

  /// An error of `kind` at the given place, for `reason`.
  init(
    _ kind: Kind, elementIndex: Int? = nil, tag: String? = nil, jsonPath: NavJSONPath? = nil,
    byteOffset: Int? = nil, reason: String
  ) {
    self.init(
      kind,
      at: NavErrorLocation(
        elementIndex: elementIndex, tag: tag, jsonPath: jsonPath, byteOffset: byteOffset),
      reason: reason)
  }

  /// One line: the kind, then where, then why.
  public var description: String {
    var text = kind.phrase
    if let elementIndex = location.elementIndex { text += " at element \(elementIndex)" }
    if let tag = location.tag { text += " (tag \(NavJSONValue.string(tag)))" }
    if let jsonPath = location.jsonPath { text += " at \(jsonPath)" }
    if let byteOffset = location.byteOffset { text += " (byte \(byteOffset))" }
    return text + ": " + reason
  }
}

extension NavCodingError {
  /// The same error, placed inside the value at `place`: its path becomes relative to the
  /// document, and its element index is set.
  func located(at place: NavJSONPath, elementIndex: Int?, tag: String?) -> NavCodingError {
    var error = self
    error.location.elementIndex = elementIndex
    error.location.tag = location.tag ?? tag
    error.location.jsonPath = place.appending(contentsOf: location.jsonPath)
    return error
  }
}

extension NavErrorKind where Failure == NavCodingError {
  /// A short phrase naming the kind in descriptions, as in `unknown tag`.
  var phrase: String {
    switch self {
    case .malformedJSON: "malformed JSON"
    case .unknownTag: "unknown tag"
    case .payloadMismatch: "payload mismatch"
    case .unsupportedVersion: "unsupported version"
    case .migrationFailed: "migration failed"
    case .limitExceeded: "limit exceeded"
    case .unregisteredType: "unregistered type"
    case .invalidValue: "invalid value"
    case .unexpectedType: "unexpected type"
    case .inconsistentState: "inconsistent state"
    case .precededByDroppedElement: "preceded by a dropped element"
    default: code
    }
  }
}

extension NavErrorKind where Failure == NavCodingError {
  /// The bytes are not valid JSON, or not JSON of the expected shape.
  public static var malformedJSON: Self { Self(code: "malformedJSON", fault: .data(.malformed)) }

  /// An element's tag is not registered, neither as a tag nor as an alias.
  public static var unknownTag: Self { Self(code: "unknownTag", fault: .data(.unprocessable)) }

  /// An element's payload does not decode as the type registered for its tag.
  public static var payloadMismatch: Self {
    Self(code: "payloadMismatch", fault: .data(.unprocessable))
  }

  /// The document's version is newer than the schema, or no migration leads from it.
  public static var unsupportedVersion: Self {
    Self(code: "unsupportedVersion", fault: .data(.unprocessable))
  }

  /// A migration step threw an error of another type, or produced an invalid document.
  public static var migrationFailed: Self {
    Self(code: "migrationFailed", fault: .data(.unprocessable))
  }

  /// The input exceeds one of the ``/NavCodable/NavDecodingLimits``.
  public static var limitExceeded: Self { Self(code: "limitExceeded", fault: .data(.overLimit)) }

  /// A state holds a value whose type is not registered, so it cannot be saved.
  public static var unregisteredType: Self { Self(code: "unregisteredType", fault: .caller) }

  /// A value cannot be written as JSON (a non-finite number, a failing `encode(to:)`).
  public static var invalidValue: Self { Self(code: "invalidValue", fault: .caller) }

  /// An element decoded, but not as the type a typed path needs.
  public static var unexpectedType: Self {
    Self(code: "unexpectedType", fault: .data(.unprocessable))
  }

  /// A whole-app state whose parts do not fit together, such as a selected tab that is not
  /// one of the tabs, or a detail stack without the selection that drives it.
  public static var inconsistentState: Self {
    Self(code: "inconsistentState", fault: .data(.unprocessable))
  }

  /// Under the prefix policy: an element dropped only because an element below it was dropped.
  public static var precededByDroppedElement: Self {
    Self(code: "precededByDroppedElement", fault: .data(.unprocessable))
  }
}
