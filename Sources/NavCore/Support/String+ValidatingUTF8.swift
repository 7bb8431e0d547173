// UTF-8 validation that every supported OS has: the standard library's
// `String(validating:as:)` needs iOS 18 / macOS 15, below the package's floors.

extension String {
  /// Creates a string from UTF-8 bytes, or returns `nil` when they are not well-formed UTF-8.
  ///
  /// Accepts exactly the byte sequences of the Unicode Standard's table 3-7 (no overlong forms,
  /// no surrogates, nothing above U+10FFFF, no truncated sequence), as `String(validating:as:)`
  /// does.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes; runs of ASCII go eight bytes at a time.
  package init?(validatingUTF8Bytes bytes: UnsafeRawBufferPointer) {
    guard isWellFormedUTF8(bytes) else { return nil }
    self.init(decoding: bytes, as: UTF8.self)
  }
}

/// Whether `bytes` is well-formed UTF-8.
private func isWellFormedUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
  let count = bytes.count
  var index = 0
  while index < count {
    // ASCII runs, eight bytes at a time.
    while index + 8 <= count,
      bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      index += 8
    }
    guard index < count else { return true }
    let lead = bytes[index]
    if lead < 0x80 {
      index += 1
      continue
    }
    // The allowed range of the second byte, and how many continuation bytes follow it.
    let second: ClosedRange<UInt8>
    let trailing: Int
    switch lead {
    case 0xC2...0xDF: (second, trailing) = (0x80...0xBF, 0)
    case 0xE0: (second, trailing) = (0xA0...0xBF, 1)
    case 0xE1...0xEC, 0xEE...0xEF: (second, trailing) = (0x80...0xBF, 1)
    case 0xED: (second, trailing) = (0x80...0x9F, 1)
    case 0xF0: (second, trailing) = (0x90...0xBF, 2)
    case 0xF1...0xF3: (second, trailing) = (0x80...0xBF, 2)
    case 0xF4: (second, trailing) = (0x80...0x8F, 2)
    default: return false
    }
    guard index + 1 + trailing < count, second.contains(bytes[index + 1]) else { return false }
    for offset in 2..<(2 + trailing) where bytes[index + offset] & 0xC0 != 0x80 {
      return false
    }
    index += 2 + trailing
  }
  return true
}
