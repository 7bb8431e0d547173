public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

extension NavTypeRegistry {
  /// Returns the saved form of a path, at the schema's version.
  ///
  /// ```swift
  /// let representation = try registry.representation(of: path)
  /// representation.elements[0].tag  // "category"
  /// ```
  ///
  /// - Parameter path: The path to save.
  /// - Returns: The representation, root first.
  /// - Throws: ``NavCodingError`` naming the index and type of the first element whose type is
  ///   not registered (``NavCodingError/Kind/unregisteredType``), or whose value cannot be
  ///   written as JSON (``NavCodingError/Kind/invalidValue``).
  /// - Complexity: O(*n*), where *n* is the size of the path's JSON.
  public func representation(of path: NavPath) throws(NavCodingError)
    -> NavPath.CodableRepresentation
  {
    var elements: [NavPath.CodableRepresentation.Element] = []
    elements.reserveCapacity(path.count)
    for (index, element) in path.enumerated() {
      elements.append(try representationElement(of: element, at: index))
    }
    return NavPath.CodableRepresentation(version: schema.version, elements: elements)
  }

  /// Restores a path from its saved form, all or nothing; an older representation is migrated
  /// first.
  ///
  /// - Parameter representation: The saved path.
  /// - Returns: The path.
  /// - Throws: ``NavCodingError`` for an unsupported version or a failed migration, or naming the
  ///   first element whose tag is unknown or whose payload does not decode.
  /// - Complexity: O(*n*), where *n* is the size of the representation.
  public func path(from representation: NavPath.CodableRepresentation) throws(NavCodingError)
    -> NavPath
  {
    try path(from: representation, policy: .strict).path
  }

  /// Restores a path from its saved form under a policy; an older representation is migrated
  /// first.
  ///
  /// - Parameters:
  ///   - representation: The saved path.
  ///   - policy: What to do with elements that cannot be restored.
  /// - Returns: The path and the elements dropped.
  /// - Throws: ``NavCodingError`` for an unsupported version or a failed migration, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the representation.
  public func path(
    from representation: NavPath.CodableRepresentation, policy: NavDecodingPolicy
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try restore(representation, policy: policy, as: keepElement).map(NavPath.init)
  }

