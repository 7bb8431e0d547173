import Testing

@testable import NavCodable

@Suite struct NavJSONValueTests {
  private func parse(_ text: String, maxDepth: Int = 64) throws(JSONParser.Failure) -> NavJSONValue
  {
    var text = text
    let result = text.withUTF8 { utf8 in
      Result { () throws(JSONParser.Failure) in
        try JSONParser.parse(UnsafeRawBufferPointer(utf8), maxDepth: maxDepth)
      }
    }
    return try result.get()
  }

  private func parseError(_ text: String, maxDepth: Int = 64) -> String? {
    do {
      _ = try parse(text, maxDepth: maxDepth)
      return nil
    } catch {
      return error.error().description
    }
  }

  @Test(arguments: [
    (
      #" { "b" : [1, -2.5e+3, true, false, null] , "a" : "x" } "#,
      #"{"b":[1,-2.5e+3,true,false,null],"a":"x"}"#
    ),
    (#""\u00e9\ud83d\ude00\n\t\"\\\/""#, "\"é😀\\n\\t\\\"\\\\/\""),
    ("18446744073709551616123", "18446744073709551616123"),
    ("0.1000000000000000055511151231257827", "0.1000000000000000055511151231257827"),
    ("[]", "[]"),
    ("{}", "{}"),
    (#""\u0001""#, #""\u0001""#),
  ])
  func parsesAndWritesCompactJSONExactly(input: String, output: String) throws {
    #expect(try parse(input).description == output)
  }

  @Test(arguments: [
    ("[1,]", "malformed JSON at $[1] (byte 3): expected a value, found ']'"),
    ("{\"a\":1,\"a\":2}", "malformed JSON at $.a (byte 7): duplicate key \"a\""),
    ("[01]", "malformed JSON at $[0] (byte 2): leading zero in a number"),
    ("[1] x", "malformed JSON at $ (byte 4): unexpected 'x' after the JSON value"),
    ("{\"k\":[tru]}", "malformed JSON at $.k[0] (byte 6): invalid literal, expected true"),
    ("\"abc", "malformed JSON at $ (byte 0): unterminated string"),
    ("\"\\ud800\"", "malformed JSON at $ (byte 7): unpaired surrogate in a \\u escape"),
    ("", "malformed JSON at $ (byte 0): expected a value, found end of input"),
  ])
  func rejectsInvalidJSONWithOffsetAndPath(input: String, message: String) {
    #expect(parseError(input) == message)
  }

  @Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    let result = bytes.withUnsafeBytes { buffer in
      Result { () throws(JSONParser.Failure) in try JSONParser.parse(buffer, maxDepth: 4) }
    }
    #expect(throws: JSONParser.Failure.self) { try result.get() }
  }

  @Test func enforcesTheNestingLimit() {
    #expect(parseError("[[[1]]]", maxDepth: 3) == nil)
    #expect(
      parseError("[[[[1]]]]", maxDepth: 3)
        == "limit exceeded at $[0][0][0] (byte 3): "
        + "nesting is deeper than the limit of 3 levels in a payload")
  }

  @Test func deepNestingFailsWithoutExhaustingTheStack() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(parseError(deep)?.hasPrefix("limit exceeded") == true)
  }

  @Test func detectsDuplicateKeysInLargeObjects() {
    let members = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    #expect(parseError("{\(members)}") == nil)
    #expect(parseError("{\(members),\"k7\":0}")?.contains("duplicate key \"k7\"") == true)
  }

  @Test func subscriptsEditObjectsInPlace() {
    var value: NavJSONValue = ["id": 42, "name": "Apple Pie"]
    value["servings"] = 4
    value["id"] = nil
    value["name"] = "Pie"
    #expect(value.description == #"{"name":"Pie","servings":4}"#)
    let renamed = value.renameMember("name", to: "title")
    #expect(renamed)
    #expect(value.description == #"{"title":"Pie","servings":4}"#)
    let renamedMissing = value.renameMember("missing", to: "x")
    #expect(!renamedMissing)
  }

  @Test func equalityKeepsOrderAndNumberText() throws {
    #expect(NavJSONValue.object(["a": 1, "b": 2]) != .object(["b": 2, "a": 1]))
    #expect(NavJSONValue.number(1) != .number(1.0))
    #expect(
      NavJSONValue(Int64.min) == .number(try #require(.init("-9223372036854775808"))))
  }

  @Test func aSetHoldsEachValueOnceAndFindsEqualCopies() throws {
    let values: [NavJSONValue] = [
      ["a": 1, "b": [true, nil]], ["b": [true, nil], "a": 1], .number(1), .number(1.0),
      .string("1"), [1], [[1]],
    ]
    let copies = try values.map { (value) throws(NavCodingError) in
      try NavJSONValue(jsonBytes: value.jsonBytes)
    }
    let set = Set(values + copies)
    #expect(set.count == values.count)
    #expect(values.allSatisfy { set.contains($0) })
  }

  /// A value's JSON, as the document writer writes payloads.
  private func tree(of value: some Encodable) throws -> NavJSONValue {
    let encoder = JSONStreamEncoder()
    try encoder.write(value)
    return try NavJSONValue(jsonBytes: encoder.writer.bytes)
  }

  @Test func encodesAndDecodesValuesThroughTheTree() throws {
    let recipe = Recipe(id: 7, name: "Tart")
    let json = try tree(of: recipe)
    #expect(json.description == #"{"id":7,"name":"Tart"}"#)
    #expect(try JSONValueDecoder.decode(Recipe.self, from: .tree(json)) == recipe)
    let routes: [Route] = [.list, .detail(3)]
    let encoded = try tree(of: routes)
    #expect(encoded.description == #"[{"list":{}},{"detail":{"_0":3}}]"#)
    #expect(try JSONValueDecoder.decode([Route].self, from: .tree(encoded)) == routes)
  }

  @Test func nonFiniteNumbersCannotBeEncoded() {
    #expect(throws: EncodingError.self) { try tree(of: [Double.nan]) }
  }
}
