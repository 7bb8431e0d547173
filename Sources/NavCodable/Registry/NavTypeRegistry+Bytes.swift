package import NavCore

/// The byte-level entry points, shared by the public API and by the fuzzers.
extension NavTypeRegistry {
  /// The levels of the envelope above a payload: the document, `elements`, and an element's pair.
  static let envelopeDepth = 3

  /// Parses a document in the documented format into a representation, without migrating it.
  ///
  /// - Throws: ``NavCodingError`` for an input over the limits, malformed JSON or a malformed
  ///   envelope.
  package func parseDocument(_ bytes: UnsafeRawBufferPointer, limits: NavDecodingLimits)
    throws(NavCodingError) -> NavPath.CodableRepresentation
  {
    try parseDocument(bytes, limits: limits, salvaging: false).representation
  }

  /// Parses a document; when `salvaging`, a document cut or corrupted inside its elements gives
  /// the elements before the damage, and the error naming the first damaged element.
  func parseDocument(
    _ bytes: UnsafeRawBufferPointer, limits: NavDecodingLimits, salvaging: Bool
  ) throws(NavCodingError) -> (
    representation: NavPath.CodableRepresentation, damage: NavCodingError?
  ) {
    try limits.checkInputSize(bytes.count)
    let json: JSONValue
    do {
      json = try parseEnvelope(bytes, limits: limits)
    } catch {
      guard salvaging, !error.isLimit, let salvaged = salvage(bytes, after: error, limits: limits)
      else { throw error.error() }
      return salvaged
    }
    return (try NavPath.CodableRepresentation(jsonValue: json, limits: limits), nil)
  }

  private func parseEnvelope(_ bytes: UnsafeRawBufferPointer, limits: NavDecodingLimits)
    throws(JSONParser.Failure) -> JSONValue
  {
    try JSONParser.parse(
      bytes, maxDepth: limits.maxNestingDepth + Self.envelopeDepth,
      envelopeDepth: Self.envelopeDepth)
  }

  /// Rebuilds a document from the elements that were complete before a parse failure inside
  /// `elements`, when `elements` is the last member, as NavCodable writes it.
  private func salvage(
    _ bytes: UnsafeRawBufferPointer, after failure: JSONParser.Failure, limits: NavDecodingLimits
  ) -> (representation: NavPath.CodableRepresentation, damage: NavCodingError)? {
    guard failure.reversedPath.last == .key("elements"),
      let (_, end) = failure.arrayProgress.last
    else { return nil }
    var repaired = Array(bytes[..<end])
    repaired.append(contentsOf: "]}".utf8)
    let json = repaired.withUnsafeBytes { buffer in
      try? parseEnvelope(buffer, limits: limits)
    }
    guard let json,
      let representation = try? NavPath.CodableRepresentation(jsonValue: json, limits: limits)
    else { return nil }
    // The damaged element's index is set once the salvaged elements are migrated and decoded.
    var damage = failure.error()
    damage.reason += "; this element and any after it are lost"
    return (representation, damage)
  }

  /// Decodes a path from bytes in the documented format under a policy: the hook the fuzzers
  /// call.
  ///
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  package func decodePath(
    bytes: UnsafeRawBufferPointer, policy: NavDecodingPolicy, limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    let (document, damage) = try parseDocument(
      bytes, limits: limits, salvaging: policy == .prefix)
    var restoration = try path(from: document, policy: policy)
    restoration.recordDamage(damage, afterElements: restoration.path.count)
    return restoration
  }

  /// The JSON bytes of a path in the documented format, written directly without a tree.
  package func encodedBytes(of path: NavPath) throws(NavCodingError) -> [UInt8] {
    var entries: [Entry] = []
    entries.reserveCapacity(path.count)
    var positions: [ObjectIdentifier: Int] = [:]
    var tags: [String] = []
    var tagPositions: [Int] = []
    tagPositions.reserveCapacity(path.count)
    for (index, element) in path.enumerated() {
      let entry = try entry(for: element, at: index)
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
    encoder.writer.write(raw: "{\"version\":")
    encoder.writer.write(integer: Int64(schema.version))
    encoder.writer.write(raw: ",\"tags\":[")
    for (position, tag) in tags.enumerated() {
      if position > 0 { encoder.writer.write(byte: UInt8(ascii: ",")) }
      encoder.writer.write(string: tag)
    }
    encoder.writer.write(raw: "],\"elements\":[")
    for (index, element) in path.enumerated() {
      if index > 0 { encoder.writer.write(byte: UInt8(ascii: ",")) }
      encoder.writer.write(byte: UInt8(ascii: "["))
      encoder.writer.write(unsigned: UInt64(tagPositions[index]))
      encoder.writer.write(byte: UInt8(ascii: ","))
      do {
        try entries[index].codec.writePayload(of: element, into: encoder)
      } catch {
        throw encodingFailure(error, at: index, tag: entries[index].tag)
      }
      encoder.writer.write(byte: UInt8(ascii: "]"))
    }
    encoder.writer.write(raw: "]}")
    return encoder.writer.bytes
  }
}
