internal import NavCore

extension NavTypeRegistry {
  /// Reads a stack document: the one envelope reader decodes each element of a document of
  /// today's version as soon as it reads it, and at the first thing it does not take (another
  /// version, an unknown tag, a payload that does not decode, an element of another type, a
  /// limit, bytes that are not JSON), the general reader goes on from that element with what was
  /// read, and reports exactly what is wrong. No element is read or decoded twice, except the
  /// one where the envelope reader stopped.
  ///
  /// `append` decodes one element's payload with its tag's codec onto the stack, or returns
  /// `false` when it does not take it.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func readStackDocument<Stack: StackPath>(
    _ bytes: UnsafeRawBufferPointer, as type: Stack.Type, policy: NavDecodingPolicy,
    limits: NavDecodingLimits, appending append: StackAppend<Stack>
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
            append(codecs[tagPosition], payload, &stack)
          else { return false }
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

/// Decodes one element's payload with its tag's codec onto a stack; `false` when the stack does
/// not take it (the payload does not decode, or decodes to a value of another type).
typealias StackAppend<Stack> = (any ElementCodec.Type, JSONPayload, inout Stack) -> Bool

/// Decodes the payload as its codec's type, wraps it in a `NavPath.Element` and appends it as the
/// stack's element type.
func appendElement<Stack: StackPath>(
  _ codec: any ElementCodec.Type, _ payload: JSONPayload, to stack: inout Stack
) -> Bool {
  guard let decoded = try? codec.element(from: payload),
    let element = decoded.asStackElement(Stack.Element.self)
  else { return false }
  stack.append(element)
  return true
}

extension TypedPath {
  /// Decodes the payload straight onto the routes when its codec's type is `Route`, with no
  /// `NavPath.Element` around it, and as ``appendElement(_:_:to:)`` does otherwise (a route type
  /// that a registered type converts to, such as `AnyHashable` or a superclass).
  static func appendRoute(
    _ codec: any ElementCodec.Type, _ payload: JSONPayload, to path: inout TypedPath
  ) -> Bool {
    guard let appended = try? codec.append(payload, to: &path.routes) else { return false }
    return appended || appendElement(codec, payload, to: &path)
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
