import NavCodable
import NavCore
import Testing

/// Every value of a valid document replaced by a value of every other JSON type, each with the
/// exact error (replacements that still decode, such as another number for an `Int`, are left
/// out).
@Suite struct HostileTypeTests {
  static let cases: [HostileInput] = [
    .wrongType(
      at: "$", "null", "malformed JSON at $: expected an object with version, tags and elements"),
    .wrongType(
      at: "$", "true", "malformed JSON at $: expected an object with version, tags and elements"),
    .wrongType(
      at: "$", "7", "malformed JSON at $: expected an object with version, tags and elements"),
    .wrongType(
      at: "$", "-1.5", "malformed JSON at $: expected an object with version, tags and elements"),
    .wrongType(
      at: "$", #""x""#, "malformed JSON at $: expected an object with version, tags and elements"),
    .wrongType(
      at: "$", "[]", "malformed JSON at $: expected an object with version, tags and elements"),
    .wrongType(at: "$", "{}", #"malformed JSON at $: missing member "version""#),
    .wrongType(
      at: "$.version", "null", "malformed JSON at $.version: expected an integer, found null"),
    .wrongType(
      at: "$.version", "true", "malformed JSON at $.version: expected an integer, found true"),
    .wrongType(
      at: "$.version", "7",
      "unsupported version at $.version: version 7 is newer than this app's version 2"),
    .wrongType(at: "$.version", "-1.5", "malformed JSON at $.version: expected an integer"),
    .wrongType(
      at: "$.version", #""x""#,
      #"malformed JSON at $.version: expected an integer, found string "x""#),
    .wrongType(
      at: "$.version", "[]",
      "malformed JSON at $.version: expected an integer, found an array of 0 values"),
    .wrongType(
      at: "$.version", "{}",
      "malformed JSON at $.version: expected an integer, found an object with 0 members"),
    .wrongType(at: "$.tags", "null", "malformed JSON at $.tags: expected an array, found null"),
    .wrongType(at: "$.tags", "true", "malformed JSON at $.tags: expected an array, found true"),
    .wrongType(at: "$.tags", "7", "malformed JSON at $.tags: expected an array, found number 7"),
    .wrongType(
      at: "$.tags", "-1.5", "malformed JSON at $.tags: expected an array, found number -1.5"),
    .wrongType(
      at: "$.tags", #""x""#, #"malformed JSON at $.tags: expected an array, found string "x""#),
    .wrongType(
      at: "$.tags", "[]",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<0) and a payload"
    ),
    .wrongType(
      at: "$.tags", "{}",
      "malformed JSON at $.tags: expected an array, found an object with 0 members"),
    .wrongType(at: "$.tags[0]", "null", "malformed JSON at $.tags[0]: expected a string"),
    .wrongType(at: "$.tags[0]", "true", "malformed JSON at $.tags[0]: expected a string"),
    .wrongType(at: "$.tags[0]", "7", "malformed JSON at $.tags[0]: expected a string"),
    .wrongType(at: "$.tags[0]", "-1.5", "malformed JSON at $.tags[0]: expected a string"),
    .wrongType(
      at: "$.tags[0]", #""x""#,
      #"unknown tag at element 0 (tag "x") at $[0].tag: no type is registered under this tag"#,
      kept: 0),
    .wrongType(at: "$.tags[0]", "[]", "malformed JSON at $.tags[0]: expected a string"),
    .wrongType(at: "$.tags[0]", "{}", "malformed JSON at $.tags[0]: expected a string"),
    .wrongType(at: "$.tags[1]", "null", "malformed JSON at $.tags[1]: expected a string"),
    .wrongType(at: "$.tags[1]", "true", "malformed JSON at $.tags[1]: expected a string"),
    .wrongType(at: "$.tags[1]", "7", "malformed JSON at $.tags[1]: expected a string"),
    .wrongType(at: "$.tags[1]", "-1.5", "malformed JSON at $.tags[1]: expected a string"),
    .wrongType(
      at: "$.tags[1]", #""x""#,
      #"unknown tag at element 1 (tag "x") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    .wrongType(at: "$.tags[1]", "[]", "malformed JSON at $.tags[1]: expected a string"),
    .wrongType(at: "$.tags[1]", "{}", "malformed JSON at $.tags[1]: expected a string"),
    .wrongType(
      at: "$.elements", "null", "malformed JSON at $.elements: expected an array, found null"),
    .wrongType(
      at: "$.elements", "true", "malformed JSON at $.elements: expected an array, found true"),
    .wrongType(
      at: "$.elements", "7", "malformed JSON at $.elements: expected an array, found number 7"),
    .wrongType(
      at: "$.elements", "-1.5", "malformed JSON at $.elements: expected an array, found number -1.5"
    ),
    .wrongType(
      at: "$.elements", #""x""#,
      #"malformed JSON at $.elements: expected an array, found string "x""#),
    .wrongType(
      at: "$.elements", "{}",
      "malformed JSON at $.elements: expected an array, found an object with 0 members"),
    .wrongType(
      at: "$.elements[0]", "null",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0]", "true",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0]", "7",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0]", "-1.5",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0]", #""x""#,
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0]", "[]",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0]", "{}",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", "null",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", "true",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", "7",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", "-1.5",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", #""x""#,
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", "[]",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][0]", "{}",
      "malformed JSON at $.elements[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[0][1]", "null",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found null"#,
      kept: 0),
    .wrongType(
      at: "$.elements[0][1]", "true",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found true"#,
      kept: 0),
    .wrongType(
      at: "$.elements[0][1]", "7",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found number 7"#,
      kept: 0),
    .wrongType(
      at: "$.elements[0][1]", "-1.5",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found number -1.5"#,
      kept: 0),
    .wrongType(
      at: "$.elements[0][1]", #""x""#,
      #"payload mismatch at element 0 (tag "category") at $[0].payload: Cannot initialize Category from invalid String value x"#,
      kept: 0),
    .wrongType(
      at: "$.elements[0][1]", "[]",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found an array of 0 values"#,
      kept: 0),
    .wrongType(
      at: "$.elements[0][1]", "{}",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found an object with 0 members"#,
      kept: 0),
    .wrongType(
      at: "$.elements[1]", "null",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1]", "true",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1]", "7",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1]", "-1.5",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1]", #""x""#,
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1]", "[]",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1]", "{}",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", "null",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", "true",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", "7",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", "-1.5",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", #""x""#,
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", "[]",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][0]", "{}",
      "malformed JSON at $.elements[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.elements[1][1]", "null",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found null"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1]", "true",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found true"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1]", "7",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found number 7"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1]", "-1.5",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found number -1.5"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1]", #""x""#,
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found string "x""#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1]", "[]",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found an array of 0 values"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1]", "{}",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: missing member "id""#, kept: 1
    ),
    .wrongType(
      at: "$.elements[1][1].id", "null",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found null"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].id", "true",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found true"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].id", "-1.5",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: number -1.5 does not fit in Int"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].id", #""x""#,
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found string "x""#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].id", "[]",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found an array of 0 values"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].id", "{}",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found an object with 0 members"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].name", "null",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found null"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].name", "true",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found true"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].name", "7",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found number 7"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].name", "-1.5",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found number -1.5"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].name", "[]",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found an array of 0 values"#,
      kept: 1),
    .wrongType(
      at: "$.elements[1][1].name", "{}",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found an object with 0 members"#,
      kept: 1),
  ]

  @Test(arguments: cases)
  func strictDecodingThrowsTheExactError(_ input: HostileInput) {
    #expect(Hostile.registry.strictError(input.bytes)?.description == input.error)
  }

  @Test(arguments: cases)
  func prefixDecodingKeepsExactlyTheValidPrefix(_ input: HostileInput) throws {
    try Hostile.expectPrefix(input)
  }
}
