internal import NavCore

/// Decodes any `Decodable` value from a ``NavJSONValue`` tree, or from a plain object read where
/// it lies (``PlainValue``), accepting what Foundation's `JSONDecoder` accepts under its default
/// strategies for the value's own `init(from:)`. A ``NavJSONValue`` inside a value is handed over
/// as read, its numbers' text exact, as `JSONDecoder` hands over a `Decimal`.
///
/// Failures are `DecodingError`s whose coding path and description say where and why; the
/// registry turns them into ``NavCodingError``s.
enum JSONValueDecoder {
  /// Decodes a value, nested or not, taking a shortcut for common scalar types.
  ///
  /// The value's coding path is `codingPath` followed by `key`; it is only built when needed (for
  /// a nested decoder or an error), so scalars decode without allocating.
  static func decode<T: Decodable>(
    _ type: T.Type, from payload: JSONPayload, codingPath: [any CodingKey] = [],
    key: (any CodingKey)? = nil
  ) throws -> T {
    func fullPath() -> [any CodingKey] { key.map { codingPath + [$0] } ?? codingPath }
    if T.self == String.self {
      switch payload {
      case .tree(.string(let text)): return identityCast(text, to: T.self)
      case .plain(let value):
        if let text = value.string { return identityCast(text, to: T.self) }
      default: break
      }
      return identityCast(try payload.tree.unbox(String.self, at: fullPath()), to: T.self)
    }
    if T.self == Int.self {
      switch payload {
      case .tree(.number(let number)):
        if let integer = Int(number.text) { return identityCast(integer, to: T.self) }
      case .plain(let value):
        if let integer = value.integer { return identityCast(integer, to: T.self) }
      default: break
      }
      return identityCast(try payload.tree.unbox(Int.self, at: fullPath()), to: T.self)
    }
    if T.self == NavJSONValue.self {
      // The parser's tree, whose numbers keep their exact text, as `NavJSONValue(jsonBytes:)`.
      return identityCast(payload.tree, to: T.self)
    }
    if FoundationScalars.handles(T.self) {
      return try FoundationScalars.decode(T.self, from: payload.tree, codingPath: fullPath())
    }
    if codingPath.isEmpty, key == nil {
      return try T(from: PayloadDecoder(payload: payload))
    }
    return try T(from: TreeDecoder(payload: payload, codingPath: fullPath()))
  }
}

/// A short description of a JSON value for messages: its kind, and its text when it is short.
func describe(_ value: NavJSONValue) -> String {
  switch value {
  case .null: "null"
  case .bool(let value): "\(value)"
  case .number(let number):
    "number \(number.text.count <= 24 ? number.text : String(number.text.prefix(24)) + "…")"
  case .string(let text):
    "string \(NavJSONValue.string(text.count <= 24 ? text : String(text.prefix(24)) + "…"))"
  case .array(let values): "an array of \(values.count) values"
  case .object(let object): "an object with \(object.count) members"
  }
}

private func mismatch(
  _ expected: String, _ value: NavJSONValue, codingPath: [any CodingKey], type: Any.Type
) -> DecodingError {
  .typeMismatch(
    type,
    DecodingError.Context(
      codingPath: codingPath, debugDescription: "expected \(expected), found \(describe(value))"))
}

extension NavJSONValue {
  /// The value as a `Bool`, or a type mismatch at `codingPath`.
  fileprivate func unbox(_ type: Bool.Type, at codingPath: [any CodingKey]) throws -> Bool {
    guard case .bool(let bool) = self else {
      throw mismatch("a Bool", self, codingPath: codingPath, type: type)
    }
    return bool
  }

  /// The value as a `String`, or a type mismatch at `codingPath`.
  fileprivate func unbox(_ type: String.Type, at codingPath: [any CodingKey]) throws -> String {
    guard case .string(let text) = self else {
      throw mismatch("a string", self, codingPath: codingPath, type: type)
    }
    return text
  }

  /// The value as an integer of any width: exact text, or a number whose value is an exact
  /// integer in range.
  fileprivate func unbox<I: FixedWidthInteger>(_ type: I.Type, at codingPath: [any CodingKey])
    throws -> I
  {
    guard case .number(let number) = self else {
      throw mismatch("an integer", self, codingPath: codingPath, type: type)
    }
    let text = number.text
    if let integer = I(text) { return integer }
    // Not through Double: it would round 9007199254740993.0 or -9223372036854775809 into range.
    if let digits = exactIntegerDigits(text), let integer = I(digits) { return integer }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "\(describe(self)) does not fit in \(I.self)"))
  }

  /// The value as a finite floating-point number, or a type mismatch at `codingPath`.
  fileprivate func unbox<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ type: F.Type, at codingPath: [any CodingKey]
  ) throws -> F {
    guard case .number(let json) = self, let number = F(json.text), number.isFinite else {
      throw mismatch("a number", self, codingPath: codingPath, type: type)
    }
    return number
  }
}

