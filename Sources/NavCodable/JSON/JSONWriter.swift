#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes compact, deterministic JSON bytes: no whitespace, members in the order given, strings
/// escaped minimally (quote, backslash and control characters only; other text is written as UTF-8).
///
/// The bytes are written into a buffer the writer owns, which ``data()`` hands over to the `Data`
/// it returns, so a short document is never copied into a second buffer.
struct JSONWriter: ~Copyable {
  /// The buffer; `nil` until a writer made without capacity writes its first byte.
  private var start: UnsafeMutableRawPointer?
  /// The number of bytes written.
  private(set) var count = 0
  /// The size of the buffer.
  private var capacity: Int

  init(capacity: Int = 64) {
    self.capacity = capacity
    start = capacity > 0 ? .allocate(byteCount: capacity, alignment: 1) : nil
  }

  deinit {
    start?.deallocate()
  }

  /// Calls `body` with the bytes written so far, in place.
  func withBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeRawBufferPointer(start: start, count: count))
  }

  /// A copy of the bytes written so far.
  var bytes: [UInt8] {
    withBytes { Array($0) }
  }

  /// The bytes written, as a `Data` that takes over the writer's buffer, or holds a copy of the
  /// bytes when the buffer would keep more than a quarter of itself (and 256 bytes) unused.
  consuming func data() -> Data {
    guard let start, count > 0, capacity - count <= count / 4 + 256 else {
      let copy = Data(UnsafeRawBufferPointer(start: start, count: count))
      _ = consume self
      return copy
    }
    let count = count
    discard self
    return Data(
      bytesNoCopy: start, count: count, deallocator: .custom { bytes, _ in bytes.deallocate() })
  }

  /// Removes the bytes written from `index` on.
  mutating func removeSuffix(from index: Int) {
    precondition(0 <= index && index <= count, "JSONWriter.removeSuffix: index out of range")
    count = index
  }

  /// Moves the bytes written from `index` on to the front, before the bytes written before them.
  ///
  /// - Complexity: O(*n*), where *n* is ``count``.
  mutating func moveToFront(from index: Int) {
    precondition(0 <= index && index <= count, "JSONWriter.moveToFront: index out of range")
    let moved = count - index
    guard moved > 0, index > 0 else { return }
    // The moved bytes wait past the end while the bytes before them shift up.
    let parked = room(for: moved)
    let start = self.start.unsafelyUnwrapped
    parked.copyMemory(from: start + index, byteCount: moved)
    (start + moved).copyMemory(from: start, byteCount: index)
    start.copyMemory(from: parked, byteCount: moved)
  }

  /// Where the next `byteCount` bytes go, growing the buffer when it is too small for them.
  @inline(__always)
  private mutating func room(for byteCount: Int) -> UnsafeMutableRawPointer {
    if capacity &- count < byteCount { grow(toHold: count + byteCount) }
    return start.unsafelyUnwrapped + count
  }

  /// Moves the bytes into a buffer at least twice as large and large enough for `minimum` bytes.
  private mutating func grow(toHold minimum: Int) {
    let newCapacity = Swift.max(minimum, capacity * 2, 64)
    let newStart = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
    if let start {
      newStart.copyMemory(from: start, byteCount: count)
      start.deallocate()
    }
    start = newStart
    capacity = newCapacity
  }

  @inline(__always)
  mutating func write(byte: UInt8) {
    room(for: 1).storeBytes(of: byte, as: UInt8.self)
    count &+= 1
  }

  mutating func write(bool value: Bool) {
    write(raw: value ? "true" : "false")
  }

  /// Writes raw bytes that are already valid JSON.
  mutating func write(raw bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    room(for: bytes.count).copyMemory(from: source, byteCount: bytes.count)
    count &+= bytes.count
  }

  /// Writes raw bytes that are already valid JSON.
  mutating func write(raw text: String) {
    var text = text
    text.withUTF8 { write(raw: UnsafeRawBufferPointer($0)) }
  }

  /// Writes raw bytes that are already valid JSON.
  mutating func write(raw text: [UInt8]) {
    text.withUnsafeBytes { write(raw: $0) }
  }

  /// Writes a value and everything inside it.
  mutating func write(_ value: NavJSONValue) {
    switch value {
    case .null: write(raw: "null")
    case .bool(let value): write(bool: value)
    case .number(let number): write(raw: number.text)
    case .string(let text): write(string: text)
    case .array(let values):
      write(byte: UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { write(byte: UInt8(ascii: ",")) }
        write(value)
      }
      write(byte: UInt8(ascii: "]"))
    case .object(let members):
      write(byte: UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { write(byte: UInt8(ascii: ",")) }
        write(string: member.key)
        write(byte: UInt8(ascii: ":"))
        write(member.value)
      }
      write(byte: UInt8(ascii: "}"))
    }
  }

  /// Writes a quoted, escaped string.
  mutating func write(string: String) {
    var string = string
    string.withUTF8 { utf8 in
      write(byte: UInt8(ascii: "\""))
      var start = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        write(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start..<index])))
        writeEscape(for: byte)
        start = index + 1
      }
      write(raw: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start...])))
      write(byte: UInt8(ascii: "\""))
    }
  }

  /// Writes the escape sequence of a byte that cannot appear raw inside a JSON string.
  private mutating func writeEscape(for byte: UInt8) {
    write(byte: UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): write(byte: byte)
    case 0x08: write(byte: UInt8(ascii: "b"))
    case 0x09: write(byte: UInt8(ascii: "t"))
    case 0x0A: write(byte: UInt8(ascii: "n"))
    case 0x0C: write(byte: UInt8(ascii: "f"))
    case 0x0D: write(byte: UInt8(ascii: "r"))
    default:
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      write(raw: [
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
        hex[Int(byte & 0xF)],
      ])
    }
  }

  /// Writes an integer of any width up to 64 bits in decimal.
  mutating func write(integer value: some FixedWidthInteger) {
    if value < 0 { write(byte: UInt8(ascii: "-")) }
    write(unsigned: UInt64(value.magnitude))
  }

  /// Writes an unsigned integer in decimal, without intermediate allocation.
  mutating func write(unsigned value: UInt64) {
    if value < 10 {
      write(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
      return
    }
    var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes: room for 20 digits.
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { buffer in
      while rest > 0 {
        let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
        count += 1
        buffer[32 - count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remainder)
        rest = quotient
      }
      write(raw: UnsafeRawBufferPointer(rebasing: buffer[(32 - count)...]))
    }
  }
}
