internal import NavCore

/// Reads the parts of every document NavCodable reads, path documents and whole-app documents
/// alike: each stack and each single value is migrated from the document's version to today's,
/// with the same steps, and decoded under the same policy.
///
/// A migration step works on one stack at a time, or on one single value as a stack of one
/// element, so a step means the same in every document. Under ``NavDecodingPolicy/prefix``,
/// what cannot be restored is dropped with everything that depends on it, and recorded in
/// ``dropped``.
struct DocumentReader {
  let registry: NavTypeRegistry
  let version: Int
  let tags: [String]
  let policy: NavDecodingPolicy
  let limits: NavDecodingLimits
  /// The index errors give the first element of the document's root stack.
  let rootFirstIndex: Int
  /// The elements of the root stack the envelope reader decoded before its pairs.
  private let rootReadBefore: Int
  /// The entry of each tag, by position, for documents of today's version.
  private let entries: [NavTypeRegistry.Entry?]
  /// What the prefix policy dropped, in document order.
  private(set) var dropped: [NavCodingError] = []
  /// The stack a damaged document's damage is in (``SavedDocument/cutStack``).
  var cutStack: ElementPlace?
  /// The number of saved elements of ``cutStack``, once migrated and once read: the damage is
  /// the element after them.
  private(set) var cutStackCount: Int?
  /// Why everything read now is dropped, while a member whose dependency was dropped is read.
  private var droppingCause: String?
  /// The innermost member a state could not do without that the prefix policy dropped.
  var unrestorable: NavJSONPath?

  /// A reader of a document whose version this app can read.
  ///
  /// - Throws: `NavCodingError.Kind.unsupportedVersion` when no migration leads from the
  ///   document's version to the schema's.
  init(
    _ document: SavedDocument, registry: NavTypeRegistry, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits
  ) throws(NavCodingError) {
    try registry.schema.checkSupported(document.version)
    self.registry = registry
    version = document.version
    tags = document.tags
    self.policy = policy
    self.limits = limits
    rootFirstIndex = document.firstIndex + document.readBefore
    rootReadBefore = document.readBefore
    entries =
      version == registry.schema.version ? tags.map { registry.entry(forTag: $0) } : []
  }

  /// The elements of a stack, converted to the stack's element type, root first; for the root
  /// stack, those after the elements the envelope reader decoded.
  ///
  /// Under the prefix policy, the elements from the first that cannot be restored are dropped
  /// and recorded.
  ///
  /// - Parameters:
  ///   - pairs: The stack's pairs.
  ///   - place: Where the stack is, for errors.
  ///   - firstIndex: The index of the first element.
  ///   - readBefore: The elements of the stack read before `pairs` where they lie; by default,
  ///     for the root stack, those the envelope reader decoded.
  mutating func stack<Element>(
    _ pairs: [SavedPair], at place: ElementPlace, firstIndex: Int = 0, readBefore: Int? = nil,
    as type: Element.Type
  ) throws(NavCodingError) -> [Element] {
    let before = readBefore ?? (place == .path ? rootReadBefore : 0)
    do {
      try limits.checkElementCount(before + pairs.count)
    } catch {
      // A path document's stack is the whole document, which the error names without a path,
      // as the canonical reader does.
      guard let whole = place.whole else { throw error }
      throw error.located(at: whole, elementIndex: nil, tag: nil)
    }
    if let droppingCause {
      if place == cutStack { cutStackCount = before + pairs.count }
      for (index, pair) in pairs.enumerated() {
        dropped.append(
          NavCodingError(
            .precededByDroppedElement, elementIndex: firstIndex + index, tag: tag(of: pair),
            jsonPath: place.element(firstIndex + index), reason: droppingCause))
      }
      return []
    }
    return try migratedElements(pairs, at: place, firstIndex: firstIndex, as: type)
  }

