public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The documents a service exchanges besides whole paths: one element pushed by a client, and
/// the transition from one stack to another. Both are path documents: the same `version`, `tags`
/// and `elements`, read with the same migrations.
extension NavTypeRegistry {
  /// Encodes one element as a path document of that element, naming `index` in errors.
  ///
  /// ```swift
  /// let data = try registry.encodeElement(Recipe(id: 42), at: 3)
  /// // {"version":1,"tags":["recipe"],"elements":[[0,{"id":42}]]}
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
    Data(try encodedBytes(of: NavPath(CollectionOfOne(NavPath.Element(value))), firstIndex: index))
  }

  /// Decodes one element from a path document of one element, migrating it, and names `index`
  /// in errors: a client's push, checked where it lands.
  ///
  /// ```swift
  /// let element = try registry.decodeElement(from: body, at: path.count)
  /// // payload mismatch at element 3 (tag "recipe") at $[3].payload.id: ...
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: JSON as ``encodeElement(_:at:)`` writes it: `Data`, `[UInt8]` or any contiguous
  ///     bytes.
  ///   - index: The index the element will have in its stack, counted from the root.
  ///   - limits: Bounds on the input.
  /// - Returns: The element.
  /// - Throws: ``NavCodingError`` at element `index`, or for a document that does not hold
  ///   exactly one element.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodeElement(
    from bytes: some ContiguousBytes, at index: Int, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavPath.Element {
    try decodeSingleElement(bytes, at: index, limits: limits, as: keepElement)
  }

  /// Decodes one element of a typed path from a path document of one element, naming `index` in
  /// errors.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - bytes: JSON as ``encodeElement(_:at:)`` writes it.
  ///   - index: The index the element will have in its stack, counted from the root.
  ///   - limits: Bounds on the input.
  /// - Returns: The route.
  /// - Throws: ``NavCodingError`` at element `index`; an element of another registered type is
  ///   ``NavCodingError/Kind/unexpectedType``.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decodeElement<Route: Hashable & Sendable>(
    _ type: Route.Type, from bytes: some ContiguousBytes, at index: Int,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> Route {
    try decodeSingleElement(bytes, at: index, limits: limits, as: route(type))
  }

  private func decodeSingleElement<Decoded: Sendable>(
    _ bytes: some ContiguousBytes, at index: Int, limits: NavDecodingLimits,
    as convert: ElementConversion<Decoded>
  ) throws(NavCodingError) -> Decoded {
    let restored = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      let saved = try NavPath.CodableRepresentation.parse(bytes, limits: limits).document
      guard saved.pairs.count == 1 else {
        throw malformed("$.elements", "expected one element, found \(saved.pairs.count)")
      }
      return try restore(saved, policy: .strict, firstIndex: index, as: convert).path
    }
    guard restored.count == 1 else {
      throw NavCodingError(
        .migrationFailed, elementIndex: index,
        reason: "the migrations turned this element into \(restored.count) elements, not one")
    }
    return restored[0]
  }

  /// Encodes a transition as a path document of the elements it pushes, with `pop`, the number
  /// of elements it pops first.
  ///
  /// ```swift
  /// let change = PathTransition(from: old, to: new)
  /// let data = try registry.encode(change)
  /// // {"version":1,"tags":["recipe"],"pop":1,"elements":[[0,{"id":7}]]}
  /// ```
  ///
  /// - Parameter transition: The transition; the pushed values' types must be registered.
  /// - Returns: Compact UTF-8 JSON.
  /// - Throws: ``NavCodingError`` naming the first pushed element (counted from 0) whose type is
  ///   not registered or that cannot be written as JSON.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode<Element: Hashable & Sendable>(_ transition: PathTransition<Element>)
    throws(NavCodingError) -> Data
  {
    Data(try encodedBytes(of: NavPath(transition.pushed), popCount: transition.popCount))
  }

  /// Decodes a transition, migrating the elements it pushes.
  ///
  /// ```swift
  /// let change = try registry.decode(PathTransition<NavPath.Element>.self, from: body)
  /// path.apply(change)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The transition's type: `PathTransition<NavPath.Element>` for a `NavPath`, or
  ///     `PathTransition<Route>` for a `TypedPath<Route>`.
  ///   - bytes: JSON as `encode(_:)` writes it: `Data`, `[UInt8]` or
  ///     any contiguous bytes.
  ///   - limits: Bounds on the input.
  /// - Returns: The transition.
  /// - Throws: ``NavCodingError`` saying what failed, where and why; pushed elements are counted
  ///   from 0.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<Element: Hashable & Sendable>(
    _ type: PathTransition<Element>.Type, from bytes: some ContiguousBytes,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> PathTransition<Element> {
    try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try limits.checkInputSize(bytes.count)
      var json: JSONValue
      do throws(JSONParser.Failure) {
        json = try NavPath.CodableRepresentation.parseEnvelope(bytes, limits: limits)
      } catch {
        throw error.error()
      }
      let popCount = try removePopCount(from: &json)
      let saved = try NavPath.CodableRepresentation(jsonValue: json, limits: limits)
      let pushed = try restore(saved, policy: .strict, as: route(Element.self)).path
      return PathTransition(popCount: popCount, pushed: pushed)
    }
  }
}

/// Removes a transition's `pop` member from its document and returns it.
private func removePopCount(from json: inout JSONValue) throws(NavCodingError) -> Int {
  guard case .object = json else { return 0 }  // The representation reports the shape.
  guard let value = json["pop"] else { throw malformed("$", "missing member \"pop\"") }
  guard case .number(let text) = value, let count = Int(text), count >= 0 else {
    throw malformed("$.pop", "expected a number of elements to pop, found \(describe(value))")
  }
  json["pop"] = nil
  return count
}
