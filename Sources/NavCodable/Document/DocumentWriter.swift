internal import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes every document NavCodable produces, path documents and whole-app documents alike, in
/// one pass over the state: each element as a `[tagPosition, payload]` pair, with one tag table
/// for the whole document.
///
/// The root member is written first, into ``output``, because the tags are known only once every
/// element is written; ``document(version:root:)`` then puts the envelope around it in the same
/// buffer, which becomes the `Data` returned.
struct DocumentWriter: ~Copyable {
  /// The registry's entries by type: only these, so that a writer does not copy (retain and
  /// release) the whole registry.
  private let entriesByType: [ObjectIdentifier: NavTypeRegistry.Entry]
  /// The root member's JSON written so far.
  var output: JSONWriter
  /// The encoder of payloads other than strings, numbers and booleans, made on first need; it
  /// writes into ``output``, which it holds while it writes.
  private var encoder: JSONStreamEncoder?
  /// The types written so far, each once, in order of first appearance, which is their tags'
  /// positions: so that each type is looked up in the registry once.
  private var types = WrittenTypes()
  /// The positions in ``types`` by type, once there are too many types for a linear search to
  /// pay.
  private var positionsByType: [ObjectIdentifier: Int]?

  /// Creates a writer of one document.
  init(registry: NavTypeRegistry, capacity: Int = 256) {
    entriesByType = registry.entriesByType
    output = JSONWriter(capacity: capacity)
  }

  /// Writes a payload's JSON: a string, number or boolean directly, anything else through the
  /// encoder.
  mutating func write<Value: Encodable>(payload value: Value) throws {
    if try output.write(primitive: value, codingPath: []) { return }
    let encoder = self.encoder ?? JSONStreamEncoder(capacity: 0)
    self.encoder = encoder
    swap(&encoder.writer, &output)
    defer { swap(&encoder.writer, &output) }
    try encoder.write(value)
  }

  /// Writes punctuation or a constant member name, already valid JSON.
  mutating func write(raw text: String) {
    output.write(raw: text)
  }

  /// Writes a stack's elements as an array of pairs, root first.
  ///
  /// - Parameters:
  ///   - elements: The elements: `NavPath.Element`s are written as the values they wrap.
  ///   - place: Where the stack is, for errors.
  ///   - firstIndex: The index errors give the first element.
  mutating func stack<Element: Hashable>(
    _ elements: some Collection<Element>, at place: ElementPlace, firstIndex: Int = 0
  ) throws(NavCodingError) {
    output.write(byte: UInt8(ascii: "["))
    for (offset, element) in elements.enumerated() {
      if offset > 0 { output.write(byte: UInt8(ascii: ",")) }
      try pair(of: element, at: place, index: firstIndex + offset)
    }
    output.write(byte: UInt8(ascii: "]"))
  }

  /// Writes a single value (a tab, a selection, a destination) as one pair.
  mutating func value(_ value: some Hashable, at path: NavJSONPath)
    throws(NavCodingError)
  {
    try pair(of: value, at: .value(path), index: 0)
  }

  /// Writes `[position,payload]` for a value, or for the value a `NavPath.Element` wraps.
  private mutating func pair<Value: Hashable>(
    of value: Value, at place: ElementPlace, index: Int
  ) throws(NavCodingError) {
    if let element = exactCast(value, to: NavPath.Element.self) {
      func open<Wrapped: Hashable & Sendable>(_ wrapped: Wrapped) throws(NavCodingError) {
        try pair(of: wrapped, at: place, index: index)
      }
      return try open(element.base)
    }
    let position = try self.position(of: Value.self, at: place, index: index)
    openPair(position: position)
    try payload(of: value, position: position, at: place, index: index)
    output.write(byte: UInt8(ascii: "]"))
  }

  /// Writes only the payload of an element, and returns its tag: for formats that write the
  /// two apart.
  mutating func payload(of element: NavPath.Element, at index: Int) throws(NavCodingError)
    -> String
  {
    func open<Wrapped: Hashable & Sendable>(_ wrapped: Wrapped) throws(NavCodingError) -> Int {
      let position = try self.position(of: Wrapped.self, at: .path, index: index)
      try payload(of: wrapped, position: position, at: .path, index: index)
      return position
    }
    let position = try open(element.base)
    return types.tag(at: position)
  }

