internal import NavCore

/// Reading the fixed shape of a document around its elements: objects with known members,
/// arrays, pairs and string-backed enumerations. A shape error is about the whole document,
/// whatever the policy.
enum DocumentShape {
  /// The members of an object that must have exactly `keys`, in the order of `keys`.
  static func members(of json: NavJSONValue, at path: NavJSONPath, keys: [String])
    throws(NavCodingError) -> [NavJSONValue]
  {
    let found = try optionalMembers(of: json, at: path, keys: keys)
    return try keys.indices.map { (position) throws(NavCodingError) in
      guard let value = found[position] else { throw missing(keys[position], at: path) }
      return value
    }
  }

  /// The members of an object that may have only `keys`, in the order of `keys`; `nil` for a
  /// missing one.
  static func optionalMembers(of json: NavJSONValue, at path: NavJSONPath, keys: [String])
    throws(NavCodingError) -> [NavJSONValue?]
  {
    guard case .object(let pairs) = json else {
      let list = keys.map { NavJSONValue.string($0).jsonString }.joined(separator: ", ")
      throw malformed(path, "expected an object with \(list), found \(describe(json))")
    }
    return try optionalMembers(pairs, at: path, keys: keys)
  }

  /// The members among `pairs`, an object's members in document order, that may be only `keys`,
  /// in the order of `keys`; `nil` for a missing one.
  static func optionalMembers(
    _ pairs: some Sequence<(key: String, value: NavJSONValue)>, at path: NavJSONPath,
    keys: [String]
  ) throws(NavCodingError) -> [NavJSONValue?] {
    var found = [NavJSONValue?](repeating: nil, count: keys.count)
    for (key, value) in pairs {
      guard let position = keys.firstIndex(of: key) else {
        throw malformed(path.appending(key), "unexpected member")
      }
      found[position] = value
    }
    return found
  }

  /// The members of an object whose members before `keys[first]` were read where they lie:
  /// `pairs` are its other members in document order, which must be exactly the rest of `keys`;
  /// in the order of `keys`, `null` for those read.
  static func members(
    _ pairs: [(key: String, value: NavJSONValue)], at path: NavJSONPath, keys: [String],
    after first: Int
  ) throws(NavCodingError) -> [NavJSONValue] {
    let found = try optionalMembers(pairs, at: path, keys: keys)
    return try keys.indices.map { (position) throws(NavCodingError) in
      if position < first { return .null }
      guard let value = found[position] else { throw missing(keys[position], at: path) }
      return value
    }
  }

  /// The error for a member an object lacks.
  static func missing(_ key: String, at path: NavJSONPath) -> NavCodingError {
    malformed(path, "missing member \(NavJSONValue.string(key))")
  }

  static func array(_ json: NavJSONValue, at path: NavJSONPath) throws(NavCodingError)
    -> [NavJSONValue]
  {
    guard case .array(let values) = json else {
      throw malformed(path, "expected an array, found \(describe(json))")
    }
    return values
  }

  /// The pairs of a stack's array, whose first is the stack's element at `firstIndex`.
  static func pairs(
    of json: NavJSONValue, at path: NavJSONPath, from firstIndex: Int = 0, tagCount: Int
  ) throws(NavCodingError) -> [SavedPair] {
    try array(json, at: path).enumerated().map { (index, value) throws(NavCodingError) in
      try pair(value, at: path.appending(firstIndex + index), tagCount: tagCount)
    }
  }

  /// One `[tagPosition, payload]` pair, whose position is in a table of `tagCount` tags.
  static func pair(_ json: NavJSONValue, at path: NavJSONPath, tagCount: Int) throws(NavCodingError)
    -> SavedPair
  {
    guard case .array(let parts) = json, parts.count == 2, case .number(let number) = parts[0],
      let position = Int(number.text), (0..<tagCount).contains(position)
    else { throw notAPair(at: path, tagCount: tagCount) }
    return (position, parts[1])
  }

  /// The error for a value that is not a pair of a position in a table of `tagCount` tags and a
  /// payload.
  static func notAPair(at path: NavJSONPath, tagCount: Int) -> NavCodingError {
    malformed(path, "expected a pair of a position in tags (0..<\(tagCount)) and a payload")
  }

  /// A value saved as its raw value: any string its type takes, which for an enumeration is
  /// one of its cases' (listed in the error).
  static func rawValue<Value: RawRepresentable<String>>(
    _ type: Value.Type, from json: NavJSONValue, at path: NavJSONPath
  ) throws(NavCodingError) -> Value {
    if case .string(let text) = json, let value = Value(rawValue: text) { return value }
    throw malformed(path, "expected \(expectedRawValues(of: Value.self)), found \(describe(json))")
  }

  /// What a raw value of `Value` may be, for an error: the raw values of its cases, or a string.
  private static func expectedRawValues<Value: RawRepresentable<String>>(of _: Value.Type)
    -> String
  {
    func cases<Cases: CaseIterable>(of _: Cases.Type) -> [String] {
      Cases.allCases.compactMap {
        ($0 as? Value).map { NavJSONValue.string($0.rawValue).jsonString }
      }
    }
    guard let enumeration = Value.self as? any CaseIterable.Type else { return "a string" }
    return "one of " + cases(of: enumeration).joined(separator: ", ")
  }
}

/// A malformed-document error at a JSON path.
func malformed(_ path: NavJSONPath, _ reason: String) -> NavCodingError {
  NavCodingError(.malformedJSON, jsonPath: path, reason: reason)
}
