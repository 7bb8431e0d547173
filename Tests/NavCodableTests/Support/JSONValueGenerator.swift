import NavCodable

/// Builds random JSON values through the public API only, as an app or a migration can: numbers
/// from integers, from any `Double` and from texts that may not be numbers, strings with every
/// kind of character JSON escapes, objects from members whose keys may repeat.
struct JSONValueGenerator {
  var random: SplitMix64

  /// Texts offered as numbers: JSON numbers, and texts the API must refuse.
  static let numberTexts = [
    "0", "-0", "1E22", "18446744073709551617", "-1.5e-3", "0.10", "1e05", "01", "abc", "", "NaN",
    "1.", "+1", #"1}],[1,"injected"],[0,{"id":2"#,
  ]

  /// Pieces of strings and keys: ASCII, beyond ASCII, canonically equivalent spellings, and the
  /// characters the writer escapes.
  static let pieces = [
    "a", "id", "\u{E9}", "e\u{301}", "\"", "\\", "\u{0}", "\u{1F}", "\n", "\u{7F}", "/",
    "\u{2028}", "😀", " ", "]", "}",
  ]

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// A value nested at most `depth` levels.
  mutating func value(depth: Int) -> NavJSONValue {
    switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &random) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return number()
    case 3: return .string(string())
    case 4: return NavJSONValue(Int64(bitPattern: random.next()))
    case 5:
      return .array(
        (0..<Int.random(in: 0...4, using: &random)).map { _ in value(depth: depth - 1) })
    default: return .object(object(depth: depth - 1))
    }
  }

  /// A number from a random `Double` (`nil` for NaN and infinities) or from a text (`nil` for one
  /// that is not a number), or the text as a string when it is refused.
  mutating func number() -> NavJSONValue {
    if Bool.random(using: &random),
      let number = NavJSONValue.Number(Double(bitPattern: random.next()))
    {
      return .number(number)
    }
    let text = Self.numberTexts[Int.random(in: Self.numberTexts.indices, using: &random)]
    return NavJSONValue.Number(text).map(NavJSONValue.number) ?? .string(text)
  }

  /// A string of up to four pieces.
  mutating func string() -> String {
    (0..<Int.random(in: 0...4, using: &random)).map { _ in
      Self.pieces[Int.random(in: Self.pieces.indices, using: &random)]
    }.joined()
  }

  /// An object of up to 18 members (more than a plain object holds), built at once when its keys
  /// are unique and member by member when one repeats.
  mutating func object(depth: Int) -> NavJSONValue.Object {
    let members = (0..<Int.random(in: 0...18, using: &random)).map { _ in
      (key: string(), value: value(depth: depth))
    }
    if let object = NavJSONValue.Object(members) { return object }
    var object = NavJSONValue.object(NavJSONValue.Object())
    for member in members { object[member.key] = member.value }
    guard case .object(let built) = object else { preconditionFailure("built as an object") }
    return built
  }

  /// Saved elements with tags from a small table, so that tags repeat.
  mutating func elements(tags: [String]) -> [NavDocument.Element] {
    (0..<Int.random(in: 0...6, using: &random)).map { _ in
      NavDocument.Element(
        tag: tags[Int.random(in: tags.indices, using: &random)], payload: value(depth: 3))
    }
  }
}
