internal import NavCore

extension NavTypeRegistry {
  /// Reads a stack document: the one envelope reader decodes each element of a document of
  /// today's version as soon as it reads it, and at the first thing it does not take (another
  /// version, an unknown tag, a payload that does not decode, an element of another type, a
  /// limit, bytes that are not JSON), the general reader goes on from that element with what was
  /// read, and reports exactly what is wrong. No element is read or decoded twice, except the
  /// one where the envelope reader stopped.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func readStackDocument<Stack: StackPath>(
    _ bytes: UnsafeRawBufferPointer, as type: Stack.Type, policy: NavDecodingPolicy,
    limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<Stack> {
    try limits.checkInputSize(bytes.count)
    var stack = Stack()
    // Counted here: a typed path's `count`, called through its generic conformance, cost about
    // 3,000 instructions an element.
    var elementCount = 0
    // Room for the codec of every tag the document can hold: each takes at least three bytes
    // (`"",`), and a table of more tags than the registry has names repeats one, which is for the
    // general reader. On the stack for a small registry or document.
    let reading = withUnsafeTemporaryAllocation(
      of: (any ElementCodec.Type).self, capacity: min(bytes.count / 3 + 1, tagNameCount)
    ) { codecs in
      var tagCount = 0
      return JSONParser.readEnvelope(
        bytes, maxDepth: limits.maxNestingDepth + SavedDocument.Root.stack.depth,
        objectsInPlace: true,
        version: { version in
          guard version == schema.version else { return false }
          // The shortest element, `[0,0]` and a comma, is 6 bytes; most are longer.
          stack.reserveCapacity(min(limits.maxElementCount, bytes.count / 16))
          return true
        },
        tag: { utf8 in
          guard tagCount < codecs.count, let codec = codec(forTagUTF8: utf8) else { return false }
          codecs.initializeElement(at: tagCount, to: codec)
          tagCount += 1
          return true
        },
        element: { (tagPosition, payload) in
          guard elementCount < limits.maxElementCount,
            let decoded = try? codecs[tagPosition].element(from: payload),
            let element = decoded.asStackElement(Stack.Element.self)
          else { return false }
          stack.append(element)
          elementCount += 1
          return true
        })
    }
    if reading.resume == .complete {
      return NavRestoration(state: stack, savedVersion: schema.version)
    }
    let document = try SavedDocument.read(
      bytes, after: reading, root: .stack, limits: limits, salvaging: policy == .prefix)
    var restoration = try restore(
      NavDocumentLayout<Stack>.stack, from: document, policy: policy, limits: limits)
    stack.append(contentsOf: restoration.state)
    restoration.state = stack
    return restoration
  }
}

extension NavPath.Element {
  /// The element as a stack's element type: itself for a `NavPath`, the value it wraps for a
  /// typed path's route type, or `nil` when that value is of another type.
  func asStackElement<Element>(_ type: Element.Type) -> Element? {
    if let element = exactCast(self, to: Element.self) { return element }
    return value(as: Element.self)
  }
}
