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
    let document = try schema.migrate(representation)
    let (elements, dropped) = try decodeElements(count: document.elements.count, policy: policy) {
      (index) throws(NavCodingError) in
      let saved = document.elements[index]
      return try element(tag: saved.tag, payload: saved.payload, at: index)
    }
    return NavRestoration(path: NavPath(elements), droppedElements: dropped)
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
  /// ```swift
  /// let path = try registry.decodePath(from: data)
  /// ```
  ///
  /// - Parameters:
  ///   - data: JSON in the documented format.
  ///   - limits: Bounds on the input; the defaults are documented on ``NavDecodingLimits``.
  /// - Returns: The path.
  /// - Throws: ``NavCodingError`` saying what failed, where and why.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodePath(from data: Data, limits: NavDecodingLimits = NavDecodingLimits())
    throws(NavCodingError) -> NavPath
  {
    try decodePath(from: data, policy: .strict, limits: limits).path
  }

  /// Decodes a path from JSON bytes under a policy, migrating older documents.
  ///
  /// ```swift
  /// let restoration = try registry.decodePath(from: data, policy: .prefix)
  /// for dropped in restoration.droppedElements { log(dropped) }
  /// ```
  ///
  /// - Parameters:
  ///   - data: JSON in the documented format.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - limits: Bounds on the input.
  /// - Returns: The path and the elements dropped.
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodePath(
    from data: Data, policy: NavDecodingPolicy, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try withBytes(of: data) { (bytes) throws(NavCodingError) in
      try decodePath(bytes: bytes, policy: policy, limits: limits)
    }
  }

  /// Decodes a typed path from JSON bytes, all or nothing, migrating older documents.
  ///
  /// - Parameters:
  ///   - type: The typed path type, as in `TypedPath<Route>.self`.
  ///   - data: JSON in the documented format.
  ///   - limits: Bounds on the input.
  /// - Returns: The path.
  /// - Throws: ``NavCodingError`` saying what failed, where and why; an element registered but
  ///   not a `Route` is ``NavCodingError/Kind/unexpectedType``.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<Route: Hashable & Sendable>(
    _ type: TypedPath<Route>.Type, from data: Data,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> TypedPath<Route> {
    try decode(type, from: data, policy: .strict, limits: limits).path
  }

  /// Decodes a typed path from JSON bytes under a policy, migrating older documents.
  ///
  /// - Parameters:
  ///   - type: The typed path type, as in `TypedPath<Route>.self`.
  ///   - data: JSON in the documented format.
  ///   - policy: What to do with elements that cannot be restored.
  ///   - limits: Bounds on the input.
  /// - Returns: The path and the elements dropped.
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<Route: Hashable & Sendable>(
    _ type: TypedPath<Route>.Type, from data: Data, policy: NavDecodingPolicy,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<TypedPath<Route>> {
    let (saved, damage) = try withBytes(of: data) { (bytes) throws(NavCodingError) in
      try parseDocument(bytes, limits: limits, salvaging: policy == .prefix)
    }
    let document = try schema.migrate(saved)
    let (routes, dropped) = try decodeElements(count: document.elements.count, policy: policy) {
      (index) throws(NavCodingError) -> Route in
      let saved = document.elements[index]
      let element = try element(tag: saved.tag, payload: saved.payload, at: index)
      guard let route = element.value(as: Route.self) else {
        throw NavCodingError(
          .unexpectedType, elementIndex: index, tag: saved.tag, jsonPath: "$[\(index)]",
          reason:
            "the element is a \(_typeName(element.valueType, qualified: true)), "
            + "not a \(_typeName(Route.self, qualified: true))")
      }
      return route
    }
    var restoration = NavRestoration(path: TypedPath(routes), droppedElements: dropped)
    restoration.recordDamage(damage, afterElements: routes.count)
    return restoration
  }
}

/// Runs `body` over the bytes of `data`, keeping the error's type.
func withBytes<Result>(
  of data: Data, _ body: (UnsafeRawBufferPointer) throws(NavCodingError) -> Result
) throws(NavCodingError) -> Result {
  let result = data.withUnsafeBytes { bytes in
    Swift.Result { () throws(NavCodingError) in try body(bytes) }
  }
  return try result.get()
}
