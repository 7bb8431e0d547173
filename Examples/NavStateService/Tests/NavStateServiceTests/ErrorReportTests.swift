import HTTPTypes
import NavCodable
import NavStateService
import Testing

@Suite struct ErrorReportTests {
  @Test func aCodingErrorReportsItsKindAndEveryPartOfItsLocation() {
    let error = NavCodingError(
      .payloadMismatch, elementIndex: 1, tag: "recipe", jsonPath: "$[1].payload",
      reason: "expected an integer")
    let report = ErrorReport(error)
    let message = JSONValue.string("\(error)")
    #expect(report.status == .unprocessableContent)
    #expect(
      "\(report.json)"
        == #"{"error":{"domain":"NavCodingError","code":"payloadMismatch","message":\#(message),"#
        + #""location":{"elementIndex":1,"jsonPath":"$[1].payload","tag":"recipe"}}}"#)
  }

  @Test(arguments: [
    NavCodingError.Kind.malformedJSON, .unknownTag, .payloadMismatch, .unsupportedVersion,
    .migrationFailed, .limitExceeded, .unregisteredType, .invalidValue, .unexpectedType,
    .inconsistentState, .precededByDroppedElement,
  ])
  func everyCodingErrorKindIsA4xx(kind: NavCodingError.Kind) {
    let report = ErrorReport(NavCodingError(kind, reason: "x"))
    #expect((400..<500).contains(report.status.code))
    #expect(!report.code.contains(" "))
  }

  @Test func anErrorOfAnUnknownTypeIsA500() {
    struct Unexpected: Error {}
    #expect(ErrorReport(Unexpected()).status == .internalServerError)
  }
}
