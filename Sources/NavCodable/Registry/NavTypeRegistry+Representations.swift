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
  /// - Throws: ``NavCodingError`` as ``encode(_:)`` does, or
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
      try SavedDocument.read(bytes, root: .elements, limits: limits)
    }.representation
  }

  /// Restores a path from its saved form, all or nothing, migrating an older one first.
  ///
  /// - Parameter representation: The saved path.
  /// - Returns: The path.
  /// - Throws: ``NavCodingError`` as ``decode(_:from:limits:)`` does.
  /// - Complexity: O(*n*), where *n* is the size of the representation.
  public func path(from representation: NavPath.CodableRepresentation) throws(NavCodingError)
    -> NavPath
  {
    try path(from: representation, policy: .strict).path
  }

  /// Restores a path from its saved form under a policy, migrating an older one first.
  ///
  /// - Parameters:
  ///   - representation: The saved path.
  ///   - policy: What to do with elements that cannot be restored.
  /// - Returns: The path and what restoring it took.
  /// - Throws: ``NavCodingError`` as ``decode(_:from:policy:limits:)`` does.
  /// - Complexity: O(*n*), where *n* is the size of the representation.
  public func path(
    from representation: NavPath.CodableRepresentation, policy: NavDecodingPolicy
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    try restore(
      NavPath.self, from: SavedDocument(representation), policy: policy,
      limits: NavDecodingLimits(maxInputBytes: .max, maxElementCount: .max))
  }
}
