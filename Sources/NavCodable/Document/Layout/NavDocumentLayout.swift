internal import NavCore

/// Where a ``NavSavableState``'s stacks, single values and nested states go in a document, and
/// how they are read back: the one declaration its writer, its reader and its nesting depth
/// are derived from.
public struct NavDocumentLayout<State> {
  /// How the state is written and read.
  enum Shape {
    /// A stack: written as an array of pairs, and read from its pairs, or, as the root of its
    /// own document, from the document's bytes as the envelope reader reads them, with what
    /// restoring it took or, for a decode, alone.
    case stack(
      write: (State, inout DocumentWriter, ElementPlace) throws(NavCodingError) -> Void,
      read: (inout DocumentReader, [SavedPair], ElementPlace) throws(NavCodingError)
        -> State,
      readDocument:
        (NavTypeRegistry, UnsafeRawBufferPointer, NavDecodingPolicy, NavDecodingLimits)
        throws(NavCodingError) -> NavRestoration<State>,
      decodeDocument:
        (NavTypeRegistry, UnsafeRawBufferPointer, NavDecodingLimits) throws(NavCodingError)
        -> State,
      readInPlace: PlacedRead<State>)
    /// A composite state: written as an object at a path, and read from it; `nil` when the
    /// prefix policy dropped a member the state cannot do without.
    case composite(
      depth: Int,
      write: (State, inout DocumentWriter, NavJSONPath) throws(NavCodingError) -> Void,
      read: (inout DocumentReader, NavJSONValue, NavJSONPath) throws(NavCodingError) -> State?,
      readInPlace: PlacedRead<State>)
  }

  /// How a state is read where it lies in a whole-app document, from a parser at its value, in a
  /// container at the given depth.
  typealias PlacedRead<Value> =
    (inout JSONParser, PlacedContext, NavJSONPath, Int) throws(JSONParser.Failure) -> Placed<Value>

  let shape: Shape

  /// The JSON levels the state adds above a payload.
  var depth: Int {
    switch shape {
    case .stack: 2
    case .composite(let depth, _, _, _): depth
    }
  }

  /// What the root member of the state's own document holds.
  var root: SavedDocument.Root {
    switch shape {
    case .stack: .stack
    case .composite(let depth, _, _, _): .state(depth: depth)
    }
  }

  /// Writes the state as the root of its document.
  func writeRoot(_ state: State, into writer: inout DocumentWriter) throws(NavCodingError) {
    switch shape {
    case .stack(let write, _, _, _, _): try write(state, &writer, .path)
    case .composite(_, let write, _, _): try write(state, &writer, NavJSONPath([.key("state")]))
    }
  }

  /// Reads the state from the root of its document.
  func readRoot(_ document: SavedDocument, with reader: inout DocumentReader)
    throws(NavCodingError) -> State
  {
    switch shape {
    case .stack(_, let read, _, _, _): return try read(&reader, document.pairs, .path)
    case .composite(_, _, let read, _):
      if let state = try read(&reader, document.state, NavJSONPath([.key("state")])) {
        return state
      }
      throw Self.unrestorable(by: reader)
    }
  }

  /// The error for a state whose reading dropped a member it cannot do without.
  static func unrestorable(by reader: DocumentReader) -> NavCodingError {
    var error = NavCodingError(
      .inconsistentState, jsonPath: reader.unrestorable,
      reason: "the state cannot be restored without it, and it was dropped")
    if let cause = reader.firstDropped(under: reader.unrestorable) {
      error.reason += " because of: \(cause)"
      error.cause = cause
    }
    return error
  }

