internal import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A saved navigation document as data: its version, its tag table and its root, a stack or a
/// state, for code that stores, inspects or forwards documents without a registry.
///
/// Every document ``NavTypeRegistry/encode(_:)`` writes is one: read it with
/// ``init(jsonBytes:limits:)``, embed it in your own `Codable` types (a database column, a
/// snapshot of the whole app), and restore the state from it with
/// ``NavTypeRegistry/decode(_:from:limits:)-(_,NavDocument,_)``, which checks its tags against
/// the registered types and migrates an older one first, without writing it out again.
///
/// ```swift
/// let document = try NavDocument(jsonBytes: registry.encode(path))
/// document.version                  // 1
/// document.tags                     // ["category", "recipe"]
/// document.elements?.map(\.tag)     // ["category", "recipe"]
/// let restored = try registry.decode(NavPath.self, from: document.jsonBytes)
/// ```
///
/// Its JSON is `{"v":…,"t":[…],"stack":[…]}` for a stack, each element a
/// `[tagPosition, payload]` pair, root first, and `{"v":…,"t":[…],"state":{…}}` for a
/// composite state, whose stacks and values are pairs too.
///
/// Every document that can be built writes bytes that read back as an equal document: a stack's
/// pairs refer only to positions in ``tags``, which ``init(version:tags:root:)`` checks.
public struct NavDocument: Sendable, Hashable {
  /// The version of the app's saved format (see ``NavSchema``).
  public var version: Int
  /// The document's tags, each once, in order of first appearance; pairs refer to a tag by its
  /// position.
  public private(set) var tags: [String]
  /// The stack or the state the document holds.
  public private(set) var root: Root

  /// What a document holds: a stack's elements or a state's JSON.
  public enum Root: Sendable, Hashable {
    /// A stack's elements, root first.
    case stack([Pair])
    /// A composite state's JSON object, whose stacks and values are `[tagPosition, payload]`
    /// pairs.
    case state(NavJSONValue)
  }

  /// One saved element or value: its tag's position in ``NavDocument/tags`` and its payload.
  public struct Pair: Sendable, Hashable {
    /// The position of the element's tag in the document's tags.
    public var tagPosition: Int
    /// The element's value, as JSON.
    public var payload: NavJSONValue

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - tagPosition: The position of the element's tag in the document's tags.
    ///   - payload: The element's value, as JSON.
    public init(tagPosition: Int, payload: NavJSONValue) {
      self.tagPosition = tagPosition
      self.payload = payload
    }
  }

  /// Creates a document, checking that a stack's pairs refer to positions in `tags`.
  ///
  /// ```swift
  /// let document = try NavDocument(
  ///   tags: ["tab"], root: .stack([.init(tagPosition: 0, payload: "home")]))
  /// try NavDocument(
  ///   tags: [], root: .stack([.init(tagPosition: 0, payload: "home")]))
  /// // malformed JSON at $.stack[0]: expected a pair of a position in
  /// // tags (0..<0) and a payload
  /// ```
  ///
  /// - Parameters:
  ///   - version: The format version. The default is 1.
  ///   - tags: The tags the root's pairs refer to.
  ///   - root: The stack or the state.
  /// - Throws: ``NavCodingError`` of kind `NavCodingError.Kind.malformedJSON` naming the first
  ///   pair whose position is not one of `tags`' indices, with the message reading the
  ///   document's bytes would give.
  /// - Complexity: O(*n*), where *n* is the number of pairs.
  public init(version: Int = 1, tags: [String], root: Root) throws(NavCodingError) {
    if case .stack(let pairs) = root,
      let index = pairs.firstIndex(where: { !tags.indices.contains($0.tagPosition) })
    {
      throw DocumentShape.notAPair(
        at: NavJSONPath([.key(SavedDocument.Root.stack.member)]).appending(index),
        tagCount: tags.count)
    }
    self.init(checkedVersion: version, tags: tags, root: root)
  }

  /// A document whose stack's pairs are known to refer to positions in `tags`.
  private init(checkedVersion version: Int, tags: [String], root: Root) {
    self.version = version
    self.tags = tags
    self.root = root
  }

  /// Creates the document of a stack from its saved elements, each tag once in the tag table.
  ///
  /// ```swift
  /// let document = NavDocument(
  ///   elements: [.init(tag: "tab", payload: "settings")])
  /// document.jsonBytes
  /// // {"v":1,"t":["tab"],"stack":[[0,"settings"]]}
  /// ```
  ///
  /// - Parameters:
  ///   - version: The format version. The default is 1.
  ///   - elements: The elements, root first.
  public init(version: Int = 1, elements: [NavSavedElement]) {
    var table = TagTable()
    let pairs = elements.map { Pair(tagPosition: table.position(of: $0.tag), payload: $0.payload) }
    self.init(checkedVersion: version, tags: table.tags, root: .stack(pairs))
  }

