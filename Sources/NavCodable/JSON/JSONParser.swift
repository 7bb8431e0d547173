import NavCore

/// A byte-level JSON parser (RFC 8259) that builds ``NavJSONValue`` trees.
///
/// It rejects what JSON does not allow (trailing commas, leading zeros, lone surrogates, invalid
/// UTF-8, duplicate keys, anything after the value) and enforces a nesting limit. Its cost is
/// linear in the input: duplicate keys are found by a linear scan for small objects and a set for
/// large ones.
struct JSONParser: ~Copyable {
  /// A parse failure: where in the bytes, where in the document, and why.
  struct Failure: Error {
    var offset: Int
    /// The path to the failing value, innermost component first (parents append as it unwinds).
    var reversedPath: [NavJSONPath.Component] = []
    /// For each array the failure is in, innermost first: the offset just after its last
    /// complete value (just after `[` when there is none), and how many components of the path
    /// are inside the array (its own path is the rest).
    var arrayProgress: [(end: Int, innerComponents: Int)] = []
    var reason: String
    var isLimit = false

    /// The public error, with the path in the document.
    func error() -> NavCodingError {
      NavCodingError(
        isLimit ? .limitExceeded : .malformedJSON, jsonPath: NavJSONPath(reversedPath.reversed()),
        byteOffset: offset, reason: reason)
    }
  }

  let input: UnsafeRawBufferPointer
  var position = 0
  let maxDepth: Int
  /// How many of the outer levels are the envelope's, so limit errors count payload levels only.
  private let envelopeDepth: Int

  /// Parses a whole document; only whitespace may follow the value.
  ///
  /// - Parameters:
  ///   - input: The bytes.
  ///   - maxDepth: The deepest nesting accepted, envelope levels included.
  ///   - envelopeDepth: How many outer levels belong to the envelope rather than to a payload.
  static func parse(
    _ input: UnsafeRawBufferPointer, maxDepth: Int, envelopeDepth: Int = 0
  ) throws(Failure) -> NavJSONValue {
    var parser = JSONParser(input: input, maxDepth: maxDepth, envelopeDepth: envelopeDepth)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == input.count else {
      throw parser.failure("unexpected \(parser.describeCurrent()) after the JSON value")
    }
    return value
  }

  init(input: UnsafeRawBufferPointer, maxDepth: Int, envelopeDepth: Int = 0) {
    self.input = input
    self.maxDepth = maxDepth
    self.envelopeDepth = envelopeDepth
  }

  private func failure(_ reason: String, at offset: Int? = nil) -> Failure {
    Failure(offset: offset ?? position, reason: reason)
  }

