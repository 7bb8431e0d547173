// Splits a link into its percent-decoded path segments and query items, checking the scheme and
// host against the table's origins. One pass over the bytes, plus one per segment to decode it.

/// A link split into decoded parts, each with the UTF-8 offset where it starts in the link.
struct ScannedLink {
  /// A non-empty, percent-decoded path segment.
  struct Part {
    var text: String
    var offset: Int
  }

  /// The non-empty path segments, in order.
  var segments: [Part] = []

  /// The query items by name, each with the first value the link gives it.
  var queryItems: [String: Part] = [:]

  /// The offset where the path ends: where the query, the fragment or the link starts.
  var pathEnd = 0
}

/// Reads links for a set of origins.
struct DeepLinkScanner {
  let origins: [DeepLinkOrigin]
  let maximumLength: Int

  /// Splits `link` into its parts.
  ///
  /// - Throws: A ``DeepLinkError`` for an overlong link, a forbidden character, a foreign scheme or
  ///   host, an invalid escape, invalid UTF-8 or a dot segment.
  /// - Complexity: O(*n*), where *n* is the length of the link in bytes.
  func scan(_ link: String) throws(DeepLinkError) -> ScannedLink {
    let length = link.utf8.count
    guard length <= maximumLength else {
      throw DeepLinkError(
        .tooLong, "link is \(length) bytes long; the limit is \(maximumLength)")
    }
    let bytes = Array(link.utf8)
    // One pass checks every byte and finds where the path ends.
    var pathEnd = bytes.count
    for offset in bytes.indices {
      let byte = bytes[offset]
      guard isAllowed(byte) else {
        throw DeepLinkError(
          .invalidCharacter,
          "invalid character \(quoted(String(UnicodeScalar(byte)))) at offset \(offset); "
            + "percent-encode it",
          offset: offset)
      }
      if pathEnd == bytes.count && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")) {
        pathEnd = offset
      }
    }
    let pathStart = try pathStart(in: bytes)
    let end = max(pathEnd, pathStart)
    var scanned = ScannedLink(pathEnd: end)
    var start = pathStart
    for offset in pathStart...end where offset == end || bytes[offset] == UInt8(ascii: "/") {
      if offset > start {
        let index = scanned.segments.count
        let text = try decode(bytes[start..<offset], segment: index)
        if text == "." || text == ".." {
          throw DeepLinkError(
            .dotSegment,
            "dot segment \(quoted(text)) at segment \(index) (offset \(start)) is not allowed",
            offset: start, segment: index)
        }
        scanned.segments.append(ScannedLink.Part(text: text, offset: start))
      }
      start = offset + 1
    }
    if end < bytes.count && bytes[end] == UInt8(ascii: "?") {
      let queryEnd = bytes[end...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
      try scanQuery(bytes[(end + 1)..<queryEnd], into: &scanned)
    }
    return scanned
  }

  /// Checks the scheme and host, and returns the offset where the path starts.
  private func pathStart(in bytes: [UInt8]) throws(DeepLinkError) -> Int {
    guard let colon = schemeEnd(in: bytes) else { return 0 }
    let scheme = String(decoding: bytes[..<colon], as: UTF8.self).asciiLowercased()
    let candidates = origins.filter { $0.scheme == scheme }
    guard !candidates.isEmpty else {
      let expected =
        origins.isEmpty
        ? "this table reads only paths, such as \"/a/b\""
        : "expected " + alternatives(uniqueSchemes.map(quoted))
      throw DeepLinkError(
        .unsupportedScheme, "unsupported scheme \(quoted(scheme)) at offset 0; \(expected)",
        offset: 0)
    }
    let afterColon = colon + 1
    if candidates.contains(where: { $0.host == nil }) { return afterColon }
    let hosts = candidates.compactMap(\.host)
    guard bytes[afterColon...].starts(with: "//".utf8) else {
      throw DeepLinkError(
        .missingHost,
        "missing \"//\" and host after \"\(scheme):\" at offset \(afterColon); expected "
          + alternatives(hosts.map { quoted("//" + $0) }),
        offset: afterColon)
    }
    let hostStart = afterColon + 2
    let hostEnd =
      bytes[hostStart...].firstIndex {
        $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
      } ?? bytes.count
    let host = String(decoding: bytes[hostStart..<hostEnd], as: UTF8.self).asciiLowercased()
    guard hosts.contains(host) else {
      throw DeepLinkError(
        .unsupportedHost,
        "unsupported host \(quoted(host)) at offset \(hostStart); expected "
          + alternatives(hosts.map(quoted)),
        offset: hostStart)
    }
    return hostEnd
  }

