/// Turns any `Encodable` value into a ``JSONValue`` tree, with the same results as Foundation's
/// `JSONEncoder` under its default strategies for the value's own `encode(to:)`.
///
/// Containers are reference boxes, so code that keeps several containers open and writes to them
/// in any order encodes correctly; encoding a key twice keeps the last value, as `JSONEncoder` does.
struct JSONValueEncoder {
  /// Encodes a value, throwing the `EncodingError` of the value or of a non-finite number.
  static func encode(_ value: some Encodable) throws -> JSONValue {
    if let primitive = try primitiveJSON(value, codingPath: []) { return primitive }
    let encoder = TreeEncoder(codingPath: [])
    try value.encode(to: encoder)
    return encoder.root?.value ?? .object([])
  }
}

/// The JSON of values that encode as one scalar, without going through `encode(to:)`.
func primitiveJSON(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue? {
  if let value = exactCast(value, to: String.self) { return .string(value) }
  if let value = exactCast(value, to: Int.self) { return JSONValue(value) }
  if let value = exactCast(value, to: Bool.self) { return .bool(value) }
  if let value = exactCast(value, to: Double.self) {
    return try floatingJSON(value, codingPath: codingPath)
  }
  return try FoundationScalars.json(value, codingPath: codingPath)
}

/// The JSON of a floating-point number, or an `EncodingError` when it is not finite.
func floatingJSON<F: BinaryFloatingPoint & LosslessStringConvertible>(
  _ value: F, codingPath: [any CodingKey]
) throws -> JSONValue {
  guard value.isFinite else {
    throw EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath, debugDescription: "\(value) is not a finite number, JSON has none"))
  }
  return .number(value.description)
}

/// A container under construction.
private final class Box {
  enum Content {
    case value(JSONValue)
    case array([Box])
    case object([(key: String, value: Box)])
  }

  var content: Content
  /// For large objects, each key's position, so encoding stays linear in the number of members.
  private var positions: [String: Int]?

  init(_ content: Content) {
    self.content = content
  }

  /// The finished JSON of this container and everything inside it.
  var value: JSONValue {
    switch content {
    case .value(let value): value
    case .array(let boxes): .array(boxes.map(\.value))
    case .object(let members): .object(members.map { ($0.key, $0.value.value) })
    }
  }

  func append(_ box: Box) {
    guard case .array(var boxes) = content else { return }
    content = .value(.null)
    boxes.append(box)
    content = .array(boxes)
  }

  func set(_ box: Box, forKey key: String) {
    guard case .object(var members) = content else { return }
    content = .value(.null)
    if let index = position(ofKey: key, in: members) {
      members[index].value = box
    } else {
      positions?[key] = members.count
      members.append((key, box))
      if positions == nil && members.count > 16 {
        positions = Dictionary(
          members.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { $1 })
      }
    }
    content = .object(members)
  }

  private func position(ofKey key: String, in members: [(key: String, value: Box)]) -> Int? {
    if let positions { return positions[key] }
    return members.firstIndex { $0.key == key }
  }

  /// The existing child container of the given kind under `key`, or a new one.
  func child(forKey key: String, object: Bool) -> Box {
    if case .object(let members) = content, let index = position(ofKey: key, in: members),
      members[index].value.isObject == object
    {
      return members[index].value
    }
    let box = Box(object ? .object([]) : .array([]))
    set(box, forKey: key)
    return box
  }

  var isObject: Bool {
    if case .object = content { return true }
    return false
  }

  var count: Int {
    if case .array(let boxes) = content { return boxes.count }
    return 0
  }
}

private final class TreeEncoder: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var root: Box?

  init(codingPath: [any CodingKey]) {
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let box: Box
    if let root, root.isObject {
      box = root
    } else {
      box = Box(.object([]))
      root = box
    }
    return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let box: Box
    if let root, case .array = root.content {
      box = root
    } else {
      box = Box(.array([]))
      root = box
    }
    return UnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }
}

/// Encodes a nested value into a new box.
private func encodeBox(_ value: some Encodable, codingPath: [any CodingKey]) throws -> Box {
  if let primitive = try primitiveJSON(value, codingPath: codingPath) {
    return Box(.value(primitive))
  }
  let encoder = TreeEncoder(codingPath: codingPath)
  try value.encode(to: encoder)
  return encoder.root ?? Box(.object([]))
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: Box
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    box.set(Box(.value(.null)), forKey: key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    box.set(try encodeBox(value, codingPath: codingPath + [key]), forKey: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      KeyedContainer<NestedKey>(
        box: box.child(forKey: key.stringValue, object: true), codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedContainer(
      box: box.child(forKey: key.stringValue, object: false), codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(key: "super", codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    superEncoder(key: key.stringValue, codingPath: codingPath + [key])
  }

  private func superEncoder(key: String, codingPath: [any CodingKey]) -> any Encoder {
    let child = Box(.value(.object([])))
    box.set(child, forKey: key)
    return SuperEncoder(target: child, codingPath: codingPath)
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let box: Box
  let codingPath: [any CodingKey]
  var count: Int { box.count }

  private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }

  mutating func encodeNil() throws {
    box.append(Box(.value(.null)))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    box.append(try encodeBox(value, codingPath: nextPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = Box(.object([]))
    let path = nextPath
    box.append(child)
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = Box(.array([]))
    let path = nextPath
    box.append(child)
    return UnkeyedContainer(box: child, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let child = Box(.value(.object([])))
    let path = nextPath
    box.append(child)
    return SuperEncoder(target: child, codingPath: path)
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: TreeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws {
    encoder.root = Box(.value(.null))
  }

  mutating func encode(_ value: Bool) throws { encoder.root = Box(.value(.bool(value))) }
  mutating func encode(_ value: String) throws { encoder.root = Box(.value(.string(value))) }
  mutating func encode(_ value: Double) throws {
    encoder.root = Box(.value(try floatingJSON(value, codingPath: codingPath)))
  }
  mutating func encode(_ value: Float) throws {
    encoder.root = Box(.value(try floatingJSON(value, codingPath: codingPath)))
  }
  mutating func encode(_ value: Int) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: Int8) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: Int16) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: Int32) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: Int64) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: UInt) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: UInt8) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: UInt16) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: UInt32) throws { encoder.root = Box(.value(JSONValue(value))) }
  mutating func encode(_ value: UInt64) throws { encoder.root = Box(.value(JSONValue(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.root = try encodeBox(value, codingPath: codingPath)
  }
}

/// The encoder a class's superclass encodes into: its result replaces the placeholder box already
/// placed in the parent container when the encoder is released.
private final class SuperEncoder: Encoder {
  private let encoder: TreeEncoder
  private let target: Box

  init(target: Box, codingPath: [any CodingKey]) {
    encoder = TreeEncoder(codingPath: codingPath)
    self.target = target
  }

  deinit {
    if let root = encoder.root { target.content = root.content }
  }

  var codingPath: [any CodingKey] { encoder.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    encoder.container(keyedBy: type)
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    encoder.unkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    encoder.singleValueContainer()
  }
}
