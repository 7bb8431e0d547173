import NavCore
import Testing

private typealias Cuisine = DeepLinkFixtures.Cuisine

/// The parameter types that ship with the library.
@Suite struct DeepLinkParameterTests {
  @Test(arguments: [
    ("0", 0), ("-0", 0), ("007", 7), ("42", 42), ("-42", -42),
    ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
  ])
  func intReadsDecimalText(text: String, value: Int) throws {
    #expect(try Int(deepLinkText: text) == value)
  }

  @Test(arguments: [
    ("", "is not an Int"), ("-", "is not an Int"), ("+1", "is not an Int"),
    ("1e3", "is not an Int"), (" 1", "is not an Int"), ("0x1F", "is not an Int"),
    ("１", "is not an Int"), ("--1", "is not an Int"),
    ("9223372036854775808", "overflows Int"), ("-9223372036854775809", "overflows Int"),
    ("99999999999999999999999999", "overflows Int"),
  ])
  func intRefusesOtherText(text: String, reason: String) {
    #expect(throws: DeepLinkRejection(reason)) {
      try Int(deepLinkText: text)
    }
  }

  @Test func intPrintsReadableText() {
    #expect(Int.min.deepLinkText == "-9223372036854775808")
    #expect(Int.deepLinkExpectation == "an Int")
  }

  @Test func stringIsTakenAsItIs() {
    #expect(String(deepLinkText: "a b/é") == "a b/é")
    #expect("x".deepLinkText == "x")
  }

  @Test func optionalMayBeLeftOut() throws {
    let route = DeepLinkRoute<String>("/a?n&m") { (n: Int?, m: Int) in
      "\(String(describing: n)) \(m)"
    } print: { _ in
      nil
    }
    let table = DeepLinkTable(routes: [route])
    #expect(try table.open("/a?m=2", as: TypedPath.self) == ["nil 2"])
    #expect {
      try table.open("/a?n=1", as: TypedPath.self)
    } throws: { error in
      (error as? DeepLinkError)?.kind == .missingQueryItem
    }
    #expect(try Int?(deepLinkText: "4") == 4)
    #expect(Int?.none.deepLinkText == nil)
    #expect(Int?.deepLinkExpectation == "an Int")
  }

  @Test func rawRepresentableUsesItsRawValue() throws {
    #expect(try Cuisine(deepLinkText: "thai") == .thai)
    #expect(Cuisine.french.deepLinkText == "french")
    #expect(Cuisine.deepLinkExpectation == "a Cuisine")
    #expect(throws: DeepLinkRejection("is not a Cuisine")) {
      try Cuisine(deepLinkText: "italian")
    }
  }
}
