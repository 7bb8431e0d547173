/// A value to decode: a tree, or an object the canonical reader checked and left where it lies in
/// its input, whose members are read from the bytes when asked for.
enum JSONPayload {
  case tree(NavJSONValue)
  case plainObject(PlainObject)

  /// The value as a tree, built now for a plain object.
  var tree: NavJSONValue {
    switch self {
    case .tree(let value): value
    case .plainObject(let object): object.tree
    }
  }
}

/// The input of a reader while it reads it: plain objects read their members through it, and
/// the reader ends it when it is done, so that a decoder or container kept beyond that finds no
/// bytes rather than freed memory.
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

/// An object that ``JSONParser/skipPlainValue(depth:)`` accepted, read where it lies: a member's
/// value is parsed only when a decoder asks for it, and no tree is built for the rest.
///
/// Everything it reads, ``JSONParser/parseValue(depth:)`` reads to the same values, so decoding
/// it gives what decoding its tree gives; once its input has ended, it reads as an empty object.
struct PlainObject {
  let input: ReaderInput
  /// The offset of its `{`.
  let start: Int

  /// The value of the member named `name`, or `nil` when it has none.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the object.
  func member(named name: String) -> NavJSONValue? {
    var name = name
    return name.withUTF8 { name in
      // Member names here are ASCII; a name that is not is compared as a string, under the
      // canonical equivalence a tree's lookup uses.
      let isASCII = name.allSatisfy { $0 < 0x80 }
      var found: NavJSONValue?
      visitMembers { key, parser in
        let matches =
          isASCII
          ? key.elementsEqual(name)
          : String(decoding: key, as: UTF8.self) == String(decoding: name, as: UTF8.self)
        guard matches else { return true }
        found = try? parser.parseValue(depth: 0)
        return false
      }
      return found
    }
  }

  /// The names of its members, in order.
  var names: [String] {
    var names: [String] = []
    visitMembers { key, _ in
      names.append(String(decoding: key, as: UTF8.self))
      return true
    }
    return names
  }

  /// The object as a tree.
  var tree: NavJSONValue {
    var parser = JSONParser(input: input.bytes, maxDepth: .max)
    parser.position = start
    return (try? parser.parseValue(depth: 0)) ?? .object([])
  }

  /// Hands each member's name to `body` with a parser at its value, until `body` returns
  /// `false`; `body` leaves the parser where it found it or just after the value.
  private func visitMembers(
    _ body: (UnsafeRawBufferPointer, inout JSONParser) -> Bool
  ) {
    var parser = JSONParser(input: input.bytes, maxDepth: .max)
    parser.position = start
    guard parser.skip("{"), !parser.skip("}") else { return }
    repeat {
      guard let key = parser.plainString(), parser.skip(":") else { return }
      let valueStart = parser.position
      guard body(UnsafeRawBufferPointer(rebasing: parser.input[key]), &parser) else { return }
      parser.position = valueStart
      guard parser.skipPlainValue(depth: 0) else { return }
    } while parser.skip(",")
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
    case UInt8(ascii: "\""): return plainString() != nil
    case UInt8(ascii: "t"): return skip("true")
    case UInt8(ascii: "f"): return skip("false")
    case UInt8(ascii: "n"): return skip("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      do throws(Failure) {
        try skipNumber()
        return true
      } catch {
        return false
      }
    default: return false
    }
  }

  /// The range of a string's contents when it is ASCII without escape sequences or control
  /// characters, moving past it; `nil` for any other string, and for a value that is not one.
  mutating func plainString() -> Range<Int>? {
    guard position < input.count, input[position] == UInt8(ascii: "\"") else { return nil }
    let start = position + 1
    var end = start
    while end < input.count {
      let byte = input[end]
      if byte == UInt8(ascii: "\"") {
        position = end + 1
        return start..<end
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return nil }
      end += 1
    }
    return nil
  }

  private mutating func skipPlainObject(depth: Int) -> Bool {
    guard depth <= maxDepth else { return false }
    position += 1
    if skip("}") { return true }
    return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.plainObjectCapacity) {
      names in
      var count = 0
      repeat {
        guard count < names.count, let name = plainString(), skip(":") else { return false }
        let bytes = input[name]
        for earlier in names[..<count] where input[earlier].elementsEqual(bytes) { return false }
        names.initializeElement(at: count, to: name)
        count += 1
        guard skipPlainValue(depth: depth) else { return false }
      } while skip(",")
      return skip("}")
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
