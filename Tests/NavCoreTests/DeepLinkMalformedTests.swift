import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category
private typealias Cuisine = DeepLinkFixtures.Cuisine

/// Links that the recipes table must refuse, with the exact error for each: never a trap, never a
/// partial stack.
@Suite struct DeepLinkMalformedTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var link: String
    var kind: DeepLinkError.Kind
    var message: String
    var testDescription: String {
      link.utf8.count <= 80
        ? link.debugDescription : "\(link.prefix(20).debugDescription)… (\(link.utf8.count) bytes)"
    }
  }

  static let cases: [Case] = [
    // Schemes and hosts.
    Case(
      link: "ftp://category/x", kind: .unsupportedScheme,
      message: #"unsupported scheme "ftp" at offset 0; expected "myapp" or "https""#),
    Case(
      link: "http://example.com/category/x", kind: .unsupportedScheme,
      message: #"unsupported scheme "http" at offset 0; expected "myapp" or "https""#),
    Case(
      link: "mailto:someone", kind: .unsupportedScheme,
      message: #"unsupported scheme "mailto" at offset 0; expected "myapp" or "https""#),
    Case(
      link: "MYAPPX://category/x", kind: .unsupportedScheme,
      message: #"unsupported scheme "myappx" at offset 0; expected "myapp" or "https""#),
    Case(
      link: "recipe:42", kind: .unsupportedScheme,
      message: #"unsupported scheme "recipe" at offset 0; expected "myapp" or "https""#),
    Case(
      link: "https:example.com/category/x", kind: .missingHost,
      message: #"missing "//" and host after "https:" at offset 6; expected "//example.com""#),
    Case(
      link: "https:/example.com/category/x", kind: .missingHost,
      message: #"missing "//" and host after "https:" at offset 6; expected "//example.com""#),
    Case(
      link: "https://evil.com/category/x", kind: .unsupportedHost,
      message: #"unsupported host "evil.com" at offset 8; expected "example.com""#),
    Case(
      link: "https://example.com.evil.com/category/x", kind: .unsupportedHost,
      message: #"unsupported host "example.com.evil.com" at offset 8; expected "example.com""#),
    Case(
      link: "https://user@example.com/category/x", kind: .unsupportedHost,
      message: #"unsupported host "user@example.com" at offset 8; expected "example.com""#),
    Case(
      link: "https://example.com:8080/category/x", kind: .unsupportedHost,
      message: #"unsupported host "example.com:8080" at offset 8; expected "example.com""#),
    Case(
      link: "https://", kind: .unsupportedHost,
      message: #"unsupported host "" at offset 8; expected "example.com""#),
    // Characters that must be percent-encoded.
    Case(
      link: "myapp://category/des serts", kind: .invalidCharacter,
      message: #"invalid character " " at offset 20; percent-encode it"#),
    Case(
      link: "myapp://category/x\n", kind: .invalidCharacter,
      message: #"invalid character "\n" at offset 18; percent-encode it"#),
    Case(
      link: "myapp://category/<x>", kind: .invalidCharacter,
      message: #"invalid character "<" at offset 17; percent-encode it"#),
    Case(
      link: "myapp://category/x|y", kind: .invalidCharacter,
      message: #"invalid character "|" at offset 18; percent-encode it"#),
    Case(
      link: "myapp://category/\u{0}", kind: .invalidCharacter,
      message: #"invalid character "\0" at offset 17; percent-encode it"#),
    Case(
      link: #"myapp://category/a\b"#, kind: .invalidCharacter,
      message: #"invalid character "\\" at offset 18; percent-encode it"#),
    // Percent-encoding and UTF-8.
    Case(
      link: "myapp://category/%", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%" at offset 17 in segment 1"#),
    Case(
      link: "myapp://category/%2", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%2" at offset 17 in segment 1"#),
    Case(
      link: "myapp://category/%ZZ", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%ZZ" at offset 17 in segment 1"#),
    Case(
      link: "myapp://category/%G1", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%G1" at offset 17 in segment 1"#),
    Case(
      link: "myapp://category/x/%", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%" at offset 19 in segment 2"#),
    Case(
      link: "myapp://category/x?%", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%" at offset 19 in a query item"#),
    Case(
      link: "myapp://search?q=%2", kind: .invalidPercentEncoding,
      message: #"invalid percent-encoding "%2" at offset 17 in a query item"#),
    Case(
      link: "myapp://category/%FF", kind: .invalidUTF8,
      message: "segment 1 at offset 17 is not valid UTF-8 after percent-decoding"),
    Case(
      link: "myapp://category/%C3", kind: .invalidUTF8,
      message: "segment 1 at offset 17 is not valid UTF-8 after percent-decoding"),
    Case(
      link: "myapp://category/%C0%AF", kind: .invalidUTF8,
      message: "segment 1 at offset 17 is not valid UTF-8 after percent-decoding"),
    Case(
      link: "myapp://category/%ED%A0%80", kind: .invalidUTF8,
      message: "segment 1 at offset 17 is not valid UTF-8 after percent-decoding"),
    Case(
      link: "myapp://category/x?q=%FF", kind: .invalidUTF8,
      message: "query item at offset 21 is not valid UTF-8 after percent-decoding"),
    // Dot segments.
    Case(
      link: "myapp://category/./x", kind: .dotSegment,
      message: #"dot segment "." at segment 1 (offset 17) is not allowed"#),
    Case(
      link: "myapp://category/..", kind: .dotSegment,
      message: #"dot segment ".." at segment 1 (offset 17) is not allowed"#),
    Case(
      link: "myapp://category/%2E%2E", kind: .dotSegment,
      message: #"dot segment ".." at segment 1 (offset 17) is not allowed"#),
    // Segments the table does not know, and links that stop halfway.
    Case(
      link: "myapp://pasta/x", kind: .unknownSegment,
      message: #"unknown segment "pasta" at segment 0 (offset 8); expected "category", "recipe", "#
        + #""cuisine", "search", "user" or "settings""#),
    Case(
      link: "myapp://category/x/pasta", kind: .unknownSegment,
      message: #"unknown segment "pasta" at segment 2 (offset 19); expected "category", "recipe", "#
        + #""cuisine", "search", "user" or "settings""#),
    Case(
      link: "myapp://Category/x", kind: .unknownSegment,
      message: #"unknown segment "Category" at segment 0 (offset 8); expected "category", "#
        + #""recipe", "cuisine", "search", "user" or "settings""#),
    Case(
      link: "myapp://café/x", kind: .unknownSegment,
      message: #"unknown segment "café" at segment 0 (offset 8); expected "category", "recipe", "#
        + #""cuisine", "search", "user" or "settings""#),
    Case(
      link: "myapp://settings/extra", kind: .unknownSegment,
      message: #"unknown segment "extra" at segment 1 (offset 17); expected "category", "#
        + #""recipe", "cuisine", "search", "user" or "settings""#),
    Case(
      link: "myapp://user/4/settings", kind: .unknownSegment,
      message: #"unknown segment "settings" at segment 2 (offset 15); expected "profile""#),
    Case(
      link: "/recipe", kind: .incompleteLink,
      message: "link ends at offset 7 where segment 1 should be; expected :id"),
    Case(
      link: "myapp://category", kind: .incompleteLink,
      message: "link ends at offset 16 where segment 1 should be; expected :name"),
    Case(
      link: "myapp://user/4", kind: .incompleteLink,
      message: #"link ends at offset 14 where segment 2 should be; expected "profile""#),
    Case(
      link: "myapp://category/x/recipe/4/user", kind: .incompleteLink,
      message: "link ends at offset 32 where segment 5 should be; expected :id"),
    // Parameters that do not read as their type.
    Case(
      link: "myapp://recipe/abc", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "abc" is not an Int"#),
    Case(
      link: "myapp://recipe/4.5", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "4.5" is not an Int"#),
    Case(
      link: "myapp://recipe/+4", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "+4" is not an Int"#),
    Case(
      link: "myapp://recipe/-", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "-" is not an Int"#),
    Case(
      link: "myapp://recipe/1%20", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "1 " is not an Int"#),
    Case(
      link: "myapp://recipe/%E2%82%AC", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "€" is not an Int"#),
    Case(
      link: "myapp://recipe/9223372036854775808", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "9223372036854775808" overflows Int"#),
    Case(
      link: "myapp://recipe/-9223372036854775809", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 15): "-9223372036854775809" overflows Int"#),
    Case(
      link: "myapp://category/x/recipe/1/recipe/abc", kind: .invalidParameter,
      message: #"parameter :id at segment 5 (offset 35): "abc" is not an Int"#),
    Case(
      link: "https://example.com/user/x/profile", kind: .invalidParameter,
      message: #"parameter :id at segment 1 (offset 25): "x" is not an Int"#),
    Case(
      link: "myapp://cuisine/italian", kind: .invalidParameter,
      message: #"parameter :name at segment 1 (offset 16): "italian" is not a Cuisine"#),
    Case(
      link: "myapp://cuisine/FRENCH", kind: .invalidParameter,
      message: #"parameter :name at segment 1 (offset 16): "FRENCH" is not a Cuisine"#),
    // Query items.
    Case(
      link: "myapp://recipe/4?servings=many", kind: .invalidParameter,
      message: #"query item "servings" at offset 26: "many" is not an Int"#),
    Case(
      link: "myapp://recipe/4?servings=", kind: .invalidParameter,
      message: #"query item "servings" at offset 26: "" is not an Int"#),
    Case(
      link: "myapp://recipe/4?servings", kind: .invalidParameter,
      message: #"query item "servings" at offset 25: "" is not an Int"#),
    Case(
      link: "myapp://recipe/4?servings=99999999999999999999", kind: .invalidParameter,
      message: #"query item "servings" at offset 26: "99999999999999999999" overflows Int"#),
    Case(
      link: "myapp://search", kind: .missingQueryItem,
      message: #"missing query item "q" of /search?q at segment 0 (offset 8); expected a String"#),
    Case(
      link: "myapp://search/recipe/4?q=pie", kind: .missingQueryItem,
      message: #"missing query item "q" of /search?q at segment 0 (offset 8); expected a String; "#
        + "only the top element reads query items"),
    // Length.
    Case(
      link: String(repeating: "/", count: 10 << 20), kind: .tooLong,
      message: "link is 10485760 bytes long; the limit is 8192"),
    Case(
      link: "myapp://" + String(repeating: "recipe/1/", count: 1000), kind: .tooLong,
      message: "link is 9008 bytes long; the limit is 8192"),
  ]

  @Test func tableHasAtLeastFiftyCases() {
    #expect(Self.cases.count >= 50)
  }

  @Test(arguments: cases)
  func malformedLinkFailsWithExactError(_ testCase: Case) {
    #expect {
      _ = try DeepLinkFixtures.typed.open(testCase.link, as: TypedPath.self)
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      #expect(error.kind == testCase.kind)
      #expect(error.description == testCase.message)
      return true
    }
  }

  @Test func aTableWithoutOriginsReadsOnlyPaths() throws {
    let table = DeepLinkTable<Int>(routes: [DeepLinkRoute("/n/:n", parse: { $0 }, print: { $0 })])
    #expect(throws: DeepLinkError.self) { try table.parse("myapp://n/1") }
    do {
      _ = try table.parse("myapp://n/1")
    } catch {
      #expect(error.kind == .unsupportedScheme)
      #expect(
        error.description
          == #"unsupported scheme "myapp" at offset 0; this table reads only paths, such as "/a/b""#
      )
    }
    #expect(try table.parse("/n/1/n/2") == [1, 2])
  }

  @Test func errorsLocateTheFailingSegment() throws {
    do {
      _ = try DeepLinkFixtures.typed.parse("myapp://category/x/recipe/abc")
      Issue.record("expected an error")
    } catch {
      #expect(error.location.byteOffset == 26)
      #expect(error.location.segment == 3)
      #expect(error.location.elementIndex == 1)
    }
  }

  @Test func slashesBeyondTheLimitAreReadWhenTheLimitIsLifted() throws {
    // With the limit lifted, a megabyte of slashes is an empty path, not a trap or a hang.
    let unlimited = DeepLinkTable<DeepLinkFixtures.Route>(
      origins: DeepLinkFixtures.typed.origins, maximumLength: .max,
      routes: DeepLinkFixtures.typed.routes)
    #expect(try unlimited.parse(String(repeating: "/", count: 1 << 20)).isEmpty)
    let deep = "myapp://" + String(repeating: "recipe/1//", count: 10_000)
    #expect(try unlimited.parse(deep).count == 10_000)
  }
}
