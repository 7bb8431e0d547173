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
  /// The reading is `current` of the state when the document was of today's version and was
  /// read whole with nothing dropped, so that a decode, which asks only for the state, makes no
  /// ``NavRestoration``; otherwise `restored` of what restoring it took.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func readStateDocument<State, Reading>(
    _ bytes: UnsafeRawBufferPointer, as layout: NavDocumentLayout<State>,
    policy: NavDecodingPolicy, limits: NavDecodingLimits, current: (State) -> Reading,
    restored: (NavRestoration<State>) -> Reading
  ) throws(NavCodingError) -> Reading {
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
      return try restore(layout, from: document, policy: policy, limits: limits, restored: restored)
    }
    let context = PlacedContext(codecs: codecs, limits: limits)
    let readInPlace = layout.readPartInPlace
    let placed: Placed<State>
    var members: [(key: String, value: NavJSONValue)] = root.keys.map { ($0, .null) }
    do throws(JSONParser.Failure) {
      placed = try parser.parseMember(root.member) { (parser) throws(JSONParser.Failure) in
        try readInPlace(&parser, context, NavJSONPath([.key(root.member)]), 1)
      }
      try parser.parseMembers(into: &members, depth: 1, afterMember: true)
      try parser.expectEnd()
    } catch {
      guard policy == .prefix, !error.isLimit else { throw error.error() }
      // Salvaged from readings of the whole state, each up to the damage: a damaged document
      // under the prefix policy is read again by the general reader.
      let document = try SavedDocument.read(bytes, root: root, limits: limits, salvaging: true)
      return try restore(layout, from: document, policy: policy, limits: limits, restored: restored)
    }
    if members.count > root.keys.count {
      throw malformed(NavJSONPath([.key(members[root.keys.count].key)]), "unexpected member")
    }
    switch placed {
    case .read(let state): return current(state)
    case .rest(let rest):
      return try restoreRest(
        rest, bytes, after: reading, root: root, policy: policy, limits: limits,
        restored: restored)
    }
  }

  /// `restored` of the state a whole-app document holds, read by `rest` from the rest of the
  /// document, where the in-place reader left it.
  // Out of line, as the next: Docs/Performance.md,
  // "NavCodable: generic decodes without run-time look-ups around the state".
  @inline(never)
  private func restoreRest<State, Reading>(
    _ rest: PlacedRest<State>,
    _ bytes: UnsafeRawBufferPointer, after reading: JSONParser.EnvelopeReading,
    root: SavedDocument.Root, policy: NavDecodingPolicy, limits: NavDecodingLimits,
    restored: (NavRestoration<State>) -> Reading
  ) throws(NavCodingError) -> Reading {
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
    return restored(
      NavRestoration(
        state: state, dropped: reader.dropped, savedVersion: document.version,
        currentVersion: schema.version, appliedMigrations: []))
  }

  /// `restored` of what the general reader restores from `document`.
  @inline(never)
  private func restore<State, Reading>(
    _ layout: NavDocumentLayout<State>, from document: SavedDocument, policy: NavDecodingPolicy,
    limits: NavDecodingLimits, restored: (NavRestoration<State>) -> Reading
  ) throws(NavCodingError) -> Reading {
    restored(try restore(layout, from: document, policy: policy, limits: limits))
  }
}
