/// A value to decode: a tree, or a plain value the canonical reader checked and left where it lies
/// in its input, which is read from the bytes as a decoder asks for its parts.
enum JSONPayload {
  case tree(NavJSONValue)
  case plain(PlainValue)

  /// The value as a tree, built now for a plain value.
  var tree: NavJSONValue {
    switch self {
    case .tree(let value): value
    case .plain(let value): value.tree
    }
  }

  /// Whether the value is `null`.
  var isNull: Bool {
    switch self {
    case .tree(let value): if case .null = value { true } else { false }
    case .plain(let value): value.isNull
    }
  }
}

/// The input of a reader while it reads it: plain values read their bytes through it, and the
/// reader ends it when it is done, so that a decoder or container kept beyond that finds no bytes
/// rather than freed memory.
final class ReaderInput {
  // Only the reader that made it changes it, once, after every use.
  @exclusivity(unchecked) private(set) var bytes: UnsafeRawBufferPointer

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Leaves no bytes to read.
  func end() {
    bytes = UnsafeRawBufferPointer(start: nil, count: 0)
  }
}

/// A value that ``JSONParser/skipPlainValue(depth:)`` accepted, read where it lies: an object's
/// member is found, and a string or an integer read, only when a decoder asks for it, and no tree
/// is built for the rest.
///
/// What it reads, ``JSONParser/parseValue(depth:)`` reads to the same values, so decoding it gives
/// what decoding its tree gives. Once its input has ended, it reads as an empty object.
struct PlainValue {
  let input: ReaderInput
  /// The offset of its first byte.
  let start: Int

  private var firstByte: UInt8? {
    let bytes = input.bytes
    return start < bytes.count ? bytes[start] : nil
  }

  /// Whether it is an object.
  var isObject: Bool { firstByte == UInt8(ascii: "{") }

  /// Whether it is `null`.
  var isNull: Bool { firstByte == UInt8(ascii: "n") }

  /// Its text when it is a string (which, being plain, is ASCII without escape sequences).
  var string: String? {
    var parser = parser(at: start)
    guard let range = parser.unescapedString(asciiOnly: true) else { return nil }
    return String(decoding: UnsafeRawBufferPointer(rebasing: input.bytes[range]), as: UTF8.self)
  }

  /// Its value when it is an integer of at most 18 digits, which `Int` holds whatever they are;
  /// `nil` for any other value.
  var integer: Int? {
    let bytes = input.bytes
    var position = start
    let isNegative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if isNegative { position += 1 }
    let digitsStart = position
    var magnitude = 0
    while position < bytes.count, position - digitsStart < 19 {
      let digit = bytes[position] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      // Wrapping: a nineteenth digit only shows the number is too long for this read.
      magnitude = magnitude &* 10 &+ Int(digit)
      position += 1
    }
    let count = position - digitsStart
    let ends =
      position == bytes.count || bytes[position] == UInt8(ascii: ",")
      || bytes[position] == UInt8(ascii: "}") || bytes[position] == UInt8(ascii: "]")
    guard count > 0, count <= 18, ends else { return nil }
    return isNegative ? -magnitude : magnitude
  }

  /// The value as a tree.
  var tree: NavJSONValue {
    var parser = parser(at: start)
    return (try? parser.parseValue(depth: 0)) ?? .object([:])
  }

  /// The value of the member named `name` when it is an object and `name` is ASCII, as every
  /// member name of a plain object is; `nil` when it has no such member.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the object.
  func member(named name: String) -> PlainValue? {
    var name = name
    return name.withUTF8 { name in
      var parser = members()
      while let key = parser.nextMemberName() {
        if key.hasSameBytes(as: UnsafeRawBufferPointer(name)) {
          return PlainValue(input: input, start: parser.position)
        }
        parser.skipCheckedPlainValue()
      }
      return nil
    }
  }

  /// The names of its members when it is an object, in order.
  var memberNames: [String] {
    var names: [String] = []
    var parser = members()
    while let key = parser.nextMemberName() {
      names.append(String(decoding: key, as: UTF8.self))
      parser.skipCheckedPlainValue()
    }
    return names
  }

