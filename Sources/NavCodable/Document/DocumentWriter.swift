internal import NavCore

/// Writes every document NavCodable produces, path documents and whole-app documents alike, in
/// one pass over the state: each element as a `[tagPosition, payload]` pair, with one tag table
/// for the whole document.
///
/// The root member is written first, into ``body``, because the tags are known only once every
/// element is written; ``document(version:rootMember:)`` then puts the envelope around it.
struct DocumentWriter {
  let registry: NavTypeRegistry
  /// The root member's JSON, written so far.
  let body: JSONStreamEncoder
  /// The types written so far, each once, in order of first appearance, which is their tags'
  /// positions: so that each type is looked up in the registry once.
  private var types: [(id: ObjectIdentifier, tag: String, codec: any ElementCodec.Type)] = []
  /// The positions in ``types`` by type, once there are too many types for a linear search to
  /// pay.
  private var positionsByType: [ObjectIdentifier: Int]?

  init(registry: NavTypeRegistry, capacity: Int = 64) {
    self.registry = registry
    body = JSONStreamEncoder(capacity: capacity)
  }

  /// Writes punctuation or a constant member name, already valid JSON.
  func write(raw text: String) {
    body.writer.write(raw: text)
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
    body.writer.write(byte: UInt8(ascii: "["))
    for (offset, element) in elements.enumerated() {
      if offset > 0 { body.writer.write(byte: UInt8(ascii: ",")) }
      try pair(of: element, at: place, index: firstIndex + offset)
    }
    body.writer.write(byte: UInt8(ascii: "]"))
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
    body.writer.write(byte: UInt8(ascii: "]"))
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
    return types[position].tag
  }

  /// The tag position of a type, looked up once per type.
  private mutating func position<Value>(
    of type: Value.Type, at place: ElementPlace, index: Int
  ) throws(NavCodingError) -> Int {
    let key = ObjectIdentifier(Value.self)
    if let positionsByType {
      if let position = positionsByType[key] { return position }
    } else if let position = types.firstIndex(where: { $0.id == key }) {
      return position
    }
    guard let entry = registry.entry(forType: Value.self) else {
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
    types.append((key, entry.tag, entry.codec))
    positionsByType?[key] = position
    if positionsByType == nil, types.count > 8 {
      positionsByType = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1.id, $0) })
    }
    return position
  }

  /// Writes the payload of a value whose type has a position.
  private func payload<Value>(
    of value: Value, position: Int, at place: ElementPlace, index: Int
  ) throws(NavCodingError) {
    do {
      try types[position].codec.write(value, into: body)
    } catch {
      throw encodingFailure(error).located(
        at: place.payload(index), elementIndex: place.reportedIndex(index),
        tag: types[position].tag)
    }
  }

  private mutating func openPair(position: Int) {
    body.writer.write(byte: UInt8(ascii: "["))
    body.writer.write(unsigned: UInt64(position))
    body.writer.write(byte: UInt8(ascii: ","))
  }

  /// The whole document, around the root member written so far.
  func document(version: Int, root: SavedDocument.Root) -> [UInt8] {
    Self.envelope(
      version: version, tags: types.lazy.map(\.tag), root: root, body: body.writer.bytes)
  }

  /// A document: `{"v":…,"t":[…],` (the version and the tags) then the root member and its body: the one writer of
  /// every document's envelope.
  ///
  /// - Parameters:
  ///   - version: The format version.
  ///   - tags: The tag table.
  ///   - root: What the root member holds: a stack or a state.
  ///   - body: The root member's JSON.
  static func envelope(
    version: Int, tags: some Collection<String>, root: SavedDocument.Root, body: [UInt8]
  ) -> [UInt8] {
    var output = JSONWriter(capacity: 32 + tags.count * 16 + body.count)
    output.write(raw: versionOpening)
    output.write(integer: Int64(version))
    output.write(raw: tagsOpening)
    for (position, tag) in tags.enumerated() {
      if position > 0 { output.write(byte: UInt8(ascii: ",")) }
      output.write(string: tag)
    }
    output.write(raw: root == .stack ? stackOpening : stateOpening)
    output.bytes.append(contentsOf: body)
    output.write(byte: UInt8(ascii: "}"))
    return output.bytes
  }
}

/// The envelope's text before the version: `{"v":`.
private let versionOpening = "{" + NavJSONValue.string(SavedDocument.versionMember).jsonString + ":"
/// The envelope's text between the version and the first tag: `,"t":[`.
private let tagsOpening = "," + NavJSONValue.string(SavedDocument.tagsMember).jsonString + ":["
/// The envelope's text between the last tag and a stack: `],"stack":`.
private let stackOpening =
  "]," + NavJSONValue.string(SavedDocument.Root.stack.member).jsonString + ":"
/// The envelope's text between the last tag and a state: `],"state":`.
private let stateOpening =
  "]," + NavJSONValue.string(SavedDocument.Root.state(depth: 0).member).jsonString + ":"

/// The error for a value that cannot be written as JSON, with the path inside the value.
func encodingFailure(_ error: any Error) -> NavCodingError {
  guard case EncodingError.invalidValue(_, let context) = error else {
    return NavCodingError(.invalidValue, reason: "\(error)")
  }
  return NavCodingError(.invalidValue, at: context.codingPath, reason: context.debugDescription)
}
