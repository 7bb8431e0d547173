import NavCore
import Testing

/// `String(validatingUTF8Bytes:)`, the UTF-8 check that replaces the standard library's
/// `String(validating:as:)` (iOS 18 / macOS 15 only) in the deep-link scanner and the JSON parser.
@Suite struct ValidatingUTF8Tests {
  private static func validated(_ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes(String.init(validatingUTF8Bytes:))
  }

  /// Whether `bytes` is well-formed, by a second opinion available on every OS: decoding with
  /// repair changes the bytes exactly when they are not well-formed.
  private static func isWellFormed(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
  }

  @Test(arguments: [
    ("", ""), ("plain ASCII, longer than one word", "plain ASCII, longer than one word"),
    ("Crème brûlée", "Crème brûlée"), ("𝄞 and 🍮", "𝄞 and 🍮"), ("\u{0}", "\u{0}"),
  ])
  func wellFormedTextDecodesToItself(text: String, expected: String) {
    #expect(Self.validated(Array(text.utf8)) == expected)
  }

  @Test(
    arguments: [
      [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
      [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE2, 0x82], [0xF0, 0x80, 0x80, 0x80],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],
      [0xF0, 0x9F, 0x8D], [0xE2, 0x28, 0xA1], [0xF0, 0x9F, 0x28, 0xAE],
      Array("eight by".utf8) + [0xC3],
    ] as [[UInt8]])
  func malformedSequencesAreRejected(bytes: [UInt8]) {
    #expect(Self.validated(bytes) == nil)
  }

  @Test(
    arguments: [
      [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
      [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ] as [[UInt8]])
  func boundarySequencesAreAccepted(bytes: [UInt8]) {
    #expect(Self.validated(bytes).map { Array($0.utf8) } == bytes)
  }

  /// Random bytes, weighted toward lead and continuation bytes so that most inputs come close to
  /// being well-formed, get the same verdict as the repairing decoder's.
  @Test(arguments: 0..<20)
  func randomBytesGetTheRepairingDecodersVerdict(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let interesting: [UInt8] = [
      0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0,
      0xF4, 0xF5, 0xFF,
    ]
    for _ in 0..<500 {
      let count = Int.random(in: 0..<20, using: &generator)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? interesting.randomElement(using: &generator)!
          : UInt8.random(in: 0...0xFF, using: &generator)
      }
      #expect((Self.validated(bytes) != nil) == Self.isWellFormed(bytes), "\(bytes)")
    }
  }
}