  /// Encodes a path as JSON bytes in the documented format, in one call.
  ///
  /// The same path always gives the same bytes:
  ///
  /// ```swift
  /// let data = try registry.encode(NavPath([Category.desserts, Recipe(id: 42)]))
  /// // {"version":1,"tags":["category","recipe"],"elements":[[0,"desserts"],[1,{"id":42}]]}
  /// ```
  ///
  /// - Parameter path: The path to save.
  /// - Returns: Compact UTF-8 JSON.
  /// - Throws: ``NavCodingError`` naming the first element whose type is not registered or whose
  ///   value cannot be written as JSON.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode(_ path: NavPath) throws(NavCodingError) -> Data {
    Data(try encodedBytes(of: path))
  }

  /// Encodes a typed path in the same envelope as a `NavPath` of the same routes.
  ///
  /// - Parameter path: The path to save; `Route` must be registered.
  /// - Returns: Compact UTF-8 JSON.
  /// - Throws: ``NavCodingError`` when `Route` is not registered or a route cannot be written.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode<Route: Hashable & Sendable>(_ path: TypedPath<Route>) throws(NavCodingError)
    -> Data
  {
    Data(try encodedBytes(of: NavPath(path)))
  }

  /// Decodes a path from JSON bytes, all or nothing, migrating older documents.
  ///
  /// The bytes may be `Data`, `[UInt8]`, an `UnsafeRawBufferPointer` or any other contiguous
  /// bytes, so a server reads a request body where it lies:
  ///
  /// ```swift
  /// let path = try registry.decodePath(from: data)
  /// let pushed = try buffer.withUnsafeReadableBytes { try registry.decodePath(from: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: JSON in the documented format.
  ///   - limits: Bounds on the input; the defaults are documented on ``NavDecodingLimits``.
  /// - Returns: The path.
  /// - Throws: ``NavCodingError`` saying what failed, where and why.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodePath(
    from bytes: some ContiguousBytes, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavPath {
    try decodePath(from: bytes, policy: .strict, limits: limits).path
  }

  /// Decodes a path from JSON bytes under a policy, migrating older documents, and reports the
  /// document's version and the migrations that ran.
  ///
  /// ```swift
  /// let restoration = try registry.decodePath(from: data, policy: .prefix)
  /// for dropped in restoration.droppedElements { log(dropped) }
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: JSON in the documented format: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - limits: Bounds on the input.
  /// - Returns: The path, the elements dropped, the saved version and the migrations applied.
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodePath(
    from bytes: some ContiguousBytes, policy: NavDecodingPolicy,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try decodePath(bytes: bytes, policy: policy, limits: limits)
    }
  }

  /// Decodes a typed path from JSON bytes, all or nothing, migrating older documents.
  ///
  /// - Parameters:
  ///   - type: The typed path type, as in `TypedPath<Route>.self`.
  ///   - bytes: JSON in the documented format: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - limits: Bounds on the input.
  /// - Returns: The path.
  /// - Throws: ``NavCodingError`` saying what failed, where and why; an element registered but
  ///   not a `Route` is ``NavCodingError/Kind/unexpectedType``.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<Route: Hashable & Sendable>(
    _ type: TypedPath<Route>.Type, from bytes: some ContiguousBytes,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> TypedPath<Route> {
    try decode(type, from: bytes, policy: .strict, limits: limits).path
  }

  /// Decodes a typed path from JSON bytes under a policy, migrating older documents.
  ///
  /// - Parameters:
  ///   - type: The typed path type, as in `TypedPath<Route>.self`.
  ///   - bytes: JSON in the documented format: `Data`, `[UInt8]` or any contiguous bytes.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - limits: Bounds on the input.
  /// - Returns: The path, the elements dropped, the saved version and the migrations applied.
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<Route: Hashable & Sendable>(
    _ type: TypedPath<Route>.Type, from bytes: some ContiguousBytes, policy: NavDecodingPolicy,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<TypedPath<Route>> {
    try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try decodeDocument(bytes, policy: policy, limits: limits, as: route(Route.self))
    }.map(TypedPath.init)
  }
}

extension NavTypeRegistry {
  /// The bytes of a restored path at today's version when its document was of an older one, for
  /// a service that upgrades stored documents as it reads them; `nil` when the document was
  /// already current.
  ///
  /// ```swift
  /// let restoration = try registry.decodePath(from: row.body, policy: .strict)
  /// if let upgraded = try registry.upgradedDocument(of: restoration) {
  ///   try store(upgraded)  // written once, read at today's version from then on
  /// }
  /// ```
  ///
  /// - Parameter restoration: What ``decodePath(from:policy:limits:)`` returned.
  /// - Returns: The path's document at the schema's version, or `nil`.
  /// - Throws: ``NavCodingError`` when an element cannot be written, as `encode(_:)` does.
  /// - Complexity: O(*n*), where *n* is the size of the output, or O(1) for `nil`.
  public func upgradedDocument(of restoration: NavRestoration<NavPath>) throws(NavCodingError)
    -> Data?
  {
    restoration.wasMigrated ? try encode(restoration.path) : nil
  }

  /// The bytes of a restored typed path at today's version when its document was of an older
  /// one; `nil` when it was already current.
  ///
  /// - Parameter restoration: What ``decode(_:from:policy:limits:)`` returned.
  /// - Returns: The path's document at the schema's version, or `nil`.
  /// - Throws: ``NavCodingError`` when a route cannot be written.
  /// - Complexity: O(*n*), where *n* is the size of the output, or O(1) for `nil`.
  public func upgradedDocument<Route: Hashable & Sendable>(
    of restoration: NavRestoration<TypedPath<Route>>
  ) throws(NavCodingError) -> Data? {
    restoration.wasMigrated ? try encode(restoration.path) : nil
  }
}

/// Runs `body` over contiguous bytes, keeping the error's type.
func withBytes<Result>(
  of bytes: some ContiguousBytes, _ body: (UnsafeRawBufferPointer) throws(NavCodingError) -> Result
) throws(NavCodingError) -> Result {
  let result = bytes.withUnsafeBytes { bytes in
    Swift.Result { () throws(NavCodingError) in try body(bytes) }
  }
  return try result.get()
}
