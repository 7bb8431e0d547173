#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes the JSON of `Encodable` values straight into its ``writer``, without building a tree.
///
/// Values are written as their `encode(to:)` produces them, which is fast and allocation-light
/// when containers are used one after the other, as synthesized conformances do. Code that goes
/// back to a container after writing into a later one, encodes a key twice, or asks for a super
/// encoder, cannot be written in one pass: the value is then written again by Foundation's
/// `JSONEncoder`, whose containers can be revisited, with sorted keys so that the output stays
/// deterministic, and read back so that numbers and strings are written as everywhere else.
///
/// One encoder writes a whole document: its buffers are reused from one value to the next.
final class JSONStreamEncoder: Encoder {
  struct Frame {
    let id: Int
    let isObject: Bool
    var count = 0
    /// Where this object's keys start in `keyRanges`.
    let keysStart: Int
    /// The length of `path` outside this container.
    let pathDepth: Int
    /// The keys written so far, once the object is large enough for a set to pay.
    var keySet: Set<String>?
  }

  /// What the value currently being encoded has written at its own level.
  enum Slot {
    case empty
    case filled
    case container(id: Int)
  }

  // Dynamic exclusivity checks on these properties cost a third of the encoding time. They are
  // unchecked because an encoder is only used by the one call of `write(_:)` in progress, on one
  // thread, and no access to one of them overlaps another access to the same property: every
  // mutation here is a single statement that calls no user code.

  @exclusivity(unchecked) var writer: JSONWriter
  @exclusivity(unchecked) private var frames: [Frame] = []
  @exclusivity(unchecked) private var keyRanges: [Range<Int>] = []
  @exclusivity(unchecked) private var nextID = 0
  @exclusivity(unchecked) fileprivate var slot = Slot.empty
  /// The number of frames that belong to enclosing values and must not be closed.
  @exclusivity(unchecked) private var floor = 0
  @exclusivity(unchecked) fileprivate var needsTree = false
  @exclusivity(unchecked) private(set) var path: [any CodingKey] = []

  init(capacity: Int = 64) {
    writer = JSONWriter(capacity: capacity)
  }

  var codingPath: [any CodingKey] { path }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Appends a value's JSON to ``writer``, throwing the `EncodingError` of the value or of a
  /// non-finite number.
  func write(_ value: some Encodable) throws {
    let start = writer.count
    frames.removeAll(keepingCapacity: true)
    keyRanges.removeAll(keepingCapacity: true)
    path.removeAll(keepingCapacity: true)
    slot = .empty
    floor = 0
    needsTree = false
    do {
      try encodeValue(value)
      if !needsTree { return }
    } catch is NeedsTree {
      // Falls through to the tree encoder.
    }
    writer.removeSuffix(from: start)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let encoded = try encoder.encode(value)
    // Valid JSON without duplicate keys by construction, and no deeper than the value.
    let tree = try encoded.withUnsafeBytes { bytes in
      try JSONParser.parse(bytes, maxDepth: .max)
    }
    writer.write(tree)
  }

  /// Writes a nested value whose key or separator is already written.
  func encodeValue<T: Encodable>(_ value: T, key: (any CodingKey)? = nil) throws {
    if try writer.write(primitive: value, codingPath: key.map { path + [$0] } ?? path) { return }
    let savedSlot = slot
    let savedFloor = floor
    slot = .empty
    floor = frames.count
    if let key { path.append(key) }
    try value.encode(to: self)
    if needsTree { throw NeedsTree() }
    switch slot {
    case .empty: writer.write(raw: "{}")
    case .filled: break
    case .container: close(downTo: floor)
    }
    if key != nil { path.removeLast() }
    slot = savedSlot
    floor = savedFloor
  }

