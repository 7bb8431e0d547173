import NavCore
import Testing

/// Every NavCore error kind has a stable, lowerCamelCase code, the name of its static member:
/// the table in Docs/Design.md ("Errors") that services map to statuses.
@Suite struct ErrorCodeTests {
  @Test(arguments: [
    (DeepLinkError.Kind.tooLong, "tooLong"), (.invalidCharacter, "invalidCharacter"),
    (.unsupportedScheme, "unsupportedScheme"), (.missingHost, "missingHost"),
    (.unsupportedHost, "unsupportedHost"), (.invalidPercentEncoding, "invalidPercentEncoding"),
    (.invalidUTF8, "invalidUTF8"), (.dotSegment, "dotSegment"),
    (.unknownSegment, "unknownSegment"), (.incompleteLink, "incompleteLink"),
    (.invalidParameter, "invalidParameter"), (.missingQueryItem, "missingQueryItem"),
    (.rejectedValues, "rejectedValues"), (.refused, "refused"), (.noRoute, "noRoute"),
    (.unprintableParameter, "unprintableParameter"), (.queryItemBelowTop, "queryItemBelowTop"),
    (.notReversible, "notReversible"),
  ])
  func deepLinkErrorCodes(kind: DeepLinkError.Kind, code: String) {
    #expect(kind.code == code)
    #expect(kind.description == code)
  }

