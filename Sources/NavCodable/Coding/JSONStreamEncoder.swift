/// Writes the JSON of an `Encodable` value straight into a ``JSONWriter``, without building a tree.
///
/// Values are written as their `encode(to:)` produces them, which is fast and allocation-light
/// when containers are used one after the other, as synthesized conformances do. Code that goes
/// back to a container after writing into a later one, encodes a key twice, or asks for a super
/// encoder, cannot be written in one pass: the value is then written again through
/// ``JSONValueEncoder``, so the output is always the same as the tree encoder's.
enum JSONStreamEncoder {
  /// Writes a value's JSON, throwing the `EncodingError` of the value or of a non-finite number.
  static func write(_ value: some Encodable, into writer: inout JSONWriter) throws {
    let start = writer.bytes.count
    let encoder = StreamEncoder(bytes: writer.bytes)
    writer.bytes = []
    defer { writer.bytes = encoder.bytes }
    do {
      try encoder.encodeValue(value)
      if !encoder.needsTree { return }
    } catch is NeedsTree {
      // Falls through to the tree encoder.
    }
    encoder.bytes.removeSubrange(start...)
    var tree = JSONWriter()
    swap(&tree.bytes, &encoder.bytes)
    tree.write(try JSONValueEncoder.encode(value))
    swap(&tree.bytes, &encoder.bytes)
  }
}

/// Thrown when a value cannot be written in one pass.
private struct NeedsTree: Error {}

/// The state of one value being written: its bytes and its open containers.
private final class StreamEncoder: Encoder {
  /// An open container.
  struct Frame {
    let id: Int
    let isObject: Bool
    var count = 0
    /// Where this object's keys start in `keyRanges`.
    let keysStart: Int
    /// The keys written so far, once the object is large enough for a set to pay.
    var keySet: Set<ArraySlice<UInt8>>?
  }

  /// What the value currently being encoded has written at its own level.
  enum Slot {
    case empty
    case filled
    case container(id: Int)
  }

