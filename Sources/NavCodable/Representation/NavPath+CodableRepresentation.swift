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
  /// path with ``NavCodable/NavTypeRegistry/path(from:)``, which checks the tags against the
  /// registered types.
  ///
  /// Its JSON, as `NavTypeRegistry.encode(_:)` writes a path, lists the distinct tags in order of
  /// first appearance, then each element, root first, as its tag's position and its payload (one
  /// line, shown on two):
  ///
  /// ```json
  /// {"version":1,"tags":["category","recipe"],
  ///  "elements":[[0,"desserts"],[1,{"id":42}]]}
  /// ```
  public struct CodableRepresentation: Sendable, Hashable {
    /// The version of the app's saved format (see ``NavCodable/NavSchema``).
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
}

extension NavPath.CodableRepresentation {
  /// The representation as compact JSON bytes, exactly as `NavTypeRegistry.encode(_:)` writes
  /// the path: payload numbers keep their text and members their order.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public var jsonBytes: [UInt8] {
    var writer = DocumentWriter(registry: NavTypeRegistry(), capacity: 16 + elements.count * 24)
    writer.stack(elements)
    return writer.document(version: version, rootMember: "elements")
  }

  /// Reads a representation from JSON bytes, without a registry and without migrating it, so a
  /// service can look at what a client sent and store or forward it unchanged.
  ///
  /// ```swift
  /// let saved = try NavPath.CodableRepresentation(jsonBytes: body)
  /// saved.elements.map(\.tag)  // ["category", "recipe"]
  /// saved.jsonBytes == Array(body)  // true for any document NavCodable wrote
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: JSON in the documented layout: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - limits: Bounds on the input.
  /// - Throws: ``NavCodable/NavCodingError`` of kind
  ///   ``NavCodable/NavCodingError/Kind/malformedJSON`` naming the byte offset or the member
  ///   that is wrong, or ``NavCodable/NavCodingError/Kind/limitExceeded``.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public init(
    jsonBytes bytes: some ContiguousBytes, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) {
    self = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      let document = try SavedDocument.read(
        bytes, root: .elements, limits: limits)
      try limits.checkElementCount(document.pairs.count)
      return document.representation
    }
  }
}

extension NavPath.CodableRepresentation: Codable {
  /// Decodes a representation in the documented layout through any decoder; no registry needed.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` describing the ``NavCodable/NavCodingError`` when
  ///   the data does not have the documented layout, and any error of the decoder's own.
  public init(from decoder: any Decoder) throws {
    let json = try JSONValue(from: decoder)
    do {
      self = try SavedDocument(json: json, root: .elements).representation
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  /// Encodes the representation in the documented layout through any encoder.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    let document = SavedDocument(self)
    var members = encoder.container(keyedBy: MemberKey.self)
    try members.encode(document.version, forKey: MemberKey("version"))
    try members.encode(document.tags, forKey: MemberKey("tags"))
    var elements = members.nestedUnkeyedContainer(forKey: MemberKey("elements"))
    for (position, payload) in document.pairs {
      var pair = elements.nestedUnkeyedContainer()
      try pair.encode(position)
      try pair.encode(payload)
    }
  }
}
