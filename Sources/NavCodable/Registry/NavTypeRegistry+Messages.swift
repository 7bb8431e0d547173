public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// One element pushed by a client, exchanged as a path document of that element.
extension NavTypeRegistry {
  /// Encodes one element as a path document of that element, naming `index` in errors.
  /// Equivalent to `encode(NavPath([value]))`, whose errors name element 0.
  ///
  /// ```swift
  /// let data = try registry.encodeElement(Recipe(id: 42), at: 3)
  /// // {"v":1,"t":["recipe"],"stack":[[0,{"id":42}]]}
  /// ```
  ///
  /// - Parameters:
  ///   - value: The element, or its value.
  ///   - index: The element's index in its stack, counted from the root, for errors.
  /// - Returns: Compact UTF-8 JSON.
  /// - Throws: ``NavCodingError`` at element `index` when the value's type is not registered or
  ///   it cannot be written as JSON.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encodeElement(_ value: some Hashable & Sendable, at index: Int)
    throws(NavCodingError) -> Data
  {
    var writer = DocumentWriter(registry: self)
    try writer.stack(CollectionOfOne(value), at: .path, firstIndex: index)
    return writer.document(version: schema.version, root: .stack)
  }

  /// Decodes one element from a path document of one element, migrating it, and names `index`
  /// in errors. The element is read as the one element of a stack, through the stack's layout
  /// and the same restoring route as any document.
  ///
  /// ```swift
  /// let element = try registry.decodeElement(from: body, at: path.count)
  /// // payload mismatch at element 3 (tag "recipe")
  /// // at $[3].payload.id: ...
  /// let route = try registry.decodeElement(
  ///   Route.self, from: body, at: typed.count)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The element's type: `NavPath.Element` (the default) for any registered type, or
  ///     a typed path's route type.
  ///   - bytes: JSON as ``encodeElement(_:at:)`` writes it.
  ///   - index: The index the element will have in its stack, counted from the root.
  ///   - limits: Bounds on the input.
  /// - Returns: The element.
  /// - Throws: ``NavCodingError`` at element `index`, or for a document that does not hold
  ///   exactly one element; an element of another registered type is
  ///   `NavCodingError.Kind.unexpectedType`.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodeElement<Element: Hashable & Sendable>(
    _ type: Element.Type = NavPath.Element.self, from bytes: some ContiguousBytes, at index: Int,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> Element {
    let decoded = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      let document = try SavedDocument.read(
        bytes, root: .stack, limits: limits)
      guard document.pairs.count == 1 else {
        throw malformed(
          NavJSONPath([.key(SavedDocument.Root.stack.member)]),
          "expected one element, found \(document.pairs.count)")
      }
      var element = document
      element.firstIndex = index
      return try restore(
        TypedPath<Element>.documentLayout, from: element, policy: .strict, limits: limits
      )
      .state
    }
    guard decoded.count == 1, let element = decoded.first else {
      throw NavCodingError(
        .migrationFailed, elementIndex: index,
        reason: "the migrations turned this element into \(decoded.count) elements, not one")
    }
    return element
  }
}
