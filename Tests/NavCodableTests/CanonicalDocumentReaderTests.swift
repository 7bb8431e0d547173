import NavCodable
import NavCore
import Testing

/// Documents in exactly the form NavCodable writes are read by a shortcut; these pin that the
/// shortcut and the general reader agree, and that the shortcut accepts nothing JSON rejects.
@Suite struct CanonicalDocumentReaderTests {
  /// The same document with a space after every comma and colon outside strings, which only the
  /// general reader reads.
  private func spaced(_ text: String) -> String {
    var result = ""
    var inString = false
    var escaped = false
    for character in text {
      result.append(character)
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
      } else if character == "\"" {
        inString = true
      } else if character == "," || character == ":" {
        result.append(" ")
      }
    }
    return result
  }

  @Test func canonicalAndSpacedDocumentsDecodeTheSame() throws {
    let registry = recipesRegistry()
    var generator = SplitMix64(seed: 14)
    for _ in 0..<200 {
      let count = Int.random(in: 0...12, using: &generator)
      let path = NavPath(
        (0..<count).map { _ -> any Hashable & Sendable in
          switch Int.random(in: 0..<4, using: &generator) {
          case 0: Int.random(in: -1000...1000, using: &generator)
          case 1: "t\"\\\u{1}é\(Int.random(in: 0...9, using: &generator))"
          case 2: Category.allCases.randomElement(using: &generator)!
          default: Recipe(id: Int.random(in: 0...99, using: &generator), name: "Pie, \"A\": 1")
          }
        })
      let canonical = text(try registry.encode(path))
      #expect(try registry.decode(NavPath.self, from: data(canonical)) == path)
      #expect(try registry.decode(NavPath.self, from: data(spaced(canonical))) == path)
    }
  }

  @Test(arguments: [
    #"{"v":1,"t":["category",],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains"],]}"#,
    #"{"v":01,"t":["category"],"stack":[[0,"mains"]]}"#,
    #"{"v":1,"t":["category"],"stack":[[1,"mains"]]}"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains"]]}x"#,
    #"{"v":1,"t":["category"],"stack":[[0,"mains",1]]}"#,
  ])
  func nearlyCanonicalInvalidDocumentsAreMalformed(saved: String) {
    #expect(
      throwsDescription { try recipesRegistry().decode(NavPath.self, from: data(saved)) }?
        .hasPrefix("malformed JSON at $") == true)
  }

  @Test func theShortcutAppliesTheElementLimit() {
    var limits = NavDecodingLimits()
    limits.maxElementCount = 1
    let saved = #"{"v":1,"t":["category"],"stack":[[0,"mains"],[0,"drinks"]]}"#
    #expect(
      throwsDescription {
        try recipesRegistry().decode(NavPath.self, from: data(saved), limits: limits)
      }
        == "limit exceeded: the stack holds 2 elements, more than the limit of 1")
  }
}
