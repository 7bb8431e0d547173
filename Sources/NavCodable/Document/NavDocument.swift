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
/// composite state, whose stacks and values are pairs too. A stack's elements are
/// ``Element``s, with their tags spelled out; a state's JSON keeps its pairs.
///
/// Every document that can be built writes bytes that read back as an equal document: a stack's
/// elements have only tags in ``tags``, which ``init(version:tags:root:)`` checks.
public struct NavDocument: Sendable, Hashable {
  /// The version of the app's saved format (see ``NavSchema``).
  public var version: Int
  /// The document's tags, each once, in order of first appearance; the pairs it writes refer to
  /// a tag by its position.
  public private(set) var tags: [String]
  /// The stack or the state the document holds.
  public private(set) var root: Root

  /// What a document holds: a stack's elements or a state's JSON.
  ///
  /// The two are every root there is: a state of any shape, the library's or an app's own, is
  /// written as a `state` object of the members its layout declares. The enumeration stays as
  /// it is in every 1.x release: switch over it without a `default`.
  public enum Root: Sendable, Hashable {
    /// A stack's elements, root first, each with its tag spelled out.
    case stack([Element])
    /// A composite state's JSON object, whose stacks and values are `[tagPosition, payload]`
    /// pairs.
    case state(NavJSONValue)
  }

  /// Creates a document with the tag table it is written with, checking that a stack's
  /// elements have only tags in `tags`.
  ///
  /// ```swift
  /// let document = try NavDocument(
  ///   tags: ["tab"], root: .stack([.init(tag: "tab", payload: "home")]))
  /// try NavDocument(
  ///   tags: [], root: .stack([.init(tag: "tab", payload: "home")]))
  /// // malformed JSON at $.stack[0]: expected an element whose tag is in
  /// // tags [], found tag "tab"
  /// ```
  ///
  /// - Parameters:
  ///   - version: The format version. The default is 1.
  ///   - tags: The document's tags, each once: those a stack's elements name, or those a
  ///     state's pairs refer to by position.
  ///   - root: The stack or the state.
  /// - Throws: ``NavCodingError`` of kind `NavCodingError.Kind.malformedJSON` naming the first
  ///   element whose tag is not in `tags`.
  /// - Complexity: O(*n*), where *n* is the number of tags and elements.
  public init(version: Int = 1, tags: [String], root: Root) throws(NavCodingError) {
    if case .stack(let elements) = root {
      let known = Set(tags)
      if let index = elements.firstIndex(where: { !known.contains($0.tag) }) {
        throw malformed(
          NavJSONPath([.key(SavedDocument.Root.stack.member)]).appending(index),
          "expected an element whose tag is in tags \(NavJSONValue.array(tags.map(NavJSONValue.string))), "
            + "found tag \(NavJSONValue.string(elements[index].tag))")
      }
    }
    self.init(checkedVersion: version, tags: tags, root: root)
  }

  /// A document whose stack's elements are known to have only tags in `tags`.
  private init(checkedVersion version: Int, tags: [String], root: Root) {
    self.version = version
    self.tags = tags
    self.root = root
  }

  /// Creates the document of a stack from its saved elements, with each of their tags once in
  /// the tag table, in order of first appearance.
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
  public init(version: Int = 1, elements: [Element]) {
    var table = TagTable()
    for element in elements { _ = table.position(of: element.tag) }
    self.init(checkedVersion: version, tags: table.tags, root: .stack(elements))
  }

  /// The elements of a stack document, root first, each with its tag spelled out; `nil` for a
  /// state document.
  public var elements: [Element]? {
    guard case .stack(let elements) = root else { return nil }
    return elements
  }

  /// A stack's elements as saved pairs, each tag by its first position in ``tags``; empty for
  /// a state document.
  ///
  /// - Complexity: O(*n*), where *n* is the number of tags and elements.
  var pairs: [SavedPair] {
    guard case .stack(let elements) = root else { return [] }
    var positions: [String: Int] = [:]
    for (position, tag) in tags.enumerated() where positions[tag] == nil {
      positions[tag] = position
    }
    // Every element's tag is in the table: the initializers check it.
    return elements.map { (positions[$0.tag]!, $0.payload) }
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
      : .stack(
        document.pairs.map {
          Element(tag: document.tags[$0.tagPosition], payload: $0.payload)
        })
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
    case .stack:
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
      case .stack:
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