  /// The schemes of the origins, each once, in order.
  private var uniqueSchemes: [String] {
    var seen: Set<String> = []
    return origins.map(\.scheme).filter { seen.insert($0).inserted }
  }

  /// The position of the `:` that ends a scheme (`ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`),
  /// or `nil` when the link does not start with one.
  private func schemeEnd(in bytes: [UInt8]) -> Int? {
    guard let first = bytes.first, isLetter(first) else { return nil }
    for (index, byte) in bytes.enumerated().dropFirst() {
      if byte == UInt8(ascii: ":") { return index }
      let isSchemeByte =
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      if !isSchemeByte { return nil }
    }
    return nil
  }

  /// Reads `name=value` pairs separated by `&`; keeps the first value of each name.
  private func scanQuery(_ query: ArraySlice<UInt8>, into scanned: inout ScannedLink)
    throws(DeepLinkError)
  {
    var start = query.startIndex
    while start < query.endIndex {
      let stop = query[start...].firstIndex(of: UInt8(ascii: "&")) ?? query.endIndex
      if stop > start {
        let equals = query[start..<stop].firstIndex(of: UInt8(ascii: "=")) ?? stop
        let name = try decode(query[start..<equals], segment: nil)
        let valueStart = min(equals + 1, stop)
        let value = try decode(query[valueStart..<stop], segment: nil)
        if scanned.queryItems[name] == nil {
          scanned.queryItems[name] = ScannedLink.Part(text: value, offset: valueStart)
        }
      }
      start = stop + 1
    }
  }

  /// Percent-decodes bytes into a string.
  ///
  /// - Parameter segment: The index of the path segment being decoded, or `nil` for the query.
  private func decode(_ bytes: ArraySlice<UInt8>, segment: Int?) throws(DeepLinkError) -> String {
    let place = segment.map { "segment \($0)" } ?? "query item"
    guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        decoded.append(byte)
        index += 1
        continue
      }
      let escape = bytes[index..<min(index + 3, bytes.endIndex)]
      guard escape.count == 3, let high = hexValue(escape[index + 1]),
        let low = hexValue(escape[index + 2])
      else {
        let shown = String(decoding: escape.prefix { $0 < 0x80 }, as: UTF8.self)
        throw DeepLinkError(
          .invalidPercentEncoding,
          "invalid percent-encoding \(quoted(shown)) at offset \(index) in \(segment == nil ? "a " : "")\(place)",
          offset: index, segment: segment)
      }
      decoded.append(high << 4 | low)
      index += 3
    }
    guard let text = decoded.withUnsafeBytes(String.init(validatingUTF8Bytes:)) else {
      throw DeepLinkError(
        .invalidUTF8,
        "\(place) at offset \(bytes.startIndex) is not valid UTF-8 after percent-decoding",
        offset: bytes.startIndex, segment: segment)
    }
    return text
  }
}

/// Whether a byte may appear unescaped in a link: not a control character, a space, or one of
/// the ASCII characters that RFC 3986 never allows (double quote, angle brackets, backslash,
/// caret, backtick, braces, vertical bar). Bytes of non-ASCII characters are allowed, as browsers
/// allow them.
private func isAllowed(_ byte: UInt8) -> Bool {
  switch byte {
  case 0...0x20, 0x7F: false
  case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"): false
  case UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"): false
  case UInt8(ascii: "}"): false
  default: true
  }
}

private func isLetter(_ byte: UInt8) -> Bool {
  (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

private func isDigit(_ byte: UInt8) -> Bool {
  byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  if isDigit(byte) { return byte - UInt8(ascii: "0") }
  let lower = byte | 0x20
  if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") {
    return lower - UInt8(ascii: "a") + 10
  }
  return nil
}

/// Appends the bytes of `text` to `link`, percent-encoding every byte except the unreserved
/// characters of RFC 3986 (`A-Z a-z 0-9 - . _ ~`), so the result is safe in any part of any link.
func appendPercentEncoded(_ text: String, to link: inout [UInt8]) {
  let hexDigit = { (nibble: UInt8) in nibble < 10 ? nibble + 0x30 : nibble + 0x37 }
  var text = text
  text.withUTF8 { bytes in
    // Runs of unreserved bytes are copied whole; usually the run is the whole text.
    var runStart = 0
    for index in bytes.indices {
      let byte = bytes[index]
      let isUnreserved =
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
      if isUnreserved { continue }
      link.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      link.append(UInt8(ascii: "%"))
      link.append(hexDigit(byte >> 4))
      link.append(hexDigit(byte & 0xF))
      runStart = index + 1
    }
    link.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
  }
}