  var bytes: [UInt8]
  var frames: [Frame] = []
  var keyRanges: [Range<Int>] = []
  var nextID = 0
  var slot = Slot.empty
  /// The number of frames that belong to enclosing values and must not be closed.
  var floor = 0
  var needsTree = false
  var path: [any CodingKey] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    self.bytes.reserveCapacity(bytes.count + 64)
  }

  var codingPath: [any CodingKey] { path }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Writes a nested value whose key or separator is already written.
  func encodeValue<T: Encodable>(_ value: T, key: (any CodingKey)? = nil) throws {
    if try writePrimitive(value) { return }
    let savedSlot = slot
    let savedFloor = floor
    slot = .empty
    floor = frames.count
    if let key { path.append(key) }
    try value.encode(to: self)
    if key != nil { path.removeLast() }
    if needsTree { throw NeedsTree() }
    switch slot {
    case .empty: append("{}")
    case .filled: break
    case .container: close(downTo: floor)
    }
    slot = savedSlot
    floor = savedFloor
  }

  private func writePrimitive(_ value: some Encodable) throws -> Bool {
    switch value {
    case let value as String: writeString(value)
    case let value as Int: writeInteger(Int64(value))
    case let value as Bool: append(value ? "true" : "false")
    case let value as Double: writeNumber(try floatingJSON(value, codingPath: path))
    default: return false
    }
    return true
  }

  func append(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  func writeString(_ text: String) {
    var writer = JSONWriter(capacity: 0)
    swap(&writer.bytes, &bytes)
    writer.write(string: text)
    swap(&writer.bytes, &bytes)
  }

  func writeInteger(_ value: Int64) {
    var writer = JSONWriter(capacity: 0)
    swap(&writer.bytes, &bytes)
    writer.write(integer: value)
    swap(&writer.bytes, &bytes)
  }

  func writeUnsigned(_ value: UInt64) {
    var writer = JSONWriter(capacity: 0)
    swap(&writer.bytes, &bytes)
    writer.write(unsigned: value)
    swap(&writer.bytes, &bytes)
  }

  func writeNumber(_ value: JSONValue) {
    if case .number(let text) = value {
      var text = text
      text.withUTF8 { bytes.append(contentsOf: $0) }
    }
  }

  /// Closes every open container above the first `count`.
  func close(downTo count: Int) {
    while frames.count > count {
      let frame = frames.removeLast()
      if frame.isObject {
        keyRanges.removeSubrange(frame.keysStart...)
        bytes.append(UInt8(ascii: "}"))
      } else {
        bytes.append(UInt8(ascii: "]"))
      }
    }
  }

  /// Makes the container with the given id the innermost open one, closing containers nested in
  /// it; marks the value for the tree encoder when that container is already closed.
  func activate(_ id: Int) -> Bool {
    guard !needsTree else { return false }
    var index = frames.count - 1
    while index >= floor, frames[index].id != id { index -= 1 }
    guard index >= floor else {
      needsTree = true
      return false
    }
    close(downTo: index + 1)
    return true
  }

  /// Opens a container, writing its opening bracket.
  func open(isObject: Bool) -> Int {
    nextID += 1
    frames.append(Frame(id: nextID, isObject: isObject, keysStart: keyRanges.count))
    bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    return nextID
  }

  /// Writes the separator and the key of the next member of the innermost object; marks the
  /// value for the tree encoder when the key is already there.
  func writeKey(_ key: String) -> Bool {
    let index = frames.count - 1
    if frames[index].count > 0 { bytes.append(UInt8(ascii: ",")) }
    frames[index].count += 1
    let start = bytes.count
    writeString(key)
    let range = start..<bytes.count
    let new = bytes[range]
    if var keySet = frames[index].keySet {
      frames[index].keySet = nil
      let inserted = keySet.insert(new).inserted
      frames[index].keySet = keySet
      guard inserted else { needsTree = true; return false }
    } else {
      for previous in keyRanges[frames[index].keysStart...] where bytes[previous] == new {
        needsTree = true
        return false
      }
      keyRanges.append(range)
      if keyRanges.count - frames[index].keysStart >= 16 {
        frames[index].keySet = Set(keyRanges[frames[index].keysStart...].map { bytes[$0] })
      }
    }
    bytes.append(UInt8(ascii: ":"))
    return true
  }

  /// Writes the separator of the next value of the innermost array.
  func writeSeparator() {
    let index = frames.count - 1
    if frames[index].count > 0 { bytes.append(UInt8(ascii: ",")) }
    frames[index].count += 1
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    switch slot {
    case .empty:
      let id = open(isObject: true)
      slot = .container(id: id)
      return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, id: id, codingPath: path))
    case .container(let id) where frames.indices.contains(floor) && frames[floor].id == id
      && frames[floor].isObject:
      _ = activate(id)
      return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, id: id, codingPath: path))
    default:
      needsTree = true
      return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, id: 0, codingPath: path))
    }
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    switch slot {
    case .empty:
      let id = open(isObject: false)
      slot = .container(id: id)
      return UnkeyedContainer(encoder: self, id: id, codingPath: path)
    case .container(let id) where frames.indices.contains(floor) && frames[floor].id == id
      && !frames[floor].isObject:
      _ = activate(id)
      return UnkeyedContainer(encoder: self, id: id, codingPath: path)
    default:
      needsTree = true
      return UnkeyedContainer(encoder: self, id: 0, codingPath: path)
    }
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }

  /// Claims the current value's slot for a single value.
  func claimSlot() throws {
    guard case .empty = slot, !needsTree else {
      needsTree = true
      throw NeedsTree()
    }
    slot = .filled
  }
}

private struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: StreamEncoder
  let id: Int
  let codingPath: [any CodingKey]

  private func begin(_ key: Key) throws {
    guard encoder.activate(id), encoder.writeKey(key.stringValue) else { throw NeedsTree() }
  }

  mutating func encodeNil(forKey key: Key) throws {
    try begin(key)
    encoder.append("null")
  }

  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try begin(key)
    encoder.append(value ? "true" : "false")
  }

  mutating func encode(_ value: String, forKey key: Key) throws {
    try begin(key)
    encoder.writeString(value)
  }

  mutating func encode(_ value: Int, forKey key: Key) throws {
    try begin(key)
    encoder.writeInteger(Int64(value))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try begin(key)
    try encoder.encodeValue(value, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    guard encoder.activate(id), encoder.writeKey(key.stringValue) else {
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(encoder: encoder, id: 0, codingPath: codingPath + [key]))
    }
    let nested = encoder.open(isObject: true)
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(encoder: encoder, id: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    guard encoder.activate(id), encoder.writeKey(key.stringValue) else {
      return UnkeyedContainer(encoder: encoder, id: 0, codingPath: codingPath + [key])
    }
    let nested = encoder.open(isObject: false)
    return UnkeyedContainer(encoder: encoder, id: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    encoder.needsTree = true
    return encoder
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    encoder.needsTree = true
    return encoder
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: StreamEncoder
  let id: Int
  let codingPath: [any CodingKey]
  private(set) var count = 0

  init(encoder: StreamEncoder, id: Int, codingPath: [any CodingKey]) {
    self.encoder = encoder
    self.id = id
    self.codingPath = codingPath
  }

  private mutating func begin() throws {
    guard encoder.activate(id) else { throw NeedsTree() }
    encoder.writeSeparator()
    count += 1
  }

  mutating func encodeNil() throws {
    try begin()
    encoder.append("null")
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try begin()
    try encoder.encodeValue(value, key: IndexKey(intValue: count - 1))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let path = codingPath + [IndexKey(intValue: count)]
    guard (try? begin()) != nil else {
      return KeyedEncodingContainer(
        KeyedContainer<NestedKey>(encoder: encoder, id: 0, codingPath: path))
    }
    let nested = encoder.open(isObject: true)
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(encoder: encoder, id: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = codingPath + [IndexKey(intValue: count)]
    guard (try? begin()) != nil else {
      return UnkeyedContainer(encoder: encoder, id: 0, codingPath: path)
    }
    return UnkeyedContainer(encoder: encoder, id: encoder.open(isObject: false), codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    encoder.needsTree = true
    return encoder
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: StreamEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws {
    try encoder.claimSlot()
    encoder.append("null")
  }

  mutating func encode(_ value: Bool) throws {
    try encoder.claimSlot()
    encoder.append(value ? "true" : "false")
  }

  mutating func encode(_ value: String) throws {
    try encoder.claimSlot()
    encoder.writeString(value)
  }

  mutating func encode(_ value: Double) throws {
    try encoder.claimSlot()
    encoder.writeNumber(try floatingJSON(value, codingPath: codingPath))
  }

  mutating func encode(_ value: Float) throws {
    try encoder.claimSlot()
    encoder.writeNumber(try floatingJSON(value, codingPath: codingPath))
  }

  mutating func encode(_ value: Int) throws { try encodeSigned(value) }
  mutating func encode(_ value: Int8) throws { try encodeSigned(value) }
  mutating func encode(_ value: Int16) throws { try encodeSigned(value) }
  mutating func encode(_ value: Int32) throws { try encodeSigned(value) }
  mutating func encode(_ value: Int64) throws { try encodeSigned(value) }
  mutating func encode(_ value: UInt) throws { try encodeUnsigned(value) }
  mutating func encode(_ value: UInt8) throws { try encodeUnsigned(value) }
  mutating func encode(_ value: UInt16) throws { try encodeUnsigned(value) }
  mutating func encode(_ value: UInt32) throws { try encodeUnsigned(value) }
  mutating func encode(_ value: UInt64) throws { try encodeUnsigned(value) }

  private func encodeSigned(_ value: some FixedWidthInteger & SignedInteger) throws {
    try encoder.claimSlot()
    encoder.writeInteger(Int64(value))
  }

  private func encodeUnsigned(_ value: some FixedWidthInteger & UnsignedInteger) throws {
    try encoder.claimSlot()
    encoder.writeUnsigned(UInt64(value))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encoder.claimSlot()
    encoder.slot = .empty
    try encoder.encodeValue(value)
    encoder.slot = .filled
  }
}
