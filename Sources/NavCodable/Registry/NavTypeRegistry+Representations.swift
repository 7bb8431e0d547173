public import NavCore

/// A path's saved form as data, for code that stores, edits or migrates it without the bytes.
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
  ///   written as JSON (``NavCodingError/Kind/invalidValue``), or
  ///   ``NavCodingError/Kind/limitExceeded`` for a value nested deeper than
  ///   ``NavDecodingLimits/nestingDepthCeiling``.
  /// - Complexity: O(*n*), where *n* is the size of the path's JSON.
  public func representation(of path: NavPath) throws(NavCodingError)
    -> NavPath.CodableRepresentation
  {
    let limits = NavDecodingLimits(
      maxInputBytes: .max, maxElementCount: .max,
      maxNestingDepth: NavDecodingLimits.nestingDepthCeiling)
    return try withBytes(of: documentBytes(of: path)) { (bytes) throws(NavCodingError) in
      try SavedDocument.read(bytes, root: .elements(isTransition: false), limits: limits)
    }.representation
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
    try restore(
      NavPath.self, from: SavedDocument(representation), policy: policy,
      limits: NavDecodingLimits(maxInputBytes: .max, maxElementCount: .max))
  }
}
