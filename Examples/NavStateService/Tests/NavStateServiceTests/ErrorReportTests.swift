import HTTPTypes
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct ErrorReportTests {
  @Test func aCodingErrorReportsItsKindAndEveryPartOfItsLocation() {
    let error = NavCodingError(
      .payloadMismatch, elementIndex: 1, tag: "recipe",
      jsonPath: NavJSONPath([.index(1), .key("payload")]),
      reason: "expected an integer")
    let report = ErrorReport(error)
    let message = NavJSONValue.string("\(error)")
    #expect(report.status == .unprocessableContent)
    #expect(
      "\(report.json)"
        == #"{"error":{"domain":"NavCodingError","code":"payloadMismatch","message":\#(message),"#
        + #""location":{"elementIndex":1,"jsonPath":"$[1].payload","tag":"recipe"}}}"#)
  }

  @Test(arguments: [
    (NavCodingError.Kind.malformedJSON, 400), (.unknownTag, 422), (.payloadMismatch, 422),
    (.unsupportedVersion, 422), (.migrationFailed, 422), (.limitExceeded, 413),
    (.unexpectedType, 422), (.inconsistentState, 422), (.precededByDroppedElement, 422),
  ])
  func aCodingErrorOfTheDatasFaultIsA4xxWithItsKindsCode(kind: NavCodingError.Kind, status: Int) {
    let report = ErrorReport(NavCodingError(kind, reason: "x"))
    #expect(kind.fault == .data)
    #expect(report.status.code == status)
    #expect(report.code == kind.code)
  }

  /// A value the service cannot save is the service's own mistake, not the client's.
  @Test(arguments: [NavCodingError.Kind.unregisteredType, .invalidValue])
  func aCodingErrorOfTheCallersFaultIsA500(kind: NavCodingError.Kind) {
    let report = ErrorReport(NavCodingError(kind, reason: "x"))
    #expect(kind.fault == .caller)
    #expect(report.status == .internalServerError)
    #expect(report.code == kind.code)
  }

  @Test func anErrorOfAnUnknownTypeIsA500() {
    struct Unexpected: Error {}
    #expect(ErrorReport(Unexpected()).status == .internalServerError)
  }
}
