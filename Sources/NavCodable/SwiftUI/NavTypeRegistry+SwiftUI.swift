public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Reading and writing the JSON of SwiftUI's `NavigationPath.CodableRepresentation`.
///
/// SwiftUI writes a flat JSON array of strings: for each element, top first, its qualified type
/// name and then the value's own JSON as a string, as in `["Swift.Int","42"]`. The type names are
/// the registry's tags, so register types under their qualified names (the default tag) or give
/// those names as aliases.
extension NavTypeRegistry {
  /// Encodes a path in SwiftUI's `NavigationPath.CodableRepresentation` format, each element's
  /// tag as its type name.
  ///
  /// - Parameter path: The path to save.
  /// - Returns: Compact UTF-8 JSON: a flat array of strings, top element first.
  /// - Throws: ``NavCodingError`` naming the first element whose type is not registered or whose
  ///   value cannot be written as JSON.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encodeSwiftUIRepresentation(_ path: NavPath) throws(NavCodingError) -> Data {
    // The document's writer writes each payload; the array holds it as a JSON string.
    var output = JSONWriter(capacity: 2 + path.count * 32)
    var writer = DocumentWriter(registry: self)
    output.write(byte: UInt8(ascii: "["))
    for index in path.indices.reversed() {
      writer.output.removeSuffix(from: 0)
      let tag = try writer.payload(of: path[index], at: index)
      if index < path.count - 1 { output.write(byte: UInt8(ascii: ",")) }
      output.write(string: tag)
      output.write(byte: UInt8(ascii: ","))
      output.write(string: writer.output.withBytes { String(decoding: $0, as: UTF8.self) })
    }
    output.write(byte: UInt8(ascii: "]"))
    return output.data()
  }

  /// Restores a path saved by SwiftUI's `NavigationPath.CodableRepresentation`, all or nothing
  /// unless a policy says otherwise, and reports what was dropped.
  ///
  /// ```swift
  /// let path = try registry.restoreSwiftUIRepresentation(saved).state
  /// ```
  ///
  /// Under ``NavDecodingPolicy/prefix``, an element whose own JSON is malformed is dropped like
  /// one whose payload does not decode. The format has no version: it is read as the schema's.
  ///
  /// - Parameters:
  ///   - bytes: A flat JSON array of type names and JSON strings, top element first.
  ///   - policy: What to do with elements that cannot be restored; ``NavDecodingPolicy/strict``
  ///     (all or nothing) unless given.
  ///   - limits: Bounds on the input; ``NavDecodingLimits/maxNestingDepth`` applies to each
  ///     element's own JSON.
  /// - Returns: The path and the elements dropped.
  /// - Throws: ``NavCodingError`` when the array cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func restoreSwiftUIRepresentation(
    _ bytes: some ContiguousBytes, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<NavPath> {
    let strings = try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try limits.checkInputSize(bytes.count)
      return try parseSwiftUIArray(bytes)
    }
    guard strings.count.isMultiple(of: 2) else {
      throw malformed(
        NavJSONPath(),
        "expected pairs of a type name and a JSON string, found \(strings.count) strings")
    }
    let count = strings.count / 2
    try limits.checkElementCount(count)
    let document = SavedDocument(version: schema.version, tags: [])
    var reader = try DocumentReader(document, registry: self, policy: policy, limits: limits)
    let elements = try reader.elements(count: count, at: .path, as: NavPath.Element.self) {
      (index) throws(NavCodingError) in
      // Element `index` from the root is pair `count - 1 - index` of the array.
      let position = 2 * (count - 1 - index)
      let tag = strings[position]
      var json = strings[position + 1]
      let parsed = json.withUTF8 { utf8 in
        Result { () throws(JSONParser.Failure) in
          try JSONParser.parse(UnsafeRawBufferPointer(utf8), maxDepth: limits.maxNestingDepth)
        }
      }
      switch parsed {
      case .success(let payload):
        return (nil, tag, payload)
      case .failure(let failure):
        var located = failure.error().located(
          at: ElementPlace.path.payload(index), elementIndex: index, tag: tag)
        located.reason += " (in the JSON string at $[\(position + 1)] of the array)"
        throw located
      }
    }
    return NavRestoration(
      state: NavPath(elements), dropped: reader.dropped, savedVersion: schema.version,
      currentVersion: schema.version)
  }

  /// The strings of a flat JSON array of strings.
  private func parseSwiftUIArray(_ bytes: UnsafeRawBufferPointer) throws(NavCodingError)
    -> [String]
  {
    let json: NavJSONValue
    do {
      json = try JSONParser.parse(bytes, maxDepth: 1)
    } catch {
      // Depth 1 is the shape of the format, not one of the limits: deeper is malformed.
      guard error.isLimit else { throw error.error() }
      var shape = NavCodingError(
        .malformedJSON, reason: "expected a string, found a nested array or object")
      shape.location = error.error().location
      throw shape
    }
    guard case .array(let values) = json else {
      throw malformed(NavJSONPath(), "expected an array, found \(describe(json))")
    }
    return try values.enumerated().map { (index, value) throws(NavCodingError) in
      guard case .string(let text) = value else {
        throw malformed(NavJSONPath([.index(index)]), "expected a string, found \(describe(value))")
      }
      return text
    }
  }
}