  /// A single value (a tab, a selection, a destination) from its pair, migrated as a stack of
  /// one element.
  ///
  /// - Returns: The value, or `nil` when the prefix policy dropped it (and recorded why).
  mutating func value<Value>(_ type: Value.Type, from json: NavJSONValue, at path: NavJSONPath)
    throws(NavCodingError) -> Value?
  {
    let pair = try DocumentShape.pair(json, at: path, tagCount: tags.count)
    if let droppingCause {
      drop(path, tag: tag(of: pair), because: droppingCause)
      return nil
    }
    return try migratedElements([pair], at: .value(path), as: type).first
  }

  /// Saved elements brought to today's version and decoded under the policy, root first.
  private mutating func migratedElements<Element>(
    _ pairs: [SavedPair], at place: ElementPlace, firstIndex: Int = 0, as type: Element.Type
  ) throws(NavCodingError) -> [Element] {
    let before = place == .path ? rootReadBefore : 0
    if version == registry.schema.version {
      if place == cutStack { cutStackCount = before + pairs.count }
      let (entries, tags) = (self.entries, self.tags)
      return try elements(count: pairs.count, at: place, firstIndex: firstIndex, as: type) {
        (offset) in
        let (position, payload) = pairs[offset]
        return (entries[position], tags[position], payload)
      }
    }
    let migrated = try migrate(pairs, at: place)
    if place == cutStack { cutStackCount = before + migrated.count }
    return try elements(count: migrated.count, at: place, firstIndex: firstIndex, as: type) {
      (offset) in (nil, migrated[offset].tag, migrated[offset].payload)
    }
  }

  /// Records a part dropped because something it depends on was.
  ///
  /// - Parameters:
  ///   - path: Where the part is.
  ///   - tag: The tag the document names for it, when it is a saved element.
  ///   - cause: Why it is dropped.
  mutating func drop(_ path: NavJSONPath, tag: String? = nil, because cause: String) {
    dropped.append(
      NavCodingError(.precededByDroppedElement, tag: tag, jsonPath: path, reason: cause))
  }

  /// The tag the document names for a saved pair.
  func tag(of pair: SavedPair) -> String? {
    tags.indices.contains(pair.tagPosition) ? tags[pair.tagPosition] : nil
  }

  /// The tag the document names for the saved pair `json`, when it is one.
  func tag(ofPair json: NavJSONValue, at path: NavJSONPath) -> String? {
    (try? DocumentShape.pair(json, at: path, tagCount: tags.count)).flatMap(tag(of:))
  }

  /// The first failure recorded as dropped at `path` or inside it: what dropped the value there.
  func firstDropped(under path: NavJSONPath?) -> NavCodingError? {
    guard let path else { return nil }
    return dropped.first { error in
      error.location.jsonPath?.components.starts(with: path.components) == true
    }
  }

  /// Runs `body` with every value it reads dropped and every stack emptied, each recorded with
  /// `cause`, when `cause` is not `nil`: the reading of a member whose dependency was dropped.
  mutating func dropping<Result>(
    because cause: String?, _ body: (inout DocumentReader) throws(NavCodingError) -> Result
  ) throws(NavCodingError) -> Result {
    guard let cause, droppingCause == nil else { return try body(&self) }
    droppingCause = cause
    defer { droppingCause = nil }
    return try body(&self)
  }

  /// The saved elements of a stack or a single value brought to today's version; none when the
  /// prefix policy dropped a single value that the migrations removed.
  private mutating func migrate(_ pairs: [SavedPair], at place: ElementPlace)
    throws(NavCodingError) -> [NavDocument.Element]
  {
    let saved = pairs.map { NavDocument.Element(tag: tags[$0.tagPosition], payload: $0.payload) }
    let migrated: [NavDocument.Element]
    do {
      migrated = try registry.schema.migrate(saved, from: version)
    } catch {
      var located = error
      located.location.jsonPath = located.location.jsonPath ?? place.whole
      throw located
    }
    guard case .value(let path) = place, migrated.count != 1 else { return migrated }
    let error = NavCodingError(
      .migrationFailed, jsonPath: path,
      reason: "the migrations turned this value into \(migrated.count) elements, not one")
    // A value a migration removed is dropped like one that no longer decodes.
    guard policy == .prefix, migrated.isEmpty else { throw error }
    dropped.append(error)
    return []
  }

