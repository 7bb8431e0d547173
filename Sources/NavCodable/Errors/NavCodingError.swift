public import NavCore

/// The error NavCodable throws when a state cannot be saved or a saved document cannot be
/// restored.
///
/// It says what failed (``kind``), where (``elementIndex``, ``tag``, ``jsonPath``, ``byteOffset``)
/// and why (``reason``); its ``description`` puts them in one sentence a person can act on
/// (one line, shown on two):
///
/// ```
/// payload mismatch at element 1 (tag "recipe") at $[1].payload.id:
/// expected an integer, found string "x"
/// ```
///
/// Element indexes count from the root of their stack. In a path document, an element's JSON
/// path is relative to the stack (`$[3].payload`); in a whole-app document, it is the
/// element's place in the document (`$.state.stacks[1][3][1].id`). Errors about the bytes name
/// the byte offset and the path as written (`$.elements[2][1]`).
public struct NavCodingError: NavError, Sendable, Equatable {
  /// What kind of failure occurred: compare with `==` (`error.kind == .unknownTag`), or read its
  /// stable ``code``. A struct rather than an enum so that new kinds are not a breaking change.
  public struct Kind: NavErrorKind {
    /// The kind's stable, machine-readable name, such as `unknownTag`.
    public let code: String
    /// Whose mistake it is: the data's (a document that cannot be restored), or the caller's (a
    /// state holding a value that cannot be saved).
    public let fault: NavErrorFault
    /// A short phrase naming the kind, as in `unknown tag`.
    public let description: String

    private init(_ code: String, _ description: String, fault: NavErrorFault = .data) {
      self.code = code
      self.description = description
      self.fault = fault
    }

    /// The bytes are not valid JSON, or not JSON of the expected shape.
    public static let malformedJSON = Kind("malformedJSON", "malformed JSON")
    /// An element's tag is not registered, neither as a tag nor as an alias.
    public static let unknownTag = Kind("unknownTag", "unknown tag")
    /// An element's payload does not decode as the type registered for its tag.
    public static let payloadMismatch = Kind("payloadMismatch", "payload mismatch")
    /// The document's version is newer than the schema, or no migration leads from it.
    public static let unsupportedVersion = Kind("unsupportedVersion", "unsupported version")
    /// A migration step threw or produced an invalid document.
    public static let migrationFailed = Kind("migrationFailed", "migration failed")
    /// The input exceeds one of the ``NavDecodingLimits``.
    public static let limitExceeded = Kind("limitExceeded", "limit exceeded")
    /// A state holds a value whose type is not registered, so it cannot be saved.
    public static let unregisteredType = Kind(
      "unregisteredType", "unregistered type", fault: .caller)
    /// A value cannot be written as JSON (a non-finite number, a failing `encode(to:)`).
    public static let invalidValue = Kind("invalidValue", "invalid value", fault: .caller)
    /// An element decoded, but not as the type a typed path needs.
    public static let unexpectedType = Kind("unexpectedType", "unexpected type")
    /// A whole-app state whose parts do not fit together, such as a selected tab that is not
    /// one of the tabs, or a detail stack without the selection that drives it.
    public static let inconsistentState = Kind("inconsistentState", "inconsistent state")
    /// Under the prefix policy: an element dropped only because an element below it was dropped.
    public static let precededByDroppedElement = Kind(
      "precededByDroppedElement", "preceded by a dropped element")
  }

  /// What failed.
  public var kind: Kind
  /// The index of the element concerned, counted from the root, when one element is concerned.
  public var elementIndex: Int?
  /// The tag of the element concerned, when known.
  public var tag: String?
  /// Where in the JSON the failure is, as in `$[3].payload.id`, when known.
  public var jsonPath: NavJSONPath?
  /// The offset in the input bytes where the failure was detected, when known.
  public var byteOffset: Int?
  /// Why it failed, in words.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What failed.
  ///   - elementIndex: The index of the element concerned, counted from the root.
  ///   - tag: The tag of the element concerned.
  ///   - jsonPath: Where in the JSON the failure is.
  ///   - byteOffset: The offset in the input bytes.
  ///   - reason: Why it failed.
  public init(
    _ kind: Kind, elementIndex: Int? = nil, tag: String? = nil, jsonPath: NavJSONPath? = nil,
    byteOffset: Int? = nil, reason: String
  ) {
    self.kind = kind
    self.elementIndex = elementIndex
    self.tag = tag
    self.jsonPath = jsonPath
    self.byteOffset = byteOffset
    self.reason = reason
  }

  /// One line: the kind, then where, then why.
  public var description: String {
    var text = kind.description
    if let elementIndex { text += " at element \(elementIndex)" }
    if let tag { text += " (tag \(NavJSONValue.string(tag)))" }
    if let jsonPath { text += " at \(jsonPath)" }
    if let byteOffset { text += " (byte \(byteOffset))" }
    return text + ": " + reason
  }
}

extension NavCodingError {
  /// The same error, placed inside the value at `place`: its path becomes relative to the
  /// document, and its element index is set.
  func located(at place: NavJSONPath, elementIndex: Int?, tag: String?) -> NavCodingError {
    var error = self
    error.elementIndex = elementIndex
    error.tag = error.tag ?? tag
    error.jsonPath = place.appending(contentsOf: jsonPath)
    return error
  }
}
