import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Hostile documents, each with the exact error strict decoding throws, and what the prefix policy
/// keeps of it. The tables of wrong types and cuts are in their own suites.
@Suite struct HostileDocumentTests {
  private static let registry = Hostile.registry

  /// Tags, tag positions and the shape of elements.
  /// Tags, tag positions and the shape of elements.
  /// Tags, tag positions and the shape of elements.
  /// Tags, tag positions and the shape of elements.
  /// Tags, tag positions and the shape of elements.
  static let tags: [HostileInput] = [
    HostileInput(
      "unknown tag",
      Hostile.document(tags: Hostile.tags(adding: "nope"), elements: #"[[0,"mains"],[7,1]]"#),
      #"unknown tag at element 1 (tag "nope") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "empty tag",
      Hostile.document(tags: Hostile.tags(adding: ""), elements: #"[[0,"mains"],[7,1]]"#),
      #"unknown tag at element 1 (tag "") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "tag differing in case",
      Hostile.document(tags: #"["category","Recipe"]"#, elements: #"[[0,"mains"],[1,"x"]]"#),
      #"unknown tag at element 1 (tag "Recipe") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "tag with a trailing space",
      Hostile.document(tags: #"["category","recipe "]"#, elements: #"[[0,"mains"],[1,"x"]]"#),
      #"unknown tag at element 1 (tag "recipe ") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "tag with a NUL",
      Hostile.document(tags: #"["category","recipe\u0000"]"#, elements: #"[[0,"mains"],[1,"x"]]"#),
      #"unknown tag at element 1 (tag "recipe\u0000") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "tag that is a Swift type name",
      Hostile.document(
        tags: #"["category","NavCodableTests.Recipe"]"#, elements: #"[[0,"mains"],[1,"x"]]"#),
      #"unknown tag at element 1 (tag "NavCodableTests.Recipe") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "tag renamed by a migration of another version",
      Hostile.document(tags: #"["category","cat"]"#, elements: #"[[0,"mains"],[1,"mains"]]"#),
      #"unknown tag at element 1 (tag "cat") at $[1].tag: no type is registered under this tag"#,
      kept: 1),
    HostileInput(
      "tag that is a number",
      Hostile.document(tags: #"["category",1]"#, elements: #"[[0,"mains"]]"#),
      "malformed JSON at $.t[1]: expected a string"),
    HostileInput(
      "tags not an array",
      Hostile.document(tags: #"{"0":"category"}"#, elements: #"[[0,"mains"]]"#),
      "malformed JSON at $.t: expected an array, found an object with 1 members"),
    HostileInput(
      "tag position out of range", Hostile.document(elements: #"[[0,"mains"],[7,1]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "tag position negative", Hostile.document(elements: #"[[0,"mains"],[-1,1]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "tag position fractional", Hostile.document(elements: #"[[0,"mains"],[0.0,"mains"]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "tag position as a string", Hostile.document(elements: #"[[0,"mains"],["0","mains"]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "tag position beyond Int",
      Hostile.document(elements: #"[[0,"mains"],[18446744073709551616,"mains"]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "element with three parts", Hostile.document(elements: #"[[0,"mains"],[0,"mains",1]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "element with one part", Hostile.document(elements: #"[[0,"mains"],[0]]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
    HostileInput(
      "element that is an object",
      Hostile.document(elements: #"[[0,"mains"],{"tag":0,"payload":"mains"}]"#),
      "malformed JSON at $.stack[1]: expected a pair of a position in tags (0..<7) and a payload"
    ),
  ]

  /// Duplicate keys, missing and unexpected members, and text that is not one JSON document.
  static let envelopes: [HostileInput] = [
    HostileInput(
      "duplicate version", #"{"v":2,"v":2,"t":[],"stack":[]}"#,
      #"malformed JSON at $.v (byte 7): duplicate key "v""#),
    HostileInput(
      "duplicate tags member", #"{"v":2,"t":[],"t":[],"stack":[]}"#,
      #"malformed JSON at $.t (byte 14): duplicate key "t""#),
    HostileInput(
      "duplicate elements member", #"{"v":2,"t":[],"stack":[],"stack":[]}"#,
      #"malformed JSON at $.stack (byte 25): duplicate key "stack""#),
    HostileInput(
      "duplicate key in a payload",
      Hostile.document(elements: #"[[0,"mains"],[1,{"id":4,"id":5,"name":"x"}]]"#),
      #"malformed JSON at $.stack[1][1].id (byte 122): duplicate key "id""#, kept: 1),
    HostileInput(
      "duplicate key spelled with an escape",
      Hostile.document(elements: #"[[0,"mains"],[1,{"id":4,"\u0069d":5,"name":"x"}]]"#),
      #"malformed JSON at $.stack[1][1].id (byte 122): duplicate key "id""#, kept: 1),
    HostileInput(
      "duplicate key in a nested payload",
      Hostile.document(elements: #"[[0,"mains"],[6,{"detail":{"_0":1,"_0":2}}]]"#),
      #"malformed JSON at $.stack[1][1].detail._0 (byte 132): duplicate key "_0""#, kept: 1),
    HostileInput(
      "duplicate enum case key",
      Hostile.document(elements: #"[[0,"mains"],[6,{"list":{},"list":{}}]]"#),
      #"malformed JSON at $.stack[1][1].list (byte 125): duplicate key "list""#, kept: 1),
    HostileInput(
      "unexpected member", #"{"v":2,"t":[],"stack":[],"extra":1}"#,
      #"malformed JSON at $.extra: unexpected member"#),
    HostileInput(
      "missing version", #"{"t":[],"stack":[]}"#,
      #"malformed JSON at $: missing member "v""#),
    HostileInput(
      "missing tags", #"{"v":2,"stack":[]}"#,
      #"malformed JSON at $: missing member "t""#),
    HostileInput(
      "missing elements", #"{"v":2,"t":[]}"#,
      #"malformed JSON at $: missing member "stack""#),
    HostileInput(
      "empty object", #"{}"#,
      #"malformed JSON at $: missing member "v""#),
    HostileInput(
      "an array instead of the envelope", #"[]"#,
      "malformed JSON at $: expected an object with v, t and stack"),
    HostileInput(
      "a string instead of the envelope", #""{}""#,
      "malformed JSON at $: expected an object with v, t and stack"),
    HostileInput(
      "empty input", "",
      "malformed JSON at $ (byte 0): expected a value, found end of input"),
    HostileInput(
      "only whitespace", " \n\t ",
      "malformed JSON at $ (byte 4): expected a value, found end of input"),
    HostileInput(
      "trailing garbage", #"{"v":2,"t":[],"stack":[]}x"#,
      "malformed JSON at $ (byte 25): unexpected 'x' after the JSON value"),
    HostileInput(
      "two documents", #"{"v":2,"t":[],"stack":[]}{}"#,
      "malformed JSON at $ (byte 25): unexpected '{' after the JSON value"),
    HostileInput(
      "a member without a value", #"{"v":,"t":[],"stack":[]}"#,
      "malformed JSON at $.v (byte 5): expected a value, found ','"),
    HostileInput(
      "a trailing comma", Hostile.document(elements: #"[[0,"mains"],]"#),
      "malformed JSON at $.stack[1] (byte 111): expected a value, found ']'", kept: 1),
    HostileInput(
      "single quotes", #"{'version':2}"#,
      "malformed JSON at $ (byte 1): expected a member name in quotes, found '''"),
    HostileInput(
      "a comment", #"{"v":2,/* x */"t":[],"stack":[]}"#,
      "malformed JSON at $ (byte 7): expected a member name in quotes, found '/'"),
  ]

  /// Versions 0, -1, future, huge, and not integers (the schema is at version 2).
  static let versions: [HostileInput] = [
    HostileInput(
      "version 0", Hostile.document(version: "0", elements: #"[]"#),
      "unsupported version at $.v: version 0 is not a valid version (versions start at 1)"),
    HostileInput(
      "version -1", Hostile.document(version: "-1", elements: #"[]"#),
      "unsupported version at $.v: version -1 is not a valid version (versions start at 1)"),
    HostileInput(
      "future version 3", Hostile.document(version: "3", elements: #"[]"#),
      "unsupported version at $.v: version 3 is newer than this app's version 2"),
    HostileInput(
      "huge version", Hostile.document(version: "9223372036854775807", elements: #"[]"#),
      "unsupported version at $.v: version 9223372036854775807 is newer than this app's version 2"
    ),
    HostileInput(
      "most negative version", Hostile.document(version: "-9223372036854775808", elements: #"[]"#),
      "unsupported version at $.v: version -9223372036854775808 is not a valid version (versions start at 1)"
    ),
    HostileInput(
      "version beyond Int", Hostile.document(version: "9223372036854775808", elements: #"[]"#),
      "malformed JSON at $.v: expected an integer"),
    HostileInput(
      "version with an exponent", Hostile.document(version: "2e0", elements: #"[]"#),
      "malformed JSON at $.v: expected an integer"),
    HostileInput(
      "fractional version", Hostile.document(version: "1.5", elements: #"[]"#),
      "malformed JSON at $.v: expected an integer"),
    HostileInput(
      "version as a string", Hostile.document(version: #""2""#, elements: #"[]"#),
      #"malformed JSON at $.v: expected an integer, found string "2""#),
    HostileInput(
      "version null", Hostile.document(version: "null", elements: #"[]"#),
      "malformed JSON at $.v: expected an integer, found null"),
    HostileInput(
      "version with 400 digits",
      Hostile.document(version: String(repeating: "9", count: 400), elements: #"[]"#),
      "malformed JSON at $.v: expected an integer"),
  ]

  /// Numbers out of range for their type, and numbers JSON does not allow.
  static let numbers: [HostileInput] = [
    HostileInput(
      "Int8 above its range", Hostile.document(elements: #"[[0,"mains"],[2,128]]"#),
      #"payload mismatch at element 1 (tag "int8") at $[1].payload: number 128 does not fit in Int8"#,
      kept: 1),
    HostileInput(
      "Int8 below its range", Hostile.document(elements: #"[[0,"mains"],[2,-129]]"#),
      #"payload mismatch at element 1 (tag "int8") at $[1].payload: number -129 does not fit in Int8"#,
      kept: 1),
    HostileInput(
      "Int8 fractional", Hostile.document(elements: #"[[0,"mains"],[2,1.5]]"#),
      #"payload mismatch at element 1 (tag "int8") at $[1].payload: number 1.5 does not fit in Int8"#,
      kept: 1),
    HostileInput(
      "Int8 with an exponent", Hostile.document(elements: #"[[0,"mains"],[2,1.28e2]]"#),
      #"payload mismatch at element 1 (tag "int8") at $[1].payload: number 1.28e2 does not fit in Int8"#,
      kept: 1),
    HostileInput(
      "Int beyond its range", Hostile.document(elements: #"[[0,"mains"],[3,9223372036854775808]]"#),
      #"payload mismatch at element 1 (tag "Swift.Int") at $[1].payload: number 9223372036854775808 does not fit in Int"#,
      kept: 1),
    HostileInput(
      "Int below its range", Hostile.document(elements: #"[[0,"mains"],[3,-9223372036854775809]]"#),
      #"payload mismatch at element 1 (tag "Swift.Int") at $[1].payload: number -9223372036854775809 does not fit in Int"#,
      kept: 1),
    HostileInput(
      "Int with 10,000 digits",
      "{\"v\":2,\"t\":[\"Swift.Int\"],\"stack\":[[0,1"
        + String(repeating: "0", count: 10_000) + "]]}",
      #"payload mismatch at element 0 (tag "Swift.Int") at $[0].payload: number 100000000000000000000000… does not fit in Int"#,
      kept: 0),
    HostileInput(
      "Int as 1e19", Hostile.document(elements: #"[[0,"mains"],[3,1e19]]"#),
      #"payload mismatch at element 1 (tag "Swift.Int") at $[1].payload: number 1e19 does not fit in Int"#,
      kept: 1),
    HostileInput(
      "recipe id beyond Int",
      Hostile.document(elements: #"[[0,"mains"],[1,{"id":1e100,"name":"x"}]]"#),
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload.id: number 1e100 does not fit in Int"#,
      kept: 1),
    HostileInput(
      "Double overflowing to infinity", Hostile.document(elements: #"[[0,"mains"],[4,1e400]]"#),
      #"payload mismatch at element 1 (tag "Swift.Double") at $[1].payload: expected a number, found number 1e400"#,
      kept: 1),
    HostileInput(
      "Double overflowing to minus infinity",
      Hostile.document(elements: #"[[0,"mains"],[4,-1e400]]"#),
      #"payload mismatch at element 1 (tag "Swift.Double") at $[1].payload: expected a number, found number -1e400"#,
      kept: 1),
    HostileInput(
      "a leading plus", Hostile.document(elements: #"[[0,"mains"],[3,+1]]"#),
      "malformed JSON at $.stack[1][1] (byte 114): expected a value, found '+'", kept: 1),
    HostileInput(
      "a leading zero", Hostile.document(elements: #"[[0,"mains"],[3,01]]"#),
      "malformed JSON at $.stack[1][1] (byte 115): leading zero in a number", kept: 1),
    HostileInput(
      "a bare minus", Hostile.document(elements: #"[[0,"mains"],[3,-]]"#),
      "malformed JSON at $.stack[1][1] (byte 115): expected a digit in a number", kept: 1),
    HostileInput(
      "a trailing dot", Hostile.document(elements: #"[[0,"mains"],[4,1.]]"#),
      "malformed JSON at $.stack[1][1] (byte 116): expected a digit after the decimal point",
      kept: 1),
    HostileInput(
      "a leading dot", Hostile.document(elements: #"[[0,"mains"],[4,.5]]"#),
      "malformed JSON at $.stack[1][1] (byte 114): expected a value, found '.'", kept: 1),
    HostileInput(
      "an empty exponent", Hostile.document(elements: #"[[0,"mains"],[4,1e]]"#),
      "malformed JSON at $.stack[1][1] (byte 116): expected a digit in the exponent", kept: 1),
    HostileInput(
      "hexadecimal", Hostile.document(elements: #"[[0,"mains"],[3,0x10]]"#),
      "malformed JSON at $.stack[1] (byte 115): expected ',' or ']' in an array", kept: 1),
    HostileInput(
      "NaN", Hostile.document(elements: #"[[0,"mains"],[4,NaN]]"#),
      "malformed JSON at $.stack[1][1] (byte 114): expected a value, found 'N'", kept: 1),
    HostileInput(
      "Infinity", Hostile.document(elements: #"[[0,"mains"],[4,Infinity]]"#),
      "malformed JSON at $.stack[1][1] (byte 114): expected a value, found 'I'", kept: 1),
  ]

  /// Invalid UTF-8, escapes that are not Unicode, and raw control characters.
  static let encodings: [HostileInput] = [
    HostileInput(
      "byte 0xFF in a tag",
      bytes: Hostile.splice(
        Hostile.document(tags: #"["category","◊"]"#, elements: #"[[0,"mains"]]"#), [0xFF]),
      "malformed JSON at $.t[1] (byte 23): invalid UTF-8 in a string"),
    HostileInput(
      "overlong slash in a payload",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],[5,"a◊"]]"#), [0xC0, 0xAF]),
      "malformed JSON at $.stack[1][1] (byte 114): invalid UTF-8 in a string", kept: 1),
    HostileInput(
      "encoded surrogate in a payload",
      bytes: Hostile.splice(
        Hostile.document(elements: #"[[0,"mains"],[5,"◊"]]"#), [0xED, 0xA0, 0x80]),
      "malformed JSON at $.stack[1][1] (byte 114): invalid UTF-8 in a string", kept: 1),
    HostileInput(
      "code point above U+10FFFF",
      bytes: Hostile.splice(
        Hostile.document(elements: #"[[0,"mains"],[5,"◊"]]"#), [0xF4, 0x90, 0x80, 0x80]),
      "malformed JSON at $.stack[1][1] (byte 114): invalid UTF-8 in a string", kept: 1),
    HostileInput(
      "lone continuation byte",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],[5,"◊"]]"#), [0x80]),
      "malformed JSON at $.stack[1][1] (byte 114): invalid UTF-8 in a string", kept: 1),
    HostileInput(
      "sequence cut by the closing quote",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],[5,"◊"]]"#), [0xE2, 0x82]),
      "malformed JSON at $.stack[1][1] (byte 114): invalid UTF-8 in a string", kept: 1),
    HostileInput(
      "invalid byte outside strings",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],◊]"#), [0xFE]),
      "malformed JSON at $.stack[1] (byte 111): expected a value, found byte 0xFE", kept: 1),
    HostileInput(
      "invalid byte in a member name",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],[1,{"◊":1}]]"#), [0xFF]),
      "malformed JSON at $.stack[1][1] (byte 115): invalid UTF-8 in a string", kept: 1),
    HostileInput(
      "byte order mark",
      bytes: [0xEF, 0xBB, 0xBF] + Array(Hostile.document(elements: #"[]"#).utf8),
      "malformed JSON at $ (byte 0): expected a value, found byte 0xEF"),
    HostileInput(
      "UTF-16 document", bytes: Array(Hostile.document(elements: #"[]"#).utf8).flatMap { [$0, 0] },
      "malformed JSON at $ (byte 1): expected a member name in quotes, found byte 0x0"),
    HostileInput(
      "lone high surrogate escape", Hostile.document(elements: #"[[0,"mains"],[5,"\ud800"]]"#),
      #"malformed JSON at $.stack[1][1] (byte 121): unpaired surrogate in a \u escape"#, kept: 1),
    HostileInput(
      "lone low surrogate escape", Hostile.document(elements: #"[[0,"mains"],[5,"\udc00x"]]"#),
      #"malformed JSON at $.stack[1][1] (byte 121): unpaired surrogate in a \u escape"#, kept: 1),
    HostileInput(
      "reversed surrogate escapes",
      Hostile.document(elements: #"[[0,"mains"],[5,"\udc00\ud800"]]"#),
      #"malformed JSON at $.stack[1][1] (byte 121): unpaired surrogate in a \u escape"#, kept: 1),
    HostileInput(
      "short unicode escape", Hostile.document(elements: #"[[0,"mains"],[5,"\u00"]]"#),
      #"malformed JSON at $.stack[1][1] (byte 119): invalid hexadecimal digit in a \u escape"#,
      kept: 1),
    HostileInput(
      "unknown escape", Hostile.document(elements: #"[[0,"mains"],[5,"\x41"]]"#),
      "malformed JSON at $.stack[1][1] (byte 115): invalid escape sequence", kept: 1),
    HostileInput(
      "raw control character",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],[5,"a◊b"]]"#), [0x01]),
      "malformed JSON at $.stack[1][1] (byte 116): unescaped control character in a string",
      kept: 1),
    HostileInput(
      "raw newline in a string",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"],[5,"a◊b"]]"#), [0x0A]),
      "malformed JSON at $.stack[1][1] (byte 116): unescaped control character in a string",
      kept: 1),
    HostileInput(
      "NUL byte outside strings",
      bytes: Hostile.splice(Hostile.document(elements: #"[[0,"mains"]◊]"#), [0x00]),
      "malformed JSON at $.stack (byte 110): expected ',' or ']' in an array", kept: 1),
  ]

  /// Payloads that do not decode as their tag's type.
  static let payloads: [HostileInput] = [
    HostileInput(
      "unknown enum case", Hostile.document(elements: #"[[0,"mains"],[0,"starters"]]"#),
      #"payload mismatch at element 1 (tag "category") at $[1].payload: Cannot initialize Category from invalid String value starters"#,
      kept: 1),
    HostileInput(
      "enum case with the wrong case", Hostile.document(elements: #"[[0,"mains"],[0,"Mains"]]"#),
      #"payload mismatch at element 1 (tag "category") at $[1].payload: Cannot initialize Category from invalid String value Mains"#,
      kept: 1),
    HostileInput(
      "missing member", Hostile.document(elements: #"[[0,"mains"],[1,{"id":4}]]"#),
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: missing member "name""#,
      kept: 1),
    HostileInput(
      "unknown associated-value case",
      Hostile.document(elements: #"[[0,"mains"],[6,{"edit":{}}]]"#),
      #"payload mismatch at element 1 (tag "route") at $[1].payload: Invalid number of keys found, expected one."#,
      kept: 1),
    HostileInput(
      "two cases in one enum payload",
      Hostile.document(elements: #"[[0,"mains"],[6,{"list":{},"settings":{}}]]"#),
      #"payload mismatch at element 1 (tag "route") at $[1].payload: Invalid number of keys found, expected one."#,
      kept: 1),
    HostileInput(
      "null payload", Hostile.document(elements: #"[[0,"mains"],[1,null]]"#),
      #"payload mismatch at element 1 (tag "recipe") at $[1].payload: expected an object, found null"#,
      kept: 1),
    HostileInput(
      "invalid UUID",
      Hostile.document(
        tags: Hostile.tags(adding: "Foundation.UUID"), elements: #"[[0,"mains"],[7,"not-a-uuid"]]"#),
      #"payload mismatch at element 1 (tag "Foundation.UUID") at $[1].payload: Attempted to decode UUID from invalid UUID string."#,
      kept: 1),
    HostileInput(
      "Bool as a number",
      Hostile.document(tags: Hostile.tags(adding: "Swift.Bool"), elements: #"[[0,"mains"],[7,1]]"#),
      #"payload mismatch at element 1 (tag "Swift.Bool") at $[1].payload: expected a Bool, found number 1"#,
      kept: 1),
    HostileInput(
      "bad element followed by good ones",
      Hostile.document(elements: #"[[0,"mains"],[3,"x"],[0,"mains"],[0,"drinks"]]"#),
      #"payload mismatch at element 1 (tag "Swift.Int") at $[1].payload: expected an integer, found string "x""#,
      kept: 1),
  ]
  static let all = tags + envelopes + versions + numbers + encodings + payloads

  @Test(arguments: all)
  func strictDecodingThrowsTheExactError(_ input: HostileInput) {
    #expect(Self.registry.strictError(input.bytes)?.description == input.error)
  }

  @Test(arguments: all)
  func prefixDecodingKeepsExactlyTheValidPrefix(_ input: HostileInput) throws {
    try Hostile.expectPrefix(input)
  }
}
