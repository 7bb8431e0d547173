import NavCore
import Testing

/// A route's `parse` is its validation hook: its reason reaches the error when a link is read,
/// when an element from elsewhere is validated, and when a stack is printed.
@Suite struct DeepLinkValidationTests {
  enum Route: Hashable, Sendable {
    case recipe(Int)
    case settings
    case unrouted
  }

  static let table = DeepLinkTable<Route>(
    origins: [.scheme("myapp")],
    routes: [
      DeepLinkRoute("/recipe/:id") { (id: Int) throws(DeepLinkRejection) in
        guard id > 0 else { throw DeepLinkRejection("recipe ids start at 1") }
        return .recipe(id)
      } print: {
        if case .recipe(let id) = $0 { id } else { nil }
      },
      DeepLinkRoute("/settings", value: .settings),
    ])

  @Test func rejectionReasonReachesTheParseError() {
    #expect {
      try Self.table.parse("myapp://settings/recipe/0")
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .rejectedValues && error.location.byteOffset == 17
        && error.location.segment == 1
        && error.location.elementIndex == 1
        && error.description
          == "route /recipe/:id rejected its values at segment 1 (offset 17): recipe ids start "
          + "at 1"
    }
  }

  @Test func rejectionWithoutReasonKeepsTheShortMessage() {
    let table = DeepLinkTable<Int>(routes: [
      DeepLinkRoute("/n/:n") { (n: Int) in
        n > 0 ? n : nil
      } print: {
        $0
      }
    ])
    #expect {
      try table.parse("/n/0")
    } throws: { error in
      (error as? DeepLinkError)?.description
        == "route /n/:n rejected its values at segment 0 (offset 1)"
    }
  }

  @Test func validatingAnElementRunsTheSameHook() throws {
    try Self.table.validate(.recipe(42))
    try Self.table.validate(.settings)
    expectFailure(
      validating: .recipe(0), kind: .rejectedValues,
      message: ".recipe(0) as Route is rejected by route /recipe/:id: recipe ids start at 1")
    expectFailure(
      validating: .unrouted, kind: .noRoute, message: ".unrouted as Route has no route in the table"
    )
  }

  @Test func printingAnElementItsRouteRejectsFailsWithTheReason() {
    #expect {
      try Self.table.link(for: [.settings, .recipe(-3)])
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .rejectedValues && error.location.elementIndex == 1
        && error.description
          == "element 1 (.recipe(-3) as Route) is rejected by route /recipe/:id: recipe ids start "
          + "at 1"
    }
  }

  @Test func printThatDisagreesWithParseIsNotReversible() {
    let table = DeepLinkTable<Int>(routes: [
      DeepLinkRoute("/n/:n") { (n: Int) in
        n
      } print: {
        $0 + 1
      }
    ])
    #expect {
      try table.link(for: [1])
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .notReversible && error.location.elementIndex == 0
        && error.description
          == #"the printed link "/n/2" reads back element 0 as 2 as Int instead of 1 as Int"#
    }
    #expect {
      try table.validate(1)
    } throws: { error in
      (error as? DeepLinkError)?.description == "1 as Int reads back as 2 as Int"
    }
  }

  /// A parameter type whose text does not read back as itself.
  struct Lossy: DeepLinkParameter, Hashable {
    static var deepLinkExpectation: String { "a Lossy" }
    init() {}
    init(deepLinkText: String) throws(DeepLinkRejection) {
      guard deepLinkText == "ok" else { throw DeepLinkRejection("is not ok") }
    }
    var deepLinkText: String? { "bad" }
  }

  @Test func parameterWhoseTextDoesNotReadBackIsNotReversible() {
    let table = DeepLinkTable<Lossy>(routes: [
      DeepLinkRoute("/l/:lossy") { (lossy: Lossy) in
        lossy
      } print: {
        $0
      }
    ])
    #expect {
      try table.link(for: [Lossy()])
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      return error.kind == .notReversible && error.location.elementIndex == 0
        && error.description
          == #"the printed link "/l/bad" does not read back: element 0 (Lossy() as Lossy): its "#
          + #"parameter :lossy prints "bad", which does not read back: "bad" is not ok"#
    }
  }

  @Test func printingErrorsComeBeforeAnElementThatDoesNotReadBack() {
    // Element 0 does not read back, but element 1 has no route: printing reports the element it
    // could not print, as when it read each link back after printing it.
    #expect {
      try Self.table.link(for: [.recipe(0), .unrouted])
    } throws: { error in
      (error as? DeepLinkError)?.kind == .noRoute
    }
  }

  private func expectFailure(
    validating element: Route, kind: DeepLinkError.Kind, message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(sourceLocation: sourceLocation) {
      try Self.table.validate(element)
    } throws: { error in
      guard let error = error as? DeepLinkError else { return false }
      #expect(error.kind == kind, sourceLocation: sourceLocation)
      #expect(error.location.elementIndex == nil, sourceLocation: sourceLocation)
      #expect(error.description == message, sourceLocation: sourceLocation)
      return true
    }
  }
}