  /// Closes every open container above the first `count`.
  func close(downTo count: Int) {
    while frames.count > count {
      let frame = frames.removeLast()
      path.removeSubrange(frame.pathDepth...)
      if frame.isObject {
        keyRanges.removeSubrange(frame.keysStart...)
        writer.write(byte: UInt8(ascii: "}"))
      } else {
        writer.write(byte: UInt8(ascii: "]"))
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

  /// Opens a container, writing its opening bracket; `key` is where it sits in its parent when
  /// the parent is a container rather than the current value's slot.
  fileprivate func open(isObject: Bool, key: (any CodingKey)? = nil) -> Int {
    nextID += 1
    frames.append(
      Frame(id: nextID, isObject: isObject, keysStart: keyRanges.count, pathDepth: path.count))
    if let key { path.append(key) }
    writer.write(byte: isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
    return nextID
  }

  /// Writes the separator and the key of the next member of the innermost object; marks the
  /// value for the tree encoder when the key is already there.
  ///
  /// Keys are compared as written (escaped), in place: no slice of `bytes` is kept, so appending
  /// never copies the buffer.
  func writeKey(_ key: String) -> Bool {
    let index = frames.count - 1
    if frames[index].count > 0 { writer.write(byte: UInt8(ascii: ",")) }
    frames[index].count += 1
    let start = writer.count
    writer.write(string: key)
    let range = start..<writer.count
    if frames[index].keySet != nil {
      let text = writtenText(range)
      guard frames[index].keySet?.insert(text).inserted == true else {
        needsTree = true
        return false
      }
    } else {
      let isDuplicate = writer.withBytes { buffer in
        keyRanges[frames[index].keysStart...].contains { previous in
          previous.count == range.count
            && buffer[previous].elementsEqual(buffer[range])
        }
      }
      guard !isDuplicate else {
        needsTree = true
        return false
      }
      keyRanges.append(range)
      if keyRanges.count - frames[index].keysStart >= 16 {
        frames[index].keySet = Set(keyRanges[frames[index].keysStart...].map(writtenText))
      }
    }
    writer.write(byte: UInt8(ascii: ":"))
    return true
  }

  /// A copy of some written bytes, as text.
  private func writtenText(_ range: Range<Int>) -> String {
    writer.withBytes { String(decoding: $0[range], as: UTF8.self) }
  }

  /// Writes the separator of the next value of the innermost array.
  func writeSeparator() {
    let index = frames.count - 1
    if frames[index].count > 0 { writer.write(byte: UInt8(ascii: ",")) }
    frames[index].count += 1
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, id: slotContainer(isObject: true)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedContainer(encoder: self, id: slotContainer(isObject: false))
  }

  /// The id of the current value's own container, opened on first use; 0, marking the value for
  /// the tree encoder, when the value already holds something else.
  private func slotContainer(isObject: Bool) -> Int {
    switch slot {
    case .empty:
      let id = open(isObject: isObject)
      slot = .container(id: id)
      return id
    case .container(let id)
    where frames.indices.contains(floor) && frames[floor].id == id
      && frames[floor].isObject == isObject:
      _ = activate(id)
      return id
    default:
      needsTree = true
      return 0
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

  /// Claims the current value's slot for a single value, and writes it with `write`.
  func writeSingleValue(_ write: (inout JSONWriter) throws -> Void) throws {
    try claimSlot()
    try write(&writer)
  }

  /// Marks the value for the tree encoder, which can revisit containers and give super encoders.
  func fallBackToTree() -> any Encoder {
    needsTree = true
    return self
  }
}

/// Thrown when a value cannot be written in one pass.
private struct NeedsTree: Error {}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: JSONStreamEncoder
  let id: Int
  var codingPath: [any CodingKey] { encoder.path }

  /// Writes the separator and the key of the member `key`, or throws for the tree encoder.
  private func begin(_ key: Key) throws {
    guard encoder.activate(id), encoder.writeKey(key.stringValue) else { throw NeedsTree() }
  }

  /// Writes the member `key` with `write`.
  private func write(_ key: Key, _ write: (inout JSONWriter) -> Void) throws {
    try begin(key)
    write(&encoder.writer)
  }

  mutating func encodeNil(forKey key: Key) throws { try write(key) { $0.write(raw: "null") } }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try write(key) { $0.write(bool: value) }
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    try write(key) { $0.write(string: value) }
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try write(key) { $0.write(integer: value) }
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try begin(key)
    try encoder.encodeValue(value, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = (try? begin(key)) != nil ? encoder.open(isObject: true, key: key) : 0
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, id: nested))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = (try? begin(key)) != nil ? encoder.open(isObject: false, key: key) : 0
    return UnkeyedContainer(encoder: encoder, id: nested)
  }

  mutating func superEncoder() -> any Encoder { encoder.fallBackToTree() }
  mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.fallBackToTree() }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let encoder: JSONStreamEncoder
  let id: Int
  var codingPath: [any CodingKey] { encoder.path }
  private(set) var count = 0

  /// Writes the separator of the next value, or throws for the tree encoder.
  private mutating func begin() throws {
    guard encoder.activate(id) else { throw NeedsTree() }
    encoder.writeSeparator()
    count += 1
  }

  /// The id of a container opened as the next value, or 0 for the tree encoder.
  private mutating func openNested(isObject: Bool) -> Int {
    guard (try? begin()) != nil else { return 0 }
    return encoder.open(isObject: isObject, key: IndexKey(intValue: count - 1))
  }

  mutating func encodeNil() throws {
    try begin()
    encoder.writer.write(raw: "null")
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try begin()
    try encoder.encodeValue(value, key: IndexKey(intValue: count - 1))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = openNested(isObject: true)
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(encoder: encoder, id: nested))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedContainer(encoder: encoder, id: openNested(isObject: false))
  }

  mutating func superEncoder() -> any Encoder { encoder.fallBackToTree() }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let encoder: JSONStreamEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { try encoder.writeSingleValue { $0.write(raw: "null") } }
  mutating func encode(_ value: Bool) throws {
    try encoder.writeSingleValue { $0.write(bool: value) }
  }
  mutating func encode(_ value: String) throws {
    try encoder.writeSingleValue { $0.write(string: value) }
  }
  mutating func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
  mutating func encode(_ value: Float) throws { try encodeFloatingPoint(value) }
  mutating func encode(_ value: Int) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
  mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
  mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }

