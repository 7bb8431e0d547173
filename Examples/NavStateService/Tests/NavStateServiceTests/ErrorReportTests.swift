import Foundation
import HTTPTypes
import NavCodable
import NavCore
import NavStateService
import Testing

@Suite struct ErrorReportTests {
  @Test func aCodingErrorReportsItsDomainKindAndEveryPartOfItsLocation() throws {
    let saved = #"{"v":3,"t":["step","recipe"],"stack":[[0,1],[1,"x"]]}"#
    let error = try #require(
      #expect(throws: NavCodingError.self) {
        try RecipesDomain.types.decode(NavPath.self, from: Data(saved.utf8))
      })
    let report = ErrorReport(error)
    let message = NavJSONValue.string("\(error)")
    #expect(report.status == .unprocessableContent)
    #expect(
      "\(report.json)"
        == #"{"error":{"domain":"NavCodable.NavCodingError","code":"payloadMismatch","#
        + #""message":\#(message),"#
        + #""location":{"elementIndex":1,"jsonPath":"$[1].payload","tag":"recipe"}}}"#)
  }

  @Test func aDeclarationErrorReportsItsPatternAndRoutes() throws {
    let error = try #require(
      #expect(throws: RouteDeclarationError.self) {
        try DeepLinkTable<Int>(validating: [
          DeepLinkRoute("/n", value: 1), DeepLinkRoute("/n", value: 2),
        ])
      })
    let report = ErrorReport(error)
    #expect(report.status == .internalServerError)
    #expect(report.domain == "NavCore.RouteDeclarationError")
    #expect(report.code == "ambiguousRoutes")
    #expect(report.location == ["routes": [0, 1]])
  }

  @Test(arguments: [
    (NavCodingError.Kind.malformedJSON, 400), (.unknownTag, 422), (.payloadMismatch, 422),
    (.unsupportedVersion, 422), (.migrationFailed, 422), (.limitExceeded, 413),
    (.unexpectedType, 422), (.inconsistentState, 422), (.precededByDroppedElement, 422),
  ])
  func aCodingErrorOfTheDatasFaultIsA4xx(kind: NavCodingError.Kind, status: Int) {
    let report = ErrorReport(NavCodingError(kind, reason: "test"))
    #expect(report.status.code == status)
    #expect(report.domain == "NavCodable.NavCodingError" && report.code == kind.code)
  }

  /// A value the service cannot save is the service's own mistake, not the client's.
  @Test(arguments: [NavCodingError.Kind.unregisteredType, .invalidValue])
  func aCodingErrorOfTheCallersFaultIsA500(kind: NavCodingError.Kind) {
    #expect(kind.fault == .caller)
    #expect(ErrorReport(NavCodingError(kind, reason: "test")).status == .internalServerError)
  }

  /// The status is read from the fault alone, whatever the error's domain and code.
  @Test(arguments: [
    (NavErrorFault.data(.malformed), 400), (.data(.overLimit), 413),
    (.data(.unprocessable), 422), (.refused, 409), (.caller, 500),
  ])
  func theStatusIsReadFromTheFaultAlone(fault: NavErrorFault, status: Int) {
    #expect(ErrorReport.status(of: fault).code == status)
  }

  /// A link that does not parse is a 400, one over the table's limit a 413, and one that
  /// parses but leads nowhere a 422: the link error's fault says which.
  @Test(arguments: [
    (DeepLinkError.Kind.invalidCharacter, 400), (.invalidPercentEncoding, 400),
    (.invalidUTF8, 400), (.tooLong, 413), (.unknownSegment, 422), (.noRoute, 500),
  ])
  func aLinkErrorsStatusIsItsFaults(kind: DeepLinkError.Kind, status: Int) {
    let report = ErrorReport(DeepLinkError(kind, reason: "test"))
    #expect(report.status.code == status)
  }

  /// A request the state refuses as it is now (a guard's refusal, a state that changed) is a
  /// 409, not the 500 of a programming error, for an error type the service does not know.
  @Test func aRefusalIsA409() {
    let report = ErrorReport(Refusal())
    #expect(report.status == .conflict)
    #expect(report.domain == "App.Refusal" && report.code == "refusedByGuard")
  }

  @Test func anErrorOfAnUnknownTypeIsA500() {
    struct Unexpected: Error {}
    #expect(ErrorReport(Unexpected()).status == .internalServerError)
  }
}

/// A refusal of a type the service does not know, as a navigator's guard gives.
private struct Refusal: NavError {
  var domain: String { "App.Refusal" }
  var kind: NavErrorKind<Refusal> { NavErrorKind(code: "refusedByGuard", fault: .refused) }
  var location: NavErrorLocation { NavErrorLocation() }
  var description: String { "the guard refused pop 1" }
}
