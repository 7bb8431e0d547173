import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hostile input to the reader of SwiftUI's format, each with its exact error.
@Suite struct HostileSwiftUITests {
  static let cases: [HostileInput] = [
    HostileInput(
      "an object", #"{"Swift.Int":"1"}"#,
      "malformed JSON at $: expected an array, found an object with 1 members"),
    HostileInput(
      "an odd number of strings", #"["Swift.Int","1","Swift.Int"]"#,
      "malformed JSON at $: expected pairs of a type name and a JSON string, found 3 strings"),
    HostileInput(
      "a number instead of a string", #"["Swift.Int",1]"#,
      "malformed JSON at $[1]: expected a string, found number 1"),
    HostileInput(
      "a nested array", #"[["Swift.Int","1"]]"#,
      "malformed JSON at $[0] (byte 1): expected a string, found a nested array or object"),
    HostileInput(
      "an unknown type name", #"["MyApp.Secret","1"]"#,
      #"unknown tag at element 0 (tag "MyApp.Secret") at $[0].tag: no type is registered under this tag"#,
      kept: 0),
    HostileInput(
      "an empty type name", #"["","1"]"#,
      #"unknown tag at element 0 (tag "") at $[0].tag: no type is registered under this tag"#,
      kept: 0),
    HostileInput(
      "an empty JSON string", #"["Swift.Int",""]"#,
      #"malformed JSON at element 0 (tag "Swift.Int") at $[0].payload (byte 0): expected a value, found end of input (in the JSON string at $[1] of the array)"#,
      kept: 0),
    HostileInput(
      "malformed JSON in the string", #"["Swift.Int","[1"]"#,
      #"malformed JSON at element 0 (tag "Swift.Int") at $[0].payload (byte 2): unterminated array (in the JSON string at $[1] of the array)"#,
      kept: 0),
    HostileInput(
      "trailing text in the string", #"["Swift.Int","1 2"]"#,
      #"malformed JSON at element 0 (tag "Swift.Int") at $[0].payload (byte 2): unexpected '2' after the JSON value (in the JSON string at $[1] of the array)"#,
      kept: 0),
    HostileInput(
      "duplicate keys in the string", #"["recipe","{\"id\":1,\"id\":2,\"name\":\"x\"}"]"#,
      #"malformed JSON at element 0 (tag "recipe") at $[0].payload.id (byte 8): duplicate key "id" (in the JSON string at $[1] of the array)"#,
      kept: 0),
    HostileInput(
      "a lone surrogate in the string", #"["Swift.String","\"\\ud800\""]"#,
      #"malformed JSON at element 0 (tag "Swift.String") at $[0].payload (byte 7): unpaired surrogate in a \u escape (in the JSON string at $[1] of the array)"#,
      kept: 0),
    HostileInput(
      "an Int out of range", #"["Swift.Int","9223372036854775808"]"#,
      #"payload mismatch at element 0 (tag "Swift.Int") at $[0].payload: number 9223372036854775808 does not fit in Int"#,
      kept: 0),
    HostileInput(
      "the top element bad", #"["Swift.Int","\"x\"","Swift.Int","1"]"#,
      #"payload mismatch at element 1 (tag "Swift.Int") at $[1].payload: expected an integer, found string "x""#,
      kept: 1),
    HostileInput(
      "100,000 levels in the string",
      #"["Swift.Int",""# + String(repeating: "[", count: 100_000) + #""]"#,
      #"limit exceeded at element 0 (tag "Swift.Int") at $[0].payload"#
        + String(repeating: "[0]", count: 64)
        + " (byte 64): nesting is deeper than the limit of 64 levels in a payload"
        + " (in the JSON string at $[1] of the array)",
      kept: 0),
    HostileInput(
      "invalid UTF-8 in a type name", bytes: Hostile.splice(#"["Swift.In◊","1"]"#, [0xFF]),
      "malformed JSON at $[0] (byte 1): invalid UTF-8 in a string"),
    HostileInput(
      "truncated", #"["Swift.Int","1"#,
      "malformed JSON at $[1] (byte 13): unterminated string"),
    HostileInput(
      "trailing garbage", #"["Swift.Int","1"]]"#,
      "malformed JSON at $ (byte 17): unexpected ']' after the JSON value"),
  ]

  @Test(arguments: cases)
  func strictDecodingThrowsTheExactError(_ input: HostileInput) {
    #expect(
      throwsDescription {
        try Hostile.registry.restoreSwiftUIRepresentation(Data(input.bytes)).state
      }
        == input.error)
  }

  @Test(arguments: cases)
  func prefixDecodingKeepsExactlyTheValidPrefix(_ input: HostileInput) throws {
    let outcome = Result { () throws(NavCodingError) in
      try Hostile.registry.restoreSwiftUIRepresentation(
        Data(input.bytes), policy: .prefix)
    }
    switch outcome {
    case .failure(let error):
      #expect(input.kept == nil && error.description == input.error)
    case .success(let restoration):
      #expect(restoration.state.count == input.kept)
      #expect(restoration.dropped.first?.description == input.error)
    }
  }
}