  /// The element a saved pair decodes to, as the stack's element type.
  private func element<Element>(
    entry: NavTypeRegistry.Entry?, tag: String, payload: NavJSONValue, at place: ElementPlace,
    index: Int, as type: Element.Type
  ) throws(NavCodingError) -> Element {
    guard let entry = entry ?? registry.entry(forTag: tag) else {
      throw NavCodingError(
        .unknownTag, elementIndex: place.reportedIndex(index), tag: tag,
        jsonPath: place.tag(index), reason: "no type is registered under this tag")
    }
    let element: NavPath.Element
    do {
      element = try entry.codec.element(from: .tree(payload))
    } catch {
      throw decodingFailure(error).located(
        at: place.payload(index), elementIndex: place.reportedIndex(index), tag: tag)
    }
    guard let value = element.asStackElement(Element.self) else {
      throw NavCodingError(
        .unexpectedType, elementIndex: place.reportedIndex(index), tag: entry.tag,
        jsonPath: place.element(index),
        reason:
          "the \(place.noun) is a \(_typeName(Swift.type(of: element.base), qualified: true)), "
          + "not a \(_typeName(Element.self, qualified: true))")
    }
    return value
  }

  /// Decodes elements root first under the policy; under the prefix policy, the first failure
  /// and every element above it are recorded as dropped.
  ///
  /// - Parameters:
  ///   - count: The number of saved elements.
  ///   - place: Where they are.
  ///   - firstIndex: The index of the first element.
  ///   - type: The stack's element type.
  ///   - saved: The element at an offset: its entry when already known, its tag and payload.
  mutating func elements<Element>(
    count: Int, at place: ElementPlace, firstIndex: Int = 0, as type: Element.Type,
    _ saved: (Int) throws(NavCodingError) -> (NavTypeRegistry.Entry?, String, NavJSONValue)
  ) throws(NavCodingError) -> [Element] {
    func decode(_ offset: Int) throws(NavCodingError) -> Element {
      let (entry, tag, payload) = try saved(offset)
      return try element(
        entry: entry, tag: tag, payload: payload, at: place, index: firstIndex + offset,
        as: type)
    }
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for offset in 0..<count {
      do {
        elements.append(try decode(offset))
      } catch {
        guard policy == .prefix else { throw error }
        dropped.append(error)
        for later in (offset + 1)..<count {
          var reason = "element \(firstIndex + offset) below it was dropped"
          do {
            _ = try decode(later)
          } catch {
            reason += "; it also fails on its own: \(error)"
          }
          dropped.append(
            NavCodingError(
              .precededByDroppedElement, elementIndex: firstIndex + later,
              tag: try? saved(later).1, jsonPath: place.element(firstIndex + later),
              reason: reason))
        }
        return elements
      }
    }
    return elements
  }
}

/// One saved element as it is in a document: its tag's position in the tag table, and its
/// payload.
typealias SavedPair = (tagPosition: Int, payload: NavJSONValue)

/// The error for a payload that does not decode, with the path inside the payload.
func decodingFailure(_ error: any Error) -> NavCodingError {
  switch error as? DecodingError {
  case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
    NavCodingError(.payloadMismatch, at: context.codingPath, reason: context.debugDescription)
  case .keyNotFound(let key, let context):
    NavCodingError(
      .payloadMismatch, at: context.codingPath,
      reason: "missing member \(NavJSONValue.string(key.stringValue))")
  default: NavCodingError(.payloadMismatch, reason: "\(error)")
  }
}

extension NavCodingError {
  /// An error about a value, located by the coding path inside the value.
  init(_ kind: Kind, at codingPath: [any CodingKey], reason: String) {
    self.init(
      kind, jsonPath: NavJSONPath(codingPath.map(NavJSONPath.Component.init)), reason: reason)
  }
}