  /// The elements of a stack document, root first, each with its tag spelled out; `nil` for a
  /// state document.
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public var elements: [NavSavedElement]? {
    guard case .stack(let pairs) = root else { return nil }
    return pairs.map { NavSavedElement(tag: tags[$0.tagPosition], payload: $0.payload) }
  }
}

extension NavDocument {
  /// Reads a document from JSON bytes, without a registry and without migrating it, so a
  /// service can look at what a client sent and store or forward it unchanged.
  ///
  /// ```swift
  /// let saved = try NavDocument(jsonBytes: body)
  /// saved.elements?.map(\.tag)       // ["category", "recipe"]
  /// saved.jsonBytes == Array(body)   // true for any document NavCodable wrote
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: JSON in the documented layout: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - limits: Bounds on the input. For a state document, the state's own levels count
  ///     against ``NavDecodingLimits/maxNestingDepth`` too.
  /// - Throws: ``NavCodingError`` of kind `NavCodingError.Kind.malformedJSON` naming the byte
  ///   offset or the member that is wrong, or `NavCodingError.Kind.limitExceeded`.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public init(
    jsonBytes bytes: some ContiguousBytes, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) {
    self = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      let document = try SavedDocument.read(bytes, root: nil, limits: limits)
      if !document.isState { try limits.checkElementCount(document.pairs.count) }
      return NavDocument(document)
    }
  }

  /// The public form of a document as read.
  init(_ document: SavedDocument) {
    let root: Root =
      document.isState
      ? .state(document.state)
      : .stack(document.pairs.map { Pair(tagPosition: $0.tagPosition, payload: $0.payload) })
    // The reader checked every pair's position against the tags.
    self.init(checkedVersion: document.version, tags: document.tags, root: root)
  }

  /// What the root member holds, as the envelope writer names it.
  private var rootKind: SavedDocument.Root {
    if case .state = root { .state(depth: 0) } else { .stack }
  }

  /// The document as compact JSON bytes, exactly as ``NavTypeRegistry/encode(_:)`` writes it:
  /// payload numbers keep their text and members their order.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public var jsonBytes: [UInt8] {
    var body = JSONWriter()
    switch root {
    case .stack(let pairs):
      body.write(byte: UInt8(ascii: "["))
      for (offset, pair) in pairs.enumerated() {
        if offset > 0 { body.write(byte: UInt8(ascii: ",")) }
        body.write(byte: UInt8(ascii: "["))
        body.write(integer: Int64(pair.tagPosition))
        body.write(byte: UInt8(ascii: ","))
        body.write(pair.payload)
        body.write(byte: UInt8(ascii: "]"))
      }
      body.write(byte: UInt8(ascii: "]"))
    case .state(let state):
      body.write(state)
    }
    DocumentWriter.envelope(
      version: version, tags: tags.lazy.map { NavJSONValue.string($0).jsonBytes }, root: rootKind,
      around: &body)
    return body.bytes
  }
}

extension NavDocument: Codable {
  /// Decodes a document in the documented layout through any decoder; no registry needed.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` describing the ``NavCodingError`` when the data
  ///   does not have the documented layout, and any error of the decoder's own.
  public init(from decoder: any Decoder) throws {
    // Through the container, so that NavCodable's own decoder hands over its exact tree.
    let json = try decoder.singleValueContainer().decode(NavJSONValue.self)
    do {
      self.init(try SavedDocument(json: json, root: nil))
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  /// Encodes the document in the documented layout through any encoder, as the JSON value of
  /// ``jsonBytes``.
  ///
  /// Through another encoder than NavCodable's own, payload numbers are written as
  /// ``NavJSONValue/encode(to:)`` writes them.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error, or `EncodingError.invalidValue` for a payload number that
  ///   the encoder's number types cannot hold.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(json)
  }

  /// The document as a JSON value: the members ``jsonBytes`` writes, in the same order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of pairs.
  var json: NavJSONValue {
    let rootJSON: NavJSONValue =
      switch root {
      case .stack(let pairs):
        .array(pairs.map { [NavJSONValue(Int64($0.tagPosition)), $0.payload] })
      case .state(let state): state
      }
    return .object(
      NavJSONValue.Object(uniqueMembers: [
        (SavedDocument.versionMember, NavJSONValue(version)),
        (SavedDocument.tagsMember, .array(tags.map(NavJSONValue.string))),
        (rootKind.member, rootJSON),
      ]))
  }
}
