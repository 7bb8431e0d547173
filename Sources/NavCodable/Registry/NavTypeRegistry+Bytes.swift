package import NavCore

/// Reading the documented format's bytes into a representation.
extension NavPath.CodableRepresentation {
  /// The levels of the envelope above a payload: the document, `elements`, and an element's pair.
  static let envelopeDepth = 3

  /// Parses a document; when `salvaging`, a document cut or corrupted inside its elements gives
  /// the elements before the damage, and the error naming the first damaged element.
  static func parse(
    _ bytes: UnsafeRawBufferPointer, limits: NavDecodingLimits, salvaging: Bool = false
  ) throws(NavCodingError) -> (document: SavedDocument, damage: NavCodingError?) {
    try limits.checkInputSize(bytes.count)
    let maxDepth = limits.maxNestingDepth + envelopeDepth
    let canonical = JSONParser.parseCanonicalDocument(bytes, maxDepth: maxDepth)
    if let canonical, canonical.isComplete {
      try limits.checkElementCount(canonical.pairs.count)
      return (SavedDocument(canonical), nil)
    }
    let json: JSONValue
    do {
      json = try parseEnvelope(bytes, limits: limits)
    } catch {
      guard salvaging, !error.isLimit,
        let salvaged = salvage(bytes, after: error, canonical: canonical, limits: limits)
      else { throw error.error() }
      return salvaged
    }
    return (try SavedDocument(jsonValue: json, limits: limits), nil)
  }

  /// The JSON of a document, with the nesting limit counted inside payloads.
  static func parseEnvelope(_ bytes: UnsafeRawBufferPointer, limits: NavDecodingLimits)
    throws(JSONParser.Failure) -> JSONValue
  {
    try JSONParser.parse(
      bytes, maxDepth: limits.maxNestingDepth + envelopeDepth, envelopeDepth: envelopeDepth)
  }

  /// Rebuilds a document from the elements that were complete before a parse failure inside
  /// `elements`, when `elements` is the last member, as NavCodable writes it.
  ///
  /// When the canonical reader stopped at the same element, its elements are those, and the
  /// document is not read a third time.
  private static func salvage(
    _ bytes: UnsafeRawBufferPointer, after failure: JSONParser.Failure,
    canonical: JSONParser.CanonicalDocument?, limits: NavDecodingLimits
  ) -> (document: SavedDocument, damage: NavCodingError)? {
    guard failure.reversedPath.last == .key("elements"),
      let (count, end) = failure.arrayProgress.last
    else { return nil }
    let document: SavedDocument
    if let canonical, canonical.pairs.count == count, canonical.end == end,
      (try? limits.checkElementCount(count)) != nil
    {
      document = SavedDocument(canonical)
    } else {
      var repaired = Array(bytes[..<end])
      repaired.append(contentsOf: "]}".utf8)
      let json = repaired.withUnsafeBytes { buffer in
        try? parseEnvelope(buffer, limits: limits)
      }
      guard let json, let read = try? SavedDocument(jsonValue: json, limits: limits) else {
        return nil
      }
      document = read
    }
    // The damaged element's index is set once the salvaged elements are migrated and decoded.
    var damage = failure.error()
    damage.reason += "; this element and any after it are lost"
    return (document, damage)
  }
}

/// The byte-level entry points, shared by the public API and by the fuzzers.
extension NavTypeRegistry {
  /// Decodes a path from bytes in the documented format under a policy: the hook the fuzzers
  /// call.
  ///
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  package func decodePath(
    bytes: UnsafeRawBufferPointer, policy: NavDecodingPolicy, limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try decodeDocument(bytes, policy: policy, limits: limits, as: keepElement).map(NavPath.init)
  }

  /// Parses, migrates and decodes a path document: the one reading route of every stack.
  ///
  /// - Parameters:
  ///   - bytes: The document.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - limits: Bounds on the input.
  ///   - firstIndex: The index reported for the document's first element.
  ///   - convert: Turns a decoded element into the stack's element, or throws naming it.
  func decodeDocument<Decoded>(
    _ bytes: UnsafeRawBufferPointer, policy: NavDecodingPolicy, limits: NavDecodingLimits,
    firstIndex: Int = 0, as convert: ElementConversion<Decoded>
  ) throws(NavCodingError) -> NavRestoration<[Decoded]> {
    let (document, damage) = try NavPath.CodableRepresentation.parse(
      bytes, limits: limits, salvaging: policy == .prefix)
    var restoration = try restore(
      document, policy: policy, firstIndex: firstIndex, as: convert)
    restoration.recordDamage(damage, afterElements: restoration.path.count, firstIndex: firstIndex)
    return restoration
  }

  /// The JSON bytes of a path in the documented format, written directly without a tree.
  ///
  /// - Parameters:
  ///   - path: The path, or the elements a transition pushes.
  ///   - firstIndex: The index errors give the first element.
  ///   - popCount: For a transition, how many elements it pops first.
  package func encodedBytes(of path: NavPath, firstIndex: Int = 0, popCount: Int? = nil)
    throws(NavCodingError) -> [UInt8]
  {
    var entries: [Entry] = []
    entries.reserveCapacity(path.count)
    var positions: [ObjectIdentifier: Int] = [:]
    var tags: [String] = []
    var tagPositions: [Int] = []
    tagPositions.reserveCapacity(path.count)
    for (index, element) in path.enumerated() {
      let entry = try entry(for: element, at: firstIndex + index)
      let key = ObjectIdentifier(element.valueType)
      if let position = positions[key] {
        tagPositions.append(position)
      } else {
        positions[key] = tags.count
        tagPositions.append(tags.count)
        tags.append(entry.tag)
      }
      entries.append(entry)
    }
    let encoder = JSONStreamEncoder(capacity: 48 + path.count * 24)
    encoder.writer.writeDocumentOpening(version: schema.version, tags: tags, popCount: popCount)
    for (index, element) in path.enumerated() {
      encoder.writer.writePairOpening(tagPosition: tagPositions[index], isFirst: index == 0)
      do {
        try entries[index].codec.writePayload(of: element, into: encoder)
      } catch {
        throw encodingFailure(error, at: firstIndex + index, tag: entries[index].tag)
      }
      encoder.writer.write(byte: UInt8(ascii: "]"))
    }
    encoder.writer.write(raw: "]}")
    return encoder.writer.bytes
  }
}

extension JSONWriter {
  /// Writes a document up to its first element, `{"version":1,"tags":["a"],"elements":[`, with
  /// `"pop":n,` before `elements` for a transition.
  mutating func writeDocumentOpening(version: Int, tags: [String], popCount: Int? = nil) {
    write(raw: "{\"version\":")
    write(integer: Int64(version))
    write(raw: ",\"tags\":[")
    for (position, tag) in tags.enumerated() {
      if position > 0 { write(byte: UInt8(ascii: ",")) }
      write(string: tag)
    }
    write(raw: "],")
    if let popCount {
      write(raw: "\"pop\":")
      write(integer: Int64(popCount))
      write(byte: UInt8(ascii: ","))
    }
    write(raw: "\"elements\":[")
  }

  /// Writes an element's pair up to its payload: `[position,`, after a comma unless it is the
  /// first.
  mutating func writePairOpening(tagPosition: Int, isFirst: Bool) {
    if !isFirst { write(byte: UInt8(ascii: ",")) }
    write(byte: UInt8(ascii: "["))
    write(unsigned: UInt64(tagPosition))
    write(byte: UInt8(ascii: ","))
  }
}