/// The decimal digits (with a leading `-` when negative) of the integer a JSON number's text
/// denotes exactly, as in `"-12"` for `-1.2e1`; `nil` when the number is not an integer, or has
/// more than 40 digits (more than any 128-bit integer holds).
///
/// - Complexity: O(*n*), where *n* is the length of the text.
func exactIntegerDigits(_ text: String) -> String? {
  let utf8 = Array(text.utf8)
  var position = 0
  let isNegative = utf8.first == UInt8(ascii: "-")
  if isNegative { position += 1 }
  func digits() -> ArraySlice<UInt8> {
    let start = position
    while position < utf8.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[position]) {
      position += 1
    }
    return utf8[start..<position]
  }
  var significand = Array(digits())
  var exponent = 0
  if position < utf8.count, utf8[position] == UInt8(ascii: ".") {
    position += 1
    let fraction = digits()
    significand += fraction
    exponent -= fraction.count
  }
  if position < utf8.count, utf8[position] | 0x20 == UInt8(ascii: "e") {
    position += 1
    let exponentStart = position
    if position < utf8.count,
      utf8[position] == UInt8(ascii: "+") || utf8[position] == UInt8(ascii: "-")
    {
      position += 1
    }
    _ = digits()
    let written = Int(String(decoding: utf8[exponentStart..<position], as: UTF8.self))
    // An exponent beyond Int is out of every integer type's range (or below 1) unless the
    // significand is zero.
    let isNegativeExponent = utf8[exponentStart...].first == UInt8(ascii: "-")
    exponent =
      written.map { exponent.addingReportingOverflow($0) }
      .flatMap { $0.overflow ? nil : $0.partialValue } ?? (isNegativeExponent ? Int.min : Int.max)
  }
  guard position == utf8.count else { return nil }
  significand = Array(significand.drop { $0 == UInt8(ascii: "0") })
  if significand.isEmpty { return "0" }
  if exponent < 0 {
    guard exponent >= -significand.count,
      significand.suffix(-exponent).allSatisfy({ $0 == UInt8(ascii: "0") })
    else { return nil }
    significand.removeLast(-exponent)
  } else {
    guard exponent <= 40 - significand.count else { return nil }
    significand += repeatElement(UInt8(ascii: "0"), count: exponent)
  }
  return (isNegative ? "-" : "") + String(decoding: significand, as: UTF8.self)
}

/// A decoder of one value, which is also its own single-value container: what
/// ``PayloadDecoder`` and ``TreeDecoder`` share.
private protocol ValueDecoder: Decoder, SingleValueDecodingContainer {
  var payload: JSONPayload { get }
}

/// The decoder of a payload itself, whose coding path is empty: with no path to store, it fits an
/// existential's inline buffer, so `init(from:)` gets it without an allocation.
private struct PayloadDecoder: ValueDecoder {
  let payload: JSONPayload
  var codingPath: [any CodingKey] { [] }
}

/// The decoder of a value inside a payload.
private struct TreeDecoder: ValueDecoder {
  let payload: JSONPayload
  let codingPath: [any CodingKey]

  init(payload: JSONPayload, codingPath: [any CodingKey]) {
    self.payload = payload
    self.codingPath = codingPath
  }

  init(value: NavJSONValue, codingPath: [any CodingKey]) {
    self.init(payload: .tree(value), codingPath: codingPath)
  }
}

