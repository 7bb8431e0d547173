import NavCodable
import NavCore
import Testing

/// Every value of a valid document replaced by a value of every other JSON type, each with the
/// exact error (replacements that still decode, such as another number for an `Int`, are left
/// out).
@Suite struct HostileTypeTests {
  static let cases: [HostileInput] = [
    .wrongType(
      at: "$", "null", "malformed JSON at $: expected an object with v, t and stack"),
    .wrongType(
      at: "$", "true", "malformed JSON at $: expected an object with v, t and stack"),
    .wrongType(
      at: "$", "7", "malformed JSON at $: expected an object with v, t and stack"),
    .wrongType(
      at: "$", "-1.5", "malformed JSON at $: expected an object with v, t and stack"),
    .wrongType(
      at: "$", #""x""#, "malformed JSON at $: expected an object with v, t and stack"),
    .wrongType(
      at: "$", "[]", "malformed JSON at $: expected an object with v, t and stack"),
    .wrongType(at: "$", "{}", #"malformed JSON at $: missing member "v""#),
    .wrongType(
      at: "$.v", "null", "malformed JSON at $.v: expected an integer, found null"),
    .wrongType(
      at: "$.v", "true", "malformed JSON at $.v: expected an integer, found true"),
    .wrongType(
      at: "$.v", "7",
      "unsupported version at $.v: version 7 is newer than this app's version 2"),
    .wrongType(at: "$.v", "-1.5", "malformed JSON at $.v: expected an integer"),
    .wrongType(
      at: "$.v", #""x""#,
      #"malformed JSON at $.v: expected an integer, found string "x""#),
    .wrongType(
      at: "$.v", "[]",
      "malformed JSON at $.v: expected an integer, found an array of 0 values"),
    .wrongType(
      at: "$.v", "{}",
      "malformed JSON at $.v: expected an integer, found an object with 0 members"),
    .wrongType(at: "$.t", "null", "malformed JSON at $.t: expected an array, found null"),
    .wrongType(at: "$.t", "true", "malformed JSON at $.t: expected an array, found true"),
    .wrongType(at: "$.t", "7", "malformed JSON at $.t: expected an array, found number 7"),
    .wrongType(
      at: "$.t", "-1.5", "malformed JSON at $.t: expected an array, found number -1.5"),
    .wrongType(
      at: "$.t", #""x""#, #"malformed JSON at $.t: expected an array, found string "x""#),
    .wrongType(
      at: "$.t", "[]",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<0) and a payload"
    ),
    .wrongType(
      at: "$.t", "{}",
      "malformed JSON at $.t: expected an array, found an object with 0 members"),
    .wrongType(at: "$.t[0]", "null", "malformed JSON at $.t[0]: expected a string"),
    .wrongType(at: "$.t[0]", "true", "malformed JSON at $.t[0]: expected a string"),
    .wrongType(at: "$.t[0]", "7", "malformed JSON at $.t[0]: expected a string"),
    .wrongType(at: "$.t[0]", "-1.5", "malformed JSON at $.t[0]: expected a string"),
    .wrongType(
      at: "$.t[0]", #""x""#,
      #"unknown tag at element 0 (tag "x") at $[0].tag: no type is registered under this tag"#,
      kept: 0),
    .wrongType(at: "$.t[0]", "[]", "malformed JSON at $.t[0]: expected a string"),
    .wrongType(at: "$.t[0]", "{}", "malformed JSON at $.t[0]: expected a string"),
    .wrongType(at: "$.t[1]", "null", "malformed JSON at $.t[1]: expected a string"),
    .wrongType(at: "$.t[1]", "true", "malformed JSON at $.t[1]: expected a string"),
    .wrongType(at: "$.t[1]", "7", "malformed JSON at $.t[1]: expected a string"),
    .wrongType(at: "$.t[1]", "-1.5", "malformed JSON at $.t[1]: expected a string"),
    .wrongType(
      at: "$.t[1]", #""x""#,
      #"unknown tag at element 1 (tag "x") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    .wrongType(at: "$.t[1]", "[]", "malformed JSON at $.t[1]: expected a string"),
    .wrongType(at: "$.t[1]", "{}", "malformed JSON at $.t[1]: expected a string"),
    .wrongType(
      at: "$.stack", "null", "malformed JSON at $.stack: expected an array, found null"),
    .wrongType(
      at: "$.stack", "true", "malformed JSON at $.stack: expected an array, found true"),
    .wrongType(
      at: "$.stack", "7", "malformed JSON at $.stack: expected an array, found number 7"),
    .wrongType(
      at: "$.stack", "-1.5", "malformed JSON at $.stack: expected an array, found number -1.5"
    ),
    .wrongType(
      at: "$.stack", #""x""#,
      #"malformed JSON at $.stack: expected an array, found string "x""#),
    .wrongType(
      at: "$.stack", "{}",
      "malformed JSON at $.stack: expected an array, found an object with 0 members"),
    .wrongType(
      at: "$.stack[0]", "null",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0]", "true",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0]", "7",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0]", "-1.5",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0]", #""x""#,
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0]", "[]",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0]", "{}",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", "null",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", "true",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", "7",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", "-1.5",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", #""x""#,
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", "[]",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][0]", "{}",
      "malformed JSON at $.stack[0]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[0][1]", "null",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found null"#,
      kept: 0),
    .wrongType(
      at: "$.stack[0][1]", "true",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found true"#,
      kept: 0),
    .wrongType(
      at: "$.stack[0][1]", "7",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found number 7"#,
      kept: 0),
    .wrongType(
      at: "$.stack[0][1]", "-1.5",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found number -1.5"#,
      kept: 0),
    .wrongType(
      at: "$.stack[0][1]", #""x""#,
      #"payload mismatch at element 0 (tag "category") at $[0].payload: Cannot initialize Category from invalid String value x"#,
      kept: 0),
    .wrongType(
      at: "$.stack[0][1]", "[]",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found an array of 0 values"#,
      kept: 0),
    .wrongType(
      at: "$.stack[0][1]", "{}",
      #"payload mismatch at element 0 (tag "category") at $[0].payload: expected a string, found an object with 0 members"#,
      kept: 0),
    .wrongType(
      at: "$.stack[1]", "null",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1]", "true",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1]", "7",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1]", "-1.5",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1]", #""x""#,
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1]", "[]",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1]", "{}",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", "null",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", "true",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", "7",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", "-1.5",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", #""x""#,
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", "[]",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][0]", "{}",
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<2) and a payload"
    ),
    .wrongType(
      at: "$.stack[1][1]", "null",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found null"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1]", "true",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found true"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1]", "7",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found number 7"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1]", "-1.5",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found number -1.5"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1]", #""x""#,
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found string "x""#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1]", "[]",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found an array of 0 values"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1]", "{}",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: missing member "id""#, kept: 1
    ),
    .wrongType(
      at: "$.stack[1][1].id", "null",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found null"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].id", "true",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found true"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].id", "-1.5",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: number -1.5 does not fit in Int"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].id", #""x""#,
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found string "x""#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].id", "[]",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found an array of 0 values"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].id", "{}",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: expected an integer, found an object with 0 members"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].name", "null",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found null"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].name", "true",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found true"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].name", "7",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found number 7"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].name", "-1.5",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found number -1.5"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].name", "[]",
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.name: expected a string, found an array of 0 values"#,
      kept: 1),
    .wrongType(
      at: "$.stack[1][1].name", "{}",
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
