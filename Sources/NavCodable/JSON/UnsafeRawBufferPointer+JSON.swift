extension UnsafeRawBufferPointer {
  /// Whether these are the same bytes as `other`'s, compared eight at a time: for the short
  /// runs the readers compare (literals, tags, member names), faster than a loop over bytes.
  ///
  /// - Complexity: O(*n*), where *n* is the number of bytes.
  @inline(__always)
  func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
    guard count == other.count else { return false }
    guard count > 0, let start = baseAddress, let otherStart = other.baseAddress else {
      return true
    }
    var offset = 0
    while offset + 8 <= count {
      guard
        start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == otherStart.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < count {
      guard
        start.load(fromByteOffset: offset, as: UInt8.self)
          == otherStart.load(fromByteOffset: offset, as: UInt8.self)
      else { return false }
      offset += 1
    }
    return true
  }
}

extension UnsafeRawBufferPointer {
  /// The offset of the first byte from `offset` on that ends a string's run of plain bytes: a
  /// quote, a backslash, a control character, or, when `stopsAtNonASCII`, a byte that is not
  /// ASCII; `count` when there is none. Eight bytes are checked at a time.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the run.
  @inline(__always)
  func endOfPlainRun(from offset: Int, stopsAtNonASCII: Bool) -> Int {
    var offset = offset
    if let start = baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highBits: UInt64 = 0x8080_8080_8080_8080
      while offset + 8 <= count {
        // The first byte of the input is the lowest of the word, whatever the platform.
        let word = UInt64(
          littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        // A byte below n sets its high bit in (word - n) & ~word (for n up to 0x80), exactly for
        // the lowest such byte: zero bytes of word ^ quote and word ^ backslash, and bytes below
        // 0x20. (Words may run past the string: its end is the first such byte.)
        func below(_ n: UInt64, _ word: UInt64) -> UInt64 { (word &- ones &* n) & ~word }
        var found =
          below(1, word ^ (ones &* 0x22)) | below(1, word ^ (ones &* 0x5C)) | below(0x20, word)
        if stopsAtNonASCII { found |= word }
        let flags = found & highBits
        if flags != 0 { return offset + flags.trailingZeroBitCount / 8 }
        offset += 8
      }
    }
    while offset < count {
      let byte = self[offset]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
        || (stopsAtNonASCII && byte >= 0x80)
      {
        return offset
      }
      offset += 1
    }
    return offset
  }
}
