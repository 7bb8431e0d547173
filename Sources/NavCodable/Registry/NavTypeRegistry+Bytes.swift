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
    try limits.checkInputSize(bytes.count)
    let json: JSONValue
    do {
      json = try JSONParser.parse(
        bytes, maxDepth: limits.maxNestingDepth + Self.envelopeDepth,
        envelopeDepth: Self.envelopeDepth)
    } catch {
      throw error.error()
    }
    return try NavPath.CodableRepresentation(jsonValue: json, limits: limits)
  }

  /// Decodes a path from bytes in the documented format under a policy: the hook the fuzzers
  /// call.
  ///
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  package func decodePath(
    bytes: UnsafeRawBufferPointer, policy: NavDecodingPolicy, limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try path(from: try parseDocument(bytes, limits: limits), policy: policy)
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
