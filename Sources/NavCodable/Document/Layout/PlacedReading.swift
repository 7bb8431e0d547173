internal import NavCore

/// What the in-place reader of a whole-app document needs besides its parser: the codec of each
/// tag of the document's table, by position, and the limits.
struct PlacedContext {
  let codecs: [any ElementCodec.Type]
  let limits: NavDecodingLimits
}

/// What is left to read of a part of a whole-app document where the in-place reader stopped
/// inside it, once the rest of the document is read as JSON: the general reader's part.
typealias PlacedRest<Value> =
  (inout DocumentReader) throws(NavCodingError) -> DocumentForm<Value>.Reading

/// What is left to read of a composite state's member where the in-place reader stopped inside
/// it: reads it and stores it in the members read so far.
typealias PlacedMemberRest<State> =
  (inout DocumentReader, inout NavDocumentLayout<State>.RestoredMembers)
  throws(NavCodingError) -> Void

/// A part of a whole-app document as the in-place reader read it: its value, decoded where it
/// lies, or, where the reader stopped inside it, the rest of its reading.
///
/// Once a part stops, every part after it in the document is read as JSON: the general reader
/// goes on from where the in-place reader stopped, and decodes what it read only once the whole
/// document is read, so that a document refused by both readers is refused with the same error.
enum Placed<Value> {
  case read(Value)
  case rest(PlacedRest<Value>)
}

/// An entry of a list as the in-place reader left it: decoded, stopped inside, or read as JSON
/// after the entry where it stopped.
enum PlacedEntry<Value> {
  case read(Value)
  case rest(PlacedRest<Value>)
  case json(NavJSONValue)
}

extension JSONParser {
  /// The value here read as JSON, to be read by `read` once the whole document is read: where
  /// the in-place reader hands a value over.
  ///
  /// - Parameter depth: The depth of the container holding the value.
  mutating func placedTree<Value>(
    depth: Int, path: NavJSONPath,
    read: @escaping Read<Value>
  ) throws(Failure) -> Placed<Value> {
    skipWhitespace()
    let json = try parseValue(depth: depth)
    return .rest { (reader) throws(NavCodingError) in try read(&reader, json, path) }
  }

  /// A member's value here read as JSON, to be read and stored by `read` once the whole
  /// document is read.
  mutating func placedMember<State>(
    depth: Int, path: NavJSONPath, read: @escaping NavDocumentLayout<State>.Member.Read
  ) throws(Failure) -> PlacedMemberRest<State> {
    skipWhitespace()
    let json = try parseValue(depth: depth)
    return { (reader, restored) throws(NavCodingError) in try read(&reader, json, path, &restored) }
  }

  /// The value here read as JSON and converted at once, or, when `convert` refuses it, its error
  /// to report once the whole document is read.
  mutating func placedValue<Value>(
    depth: Int, convert: (NavJSONValue) throws(NavCodingError) -> Value
  ) throws(Failure) -> Placed<Value> {
    skipWhitespace()
    let json = try parseValue(depth: depth)
    do {
      return .read(try convert(json))
    } catch {
      return .rest { (_) throws(NavCodingError) in throw error }
    }
  }

  /// A `[tagPosition, payload]` pair here, decoded as `Value` where it lies; `nil`, with nothing
  /// read, when it is not a pair of the table or its payload does not decode as a `Value`.
  ///
  /// - Parameter depth: The depth of the container holding the pair.
  mutating func placedPair<Value>(
    as type: Value.Type, context: PlacedContext, depth: Int
  ) -> Value? {
    let start = position
    var readerInput: ReaderInput?
    defer { readerInput?.end() }
    if skipToken("[") {
      skipWhitespace()
      if let tagPosition = smallInteger(), tagPosition < context.codecs.count, skipToken(",") {
        skipWhitespace()
        if let payload = canonicalPayload(
          objectsInPlace: true, depth: depth + 1, readerInput: &readerInput),
          skipToken("]"),
          let decoded = try? context.codecs[tagPosition].element(from: payload),
          let value = decoded.asStackElement(Value.self)
        {
          return value
        }
      }
    }
    position = start
    return nil
  }

  /// An array of pairs here, each decoded as `Element` where it lies by the element reader of a
  /// stack document, at most `limit` of them; from the first that is not taken, the rest of the
  /// array read as JSON (`nil` when every element was taken). `nil`, with nothing read, when
  /// there is no array here.
  ///
  /// - Parameter depth: The depth of the container holding the array.
  mutating func placedPairs<Element>(
    as type: Element.Type, context: PlacedContext, depth: Int, limit: Int
  ) throws(Failure) -> (elements: [Element], rest: [NavJSONValue]?)? {
    guard skipToken("[") else { return nil }
    var elements: [Element] = []
    // Room for a short stack at once: grown from empty, an array of 4 was allocated 4 times.
    elements.reserveCapacity(min(limit, Self.pairsReserved))
    var reading = EnvelopeReading()
    let complete = envelopeElements(
      tagCount: context.codecs.count, objectsInPlace: true, payloadDepth: depth + 2,
      reading: &reading
    ) { (tagPosition, payload) in
      guard elements.count < limit,
        let decoded = try? context.codecs[tagPosition].element(from: payload),
        let element = decoded.asStackElement(Element.self)
      else { return false }
      elements.append(element)
      return true
    }
    if complete { return (elements, nil) }
    if case .inStack(let end) = reading.resume { position = end }
    var rest: [NavJSONValue] = []
    try parseItems(
      into: &rest, from: elements.count, depth: depth + 1, afterItem: !elements.isEmpty)
    return (elements, rest)
  }

  /// The elements ``placedPairs(as:context:depth:limit:)`` makes room for before reading any:
  /// how many an array holds before it is read is not known.
  static var pairsReserved: Int { 8 }

  /// Moves past a member's name, given as its JSON string's bytes, and its colon, and the comma
  /// before it unless it is the `first`; whitespace allowed around each.
  mutating func skipMemberName(quoted name: [UInt8], first: Bool) -> Bool {
    skipWhitespace()
    if !first {
      guard skip(",") else { return false }
      skipWhitespace()
    }
    guard position + name.count <= input.count else { return false }
    for (offset, byte) in name.enumerated() where input[position + offset] != byte {
      return false
    }
    position += name.count
    skipWhitespace()
    guard skip(":") else { return false }
    skipWhitespace()
    return true
  }
}