  /// The tag position of a type, looked up once per type.
  private mutating func position<Value>(
    of type: Value.Type, at place: ElementPlace, index: Int
  ) throws(NavCodingError) -> Int {
    let key = ObjectIdentifier(Value.self)
    if let positionsByType {
      if let position = positionsByType[key] { return position }
    } else if let position = types.position(of: key) {
      return position
    }
    guard let entry = entriesByType[key] else {
      let name = _typeName(Value.self, qualified: true)
      throw NavCodingError(
        .unregisteredType, elementIndex: place.reportedIndex(index),
        jsonPath: place.element(index),
        reason:
          "\(name) is not registered; register it (it must be Codable) with "
          + "registry.register(\(name).self)")
    }
    // A tag belongs to one type only, so a type seen for the first time adds its tag.
    let position = types.count
    types.append(WrittenType(id: key, tag: entry.tag, tagJSON: entry.tagJSON, codec: entry.codec))
    positionsByType?[key] = position
    if positionsByType == nil, types.count > 8 {
      positionsByType = Dictionary(uniqueKeysWithValues: types.ids.enumerated().map { ($1, $0) })
    }
    return position
  }

  /// Writes the payload of a value whose type has a position.
  private mutating func payload<Value>(
    of value: Value, position: Int, at place: ElementPlace, index: Int
  ) throws(NavCodingError) {
    do {
      let codec = types.codec(at: position)
      try codec.write(value, into: &self)
    } catch {
      throw encodingFailure(error).located(
        at: place.payload(index), elementIndex: place.reportedIndex(index),
        tag: types.tag(at: position))
    }
  }

  private mutating func openPair(position: Int) {
    output.write(byte: UInt8(ascii: "["))
    output.write(unsigned: UInt64(position))
    output.write(byte: UInt8(ascii: ","))
  }

  /// The whole document, around the root member written so far, in the buffer it was written
  /// into.
  consuming func document(version: Int, root: SavedDocument.Root) -> Data {
    Self.envelope(
      version: version, tags: types.tagTexts, root: root, around: &output)
    return output.data()
  }

  /// Puts the envelope `{"v":…,"t":[…],` (the version and the tags), then the root member's
  /// name, before the root member that `output` holds, and `}` after it: the one writer of every
  /// document's envelope.
  ///
  /// The envelope is written after the root member, then moved before it, so the document is
  /// built in the one buffer.
  ///
  /// - Parameters:
  ///   - version: The format version.
  ///   - tags: The tag table, each tag as JSON text (quoted and escaped).
  ///   - root: What the root member holds: a stack or a state.
  ///   - output: The root member, and nothing else.
  static func envelope(
    version: Int, tags: some Collection<[UInt8]>, root: SavedDocument.Root,
    around output: inout JSONWriter
  ) {
    let bodyEnd = output.count
    output.write(raw: versionOpening)
    output.write(integer: Int64(version))
    output.write(raw: tagsOpening)
    for (position, tag) in tags.enumerated() {
      if position > 0 { output.write(byte: UInt8(ascii: ",")) }
      output.write(raw: tag)
    }
    output.write(raw: root == .stack ? stackOpening : stateOpening)
    output.moveToFront(from: bodyEnd)
    output.write(byte: UInt8(ascii: "}"))
  }
}

/// The envelope's text before the version: `{"v":`.
private let versionOpening = Array(
  ("{" + NavJSONValue.string(SavedDocument.versionMember).jsonString + ":").utf8)
/// The envelope's text between the version and the first tag: `,"t":[`.
private let tagsOpening = Array(
  ("," + NavJSONValue.string(SavedDocument.tagsMember).jsonString + ":[").utf8)
/// The envelope's text between the last tag and a stack: `],"stack":`.
private let stackOpening = Array(
  ("]," + NavJSONValue.string(SavedDocument.Root.stack.member).jsonString + ":").utf8)
/// The envelope's text between the last tag and a state: `],"state":`.
private let stateOpening = Array(
  ("]," + NavJSONValue.string(SavedDocument.Root.state(depth: 0).member).jsonString + ":").utf8)

/// The error for a value that cannot be written as JSON, with the path inside the value.
func encodingFailure(_ error: any Error) -> NavCodingError {
  guard case EncodingError.invalidValue(_, let context) = error else {
    return NavCodingError(.invalidValue, reason: "\(error)")
  }
  return NavCodingError(.invalidValue, at: context.codingPath, reason: context.debugDescription)
}