  private func describeCurrent() -> String {
    guard position < input.count else { return "end of input" }
    let byte = input[position]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  mutating func skipWhitespace() {
    while position < input.count {
      switch input[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Moves past `text` when the input continues with it. Always inlined: both readers call it
  /// for brackets and separators, and a call costs more than the comparison.
  @inline(__always)
  mutating func skip(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= input.count,
      UnsafeRawBufferPointer(rebasing: input[position..<position + count]).hasSameBytes(
        as: UnsafeRawBufferPointer(start: text.utf8Start, count: count))
    else { return false }
    position += count
    return true
  }

  mutating func parseValue(depth: Int) throws(Failure) -> NavJSONValue {
    guard position < input.count else { throw failure("expected a value, found end of input") }
    switch input[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw failure("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func checkDepth(_ depth: Int) throws(Failure) {
    guard depth <= maxDepth else {
      var failure = failure(
        "nesting is deeper than the limit of \(maxDepth - envelopeDepth) levels in a payload")
      failure.isLimit = true
      throw failure
    }
  }

  /// Moves past `text`, which stands for `value`.
  private mutating func literal(_ text: StaticString, _ value: NavJSONValue) throws(Failure)
    -> NavJSONValue
  {
    guard skip(text) else { throw failure("invalid literal, expected \(text)") }
    return value
  }

  /// Moves past the `,` after a member or value, or the `close` byte that ends its container;
  /// `true` at the end of the container.
  private mutating func skipSeparator(orClose close: UInt8, in container: String)
    throws(Failure) -> Bool
  {
    skipWhitespace()
    guard position < input.count else { throw failure("unterminated \(container)") }
    let byte = input[position]
    position += 1
    if byte == close { return true }
    guard byte == UInt8(ascii: ",") else {
      throw failure(
        "expected ',' or '\(Character(Unicode.Scalar(close)))' in an \(container)",
        at: position - 1)
    }
    return false
  }

  private mutating func parseArray(depth: Int) throws(Failure) -> NavJSONValue {
    try checkDepth(depth)
    position += 1
    var values: [NavJSONValue] = []
    let start = position
    skipWhitespace()
    if skip("]") { return .array(values) }
    values.reserveCapacity(4)
    var end = start
    do throws(Failure) {
      while true {
        skipWhitespace()
        do {
          values.append(try parseValue(depth: depth))
        } catch {
          var error = error
          error.reversedPath.append(.index(values.count))
          throw error
        }
        end = position
        if try skipSeparator(orClose: UInt8(ascii: "]"), in: "array") { return .array(values) }
      }
    } catch {
      var error = error
      error.arrayProgress.append((end, error.reversedPath.count))
      throw error
    }
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> NavJSONValue {
    try checkDepth(depth)
    position += 1
    var members: [(key: String, value: NavJSONValue)] = []
    var keys: Set<String>? = nil
    skipWhitespace()
    if skip("}") { return .object(NavJSONValue.Object()) }
    members.reserveCapacity(4)
    while true {
      skipWhitespace()
      let keyOffset = position
      guard position < input.count, input[position] == UInt8(ascii: "\"") else {
        throw failure("expected a member name in quotes, found \(describeCurrent())")
      }
      let key = try parseString()
      if try isDuplicate(key, in: members, keys: &keys) {
        var error = failure("duplicate key \(NavJSONValue.string(key))", at: keyOffset)
        error.reversedPath.append(.key(key))
        throw error
      }
      skipWhitespace()
      guard position < input.count, input[position] == UInt8(ascii: ":") else {
        throw failure("expected ':' after a member name, found \(describeCurrent())")
      }
      position += 1
      skipWhitespace()
      do {
        members.append((key, try parseValue(depth: depth)))
      } catch {
        var error = error
        error.reversedPath.append(.key(key))
        throw error
      }
      if try skipSeparator(orClose: UInt8(ascii: "}"), in: "object") {
        return .object(NavJSONValue.Object(uniqueMembers: members))
      }
    }
  }

  /// Whether `key` is already a member; switches to a set past 16 members to stay linear.
  private func isDuplicate(
    _ key: String, in members: [(key: String, value: NavJSONValue)], keys: inout Set<String>?
  ) throws(Failure) -> Bool {
    if members.count < 16 { return members.contains { $0.key == key } }
    if keys == nil { keys = Set(members.map(\.key)) }
    return keys?.insert(key).inserted == false
  }

  private mutating func parseString() throws(Failure) -> String {
    let start = position
    position += 1
    let contentStart = position
    // Fast path: no escapes.
    position = input.endOfPlainRun(from: position, stopsAtNonASCII: false)
    if position < input.count {
      let byte = input[position]
      if byte == UInt8(ascii: "\"") {
        let text = try makeString(contentStart..<position, stringStart: start)
        position += 1
        return text
      }
      if byte < 0x20 { throw failure("unescaped control character in a string") }
    }
    var utf8 = Array(input[contentStart..<position])
    while position < input.count {
      let byte = input[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let text = utf8.withUnsafeBytes(String.init(validatingUTF8Bytes:)) else {
          throw failure("invalid UTF-8 in a string", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0..<0x20:
        throw failure("unescaped control character in a string")
      default:
        utf8.append(byte)
        position += 1
      }
    }
    throw failure("unterminated string", at: start)
  }

  private func makeString(_ range: Range<Int>, stringStart: Int) throws(Failure) -> String {
    let bytes = UnsafeRawBufferPointer(rebasing: input[range])
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    guard let text = String(validatingUTF8Bytes: bytes) else {
      throw failure("invalid UTF-8 in a string", at: stringStart)
    }
    return text
  }

  private mutating func parseEscape(into utf8: inout [UInt8]) throws(Failure) {
    position += 1
    guard position < input.count else { throw failure("unterminated escape sequence") }
    let byte = input[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
          input[position + 1] == UInt8(ascii: "u")
        else { throw failure("unpaired surrogate in a \\u escape") }
        position += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure("unpaired surrogate in a \\u escape")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw failure("unpaired surrogate in a \\u escape")
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid \\u escape") }
      utf8.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
    default:
      throw failure("invalid escape sequence", at: position - 2)
    }
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard position + 4 <= input.count else { throw failure("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      // A single byte is an ASCII or Latin-1 character, whose only hexadecimal digits are ASCII.
      guard let digit = Character(Unicode.Scalar(input[position])).hexDigitValue else {
        throw failure("invalid hexadecimal digit in a \\u escape")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> NavJSONValue.Number {
    let start = position
    try skipNumber()
    return NavJSONValue.Number(
      validText: String(
        decoding: UnsafeRawBufferPointer(rebasing: input[start..<position]), as: UTF8.self))
  }

  /// Moves past a number, checking its grammar.
  mutating func skipNumber() throws(Failure) {
    if input[position] == UInt8(ascii: "-") { position += 1 }
    guard position < input.count, isDigit(input[position]) else {
      throw failure("expected a digit in a number")
    }
    if input[position] == UInt8(ascii: "0") {
      position += 1
      if position < input.count && isDigit(input[position]) {
        throw failure("leading zero in a number")
      }
    } else {
      skipDigits()
    }
    if position < input.count && input[position] == UInt8(ascii: ".") {
      position += 1
      guard position < input.count, isDigit(input[position]) else {
        throw failure("expected a digit after the decimal point")
      }
      skipDigits()
    }
    if position < input.count && (input[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      if position < input.count
        && (input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-"))
      {
        position += 1
      }
      guard position < input.count, isDigit(input[position]) else {
        throw failure("expected a digit in the exponent")
      }
      skipDigits()
    }
  }

  func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  mutating func skipDigits() {
    while position < input.count && isDigit(input[position]) { position += 1 }
  }
}

extension JSONParser {
  /// A path document in exactly the form NavCodable writes it, read without building the
  /// envelope's tree: the version, the tags, and each element's tag position and payload. When
  /// the elements stop being canonical, `pairs` holds those before, `end` the offset just after
  /// the last of them (just after `[` when there is none), and `isComplete` is `false`.
  struct CanonicalDocument {
    var version: Int
    var tags: [String]
    var pairs: [(tagPosition: Int, payload: NavJSONValue)] = []
    var end = 0
    var isComplete = false
  }

  /// How far ``visitCanonicalDocument(_:maxDepth:header:element:)`` read: the offset just after
  /// the last element `element` accepted (just after `[` when there is none), and whether the
  /// document ended canonically after it.
  struct CanonicalReading {
    var end: Int
    var isComplete = false
  }

  /// Reads `{"v":1,"t":[…],"stack":[[0,…],…]}` with no whitespace and the members in this order;
  /// `nil` when the document does not start that way. Anything else, including any error, is
  /// for the general parser, which reports it exactly.
  ///
  /// - Parameter maxDepth: The deepest nesting accepted, the envelope's three levels included.
  static func parseCanonicalDocument(_ input: UnsafeRawBufferPointer, maxDepth: Int)
    -> CanonicalDocument?
  {
    var document = CanonicalDocument(version: 0, tags: [])
    let reading = visitCanonicalDocument(
      input, maxDepth: maxDepth,
      version: { version in
        document.version = version
        document.pairs.reserveCapacity(max(16, input.count / 16))
        return true
      },
      tag: { utf8 in
        guard let tag = String(validatingUTF8Bytes: utf8) else { return false }
        document.tags.append(tag)
        return true
      },
      element: { (tagPosition, payload) in
        document.pairs.append((tagPosition, payload.tree))
        return true
      })
    guard let reading else { return nil }
    document.end = reading.end
    document.isComplete = reading.isComplete
    return document
  }

  /// Reads a document in the canonical form of ``parseCanonicalDocument(_:maxDepth:)``, handing
  /// over its version, then each of its tags, then each element in turn, and stopping as soon as
  /// one of them returns `false`: the one canonical reader, whether the elements are kept for the
  /// general reader or decoded as they come.
  ///
  /// - Parameters:
  ///   - maxDepth: The deepest nesting accepted, the envelope's three levels included.
  ///   - objectsInPlace: Whether a payload that is a plain object (``skipPlainValue(depth:)``) is
  ///     handed over where it lies rather than as a tree; such a payload can be read only until
  ///     this function returns.
  ///   - version: Given the version; `false` stops before the tags.
  ///   - tag: Given each tag's UTF-8 bytes, as they lie in the input (not validated; a tag with
  ///     an escape sequence or a control character is not canonical); `false` stops.
  ///   - element: Given each element's tag position, below the tags' count, and payload; `false`
  ///     stops before the next element.
  /// - Returns: How far the elements were read, or `nil` when the document does not start
  ///   canonically or `version` or `tag` returned `false`.
  @inline(__always)
  static func visitCanonicalDocument(
    _ input: UnsafeRawBufferPointer, maxDepth: Int, objectsInPlace: Bool = false,
    version: (_ version: Int) -> Bool,
    tag: (_ utf8: UnsafeRawBufferPointer) -> Bool,
    element: (_ tagPosition: Int, _ payload: JSONPayload) -> Bool
  ) -> CanonicalReading? {
    let envelopeDepth = 3  // The document, `stack` and a pair, above each payload.
    guard maxDepth >= envelopeDepth else { return nil }
    var parser = JSONParser(input: input, maxDepth: maxDepth, envelopeDepth: envelopeDepth)
    guard let tagCount = parser.canonicalHeader(version: version, tag: tag) else { return nil }
    return parser.canonicalElements(
      tagCount: tagCount, objectsInPlace: objectsInPlace, element: element)
  }

  /// The version and the tags, handed to `version` and `tag`, up to the opening bracket of
  /// `stack`; the number of tags.
  @inline(__always)
  private mutating func canonicalHeader(
    version: (Int) -> Bool, tag: (UnsafeRawBufferPointer) -> Bool
  ) -> Int? {
    guard skip(#"{"v":"#), let number = smallInteger(), version(number), skip(#","t":["#) else {
      return nil
    }
    var count = 0
    if !skip("]") {
      repeat {
        guard let range = unescapedString(asciiOnly: false),
          tag(UnsafeRawBufferPointer(rebasing: input[range]))
        else { return nil }
        count += 1
      } while skip(",")
      guard skip("]") else { return nil }
    }
    guard skip(#","stack":["#) else { return nil }
    return count
  }

  /// The range of a string's contents when it has no escape sequences or control characters,
  /// and, when `asciiOnly`, only ASCII bytes, moving past it; `nil` for any other string, and
  /// for a value that is not one.
  mutating func unescapedString(asciiOnly: Bool) -> Range<Int>? {
    guard position < input.count, input[position] == UInt8(ascii: "\"") else { return nil }
    let start = position + 1
    let end = input.endOfPlainRun(from: start, stopsAtNonASCII: asciiOnly)
    guard end < input.count, input[end] == UInt8(ascii: "\"") else { return nil }
    position = end + 1
    return start..<end
  }

  /// The elements of `stack`, each handed to `element`, and the end of the document.
  @inline(__always)
  private mutating func canonicalElements(
    tagCount: Int, objectsInPlace: Bool, element: (Int, JSONPayload) -> Bool
  ) -> CanonicalReading {
    var reading = CanonicalReading(end: position)
    // Made on the first plain object, and ended when the elements are read.
    var readerInput: ReaderInput?
    defer { readerInput?.end() }
    if !skip("]") {
      repeat {
        guard skip("["), let tagPosition = smallInteger(), tagPosition < tagCount, skip(","),
          let payload = canonicalPayload(objectsInPlace: objectsInPlace, readerInput: &readerInput),
          skip("]"), element(tagPosition, payload)
        else { return reading }
        reading.end = position
      } while skip(",")
      guard skip("]") else { return reading }
    }
    reading.isComplete = skip("}") && position == input.count
    return reading
  }

  /// A payload: a plain object where it lies when `objectsInPlace`, through `input`, which it
  /// makes on first need; otherwise its tree; `nil` when it is not JSON.
  @inline(__always)
  private mutating func canonicalPayload(
    objectsInPlace: Bool, readerInput: inout ReaderInput?
  )
    -> JSONPayload?
  {
    let start = position
    if objectsInPlace, start < input.count, input[start] == UInt8(ascii: "{") {
      if skipPlainValue(depth: envelopeDepth) {
        let object = readerInput ?? ReaderInput(input)
        readerInput = object
        return .plain(PlainValue(input: object, start: start))
      }
      position = start
    }
    return (try? parseValue(depth: envelopeDepth)).map(JSONPayload.tree)
  }

  /// A non-negative integer of at most 18 digits without a leading zero, as NavCodable writes
  /// versions and tag positions.
  @inline(__always)
  mutating func smallInteger() -> Int? {
    let start = position
    var value = 0
    while position < input.count, isDigit(input[position]), position - start < 18 {
      value = value * 10 + Int(input[position] &- UInt8(ascii: "0"))
      position += 1
    }
    let count = position - start
    guard count > 0, count == 1 || input[start] != UInt8(ascii: "0"),
      position == input.count || !isDigit(input[position])
    else { return nil }
    return value
  }
}
