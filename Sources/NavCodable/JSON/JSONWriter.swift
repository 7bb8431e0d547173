/// Writes compact, deterministic JSON bytes: no whitespace, members in the order given, strings
/// escaped minimally (quote, backslash and control characters only; other text is written as UTF-8).
struct JSONWriter {
  var bytes: [UInt8]

  init(capacity: Int = 64) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  @inline(__always)
  mutating func write(byte: UInt8) {
    bytes.append(byte)
  }

  mutating func write(bool value: Bool) {
    write(raw: value ? "true" : "false")
  }

  /// Writes raw bytes that are already valid JSON.
  mutating func write(raw text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Writes raw bytes that are already valid JSON.
  mutating func write(raw text: [UInt8]) {
    bytes.append(contentsOf: text)
  }

  /// Writes a value and everything inside it.
  mutating func write(_ value: NavJSONValue) {
    switch value {
    case .null: write(raw: "null")
    case .bool(let value): write(bool: value)
    case .number(let text): write(raw: text)
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
      bytes.append(UInt8(ascii: "\""))
      var start = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        writeEscape(for: byte)
        start = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// Writes the escape sequence of a byte that cannot appear raw inside a JSON string.
  private mutating func writeEscape(for byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      bytes.append(contentsOf: [
        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
        hex[Int(byte & 0xF)],
      ])
    }
  }

  /// Writes an integer of any width up to 64 bits in decimal.
  mutating func write(integer value: some FixedWidthInteger) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    write(unsigned: UInt64(value.magnitude))
  }

  /// Writes an unsigned integer in decimal, without intermediate allocation.
  mutating func write(unsigned value: UInt64) {
    if value < 10 {
      bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
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
      bytes.append(contentsOf: buffer[(32 - count)...])
    }
  }
}
