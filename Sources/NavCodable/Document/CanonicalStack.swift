internal import NavCore

extension NavTypeRegistry {
  /// The stack of a stack document written exactly as ``encode(_:)`` writes it at today's
  /// version, each decoded as soon as it is read: the canonical fast path of reading a stack.
  ///
  /// It gives `nil` as soon as anything is otherwise (bytes that are not canonical, another
  /// version, an unknown tag, a payload that does not decode, an element of another type, a
  /// limit): the general reader then reads the document and reports exactly what is wrong, so
  /// the two agree on every document this one reads, as the package's parity tests and its
  /// fuzzer check.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the input.
  func canonicalStack<Stack: StackPath>(
    _ bytes: UnsafeRawBufferPointer, as type: Stack.Type, limits: NavDecodingLimits
  ) -> Stack? {
    guard bytes.count <= limits.maxInputBytes else { return nil }
    // Room for the codec of every tag the document can hold: each takes at least three bytes
    // (`"",`), and a table of more tags than the registry has names repeats one, which is for the
    // general reader. On the stack for a small registry or document.
    return withUnsafeTemporaryAllocation(
      of: (any ElementCodec.Type).self, capacity: min(bytes.count / 3 + 1, tagNameCount)
    ) { codecs in
      var tagCount = 0
      var stack = Stack()
      let reading = JSONParser.visitCanonicalDocument(
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
          guard stack.count < limits.maxElementCount,
            let decoded = try? codecs[tagPosition].element(from: payload),
            let element = decoded.asStackElement(Stack.Element.self)
          else { return false }
          stack.append(element)
          return true
        })
      return reading?.isComplete == true ? stack : nil
    }
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