  private func parser(at position: Int) -> JSONParser {
    var parser = JSONParser(input: input.bytes, maxDepth: .max)
    parser.position = min(position, parser.input.count)
    return parser
  }

  /// A parser before its first member.
  private func members() -> JSONParser {
    parser(at: isObject ? start + 1 : Int.max)
  }
}

extension JSONParser {
  /// The most members a plain object has: its names are told apart by comparing each with those
  /// before it.
  static let plainObjectCapacity = 16

  /// Moves past a *plain* value: one without whitespace, whose strings are ASCII without escape
  /// sequences, whose objects have at most ``plainObjectCapacity`` members with distinct names,
  /// and which is nested no deeper than the limit. Gives `false`, anywhere, for any other value
  /// and for anything that is not JSON.
  ///
  /// Every value it accepts, ``parseValue(depth:)`` accepts too, and reads the same.
  mutating func skipPlainValue(depth: Int) -> Bool {
    guard position < input.count else { return false }
    switch input[position] {
    case UInt8(ascii: "{"): return skipPlainObject(depth: depth + 1)
    case UInt8(ascii: "["): return skipPlainArray(depth: depth + 1)
    case UInt8(ascii: "\""): return unescapedString(asciiOnly: true) != nil
    case UInt8(ascii: "t"): return skip("true")
    case UInt8(ascii: "f"): return skip("false")
    case UInt8(ascii: "n"): return skip("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return skipPlainNumber()
    default: return false
    }
  }

  /// In a plain object, the name of the member at the parser (after `{` or a member's value),
  /// moving to its value; `nil` at the end of the object.
  fileprivate mutating func nextMemberName() -> UnsafeRawBufferPointer? {
    _ = skip(",")
    guard let name = unescapedString(asciiOnly: true), skip(":") else { return nil }
    return UnsafeRawBufferPointer(rebasing: input[name])
  }

  /// Moves past a value that ``skipPlainValue(depth:)`` accepted, without checking it again.
  fileprivate mutating func skipCheckedPlainValue() {
    var depth = 0
    while position < input.count {
      switch input[position] {
      case UInt8(ascii: "\""):
        // A plain string has no escape sequences: the next quote ends it.
        position += 1
        while position < input.count, input[position] != UInt8(ascii: "\"") { position += 1 }
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return }
        depth -= 1
      case UInt8(ascii: ","):
        guard depth > 0 else { return }
      default: break
      }
      position += 1
    }
  }

  private mutating func skipPlainObject(depth: Int) -> Bool {
    guard depth <= maxDepth else { return false }
    position += 1
    if skip("}") { return true }
    return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.plainObjectCapacity) {
      names in
      var count = 0
      repeat {
        guard count < names.count, let name = unescapedString(asciiOnly: true), skip(":") else {
          return false
        }
        let bytes = UnsafeRawBufferPointer(rebasing: input[name])
        for earlier in names[..<count]
        where UnsafeRawBufferPointer(rebasing: input[earlier]).hasSameBytes(as: bytes) {
          return false
        }
        names.initializeElement(at: count, to: name)
        count += 1
        guard skipPlainValue(depth: depth) else { return false }
      } while skip(",")
      return skip("}")
    }
  }

  /// Moves past a number: an integer here, anything else through the general grammar.
  private mutating func skipPlainNumber() -> Bool {
    let start = position
    if input[position] == UInt8(ascii: "-") { position += 1 }
    let digitsStart = position
    while position < input.count, isDigit(input[position]) { position += 1 }
    let digits = position - digitsStart
    let isInteger =
      digits > 0 && (digits == 1 || input[digitsStart] != UInt8(ascii: "0"))
      && (position == input.count
        || (input[position] != UInt8(ascii: ".") && input[position] | 0x20 != UInt8(ascii: "e")))
    if isInteger { return true }
    position = start
    do throws(Failure) {
      try skipNumber()
      return true
    } catch {
      return false
    }
  }

  private mutating func skipPlainArray(depth: Int) -> Bool {
    guard depth <= maxDepth else { return false }
    position += 1
    if skip("]") { return true }
    repeat {
      guard skipPlainValue(depth: depth) else { return false }
    } while skip(",")
    return skip("]")
  }
}
