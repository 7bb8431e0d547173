import NavCodable
import NavCore
import Testing

/// ``Hostile/document`` cut at every byte offset, each with the exact error; under the prefix
/// policy the elements complete before the cut are kept, exactly.
@Suite struct HostileTruncationTests {
  static let cuts: [HostileInput] = [
    .cut(at: 0, "malformed JSON at $ (byte 0): expected a value, found end of input"),
    .cut(
      at: 1, "malformed JSON at $ (byte 1): expected a member name in quotes, found end of input"),
    .cut(at: 2, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 3, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 4, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 5, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 6, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 7, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 8, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(at: 9, "malformed JSON at $ (byte 1): unterminated string"),
    .cut(
      at: 10, "malformed JSON at $ (byte 10): expected ':' after a member name, found end of input"),
    .cut(at: 11, "malformed JSON at $.version (byte 11): expected a value, found end of input"),
    .cut(at: 12, "malformed JSON at $ (byte 12): unterminated object"),
    .cut(
      at: 13, "malformed JSON at $ (byte 13): expected a member name in quotes, found end of input"),
    .cut(at: 14, "malformed JSON at $ (byte 13): unterminated string"),
    .cut(at: 15, "malformed JSON at $ (byte 13): unterminated string"),
    .cut(at: 16, "malformed JSON at $ (byte 13): unterminated string"),
    .cut(at: 17, "malformed JSON at $ (byte 13): unterminated string"),
    .cut(at: 18, "malformed JSON at $ (byte 13): unterminated string"),
    .cut(
      at: 19, "malformed JSON at $ (byte 19): expected ':' after a member name, found end of input"),
    .cut(at: 20, "malformed JSON at $.tags (byte 20): expected a value, found end of input"),
    .cut(at: 21, "malformed JSON at $.tags[0] (byte 21): expected a value, found end of input"),
    .cut(at: 22, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 23, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 24, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 25, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 26, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 27, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 28, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 29, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 30, "malformed JSON at $.tags[0] (byte 21): unterminated string"),
    .cut(at: 31, "malformed JSON at $.tags (byte 31): unterminated array"),
    .cut(at: 32, "malformed JSON at $.tags[1] (byte 32): expected a value, found end of input"),
    .cut(at: 33, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 34, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 35, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 36, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 37, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 38, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 39, "malformed JSON at $.tags[1] (byte 32): unterminated string"),
    .cut(at: 40, "malformed JSON at $.tags (byte 40): unterminated array"),
    .cut(at: 41, "malformed JSON at $ (byte 41): unterminated object"),
    .cut(
      at: 42, "malformed JSON at $ (byte 42): expected a member name in quotes, found end of input"),
    .cut(at: 43, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 44, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 45, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 46, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 47, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 48, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 49, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 50, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(at: 51, "malformed JSON at $ (byte 42): unterminated string"),
    .cut(
      at: 52, "malformed JSON at $ (byte 52): expected ':' after a member name, found end of input"),
    .cut(at: 53, "malformed JSON at $.elements (byte 53): expected a value, found end of input"),
    .cut(
      at: 54, "malformed JSON at $.elements[0] (byte 54): expected a value, found end of input",
      kept: 0),
    .cut(
      at: 55, "malformed JSON at $.elements[0][0] (byte 55): expected a value, found end of input",
      kept: 0),
    .cut(at: 56, "malformed JSON at $.elements[0] (byte 56): unterminated array", kept: 0),
    .cut(
      at: 57, "malformed JSON at $.elements[0][1] (byte 57): expected a value, found end of input",
      kept: 0),
    .cut(at: 58, "malformed JSON at $.elements[0][1] (byte 57): unterminated string", kept: 0),
    .cut(at: 59, "malformed JSON at $.elements[0][1] (byte 57): unterminated string", kept: 0),
    .cut(at: 60, "malformed JSON at $.elements[0][1] (byte 57): unterminated string", kept: 0),
    .cut(at: 61, "malformed JSON at $.elements[0][1] (byte 57): unterminated string", kept: 0),
    .cut(at: 62, "malformed JSON at $.elements[0][1] (byte 57): unterminated string", kept: 0),
    .cut(at: 63, "malformed JSON at $.elements[0][1] (byte 57): unterminated string", kept: 0),
    .cut(at: 64, "malformed JSON at $.elements[0] (byte 64): unterminated array", kept: 0),
    .cut(at: 65, "malformed JSON at $.elements (byte 65): unterminated array", kept: 1),
    .cut(
      at: 66, "malformed JSON at $.elements[1] (byte 66): expected a value, found end of input",
      kept: 1),
    .cut(
      at: 67, "malformed JSON at $.elements[1][0] (byte 67): expected a value, found end of input",
      kept: 1),
    .cut(at: 68, "malformed JSON at $.elements[1] (byte 68): unterminated array", kept: 1),
    .cut(
      at: 69, "malformed JSON at $.elements[1][1] (byte 69): expected a value, found end of input",
      kept: 1),
    .cut(
      at: 70,
      "malformed JSON at $.elements[1][1] (byte 70): expected a member name in quotes, found end of input",
      kept: 1),
    .cut(at: 71, "malformed JSON at $.elements[1][1] (byte 70): unterminated string", kept: 1),
    .cut(at: 72, "malformed JSON at $.elements[1][1] (byte 70): unterminated string", kept: 1),
    .cut(at: 73, "malformed JSON at $.elements[1][1] (byte 70): unterminated string", kept: 1),
    .cut(
      at: 74,
      "malformed JSON at $.elements[1][1] (byte 74): expected ':' after a member name, found end of input",
      kept: 1),
    .cut(
      at: 75,
      "malformed JSON at $.elements[1][1].id (byte 75): expected a value, found end of input",
      kept: 1),
    .cut(at: 76, "malformed JSON at $.elements[1][1] (byte 76): unterminated object", kept: 1),
    .cut(
      at: 77,
      "malformed JSON at $.elements[1][1] (byte 77): expected a member name in quotes, found end of input",
      kept: 1),
    .cut(at: 78, "malformed JSON at $.elements[1][1] (byte 77): unterminated string", kept: 1),
    .cut(at: 79, "malformed JSON at $.elements[1][1] (byte 77): unterminated string", kept: 1),
    .cut(at: 80, "malformed JSON at $.elements[1][1] (byte 77): unterminated string", kept: 1),
    .cut(at: 81, "malformed JSON at $.elements[1][1] (byte 77): unterminated string", kept: 1),
    .cut(at: 82, "malformed JSON at $.elements[1][1] (byte 77): unterminated string", kept: 1),
    .cut(
      at: 83,
      "malformed JSON at $.elements[1][1] (byte 83): expected ':' after a member name, found end of input",
      kept: 1),
    .cut(
      at: 84,
      "malformed JSON at $.elements[1][1].name (byte 84): expected a value, found end of input",
      kept: 1),
    .cut(at: 85, "malformed JSON at $.elements[1][1].name (byte 84): unterminated string", kept: 1),
    .cut(at: 86, "malformed JSON at $.elements[1][1].name (byte 84): unterminated string", kept: 1),
    .cut(at: 87, "malformed JSON at $.elements[1][1].name (byte 84): unterminated string", kept: 1),
    .cut(at: 88, "malformed JSON at $.elements[1][1] (byte 88): unterminated object", kept: 1),
    .cut(at: 89, "malformed JSON at $.elements[1] (byte 89): unterminated array", kept: 1),
    .cut(at: 90, "malformed JSON at $.elements (byte 90): unterminated array", kept: 2),
    .cut(at: 91, "malformed JSON at $ (byte 91): unterminated object"),
  ]

  @Test func everyOffsetIsCovered() {
    #expect(Self.cuts.count == Hostile.document.utf8.count)
  }

  @Test(arguments: cuts)
  func strictDecodingThrowsTheExactError(_ input: HostileInput) {
    #expect(Hostile.registry.strictError(input.bytes)?.description == input.error)
  }

  @Test(arguments: cuts)
  func prefixDecodingKeepsExactlyTheCompleteElements(_ input: HostileInput) throws {
    try Hostile.expectPrefix(input)
  }
}

extension HostileInput {
  /// ``Hostile/document`` cut before byte `offset`.
  static func cut(at offset: Int, _ error: String, kept: Int? = nil) -> HostileInput {
    HostileInput(
      "cut at byte \(offset)", bytes: Array(Hostile.document.utf8.prefix(offset)), error,
      kept: kept)
  }
}
