import NavCore
import Testing

private typealias Category = DeepLinkFixtures.Category

/// Links hostile by their bytes or their size, beyond the malformed-link table: each gives its
/// exact error, or its exact stack well within a minute (a hang detector, not a benchmark).
///
/// Under a sanitizer the long links are a tenth as long: the sanitizers slow the parser down
/// more than ten times, and a tenth still shows a quadratic blow-up.
@Suite(.serialized, .timeLimit(.minutes(1))) struct HostileLinkTests {
  private let table = DeepLinkFixtures.recipes
  private let repeats = underSanitizer ? 5_000 : 50_000

  @Test(arguments: [
    (
      "myapp://category/%F4%90%80%80",
      "segment 1 at offset 17 is not valid UTF-8 after percent-decoding"
    ),
    ("myapp://category/%E2%82", "segment 1 at offset 17 is not valid UTF-8 after percent-decoding"),
    ("myapp://category/a%", #"invalid percent-encoding "%" at offset 18 in segment 1"#),
    ("myapp://category/%zz", #"invalid percent-encoding "%zz" at offset 17 in segment 1"#),
    ("myapp://category/%2E%2E", #"dot segment ".." at segment 1 (offset 17) is not allowed"#),
    ("myapp://category/\u{0}", #"invalid character "\0" at offset 17; percent-encode it"#),
    (
      "myapp://category/x/category",
      "link ends at offset 27 where segment 3 should be; expected :name"
    ),
  ])
  func hostileBytesFailWithTheExactError(link: String, error: String) {
    #expect(throwsDescription { try table.parse(link) } == error)
  }

  @Test(arguments: [
    (
      "myapp://recipe/99999999999999999999",
      #"parameter :id at segment 1 (offset 15): "99999999999999999999" overflows Int"#
    ),
    ("myapp://recipe/-", #"parameter :id at segment 1 (offset 15): "-" is not an Int"#),
    (
      "myapp://recipe/1?servings=%FF",
      "query item at offset 26 is not valid UTF-8 after percent-decoding"
    ),
  ])
  func hostileParametersFailWithTheExactError(link: String, error: String) {
    #expect(throwsDescription { try DeepLinkFixtures.typed.parse(link) } == error)
  }

  @Test func anEncodedNULIsAnOrdinaryCharacterThatPrintsBack() throws {
    let elements = try table.parse("myapp://category/a%00b")
    #expect(elements == [NavPath.Element(Category(name: "a\u{0}b"))])
    #expect(try table.link(for: elements) == "myapp://category/a%00b")
  }

  /// Found by FuzzDeepLinks: raw non-ASCII text reads within the limit, but its printed,
  /// percent-encoded form is three times as long; printing refuses it instead of writing a link
  /// that would not read back.
  @Test func aLinkReadWithinTheLimitMayPrintBeyondIt() throws {
    let short = DeepLinkTable(origins: table.origins, maximumLength: 40, routes: table.routes)
    let elements = try short.parse("myapp://category/crème-brûlée")
    #expect(
      throwsDescription { try short.link(for: elements) }
        == #"the printed link "myapp://category/cr%C3%A8me-br%C3%BBl%C3%A9e" does not read back: "#
        + "link is 44 bytes long; the limit is 40")
  }

  @Test func aHundredThousandSegmentsReadWhenTheLimitAllowsIt() throws {
    let lifted = DeepLinkTable(
      origins: table.origins, maximumLength: 4 << 20, routes: table.routes)
    let link =
      "myapp://" + Array(repeating: "category/c/recipe/7", count: repeats).joined(separator: "/")
    let elements = try lifted.parse(link)
    #expect(elements.count == 2 * repeats)
    #expect(try lifted.link(for: elements) == link)
  }

  @Test func aHundredThousandSegmentsAreRefusedByTheDefaultLimit() {
    let link =
      "myapp://" + Array(repeating: "category/c/recipe/7", count: repeats).joined(separator: "/")
    #expect(
      throwsDescription { try table.parse(link) }
        == "link is \(20 * repeats + 7) bytes long; the limit is 8192"
    )
  }
}

/// The description of the error `body` throws, or `nil`.
private func throwsDescription<T>(_ body: () throws -> T) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return "\(error)"
  }
}
