public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension NavPath {
  /// A path as saved data: the format version and, per element, its tag and its payload as JSON.
  ///
  /// A representation needs no registry to exist, to be compared, or to be encoded and decoded:
  /// embed it in your app's own `Codable` state, edit it, or migrate it as data. Turn it into a
  /// path with ``NavCodable/NavTypeRegistry/path(from:)`` (or `NavPath(_:registry:)`), which is where tags
  /// are checked against the registered types.
  ///
  /// Elements are root first. Its JSON, as `NavTypeRegistry.encode(_:)` writes it, has
  /// exactly these members in this order, with each tag written once:
  ///
  /// ```json
  /// {"version":1,"tags":["category","recipe"],"elements":[[0,"desserts"],[1,{"id":42}]]}
  /// ```
  ///
  /// `tags` lists the distinct tags in order of first appearance; each element is a pair of its
  /// tag's position in `tags` and its payload.
  public struct CodableRepresentation: Sendable, Hashable {
    /// The version of the app's saved format this representation follows (see ``NavCodable/NavSchema``).
    public var version: Int
    /// The elements, root first.
    public var elements: [Element]

    /// Creates a representation.
    ///
    /// - Parameters:
    ///   - version: The format version. The default is 1.
    ///   - elements: The elements, root first.
    public init(version: Int = 1, elements: [Element] = []) {
      self.version = version
      self.elements = elements
    }

    /// One saved element: the tag its type is registered under, and its value's JSON.
    public struct Element: Sendable, Hashable {
      /// The tag of the element's type.
      public var tag: String
      /// The element's value, as JSON.
      public var payload: JSONValue

      /// Creates an element.
      ///
      /// - Parameters:
      ///   - tag: The tag of the element's type.
      ///   - payload: The element's value, as JSON.
      public init(tag: String, payload: JSONValue) {
        self.tag = tag
        self.payload = payload
      }
    }
  }

  /// Restores a path from its representation, migrating it first when it is older than the
  /// registry's schema.
  ///
  /// - Parameters:
  ///   - representation: The saved path.
  ///   - registry: The types the path may hold, and the schema.
  /// - Throws: ``NavCodable/NavCodingError`` naming the first element that cannot be restored, or why the
  ///   document cannot be migrated.
  /// - Complexity: O(*n*), where *n* is the size of the representation.
  public init(_ representation: CodableRepresentation, registry: NavTypeRegistry)
    throws(NavCodingError)
  {
    self = try registry.path(from: representation)
  }
}

extension NavPath.CodableRepresentation {
  /// The representation as a JSON value, in the documented layout.
  ///
  /// This is the component to embed in a larger document (for example one that holds several
  /// paths); ``init(jsonValue:limits:)`` reads it back.
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public var jsonValue: JSONValue {
    let (tags, positions) = tagTable()
    let pairs = zip(positions, elements).map { (position, element) -> JSONValue in
      [JSONValue(position), element.payload]
    }
    return [
      "version": JSONValue(version), "tags": .array(tags.map(JSONValue.string)),
      "elements": .array(pairs),
    ]
  }

  /// The representation as compact JSON bytes in the documented layout, exactly as
  /// `NavTypeRegistry.encode(_:)` writes the path: payload numbers keep their text and members
  /// their order.
  ///
  /// ```swift
  /// let saved = try NavPath.CodableRepresentation(jsonBytes: body)
  /// String(decoding: saved.jsonBytes, as: UTF8.self) == String(decoding: body, as: UTF8.self)
  /// // true for any document NavCodable wrote
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public var jsonBytes: [UInt8] {
    let (tags, positions) = tagTable()
    var writer = JSONWriter(capacity: 48 + elements.count * 24)
    writer.writeDocumentOpening(version: version, tags: tags)
    for (index, element) in elements.enumerated() {
      writer.writePairOpening(tagPosition: positions[index], isFirst: index == 0)
      writer.write(element.payload)
      writer.write(byte: UInt8(ascii: "]"))
    }
    writer.write(raw: "]}")
    return writer.bytes
  }

