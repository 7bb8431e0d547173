internal import NavCore

extension NavTypeRegistry {
  /// Reads a stack document: the one envelope reader decodes each element of a document of
  /// today's version as soon as it reads it, and at the first thing it does not take (another
  /// version, an unknown tag, a payload that does not decode, an element of another type, a
  /// limit, bytes that are not JSON), the general reader goes on from that element with what was
  /// read, and reports exactly what is wrong. No element is read or decoded twice, except the
  /// one where the envelope reader stopped.
  ///
  /// `Appender` decodes each element's payload with its tag's codec onto the stack.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func readStackDocument<Appender: StackAppender>(
    _ bytes: UnsafeRawBufferPointer, appending: Appender.Type, policy: NavDecodingPolicy,
    limits: NavDecodingLimits
  ) throws(NavCodingError) -> DocumentReading<Appender.Stack> {
    typealias Stack = Appender.Stack
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
            Appender.append(codecs[tagPosition], payload, to: &stack)
          else { return false }
          elementCount += 1
          return true
        })
    }
    if reading.resume == .complete { return .current(stack) }
    let document = try SavedDocument.read(
      bytes, after: reading, root: .stack, limits: limits, salvaging: policy == .prefix)
    var restoration = try restore(
      NavDocumentLayout<Stack>.stack, from: document, policy: policy, limits: limits)
    stack.append(contentsOf: restoration.state)
    restoration.state = stack
    return .restored(restoration)
  }
}

/// How a stack document's reader puts each element it decodes on the stack: a type, so that the
/// reader is specialized for a `NavPath` with the append inlined.
protocol StackAppender {
  /// The stack the elements go on.
  associatedtype Stack: StackPath
  /// Decodes the payload with its tag's codec onto the stack; `false`, leaving the stack as it
  /// was, when the payload does not decode or decodes to a value of another type.
  static func append(_ codec: any ElementCodec.Type, _ payload: JSONPayload, to stack: inout Stack)
    -> Bool
}

/// Decodes each payload as its codec's type, wrapped in a `NavPath.Element`, and appends it as
/// the stack's element type.
enum ElementAppender<Stack: StackPath>: StackAppender {
  // Inlined into the reader specialized for a `NavPath`: as a call, it cost a stack decode about
  // 1% (about 25 instructions an element).
  @inline(__always)
  static func append(_ codec: any ElementCodec.Type, _ payload: JSONPayload, to stack: inout Stack)
    -> Bool
  {
    guard let decoded = try? codec.element(from: payload),
      let element = decoded.asStackElement(Stack.Element.self)
    else { return false }
    stack.append(element)
    return true
  }
}

/// Decodes each payload straight onto a typed path's routes when its codec's type is `Route`,
/// with no `NavPath.Element` around it, and as ``ElementAppender`` does otherwise.
enum RouteAppender<Route: Hashable>: StackAppender {
  static func append(
    _ codec: any ElementCodec.Type, _ payload: JSONPayload, to path: inout TypedPath<Route>
  ) -> Bool {
    guard let appended = try? codec.append(payload, to: &path.routes) else { return false }
    return appended || appendConverted(codec, payload, to: &path)
  }

  /// ``ElementAppender``'s append, kept out of line: inlined here, it made every route dearer.
  @inline(never)
  private static func appendConverted(
    _ codec: any ElementCodec.Type, _ payload: JSONPayload, to path: inout TypedPath<Route>
  ) -> Bool {
    ElementAppender.append(codec, payload, to: &path)
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
