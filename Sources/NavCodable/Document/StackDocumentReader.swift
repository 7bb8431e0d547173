internal import NavCore

extension NavTypeRegistry {
  /// Reads a stack document: the one envelope reader decodes each element of a document of
  /// today's version as soon as it reads it, and at the first thing it does not take (another
  /// version, an unknown tag, a payload that does not decode, an element of another type, a
  /// limit, bytes that are not JSON), the general reader goes on from that element with what was
  /// read, and reports exactly what is wrong. No element is read or decoded twice, except the
  /// one where the envelope reader stopped.
  ///
  /// `Appender` decodes each element's payload with its tag's codec and holds the elements until
  /// the stack takes them. The reading is `current` of the stack when the document was of
  /// today's version and was read whole with nothing dropped, so that a decode, which asks only
  /// for the stack, makes no ``NavRestoration``; otherwise `restored` of what restoring it took.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func readStackDocument<Appender: StackAppender, Reading>(
    _ bytes: UnsafeRawBufferPointer, appending: Appender.Type, policy: NavDecodingPolicy,
    limits: NavDecodingLimits, current: (Appender.Stack) -> Reading,
    restored: (NavRestoration<Appender.Stack>) -> Reading
  ) throws(NavCodingError) -> Reading {
    try limits.checkInputSize(bytes.count)
    var appender = Appender()
    // Counted here: Docs/Performance.md, "NavCodable: composite states' key paths made once".
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
          appender.reserveCapacity(min(limits.maxElementCount, bytes.count / 16))
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
            appender.append(codecs[tagPosition], payload)
          else { return false }
          elementCount += 1
          return true
        })
    }
    if reading.resume == .complete { return current(appender.stack()) }
    return try restoreStack(
      appender.stack(), bytes, after: reading, policy: policy, limits: limits, restored: restored)
  }

  /// The general reader's part of a stack document's reading, `restored` of what restoring it
  /// took: the elements from where the envelope reader stopped, after `read`, the elements it
  /// decoded.
  // Out of line, handing over the restoration: Docs/Performance.md,
  // "NavCodable: generic decodes without run-time look-ups around the state".
  @inline(never)
  private func restoreStack<Stack: StackPath, Reading>(
    _ read: Stack, _ bytes: UnsafeRawBufferPointer, after reading: JSONParser.EnvelopeReading,
    policy: NavDecodingPolicy, limits: NavDecodingLimits,
    restored: (NavRestoration<Stack>) -> Reading
  ) throws(NavCodingError) -> Reading {
    let document = try SavedDocument.read(
      bytes, after: reading, root: .stack, limits: limits, salvaging: policy == .prefix)
    var restoration = try restore(
      NavDocumentLayout<Stack>.stack, from: document, policy: policy, limits: limits)
    var stack = read
    stack.append(contentsOf: restoration.state)
    restoration.state = stack
    return restored(restoration)
  }
}

/// How a stack document's reader puts each element it decodes on the stack: a type, so that the
/// reader is specialized for a `NavPath` with the append inlined.
protocol StackAppender {
  /// The stack the elements go on.
  associatedtype Stack: StackPath
  /// An appender holding no element.
  init()
  /// Makes room for `capacity` elements.
  mutating func reserveCapacity(_ capacity: Int)
  /// Decodes the payload with its tag's codec and appends it; `false`, leaving the elements as
  /// they were, when the payload does not decode or decodes to a value of another type.
  mutating func append(_ codec: any ElementCodec.Type, _ payload: JSONPayload) -> Bool
  /// The stack of the elements appended, which the appender no longer holds.
  mutating func stack() -> Stack
}

/// Decodes each payload as its codec's type, wrapped in a `NavPath.Element`, and appends it to
/// the stack as its element type.
struct ElementAppender<Stack: StackPath>: StackAppender {
  private var elements = Stack()

  mutating func reserveCapacity(_ capacity: Int) {
    elements.reserveCapacity(capacity)
  }

  // Inlined into the reader specialized for a `NavPath`: Design.md, "Generic code without
  // run-time look-ups".
  @inline(__always)
  mutating func append(_ codec: any ElementCodec.Type, _ payload: JSONPayload) -> Bool {
    guard let element = Self.element(codec, payload) else { return false }
    elements.append(element)
    return true
  }

  /// The payload decoded as its codec's type, as the stack's element type; `nil` when it does
  /// not decode or decodes to a value of another type.
  @inline(__always)
  static func element(_ codec: any ElementCodec.Type, _ payload: JSONPayload) -> Stack.Element? {
    guard let decoded = try? codec.element(from: payload) else { return nil }
    return decoded.asStackElement(Stack.Element.self)
  }

  mutating func stack() -> Stack {
    defer { elements = Stack() }
    return elements
  }
}

/// Decodes each payload straight into a typed path's routes when its codec's type is `Route`,
/// with no `NavPath.Element` around it, and as ``ElementAppender`` does otherwise.
///
/// The routes are decoded into a ``RouteBuffer`` and moved into the path's array once, not
/// appended to it: Docs/Performance.md, "NavCodable: generic code without run-time look-ups".
struct RouteAppender<Route: Hashable>: StackAppender {
  private let routes = RouteBuffer<Route>()

  func reserveCapacity(_ capacity: Int) {
    routes.reserveCapacity(capacity)
  }

  func append(_ codec: any ElementCodec.Type, _ payload: JSONPayload) -> Bool {
    guard
      let appended = try? routes.append({ slot in
        try codec.decode(payload, into: slot, ifOfType: Route.self)
      })
    else { return false }
    return appended || appendConverted(codec, payload)
  }

  /// ``ElementAppender``'s decoding, kept out of line: inlined here, it made every route dearer.
  @inline(never)
  private func appendConverted(_ codec: any ElementCodec.Type, _ payload: JSONPayload) -> Bool {
    guard let route = ElementAppender<TypedPath<Route>>.element(codec, payload) else {
      return false
    }
    return routes.append { slot in
      slot.initializeMemory(as: Route.self, to: route)
      return true
    }
  }

  func stack() -> TypedPath<Route> {
    var path = TypedPath<Route>()
    path.routes = routes.take()
    return path
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
