internal import NavCore

/// Reads the `state` of a whole-app document: each stack and each single value is restored as a
/// path at the document's version, so it gets the registry's tags, aliases and migrations.
struct NavDocumentReader {
  let registry: NavTypeRegistry
  /// The document's format version.
  let version: Int
  /// The document's tag table, as JSON strings.
  let tags: JSONValue
  let limits: NavDecodingLimits

  /// The members of an object that must have exactly `keys`, in the order of `keys`.
  func members(of json: JSONValue, at path: String, keys: [String]) throws(NavCodingError)
    -> [JSONValue]
  {
    let list = keys.map { "\"\($0)\"" }.joined(separator: ", ")
    guard case .object(let pairs) = json else {
      throw malformed(path, "expected an object with \(list), found \(describe(json))")
    }
    var found = [JSONValue?](repeating: nil, count: keys.count)
    for (key, value) in pairs {
      guard let position = keys.firstIndex(of: key) else {
        throw malformed(formatJSONPath([.key(key)], root: path), "unexpected member")
      }
      found[position] = value
    }
    return try keys.indices.map { (position) throws(NavCodingError) in
      guard let value = found[position] else {
        throw malformed(path, "missing member \"\(keys[position])\"")
      }
      return value
    }
  }

  /// The elements of an array.
  func array(_ json: JSONValue, at path: String) throws(NavCodingError) -> [JSONValue] {
    guard case .array(let values) = json else {
      throw malformed(path, "expected an array, found \(describe(json))")
    }
    return values
  }

  /// The value of a string-backed enumeration saved as its raw value.
  func rawValue<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, from json: JSONValue, at path: String
  ) throws(NavCodingError) -> Value where Value.RawValue == String {
    if case .string(let text) = json, let value = Value(rawValue: text) { return value }
    let cases = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    throw malformed(path, "expected one of \(cases), found \(describe(json))")
  }

  /// The path that a stack's pairs, or a single value's pair, restore to, migrated first.
  ///
  /// - Parameters:
  ///   - pairs: The array of pairs.
  ///   - path: The document path of the stack, or of the single value's pair.
  ///   - isSingleValue: Whether `pairs` wraps one single value rather than being a stack.
  private func path(pairs: JSONValue, at path: String, isSingleValue: Bool)
    throws(NavCodingError) -> NavPath
  {
    let saved: NavPath.CodableRepresentation
    do {
      saved = try NavPath.CodableRepresentation(
        jsonValue: ["version": JSONValue(version), "tags": tags, "elements": pairs],
        limits: limits)
    } catch {
      let prefix = isSingleValue ? "$.elements[0]" : "$.elements"
      var moved = error
      if let inner = error.jsonPath, inner.hasPrefix(prefix) {
        moved.jsonPath = path + inner.dropFirst(prefix.count)
      } else if error.jsonPath == nil {
        moved.jsonPath = path
      }
      throw moved
    }
    do {
      return try registry.path(from: saved)
    } catch {
      guard let index = error.elementIndex, !isSingleValue else {
        throw relocate(error, pairAt: path, elementIndex: nil)
      }
      throw relocate(error, pairAt: "\(path)[\(index)]", elementIndex: index)
    }
  }

  /// A stack, from its array of pairs.
  func stack<Stack: StackPath>(_ type: Stack.Type, from json: JSONValue, at path: String)
    throws(NavCodingError) -> Stack
  {
    _ = try array(json, at: path)
    let restored = try self.path(pairs: json, at: path, isSingleValue: false)
    if let stack = restored as? Stack { return stack }
    for (index, element) in restored.enumerated() where element.value(as: Stack.Element.self) == nil
    {
      throw NavCodingError(
        .unexpectedType, elementIndex: index, tag: registry.tag(for: element.valueType),
        jsonPath: "\(path)[\(index)]",
        reason:
          "the element is a \(_typeName(element.valueType, qualified: true)), "
          + "not a \(_typeName(Stack.Element.self, qualified: true))")
    }
    return Stack(restored.values(as: Stack.Element.self) ?? [])
  }

  /// A single value (a tab, a selection, a destination) from its pair.
  func value<Value: Hashable>(_ type: Value.Type, from json: JSONValue, at path: String)
    throws(NavCodingError) -> Value
  {
    let restored = try self.path(pairs: [json], at: path, isSingleValue: true)
    guard restored.count == 1, let element = restored.first else {
      throw NavCodingError(
        .migrationFailed, jsonPath: path,
        reason: "the migrations turned this value into \(restored.count) elements, not one")
    }
    guard let value = element.value(as: Value.self) else {
      throw NavCodingError(
        .unexpectedType, tag: registry.tag(for: element.valueType), jsonPath: path,
        reason:
          "the value is a \(_typeName(element.valueType, qualified: true)), "
          + "not a \(_typeName(Value.self, qualified: true))")
    }
    return value
  }

  /// An optional single value, `null` when absent.
  func optionalValue<Value: Hashable>(_ type: Value.Type, from json: JSONValue, at path: String)
    throws(NavCodingError) -> Value?
  {
    if case .null = json { return nil }
    return try value(type, from: json, at: path)
  }
}

/// A malformed-document error at a JSON path.
func malformed(_ path: String, _ reason: String) -> NavCodingError {
  NavCodingError(.malformedJSON, jsonPath: path, reason: reason)
}
