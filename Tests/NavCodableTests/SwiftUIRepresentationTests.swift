import NavCodable
import NavCore
import Testing

@Suite struct SwiftUIRepresentationTests {
  static let issueExample =
    #"["User","{\"id\":42,\"name\":\"Blob\"}","Swift.Bool","true","Swift.Int","42","#
    + #""Swift.String","\"hello\""]"#

  private var registry: NavTypeRegistry {
    var registry = NavTypeRegistry()
    registry.registerStandardTypes()
    registry.register(User.self, tag: "User")
    return registry
  }

  private var examplePath: NavPath {
    var path = NavPath()
    path.append("hello")
    path.append(42)
    path.append(true)
    path.append(User(id: 42, name: "Blob"))
    return path
  }

  @Test func writesSwiftUIsFormatExactly() throws {
    #expect(try text(registry.encodeSwiftUIRepresentation(examplePath)) == Self.issueExample)
    #expect(try text(registry.encodeSwiftUIRepresentation(NavPath())) == "[]")
  }

  @Test func readsSwiftUIsFormat() throws {
    #expect(
      try registry.restoreSwiftUIRepresentation(data(Self.issueExample)).state
        == examplePath)
  }

  @Test func readsWhatJSONEncoderWritesOnApplePlatforms() throws {
    // JSONEncoder escapes "/" and may add whitespace; both are valid JSON.
    let saved =
      #"[ "Swift.String" , "\"a\\\/b\"" , "Foundation.UUID", "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"" ]"#
    let path = try registry.restoreSwiftUIRepresentation(data(saved)).state
    #expect(path.count == 2)
    #expect(path.last?.value(as: String.self) == "a/b")
  }

  @Test(arguments: [
    (#"{"a":1}"#, "malformed JSON at $: expected an array, found an object with 1 members"),
    (
      #"["Swift.Int"]"#,
      "malformed JSON at $: expected pairs of a type name and a JSON string, found 1 strings"
    ),
    (#"["Swift.Int",42]"#, "malformed JSON at $[1]: expected a string, found number 42"),
    (
      #"["Swift.Int","4x"]"#,
      "malformed JSON at element 0 (tag \"Swift.Int\") at $[0].payload (byte 1): "
        + "unexpected 'x' after the JSON value (in the JSON string at $[1] of the array)"
    ),
    (
      #"["Swift.Int","\"4\""]"#,
      "payload mismatch at element 0 (tag \"Swift.Int\") at $[0].payload: expected an integer, found string \"4\""
    ),
    (
      #"["Nope","1"]"#,
      "unknown tag at element 0 (tag \"Nope\") at $[0].tag: no type is registered under this tag"
    ),
  ])
  func rejectsBadInputWithClearMessages(saved: String, message: String) {
    #expect(
      throwsDescription { try registry.restoreSwiftUIRepresentation(data(saved)).state }
        == message)
  }

  @Test func prefixPolicyKeepsTheBottomOfTheStack() throws {
    // Top first: the topmost element is unknown, the two below it are fine.
    let saved = #"["Nope","1","Swift.Int","2","Swift.Int","1"]"#
    let restoration = try registry.restoreSwiftUIRepresentation(
      data(saved), policy: .prefix)
    #expect(restoration.state == NavPath([1, 2]))
    #expect(restoration.dropped.map(\.location.elementIndex) == [2])
  }

  @Test(arguments: 0..<10)
  func randomPathsRoundTripThroughSwiftUIsFormat(seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed))
    var path = NavPath()
    for _ in 0..<Int.random(in: 0..<30, using: &random) {
      if Bool.random(using: &random) {
        path.append(Int.random(in: -1000...1000, using: &random))
      } else {
        path.append(User(id: .random(in: 0...99, using: &random), name: "\"q\" \\ é"))
      }
    }
    let saved = try registry.encodeSwiftUIRepresentation(path)
    #expect(try registry.restoreSwiftUIRepresentation(saved).state == path)
  }
}