extension ValueDecoder {
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// The value as a tree: a plain object's is built only for what its members cannot answer.
  var value: NavJSONValue { payload.tree }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    if case .plain(let object) = payload, object.isObject {
      return KeyedDecodingContainer(
        KeyedContainer<Key>(members: .plain(object), codingPath: codingPath))
    }
    guard case .object(let members) = value else {
      throw mismatch("an object", value, codingPath: codingPath, type: [String: Any].self)
    }
    return KeyedDecodingContainer(
      KeyedContainer<Key>(members: .tree(members), codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let values) = value else {
      throw mismatch("an array", value, codingPath: codingPath, type: [Any].self)
    }
    return UnkeyedContainer(values: values, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

/// The members of an object: a tree's, with each name's position once there are many, or a plain
/// object's, read where they lie.
private enum Members {
  case tree(NavJSONValue.Object, index: [String: Int]?)
  case plain(PlainValue)

  /// A tree's members, indexed when there are more than 16, so that lookups stay O(1) and
  /// decoding stays linear.
  static func tree(_ members: NavJSONValue.Object) -> Members {
    guard members.count > 16 else { return .tree(members, index: nil) }
    var index = [String: Int](minimumCapacity: members.count)
    for (position, member) in members.enumerated() { index[member.key] = position }
    return .tree(members, index: index)
  }

  var names: [String] {
    switch self {
    case .tree(let members, _): members.map(\.key)
    case .plain(let object): object.memberNames
    }
  }

  func value(named name: String) -> JSONPayload? {
    switch self {
    case .tree(let members, let index?): return index[name].map { .tree(members[$0].value) }
    case .tree(let members, nil):
      for member in members where member.key == name { return .tree(member.value) }
      return nil
    case .plain(let object):
      if let value = object.member(named: name) { return .plain(value) }
      // A plain object's member names are ASCII; a name that is not may still equal one of them
      // under the canonical equivalence of strings, which the tree's lookup applies.
      guard !name.utf8.allSatisfy({ $0 < 0x80 }), case .object(let members) = object.tree else {
        return nil
      }
      return Members.tree(members).value(named: name)
    }
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: Members
  let codingPath: [any CodingKey]

  // A loop, not `compactMap`: Docs/Performance.md, "1.0 surface (2026-12-05, issue 42)".
  var allKeys: [Key] {
    var keys: [Key] = []
    for name in members.names {
      if let key = Key(stringValue: name) { keys.append(key) }
    }
    return keys
  }

  private func lookup(_ key: Key) -> JSONPayload? {
    members.value(named: key.stringValue)
  }

  private func require(_ key: Key) throws -> JSONPayload {
    guard let value = lookup(key) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "missing member \(NavJSONValue.string(key.stringValue))"))
    }
    return value
  }

  func contains(_ key: Key) -> Bool { lookup(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try require(key).isNull }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try JSONValueDecoder.decode(type, from: try require(key), codingPath: codingPath, key: key)
  }

  // The two types read without a decoder get their own witnesses, so that a payload's
  // `init(from:)` reaches the specialized read directly rather than through the generic one.

  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try JSONValueDecoder.decode(type, from: try require(key), codingPath: codingPath, key: key)
  }

  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try JSONValueDecoder.decode(type, from: try require(key), codingPath: codingPath, key: key)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try TreeDecoder(payload: try require(key), codingPath: codingPath + [key])
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TreeDecoder(payload: try require(key), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  // A decoder given away may be kept beyond the reader's input: it gets a tree.

  func superDecoder() throws -> any Decoder {
    TreeDecoder(
      value: Key(stringValue: "super").flatMap(lookup)?.tree ?? .null, codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: lookup(key)?.tree ?? .null, codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
  let values: [NavJSONValue]
  let codingPath: [any CodingKey]
  var currentIndex = 0
  var count: Int? { values.count }
  var isAtEnd: Bool { currentIndex >= values.count }

  /// A decoder of the next value, or a `valueNotFound` error at the end of the array.
  private mutating func next() throws -> TreeDecoder {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    guard currentIndex < values.count else {
      throw DecodingError.valueNotFound(
        NavJSONValue.self,
        DecodingError.Context(
          codingPath: path, debugDescription: "the array ends after \(values.count) values"))
    }
    defer { currentIndex += 1 }
    return TreeDecoder(value: values[currentIndex], codingPath: path)
  }

  mutating func decodeNil() throws -> Bool {
    guard currentIndex < values.count, case .null = values[currentIndex] else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let next = try next()
    return try JSONValueDecoder.decode(type, from: next.payload, codingPath: next.codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

extension ValueDecoder {
  func decodeNil() -> Bool { payload.isNull }

  func decode(_ type: Bool.Type) throws -> Bool { try value.unbox(type, at: codingPath) }
  func decode(_ type: String.Type) throws -> String { try value.unbox(type, at: codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try value.unbox(type, at: codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try value.unbox(type, at: codingPath) }
  func decode(_ type: Int.Type) throws -> Int { try value.unbox(type, at: codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try value.unbox(type, at: codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try value.unbox(type, at: codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try value.unbox(type, at: codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try value.unbox(type, at: codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try value.unbox(type, at: codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try value.unbox(type, at: codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try value.unbox(type, at: codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try value.unbox(type, at: codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try value.unbox(type, at: codingPath) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONValueDecoder.decode(type, from: payload, codingPath: codingPath)
  }
}
