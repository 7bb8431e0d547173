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

  /// Moves past any whitespace. Its first check is always inlined: the envelope reader calls it
  /// around every token, and most of the time there is none.
  @inline(__always)
  mutating func skipWhitespace() {
    guard position < input.count, input[position] <= 0x20 else { return }
    skipWhitespaceRun()
  }

  /// Moves past the whitespace ``skipWhitespace()`` found.
  // Never inlined: Docs/Performance.md, "NavCodable: one envelope reader that hands over".
  @inline(never)
  private mutating func skipWhitespaceRun() {
    while position < input.count {
      switch input[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  /// Moves past any whitespace and then `token`, an ASCII character, when the input continues with them, as
  /// ``skipWhitespace()`` then ``skip(_:)``. Always inlined, with the whitespace out of line: the
  /// envelope reader calls it for each element's brackets and commas, where there is most often
  /// no whitespace.
  @inline(__always)
  mutating func skipToken(_ token: Unicode.Scalar) -> Bool {
    let byte = UInt8(ascii: token)
    guard position < input.count else { return false }
    let next = input[position]
    if next == byte {
      position += 1
      return true
    }
    // No call unless whitespace may come first: most often the byte is another token.
    return next <= 0x20 && skipWhitespaceAndToken(byte)
  }

  /// ``skipToken(_:)`` where the input continues with a byte that may be whitespace.
  @inline(never)
  private mutating func skipWhitespaceAndToken(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard position < input.count, input[position] == byte else { return false }
    position += 1
    return true
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
    try parseItems(into: &values, from: 0, depth: depth, afterItem: false)
    return .array(values)
  }

  /// Reads an array's values up to and past its `]`, appending them to `values`: from just after
  /// its `[`, or, when `afterItem`, from just after a value, the one at `firstIndex - 1` (the
  /// envelope reader hands over a stack there).
  mutating func parseItems(
    into values: inout [NavJSONValue], from firstIndex: Int, depth: Int, afterItem: Bool
  ) throws(Failure) {
    var end = position
    if !afterItem {
      skipWhitespace()
      if skip("]") { return }
      values.reserveCapacity(4)
    }
    var separated = afterItem
    do throws(Failure) {
      while true {
        if separated, try skipSeparator(orClose: UInt8(ascii: "]"), in: "array") { return }
        separated = true
        skipWhitespace()
        do {
          values.append(try parseValue(depth: depth))
        } catch {
          var error = error
          error.reversedPath.append(.index(firstIndex + values.count))
          throw error
        }
        end = position
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
    try parseMembers(into: &members, depth: depth, afterMember: false)
    return .object(NavJSONValue.Object(uniqueMembers: members))
  }

  /// Reads an object's members up to and past its `}`, appending them to `members`: from just
  /// after its `{`, or, when `afterMember`, from just after the value of its last member.
  mutating func parseMembers(
    into members: inout [(key: String, value: NavJSONValue)], depth: Int, afterMember: Bool
  ) throws(Failure) {
    var keys: Set<String>? = nil
    if !afterMember {
      skipWhitespace()
      if skip("}") { return }
      members.reserveCapacity(4)
    }
    var separated = afterMember
    while true {
      if separated, try skipSeparator(orClose: UInt8(ascii: "}"), in: "object") { return }
      separated = true
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
      members.append(
        (
          key,
          try parseMember(key) { (parser) throws(Failure) in try parser.parseValue(depth: depth) }
        )
      )
    }
  }

  /// Runs `read`, which reads the value of the member `key`, placing a failure inside it.
  mutating func parseMember<Value>(
    _ key: String, _ read: (inout JSONParser) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    do {
      return try read(&self)
    } catch {
      var error = error
      error.reversedPath.append(.key(key))
      throw error
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
  /// How far ``readEnvelope(_:maxDepth:objectsInPlace:version:tag:element:)`` read, and so where
  /// the general reader goes on: `{"v":…,"t":[…],"stack":[…]}`, whitespace allowed wherever JSON
  /// allows it.
  struct EnvelopeReading {
    /// Where the general reader goes on.
    var resume = Resume.start
    /// The offset of the version's value, once read.
    var versionStart = 0
    /// The offset of the tag table's `[`, once read.
    var tagsStart = 0
    /// The number of elements of `stack` that `element` accepted, all before ``resume``.
    var elementCount = 0
    /// The number of tags in the tag table, once read.
    var tagCount = 0

    /// Where the envelope reader stopped.
    enum Resume: Equatable {
      /// At byte 0, with nothing read: the input does not start with an object.
      case start
      /// Just after the object's `{`, with no member read.
      case objectStart(Int)
      /// Just after the value of the object's `count`th member: `v`, `t` or `stack`, in order.
      case afterMember(Int, count: Int)
      /// Inside `stack`, just after its `[` or after the last element `element` accepted.
      case inStack(Int)
      /// At the end of the input: the whole document is read.
      case complete
    }
  }

  /// The JSON levels of a stack document above each payload: the document, `stack` and a pair.
  static var stackEnvelopeDepth: Int { SavedDocument.Root.stack.depth }

  /// The one envelope reader: reads a document's version and tag table, then, when `version` and
  /// every `tag` allow it, hands each element of `stack` to `element` as it is read, and stops at
  /// the first thing it does not expect (members in another order or under other names, another
  /// version, an unknown tag, an element `element` does not take, a byte JSON does not allow),
  /// where ``continueDocument(_:maxDepth:envelopeDepth:after:)`` goes on with what was read.
  ///
  /// - Parameters:
  ///   - maxDepth: The deepest nesting accepted, the envelope's three levels included.
  ///   - objectsInPlace: Whether a payload that is a plain object (``skipPlainValue(depth:)``) is
  ///     handed over where it lies rather than as a tree; such a payload can be read only until
  ///     this function returns.
  ///   - version: Given the version; `false` leaves the elements to the general reader.
  ///   - tag: Given each tag's UTF-8 bytes, as they lie in the input (not validated; a tag with
  ///     an escape sequence or a control character is read by the general reader); `false` leaves
  ///     the elements to the general reader.
  ///   - element: Given each element's tag position, below the tags' count, and payload; `false`
  ///     stops before it, and the general reader goes on from that element.
  @inline(__always)
  static func readEnvelope(
    _ input: UnsafeRawBufferPointer, maxDepth: Int, objectsInPlace: Bool = false,
    version: (_ version: Int) -> Bool,
    tag: (_ utf8: UnsafeRawBufferPointer) -> Bool,
    element: (_ tagPosition: Int, _ payload: JSONPayload) -> Bool
  ) -> EnvelopeReading {
    var reading = EnvelopeReading()
    guard maxDepth >= stackEnvelopeDepth else { return reading }
    var parser = JSONParser(input: input, maxDepth: maxDepth, envelopeDepth: stackEnvelopeDepth)
    guard let head = parser.readHead(into: &reading, version: version, tag: tag),
      parser.skip(#","stack":["#)
        || (parser.skipMemberName(#""stack""#, first: false) && parser.skip("["))
    else { return reading }
    reading.resume = .inStack(parser.position)
    guard head.decodes,
      parser.envelopeElements(
        tagCount: head.tagCount, objectsInPlace: objectsInPlace, payloadDepth: stackEnvelopeDepth,
        reading: &reading, element: element)
    else { return reading }
    reading.resume = .afterMember(parser.position, count: 3)
    parser.skipWhitespace()
    guard parser.skip("}") else { return reading }
    parser.skipWhitespace()
    if parser.position == input.count { reading.resume = .complete }
    return reading
  }

  /// Reads a document's `{`, version and tag table, recording in `reading` where the general
  /// reader goes on; the tags' count and whether `version` and every `tag` allowed decoding, or
  /// `nil` when the envelope reader stops before the root member.
  ///
  /// Each member's name is first compared with the bytes `encode` writes, with no whitespace,
  /// and only then read with whitespace allowed around each token.
  // Always inlined: Docs/Performance.md, "NavCodable: whole-app states read in place".
  @inline(__always)
  mutating func readHead(
    into reading: inout EnvelopeReading, version: (Int) -> Bool,
    tag: (UnsafeRawBufferPointer) -> Bool
  ) -> (tagCount: Int, decodes: Bool)? {
    skipWhitespace()
    guard skip("{") else { return nil }
    reading.resume = .objectStart(position)
    guard skip(#""v":"#) || skipMemberName(#""v""#, first: true) else { return nil }
    skipWhitespace()
    reading.versionStart = position
    guard let number = smallInteger() else { return nil }
    var decodes = version(number)
    let afterVersion = position
    guard skip(#","t":["#) || (skipMemberName(#""t""#, first: false) && skip("[")) else {
      // Past whitespace or a comma, the version's number has ended.
      if position > afterVersion { reading.resume = .afterMember(afterVersion, count: 1) }
      return nil
    }
    reading.resume = .afterMember(afterVersion, count: 1)
    reading.tagsStart = position - 1
    guard let tagCount = envelopeTags(decodes: &decodes, tag: tag) else { return nil }
    reading.resume = .afterMember(position, count: 2)
    reading.tagCount = tagCount
    return (tagCount, decodes)
  }

  /// Moves past a member's name and its colon, and the comma before it unless it is the `first`;
  /// whitespace allowed around each.
  mutating func skipMemberName(_ name: StaticString, first: Bool) -> Bool {
    skipWhitespace()
    if !first {
      guard skip(",") else { return false }
      skipWhitespace()
    }
    guard skip(name) else { return false }
    skipWhitespace()
    guard skip(":") else { return false }
    skipWhitespace()
    return true
  }

  /// The tags after the tag table's `[`, each handed to `tag` while `decodes`, up to and past the
  /// `]`; their number, or `nil` for a tag table the general reader reads.
  private mutating func envelopeTags(
    decodes: inout Bool, tag: (UnsafeRawBufferPointer) -> Bool
  ) -> Int? {
    var count = 0
    if skipToken("]") { return 0 }
    repeat {
      skipWhitespace()
      guard let range = unescapedString(asciiOnly: false) else { return nil }
      if decodes { decodes = tag(UnsafeRawBufferPointer(rebasing: input[range])) }
      count += 1
    } while skipToken(",")
    return skipToken("]") ? count : nil
  }

  /// The elements of a stack after its `[`, each handed to `element` and counted in `reading`, up
  /// to and past its `]`; `false` when the general reader goes on from
  /// ``EnvelopeReading/resume``. The element reader of every stack, a stack document's and a
  /// whole-app document's, whose payloads are at `payloadDepth`.
  @inline(never)
  mutating func envelopeElements(
    tagCount: Int, objectsInPlace: Bool, payloadDepth: Int, reading: inout EnvelopeReading,
    element: (Int, JSONPayload) -> Bool
  ) -> Bool {
    // Made on the first plain object, and ended when the elements are read.
    var readerInput: ReaderInput?
    defer { readerInput?.end() }
    if skipToken("]") { return true }
    var count = 0
    var end = position
    var stopped = false
    repeat {
      guard skipToken("[") else {
        stopped = true
        break
      }
      skipWhitespace()
      guard let tagPosition = smallInteger(), tagPosition < tagCount else {
        stopped = true
        break
      }
      guard skipToken(",") else {
        stopped = true
        break
      }
      skipWhitespace()
      guard
        let payload = canonicalPayload(
          objectsInPlace: objectsInPlace, depth: payloadDepth, readerInput: &readerInput)
      else {
        stopped = true
        break
      }
      guard skipToken("]"), element(tagPosition, payload) else {
        stopped = true
        break
      }
      count += 1
      end = position
    } while skipToken(",")
    reading.elementCount = count
    reading.resume = .inStack(end)
    return !stopped && skip("]")
  }

  /// The elements of `stack` as pairs, each payload as its tree, when the envelope reader
  /// stopped just inside `stack` with no element taken (a document of another version, or whose
  /// first element does not decode); at most `maxCount`. Moves `reading` past them as though the
  /// envelope reader had taken them, so that ``continueDocument(_:maxDepth:envelopeDepth:after:)``
  /// goes on from the first element that is not such a pair, or after `stack`.
  ///
  /// - Parameter maxDepth: The deepest nesting accepted, the envelope's three levels included.
  static func stackPairs(
    _ input: UnsafeRawBufferPointer, maxDepth: Int, maxCount: Int,
    after reading: inout EnvelopeReading
  ) -> [SavedPair] {
    guard case .inStack(let offset) = reading.resume, reading.elementCount == 0 else { return [] }
    var parser = JSONParser(input: input, maxDepth: maxDepth, envelopeDepth: stackEnvelopeDepth)
    parser.position = offset
    var pairs: [SavedPair] = []
    pairs.reserveCapacity(min(maxCount, input.count / 16))
    let isComplete = parser.envelopeElements(
      tagCount: reading.tagCount, objectsInPlace: false, payloadDepth: stackEnvelopeDepth,
      reading: &reading
    ) { (tagPosition, payload) in
      guard pairs.count < maxCount else { return false }
      pairs.append((tagPosition, payload.tree))
      return true
    }
    if isComplete { reading.resume = .afterMember(parser.position, count: 3) }
    return pairs
  }

  /// Reads the rest of a document after ``readEnvelope(_:maxDepth:objectsInPlace:version:tag:element:)``
  /// stopped, as the general reader reads a whole one; `stack` holds only the elements after
  /// those the envelope reader's `element` accepted.
  ///
  /// - Parameters:
  ///   - maxDepth: The deepest nesting accepted, envelope levels included.
  ///   - envelopeDepth: How many outer levels belong to the envelope rather than to a payload.
  ///   - reading: Where the envelope reader stopped; not ``EnvelopeReading/Resume/complete``.
  static func continueDocument(
    _ input: UnsafeRawBufferPointer, maxDepth: Int, envelopeDepth: Int,
    after reading: EnvelopeReading
  ) throws(Failure) -> NavJSONValue {
    var parser = JSONParser(input: input, maxDepth: maxDepth, envelopeDepth: envelopeDepth)
    var members: [(key: String, value: NavJSONValue)] = []
    switch reading.resume {
    case .start, .complete:
      return try parse(input, maxDepth: maxDepth, envelopeDepth: envelopeDepth)
    case .objectStart(let offset):
      parser.position = offset
      try parser.parseMembers(into: &members, depth: 1, afterMember: false)
    case .afterMember(let offset, let count):
      members = try envelopeMembers(input, count: count, of: reading)
      parser.position = offset
      try parser.parseMembers(into: &members, depth: 1, afterMember: true)
    case .inStack(let offset):
      members = try envelopeMembers(input, count: 2, of: reading)
      parser.position = offset
      let count = reading.elementCount
      let stack = try parser.parseMember("stack") { (parser) throws(Failure) in
        var values: [NavJSONValue] = []
        try parser.parseItems(into: &values, from: count, depth: 2, afterItem: count > 0)
        return values
      }
      members.append(("stack", .array(stack)))
      try parser.parseMembers(into: &members, depth: 1, afterMember: true)
    }
    try parser.expectEnd()
    return .object(NavJSONValue.Object(uniqueMembers: members))
  }

  /// Moves past any whitespace at the end of the input; throws when anything else is left.
  mutating func expectEnd() throws(Failure) {
    skipWhitespace()
    guard position == input.count else {
      throw failure("unexpected \(describeCurrent()) after the JSON value")
    }
  }

  /// The first `count` members the envelope reader read (`v`, `t`, then `stack`, whose elements
  /// it took), read again from their values' bytes, which are a few.
  static func envelopeMembers(
    _ input: UnsafeRawBufferPointer, count: Int, of reading: EnvelopeReading
  ) throws(Failure) -> [(key: String, value: NavJSONValue)] {
    var parser = JSONParser(input: input, maxDepth: 3)
    parser.position = reading.versionStart
    var members = [(key: "v", value: try parser.parseValue(depth: 1))]
    guard count > 1 else { return members }
    parser.position = reading.tagsStart
    members.append(
      (
        "t",
        try parser.parseMember("t") { (parser) throws(Failure) in try parser.parseValue(depth: 1) }
      )
    )
    if count > 2 { members.append(("stack", .array([]))) }
    return members
  }

  /// The range of a string's contents when it has no escape sequences or control characters,
  /// and, when `asciiOnly`, only ASCII bytes, moving past it; `nil` for any other string, and
  /// for a value that is not one.
  @inline(__always)
  mutating func unescapedString(asciiOnly: Bool) -> Range<Int>? {
    guard position < input.count, input[position] == UInt8(ascii: "\"") else { return nil }
    let start = position + 1
    let end = input.endOfPlainRun(from: start, stopsAtNonASCII: asciiOnly)
    guard end < input.count, input[end] == UInt8(ascii: "\"") else { return nil }
    position = end + 1
    return start..<end
  }

  /// A payload at `depth`: a plain object where it lies when `objectsInPlace`, through `input`,
  /// which it makes on first need; otherwise its tree; `nil` when it is not JSON.
  @inline(__always)
  mutating func canonicalPayload(
    objectsInPlace: Bool, depth: Int, readerInput: inout ReaderInput?
  )
    -> JSONPayload?
  {
    let start = position
    if objectsInPlace, start < input.count, input[start] == UInt8(ascii: "{") {
      if skipPlainValue(depth: depth) {
        let object = readerInput ?? ReaderInput(input)
        readerInput = object
        return .plain(PlainValue(input: object, start: start))
      }
      position = start
    }
    return (try? parseValue(depth: depth)).map(JSONPayload.tree)
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