  private func encodeInteger(_ value: some FixedWidthInteger) throws {
    try encoder.writeSingleValue { $0.write(integer: value) }
  }

  private func encodeFloatingPoint(
    _ value: some BinaryFloatingPoint & LosslessStringConvertible
  ) throws {
    let path = codingPath
    try encoder.writeSingleValue { $0.write(try floatingJSON(value, codingPath: path)) }
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try encoder.claimSlot()
    encoder.slot = .empty
    try encoder.encodeValue(value)
    encoder.slot = .filled
  }
}

/// The JSON of a floating-point number, or an `EncodingError` when it is not finite.
func floatingJSON<F: BinaryFloatingPoint & LosslessStringConvertible>(
  _ value: F, codingPath: [any CodingKey]
) throws -> NavJSONValue {
  guard value.isFinite else {
    throw EncodingError.invalidValue(
      value,
      EncodingError.Context(
        codingPath: codingPath, debugDescription: "\(value) is not a finite number, JSON has none"))
  }
  return .number(NavJSONValue.Number(validText: value.description))
}

extension JSONWriter {
  /// Writes a string, an integer, a boolean, a floating-point number, a ``NavJSONValue`` (its
  /// numbers' text exact) or one of Foundation's scalars as JSON, and returns whether `value` was
  /// one of them: the one writer of these for payloads and for the values inside them.
  ///
  /// - Parameter codingPath: Where the value is, for the error of a non-finite number.
  @inline(__always)
  mutating func write<T: Encodable>(
    primitive value: T, codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> Bool {
    if let value = exactCast(value, to: String.self) {
      write(string: value)
    } else if let value = exactCast(value, to: Int.self) {
      write(integer: value)
    } else if let value = exactCast(value, to: Bool.self) {
      write(bool: value)
    } else if let value = exactCast(value, to: Double.self) {
      write(try floatingJSON(value, codingPath: codingPath()))
    } else if let value = exactCast(value, to: NavJSONValue.self) {
      write(value)
    } else if FoundationScalars.handles(T.self),
      let json = try FoundationScalars.json(value, codingPath: codingPath())
    {
      write(json)
    } else {
      return false
    }
    return true
  }
}
