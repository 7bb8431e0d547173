internal import NavCore

/// A navigation value that writes itself into, and reads itself from, the `state` of a whole-app
/// document, with the document's shared tag table, version and migrations.
///
/// The stacks (``NavPath``, ``TypedPath``) are the leaves; the composite states conform on any
/// parts, and a ``PresentationState`` checks at run time that its base is a part too, so states
/// nest as deep as an app needs (`PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>`).
protocol NavDocumentPart {
  /// How many JSON levels this part adds above a payload (objects, arrays and element pairs).
  static var envelopeDepth: Int { get }

  /// The part's JSON, with its elements written as pairs into the writer's tag table.
  ///
  /// - Parameters:
  ///   - writer: The document being written.
  ///   - path: Where the part's JSON goes in the document, as in `$.state.base`.
  func jsonValue(writer: inout NavDocumentWriter, at path: String) throws(NavCodingError)
    -> JSONValue

  /// Reads the part from its JSON, migrating its elements to the registry's schema.
  ///
  /// - Parameters:
  ///   - json: The part's JSON.
  ///   - reader: The document being read.
  ///   - path: Where `json` is in the document.
  init(json: JSONValue, reader: NavDocumentReader, at path: String) throws(NavCodingError)
}

/// The stacks are the leaves: an array of `[tagIndex, payload]` pairs, root first.
extension NavDocumentPart where Self: StackPath {
  static var envelopeDepth: Int { depthInDocument }

  func jsonValue(writer: inout NavDocumentWriter, at path: String) throws(NavCodingError)
    -> JSONValue
  {
    try writer.stack(self, at: path)
  }

  init(json: JSONValue, reader: NavDocumentReader, at path: String) throws(NavCodingError) {
    self = try reader.stack(Self.self, from: json, at: path)
  }
}

extension NavPath: NavDocumentPart {}
extension TypedPath: NavDocumentPart {}

/// The error for a navigation state whose type NavCodable cannot save.
///
/// - Parameters:
///   - type: The state's type.
///   - path: Where the state goes in the document.
func unsavableState(_ type: Any.Type, at path: String) -> NavCodingError {
  NavCodingError(
    .unregisteredType, jsonPath: path,
    reason:
      "\(_typeName(type, qualified: true)) is not a navigation state NavCodable can save "
      + "(NavPath, TypedPath, TabsState, SplitState or PresentationState)")
}
