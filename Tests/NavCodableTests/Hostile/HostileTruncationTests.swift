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
    .cut(
      at: 4, "malformed JSON at $ (byte 4): expected ':' after a member name, found end of input"),
    .cut(at: 5, "malformed JSON at $.v (byte 5): expected a value, found end of input"),
    .cut(at: 6, "malformed JSON at $ (byte 6): unterminated object"),
    .cut(
      at: 7, "malformed JSON at $ (byte 7): expected a member name in quotes, found end of input"),
    .cut(at: 8, "malformed JSON at $ (byte 7): unterminated string"),
    .cut(at: 9, "malformed JSON at $ (byte 7): unterminated string"),
    .cut(
      at: 10, "malformed JSON at $ (byte 10): expected ':' after a member name, found end of input"),
    .cut(at: 11, "malformed JSON at $.t (byte 11): expected a value, found end of input"),
    .cut(at: 12, "malformed JSON at $.t[0] (byte 12): expected a value, found end of input"),
    .cut(at: 13, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 14, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 15, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 16, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 17, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 18, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 19, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 20, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 21, "malformed JSON at $.t[0] (byte 12): unterminated string"),
    .cut(at: 22, "malformed JSON at $.t (byte 22): unterminated array"),
    .cut(at: 23, "malformed JSON at $.t[1] (byte 23): expected a value, found end of input"),
    .cut(at: 24, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 25, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 26, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 27, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 28, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 29, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 30, "malformed JSON at $.t[1] (byte 23): unterminated string"),
    .cut(at: 31, "malformed JSON at $.t (byte 31): unterminated array"),
    .cut(at: 32, "malformed JSON at $ (byte 32): unterminated object"),
    .cut(
      at: 33, "malformed JSON at $ (byte 33): expected a member name in quotes, found end of input"),
    .cut(at: 34, "malformed JSON at $ (byte 33): unterminated string"),
    .cut(at: 35, "malformed JSON at $ (byte 33): unterminated string"),
    .cut(at: 36, "malformed JSON at $ (byte 33): unterminated string"),
    .cut(at: 37, "malformed JSON at $ (byte 33): unterminated string"),
    .cut(at: 38, "malformed JSON at $ (byte 33): unterminated string"),
    .cut(at: 39, "malformed JSON at $ (byte 33): unterminated string"),
    .cut(
      at: 40, "malformed JSON at $ (byte 40): expected ':' after a member name, found end of input"),
    .cut(at: 41, "malformed JSON at $.stack (byte 41): expected a value, found end of input"),
    .cut(
      at: 42, "malformed JSON at $.stack[0] (byte 42): expected a value, found end of input",
      kept: 0),
    .cut(
      at: 43, "malformed JSON at $.stack[0][0] (byte 43): expected a value, found end of input",
      kept: 0),
    .cut(at: 44, "malformed JSON at $.stack[0] (byte 44): unterminated array", kept: 0),
    .cut(
      at: 45, "malformed JSON at $.stack[0][1] (byte 45): expected a value, found end of input",
      kept: 0),
    .cut(at: 46, "malformed JSON at $.stack[0][1] (byte 45): unterminated string", kept: 0),
    .cut(at: 47, "malformed JSON at $.stack[0][1] (byte 45): unterminated string", kept: 0),
    .cut(at: 48, "malformed JSON at $.stack[0][1] (byte 45): unterminated string", kept: 0),
    .cut(at: 49, "malformed JSON at $.stack[0][1] (byte 45): unterminated string", kept: 0),
    .cut(at: 50, "malformed JSON at $.stack[0][1] (byte 45): unterminated string", kept: 0),
    .cut(at: 51, "malformed JSON at $.stack[0][1] (byte 45): unterminated string", kept: 0),
    .cut(at: 52, "malformed JSON at $.stack[0] (byte 52): unterminated array", kept: 0),
    .cut(at: 53, "malformed JSON at $.stack (byte 53): unterminated array", kept: 1),
    .cut(
      at: 54, "malformed JSON at $.stack[1] (byte 54): expected a value, found end of input",
      kept: 1),
    .cut(
      at: 55, "malformed JSON at $.stack[1][0] (byte 55): expected a value, found end of input",
      kept: 1),
    .cut(at: 56, "malformed JSON at $.stack[1] (byte 56): unterminated array", kept: 1),
    .cut(
      at: 57, "malformed JSON at $.stack[1][1] (byte 57): expected a value, found end of input",
      kept: 1),
    .cut(
      at: 58,
      "malformed JSON at $.stack[1][1] (byte 58): expected a member name in quotes, found end of input",
      kept: 1),
    .cut(at: 59, "malformed JSON at $.stack[1][1] (byte 58): unterminated string", kept: 1),
    .cut(at: 60, "malformed JSON at $.stack[1][1] (byte 58): unterminated string", kept: 1),
    .cut(at: 61, "malformed JSON at $.stack[1][1] (byte 58): unterminated string", kept: 1),
    .cut(
      at: 62,
      "malformed JSON at $.stack[1][1] (byte 62): expected ':' after a member name, found end of input",
      kept: 1),
    .cut(
      at: 63, "malformed JSON at $.stack[1][1].id (byte 63): expected a value, found end of input",
      kept: 1),
    .cut(at: 64, "malformed JSON at $.stack[1][1] (byte 64): unterminated object", kept: 1),
    .cut(
      at: 65,
      "malformed JSON at $.stack[1][1] (byte 65): expected a member name in quotes, found end of input",
      kept: 1),
    .cut(at: 66, "malformed JSON at $.stack[1][1] (byte 65): unterminated string", kept: 1),
    .cut(at: 67, "malformed JSON at $.stack[1][1] (byte 65): unterminated string", kept: 1),
    .cut(at: 68, "malformed JSON at $.stack[1][1] (byte 65): unterminated string", kept: 1),
    .cut(at: 69, "malformed JSON at $.stack[1][1] (byte 65): unterminated string", kept: 1),
    .cut(at: 70, "malformed JSON at $.stack[1][1] (byte 65): unterminated string", kept: 1),
    .cut(
      at: 71,
      "malformed JSON at $.stack[1][1] (byte 71): expected ':' after a member name, found end of input",
      kept: 1),
    .cut(
      at: 72,
      "malformed JSON at $.stack[1][1].name (byte 72): expected a value, found end of input",
      kept: 1),
    .cut(at: 73, "malformed JSON at $.stack[1][1].name (byte 72): unterminated string", kept: 1),
    .cut(at: 74, "malformed JSON at $.stack[1][1].name (byte 72): unterminated string", kept: 1),
    .cut(at: 75, "malformed JSON at $.stack[1][1].name (byte 72): unterminated string", kept: 1),
    .cut(at: 76, "malformed JSON at $.stack[1][1] (byte 76): unterminated object", kept: 1),
    .cut(at: 77, "malformed JSON at $.stack[1] (byte 77): unterminated array", kept: 1),
    .cut(at: 78, "malformed JSON at $.stack (byte 78): unterminated array", kept: 2),
    .cut(at: 79, "malformed JSON at $ (byte 79): unterminated object"),
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
