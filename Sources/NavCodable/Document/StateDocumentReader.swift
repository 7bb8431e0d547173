internal import NavCore

extension NavTypeRegistry {
  /// Reads a whole-app document: the envelope reader reads its version and tag table, then, for
  /// a document of today's version whose tags are all registered, the in-place reader reads the
  /// state's members in the order its layout writes them, each stack and value decoded where it
  /// lies by the element reader of a stack document. At the first thing it does not take
  /// (members in another order, an element that does not decode, a limit, bytes that are not
  /// JSON), the general reader goes on from there, reads the rest of the document as JSON, and
  /// then reads what is left, so that a bad document is refused as the general reader alone
  /// refuses it. No element is read or decoded twice, except the one where the in-place reader
  /// stopped.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func readStateDocument<State>(
    _ bytes: UnsafeRawBufferPointer, as layout: NavDocumentLayout<State>,
    policy: NavDecodingPolicy, limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<State> {
    try limits.checkInputSize(bytes.count)
    let root = layout.root
    var parser = JSONParser(
      input: bytes, maxDepth: limits.maxNestingDepth + root.depth, envelopeDepth: root.depth)
    var reading = JSONParser.EnvelopeReading()
    var codecs: [any ElementCodec.Type] = []
    let head = parser.readHead(
      into: &reading, version: { $0 == schema.version },
      tag: { utf8 in
        guard let codec = codec(forTagUTF8: utf8) else { return false }
        codecs.append(codec)
        return true
      })
    guard head?.decodes == true, parser.skipMemberName(#""state""#, first: false) else {
      let document = try SavedDocument.read(
        bytes, after: reading, root: root, limits: limits, salvaging: policy == .prefix)
      return try restore(layout, from: document, policy: policy, limits: limits)
    }
    let context = PlacedContext(codecs: codecs, limits: limits)
    let placed: Placed<State>
    var members: [(key: String, value: NavJSONValue)] = root.keys.map { ($0, .null) }
    do throws(JSONParser.Failure) {
      placed = try parser.parseMember(root.member) { (parser) throws(JSONParser.Failure) in
        try layout.readPartInPlace(
          &parser, context: context, at: NavJSONPath([.key(root.member)]), depth: 1)
      }
      try parser.parseMembers(into: &members, depth: 1, afterMember: true)
      try parser.expectEnd()
    } catch {
      guard policy == .prefix, !error.isLimit else { throw error.error() }
      // Salvaged from readings of the whole state, each up to the damage: a damaged document
      // under the prefix policy is read again by the general reader.
      let document = try SavedDocument.read(bytes, root: root, limits: limits, salvaging: true)
      return try restore(layout, from: document, policy: policy, limits: limits)
    }
    if members.count > root.keys.count {
      throw malformed(NavJSONPath([.key(members[root.keys.count].key)]), "unexpected member")
    }
    switch placed {
    case .read(let state): return NavRestoration(state: state, savedVersion: schema.version)
    case .rest(let rest):
      // The version and tag table again from their bytes, which are a few.
      let envelope: [(key: String, value: NavJSONValue)]
      do {
        envelope = try JSONParser.envelopeMembers(bytes, count: 2, of: reading)
      } catch {
        throw error.error()
      }
      let document = try SavedDocument(
        json: .object(NavJSONValue.Object(uniqueMembers: envelope + [(root.member, .null)])),
        root: root)
      var reader = try DocumentReader(document, registry: self, policy: policy, limits: limits)
      guard let state = try rest(&reader).value else {
        throw NavDocumentLayout<State>.unrestorable(by: reader)
      }
      return NavRestoration(
        state: state, dropped: reader.dropped, savedVersion: document.version,
        currentVersion: schema.version, appliedMigrations: [])
    }
  }
}
