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
    #expect(kind.fault == .data)
    #expect(
      ErrorReport.status(domain: "NavCodable.NavCodingError", code: kind.code, fault: kind.fault)
        .code
        == status)
  }

  /// A value the service cannot save is the service's own mistake, not the client's.
  @Test(arguments: [NavCodingError.Kind.unregisteredType, .invalidValue])
  func aCodingErrorOfTheCallersFaultIsA500(kind: NavCodingError.Kind) {
    #expect(kind.fault == .caller)
    #expect(
      ErrorReport.status(domain: "NavCodable.NavCodingError", code: kind.code, fault: kind.fault)
        == .internalServerError)
  }

  /// The status depends on the domain as well as the code: a code of one domain says nothing
  /// about another's.
  @Test func theStatusIsReadFromDomainCodeAndFault() {
    #expect(
      ErrorReport.status(domain: "NavCore.DeepLinkError", code: "tooLong", fault: .data)
        == .contentTooLarge)
    #expect(
      ErrorReport.status(domain: "NavCore.DeepLinkError", code: "malformedJSON", fault: .data)
        == .unprocessableContent)
    #expect(
      ErrorReport.status(domain: "NavCore.DeepLinkError", code: "noRoute", fault: .caller)
        == .internalServerError)
  }

  @Test func anErrorOfAnUnknownTypeIsA500() {
    struct Unexpected: Error {}
    #expect(ErrorReport(Unexpected()).status == .internalServerError)
  }
}