  @Test func routeDeclarationErrorCodes() {
    let kinds: [RouteDeclarationError.Kind] = [
      .noSegment, .emptySegment, .emptyName, .repeatedName, .dotSegmentInPattern,
      .ambiguousRoutes, .unreadableOrigin, .typeAlreadyDeclared, .tagAlreadyDeclared, .repeatedTag,
      .missingTag, .typeNotCodable,
    ]
    #expect(
      kinds.map(\.code)
        == [
          "noSegment", "emptySegment", "emptyName", "repeatedName", "dotSegmentInPattern",
          "ambiguousRoutes", "unreadableOrigin", "typeAlreadyDeclared", "tagAlreadyDeclared",
          "repeatedTag", "missingTag", "typeNotCodable",
        ])
    #expect(kinds.map(\.fault) == Array(repeating: .caller, count: 12))
  }

  @Test(arguments: [
    ("/", RouteDeclarationError.Kind.noSegment), ("/a//b", .emptySegment), ("/a/:", .emptyName),
    ("/a/:id/:id", .repeatedName), ("/a/..", .dotSegmentInPattern),
  ])
  func patternFailuresCarryTheirKind(pattern: String, kind: RouteDeclarationError.Kind) {
    #expect {
      try DeepLinkPattern(parsing: pattern)
    } throws: { error in
      guard let error = error as? RouteDeclarationError else { return false }
      return error.kind == kind && error.location.pattern == pattern
        && error.location.routes.isEmpty
    }
  }

  @Test func destinationErrorCodes() {
    #expect(DestinationError.Kind.unregistered.code == "unregistered")
    #expect(DestinationError.Kind.ambiguous.code == "ambiguous")
  }

  @Test func compositeStateErrorsCarryTheirKindCodeAndIndex() {
    typealias Tabs = TabsState<Composite.AppTab, NavPath>
    #expect {
      try Tabs(tabs: [.home, .search, .home], selection: .home, stacks: [])
    } throws: { error in
      guard let error = error as? CompositeStateError else { return false }
      return error.kind == .duplicateTab && error.kind.code == "duplicateTab"
        && error.location.elementIndex == 2
    }
    #expect {
      try Tabs(tabs: [], selection: .home, stacks: [])
    } throws: { error in
      guard let error = error as? CompositeStateError else { return false }
      return error.kind.code == "noTabs" && error.location.elementIndex == nil
    }
    #expect {
      try Tabs(tabs: [.home], selection: .search, stacks: [NavPath()])
    } throws: { error in
      (error as? CompositeStateError)?.kind.code == "unknownTab"
    }
    #expect {
      try Tabs(tabs: [.home], selection: .home, stacks: [])
    } throws: { error in
      (error as? CompositeStateError)?.kind.code == "stackCountMismatch"
    }
  }

  @Test func compositeStateErrorCodes() {
    let kinds: [CompositeStateError.Kind] = [
      .noTabs, .duplicateTab, .unknownTab, .stackCountMismatch, .contentInTwoColumnLayout,
      .contentWithoutSidebar, .detailWithoutSelection, .misplacedEntry,
    ]
    #expect(
      kinds.map(\.code) == [
        "noTabs", "duplicateTab", "unknownTab", "stackCountMismatch", "contentInTwoColumnLayout",
        "contentWithoutSidebar", "detailWithoutSelection", "misplacedEntry",
      ])
  }

  /// The fault column of the table in Docs/Design.md: a service maps each fault to a status,
  /// and the data's to 400, 413 or 422 by what is wrong with it.
  @Test func faultsSayWhoseMistakeEachKindIs() {
    let printing: [DeepLinkError.Kind] = [
      .noRoute, .unprintableParameter, .queryItemBelowTop, .notReversible,
    ]
    let unprocessable: [DeepLinkError.Kind] = [
      .unsupportedScheme, .missingHost, .unsupportedHost, .dotSegment, .unknownSegment,
      .incompleteLink, .invalidParameter, .missingQueryItem, .rejectedValues, .refused,
    ]
    let malformed: [DeepLinkError.Kind] = [
      .invalidCharacter, .invalidPercentEncoding, .invalidUTF8,
    ]
    #expect(printing.map(\.fault) == Array(repeating: .caller, count: 4))
    #expect(unprocessable.map(\.fault) == Array(repeating: .data(.unprocessable), count: 10))
    #expect(malformed.map(\.fault) == Array(repeating: .data(.malformed), count: 3))
    #expect(DeepLinkError.Kind.tooLong.fault == .data(.overLimit))
    #expect(DestinationError.Kind.unregistered.fault == .data(.unprocessable))
    #expect(DestinationError.Kind.ambiguous.fault == .caller)
    let composite: [CompositeStateError.Kind] = [
      .noTabs, .duplicateTab, .unknownTab, .stackCountMismatch, .contentInTwoColumnLayout,
      .contentWithoutSidebar, .detailWithoutSelection, .misplacedEntry,
    ]
    #expect(composite.map(\.fault) == Array(repeating: .data(.unprocessable), count: 8))
  }

  /// A test or a mock builds the library's own link error, with its kind and location.
  @Test func aDeepLinkErrorIsBuiltFromItsKindLocationAndReason() {
    let error = DeepLinkError(
      .unknownSegment, at: NavErrorLocation(byteOffset: 10, segment: 1),
      reason: #"unknown segment "pasta" at segment 1 (offset 10); expected "recipe""#)
    #expect(error.domain == "NavCore.DeepLinkError")
    #expect(error.kind == .unknownSegment && error.kind.fault == .data(.unprocessable))
    #expect(error.location == NavErrorLocation(byteOffset: 10, segment: 1))
    #expect("\(error)" == #"unknown segment "pasta" at segment 1 (offset 10); expected "recipe""#)
    #expect(DeepLinkError(.tooLong, reason: "too long").location == NavErrorLocation())
  }

  /// Each error type names its domain: its module and name, without generic arguments.
  @Test func everyErrorTypeHasItsDomain() {
    let link = #expect(throws: DeepLinkError.self) {
      try DeepLinkTable<Int>(routes: []).parse("/n")
    }
    #expect(link?.domain == "NavCore.DeepLinkError")
    let declaration = #expect(throws: RouteDeclarationError.self) {
      try DeepLinkPattern(parsing: "/")
    }
    #expect(declaration?.domain == "NavCore.RouteDeclarationError")
    let destination = #expect(throws: DestinationError.self) {
      try DestinationRegistry<Int>().screens(for: NavPath([1]))
    }
    #expect(destination?.domain == "NavCore.DestinationError")
    let composite = #expect(throws: CompositeStateError.self) {
      try TabsState<Composite.AppTab, NavPath>(tabs: [], selection: .home, stacks: [])
    }
    #expect(composite?.domain == "NavCore.CompositeStateError")
  }

  /// No two kinds of one domain share a code.
  @Test func codesAreUniqueWithinTheirDomain() {
    let deepLink: [DeepLinkError.Kind] = [
      .tooLong, .invalidCharacter, .unsupportedScheme, .missingHost, .unsupportedHost,
      .invalidPercentEncoding, .invalidUTF8, .dotSegment, .unknownSegment, .incompleteLink,
      .invalidParameter, .missingQueryItem, .rejectedValues, .refused, .noRoute,
      .unprintableParameter, .queryItemBelowTop, .notReversible,
    ]
    let declaration: [RouteDeclarationError.Kind] = [
      .noSegment, .emptySegment, .emptyName, .repeatedName, .dotSegmentInPattern,
      .ambiguousRoutes, .unreadableOrigin, .typeAlreadyDeclared, .tagAlreadyDeclared, .repeatedTag,
      .missingTag, .typeNotCodable,
    ]
    #expect(Set(deepLink.map(\.code)).count == deepLink.count)
    #expect(Set(declaration.map(\.code)).count == declaration.count)
    // Across NavCore's domains too, so that a code alone names one kind.
    #expect(Set(deepLink.map(\.code)).isDisjoint(with: declaration.map(\.code)))
  }

  /// One `catch` reads the code and fault of any of the library's errors.
  @Test func anyNavErrorExposesItsKindCodeAndFault() {
    let table = DeepLinkTable<Int>(
      origins: [.scheme("myapp")],
      routes: [
        DeepLinkRoute("/n/:n") { (n: Int) in
          n
        } print: {
          $0
        }
      ])
    #expect {
      try table.parse("myapp://n/pie")
    } throws: { error in
      guard let error = error as? any NavError else { return false }
      return error.kind.code == "invalidParameter"
        && error.kind.fault == .data(.unprocessable)
        && error.kind.description == "invalidParameter" && error.domain == "NavCore.DeepLinkError"
        && error.location == NavErrorLocation(elementIndex: 0, byteOffset: 10, segment: 1)
        && error.description.hasPrefix("parameter :n at segment 1")
    }
  }

  /// An app's own error declares its kinds as the library's do, and one `catch` reads them.
  @Test func anAppsErrorDeclaresItsKindsLikeTheLibrarys() {
    let kind: SyncError.Kind = .serverRefused
    #expect(kind == NavErrorKind(code: "serverRefused", fault: .refused))
    #expect(kind != .serverUnreachable)
    #expect(Set([kind, .serverRefused, .serverUnreachable]).count == 2)
    let error: any Error = SyncError(kind: .serverUnreachable)
    guard let error = error as? any NavError else {
      Issue.record("SyncError is a NavError")
      return
    }
    #expect(error.kind.code == "serverUnreachable" && error.kind.fault == .caller)
    #expect(error.kind.description == "serverUnreachable")
  }
}

/// An error of an app's own, with its kinds declared as the library declares its own.
private struct SyncError: NavError {
  typealias Kind = NavErrorKind<SyncError>
  let kind: Kind
  var domain: String { "App.SyncError" }
  var location: NavErrorLocation { NavErrorLocation() }
  var description: String { "the state was not synced: \(kind)" }
}

extension NavErrorKind where Failure == SyncError {
  fileprivate static var serverRefused: Self { Self(code: "serverRefused", fault: .refused) }
  fileprivate static var serverUnreachable: Self {
    Self(code: "serverUnreachable", fault: .caller)
  }
}