  /// Reads a representation from JSON bytes in the documented layout, without a registry and
  /// without migrating it; numbers keep their text and members their order.
  ///
  /// A service can read what a client sent, look at its ``version`` and elements, and store or
  /// forward it unchanged:
  ///
  /// ```swift
  /// let saved = try NavPath.CodableRepresentation(jsonBytes: body)
  /// saved.elements.map(\.tag)  // ["category", "recipe"]
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: JSON in the documented layout: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - limits: Bounds on the input.
  /// - Throws: ``NavCodable/NavCodingError`` of kind ``NavCodable/NavCodingError/Kind/malformedJSON``
  ///   naming the byte offset or the member that is wrong, or
  ///   ``NavCodable/NavCodingError/Kind/limitExceeded``.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public init(
    jsonBytes bytes: some ContiguousBytes, limits: NavDecodingLimits = NavDecodingLimits()
  )
    throws(NavCodingError)
  {
    self = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try Self.parse(bytes, limits: limits).document.representation
    }
  }

  /// The distinct tags in order of first appearance, and each element's position among them.
  private func tagTable() -> (tags: [String], positions: [Int]) {
    var known: [String: Int] = [:]
    var tags: [String] = []
    var positions: [Int] = []
    positions.reserveCapacity(elements.count)
    for element in elements {
      if let position = known[element.tag] {
        positions.append(position)
      } else {
        known[element.tag] = tags.count
        positions.append(tags.count)
        tags.append(element.tag)
      }
    }
    return (tags, positions)
  }

  /// Reads a representation from a JSON value in the documented layout.
  ///
  /// - Parameters:
  ///   - jsonValue: The JSON value.
  ///   - limits: The element count limit to apply.
  /// - Throws: ``NavCodable/NavCodingError`` of kind ``NavCodable/NavCodingError/Kind/malformedJSON`` naming the
  ///   member that does not have the expected shape, or ``NavCodable/NavCodingError/Kind/limitExceeded``.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public init(jsonValue: JSONValue, limits: NavDecodingLimits = NavDecodingLimits())
    throws(NavCodingError)
  {
    self = try SavedDocument(jsonValue: jsonValue, limits: limits).representation
  }
}

/// A path document as read: its version, its tag table, and each element as its tag's position
/// and its payload. Decoding at the current version works on it directly, resolving each tag once.
struct SavedDocument {
  var version: Int
  var tags: [String]
  var pairs: [(tagPosition: Int, payload: JSONValue)]

  /// Creates a document from what the canonical reader read.
  init(_ canonical: JSONParser.CanonicalDocument) {
    version = canonical.version
    tags = canonical.tags
    pairs = canonical.pairs
  }

  /// Reads a document from a JSON value in the documented layout.
  init(jsonValue: JSONValue, limits: NavDecodingLimits) throws(NavCodingError) {
    guard case .object(let members) = jsonValue else {
      throw shapeError("$", "expected an object with version, tags and elements")
    }
    var version: Int?
    var tags: [String]?
    var pairs: [JSONValue]?
    for (key, value) in members {
      switch (key, value) {
      case ("version", .number(let text)):
        guard let number = Int(text) else { throw shapeError("$.version", "expected an integer") }
        version = number
      case ("tags", .array(let values)):
        tags = try values.enumerated().map { (index, value) throws(NavCodingError) in
          guard case .string(let tag) = value else {
            throw shapeError("$.tags[\(index)]", "expected a string")
          }
          return tag
        }
      case ("elements", .array(let values)):
        pairs = values
      case ("version", _):
        throw shapeError("$.version", "expected an integer, found \(describe(value))")
      case ("tags", _), ("elements", _):
        throw shapeError("$.\(key)", "expected an array, found \(describe(value))")
      default:
        throw shapeError("$[\(JSONValue.string(key))]", "unexpected member")
      }
    }
    guard let version else { throw shapeError("$", "missing member \"version\"") }
    guard let tags else { throw shapeError("$", "missing member \"tags\"") }
    guard let pairs else { throw shapeError("$", "missing member \"elements\"") }
    try limits.checkElementCount(pairs.count)
    self.version = version
    self.tags = tags
    self.pairs = []
    self.pairs.reserveCapacity(pairs.count)
    for (index, pair) in pairs.enumerated() {
      guard case .array(let parts) = pair, parts.count == 2, case .number(let text) = parts[0],
        let position = Int(text), tags.indices.contains(position)
      else {
        throw shapeError(
          "$.elements[\(index)]",
          "expected a pair of a position in tags (0..<\(tags.count)) and a payload")
      }
      self.pairs.append((position, parts[1]))
    }
  }

  /// The document with each element's tag spelled out, as migrations see it.
  var representation: NavPath.CodableRepresentation {
    NavPath.CodableRepresentation(
      version: version,
      elements: pairs.map { .init(tag: tags[$0.tagPosition], payload: $0.payload) })
  }
}

private func shapeError(_ path: String, _ reason: String) -> NavCodingError {
  NavCodingError(.malformedJSON, jsonPath: path, reason: reason)
}

extension NavPath.CodableRepresentation: Codable {
  /// Decodes a representation in the documented layout through any decoder; no registry needed.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` describing the ``NavCodable/NavCodingError`` when the data does
  ///   not have the documented layout.
  public init(from decoder: any Decoder) throws {
    do {
      try self.init(jsonValue: try JSONValue(from: decoder))
    } catch let error as NavCodingError {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  /// Encodes the representation in the documented layout through any encoder.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    try jsonValue.encode(to: encoder)
  }
}
