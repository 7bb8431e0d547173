import NavCodable
import NavCore
import Testing

/// The names a layout's types had before they were nested in `NavDocumentLayout` still compile
/// and mean the nested types, so code written against them keeps building with a fix-it.
@Suite struct RenamedLayoutTypesTests {
  /// Deprecated itself, so that the deprecated names it uses on purpose do not warn.
  @available(*, deprecated, message: "uses the names before 1.0 on purpose")
  @Test func oldNamesMeanTheNestedTypes() {
    #expect(NavDocumentMember<InboxTabs>.self == NavDocumentLayout<InboxTabs>.Member.self)
    #expect(
      NavSavedMembers<InboxTabs>.self == NavDocumentLayout<InboxTabs>.RestoredMembers.self)

    // Where code written against them spelled them: a member's type and the build closure's.
    let selection: NavDocumentMember<InboxTabs> = .value("selection", \.selection)
    _ = NavDocumentLayout(selection, .state("inbox", \.inbox)) {
      (restored: NavSavedMembers<InboxTabs>) in
      InboxTabs(selection: restored[\.selection], inbox: restored[\.inbox], badge: 0)
    }
  }
}