  /// The state of its own document, read under a policy: a stack's through the envelope
  /// reader, which decodes its elements as it reads them; a composite state's through the
  /// in-place reader, which decodes its stacks and values as it reads them, with the same
  /// element reader.
  func readDocument(
    _ bytes: UnsafeRawBufferPointer, registry: NavTypeRegistry, policy: NavDecodingPolicy,
    limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<State> {
    switch shape {
    case .stack(_, _, let readDocument, _, _):
      return try readDocument(registry, bytes, policy, limits)
    case .composite:
      return try registry.readStateDocument(
        bytes, as: self, policy: policy, limits: limits,
        current: { NavRestoration(state: $0, savedVersion: registry.schema.version) },
        restored: { $0 })
    }
  }

  /// The state of its own document, all or nothing, as ``readDocument(_:registry:policy:limits:)``
  /// reads it under the strict policy, without the restoration.
  func decodeDocument(
    _ bytes: UnsafeRawBufferPointer, registry: NavTypeRegistry, limits: NavDecodingLimits
  ) throws(NavCodingError) -> State {
    switch shape {
    case .stack(_, _, _, let decodeDocument, _): return try decodeDocument(registry, bytes, limits)
    case .composite:
      return try registry.readStateDocument(
        bytes, as: self, policy: .strict, limits: limits, current: { $0 },
        restored: { $0.state })
    }
  }

  /// Writes the state as a part of a composite state, at `path`.
  func writePart(_ state: State, into writer: inout DocumentWriter, at path: NavJSONPath)
    throws(NavCodingError)
  {
    switch shape {
    case .stack(let write, _, _, _, _): try write(state, &writer, .stack(path))
    case .composite(_, let write, _, _): try write(state, &writer, path)
    }
  }

  /// Reads the state as a part of a composite state, from its JSON at `path`; `nil` when the
  /// prefix policy dropped it as a whole.
  func readPart(_ json: NavJSONValue, with reader: inout DocumentReader, at path: NavJSONPath)
    throws(NavCodingError) -> State?
  {
    switch shape {
    case .stack(_, let read, _, _, _):
      let pairs = try DocumentShape.pairs(of: json, at: path, tagCount: reader.tags.count)
      return try read(&reader, pairs, .stack(path))
    case .composite(_, _, let read, _): return try read(&reader, json, path)
    }
  }

  /// How the state is read as a part of a whole-app document where it lies.
  // A closure, not a method: Docs/Performance.md,
  // "NavCodable: generic decodes without run-time look-ups around the state".
  var readPartInPlace: PlacedRead<State> {
    switch shape {
    case .stack(_, _, _, _, let readInPlace), .composite(_, _, _, let readInPlace): readInPlace
    }
  }
}

extension NavDocumentLayout where State: StackPath {
  /// The layout of a stack: its elements, root first, as pairs.
  static var stack: Self { stack(appending: ElementAppender.self) }

  /// The layout of a stack whose document reader puts each element on the stack with
  /// `Appender`.
  static func stack<Appender: StackAppender>(appending: Appender.Type) -> Self
  where Appender.Stack == State {
    let form = DocumentForms.stack(State.Element.self)
    return NavDocumentLayout(
      shape: .stack(
        write: { (stack, writer, place) throws(NavCodingError) in
          try writer.stack(stack, at: place)
        },
        read: { (reader, pairs, place) throws(NavCodingError) in
          let firstIndex = place == .path ? reader.rootFirstIndex : 0
          return State(
            decoded: try reader.stack(
              pairs, at: place, firstIndex: firstIndex, as: State.Element.self))
        },
        readDocument: { (registry, bytes, policy, limits) throws(NavCodingError) in
          try registry.readStackDocument(
            bytes, appending: Appender.self, policy: policy, limits: limits,
            current: { NavRestoration(state: $0, savedVersion: registry.schema.version) },
            restored: { $0 })
        },
        decodeDocument: { (registry, bytes, limits) throws(NavCodingError) in
          try registry.readStackDocument(
            bytes, appending: Appender.self, policy: .strict, limits: limits, current: { $0 },
            restored: { $0.state })
        },
        readInPlace: { (parser, context, path, depth) throws(JSONParser.Failure) in
          switch try form.readInPlace(&parser, context, path, depth) {
          case .read(let elements): return .read(State(decoded: elements))
          case .rest(let rest):
            return .rest { (reader) throws(NavCodingError) in
              let reading = try rest(&reader)
              return .init(value: reading.value.map { State(decoded: $0) })
            }
          }
        }))
  }
}

extension StackPath {
  /// The stack of the elements a reader decoded, taking their array as it is: through
  /// `init(_:)`, generic over a sequence, a `NavPath` copied the array and wrapped each element
  /// again.
  init(decoded elements: [Element]) {
    guard Self.self == NavPath.self else {
      self.init(elements)
      return
    }
    // `Self` is `NavPath`, so its elements are `NavPath.Element`.
    self = identityCast(
      NavPath(elements: identityCast(elements, to: [NavPath.Element].self)), to: Self.self)
  }
}
