/// The reason a composite navigation state could not be built from the parts it was given.
///
/// Thrown by the validating initializers of ``TabsState`` and ``SplitState`` and by
/// ``SplitState/init(collapsed:layout:columnVisibility:)``: parts that come from outside (a saved
/// document, a deep link, a collapsed stack the user edited) never trap. The ``description`` says
/// what was wrong and where.
///
/// ```swift
/// do {
///   _ = try TabsState<AppTab, NavPath>(tabs: [], selection: .home, stacks: [])
/// } catch {
///   print(error)  // TabsState: no tabs declared; a tab view needs at least one tab
/// }
/// ```
public struct CompositeStateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong; `package` so NavCodable can map it to its own errors, not API.
  package enum Kind: Hashable, Sendable {
    case noTabs
    case duplicateTab(index: Int, tab: String)
    case unknownTab(String)
    case stackCountMismatch(tabs: Int, stacks: Int)
    case contentInTwoColumnLayout
    case contentWithoutSidebar
    case detailWithoutSelection(count: Int, missing: String)
    case misplacedEntry(index: Int, found: String, expected: String)
  }

  /// What went wrong.
  package let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// What was wrong, and where.
  public var description: String {
    switch kind {
    case .noTabs:
      "TabsState: no tabs declared; a tab view needs at least one tab"
    case .duplicateTab(let index, let tab):
      "TabsState: tab \(tab) at index \(index) is declared twice"
    case .unknownTab(let tab):
      "TabsState: the selection \(tab) is not one of the declared tabs"
    case .stackCountMismatch(let tabs, let stacks):
      "TabsState: \(tabs) tabs declared but \(stacks) stacks given; each tab needs one stack"
    case .contentInTwoColumnLayout:
      "SplitState: a content selection was given, but the two-column layout has no content column"
    case .contentWithoutSidebar:
      "SplitState: a content selection was given without a sidebar selection"
    case .detailWithoutSelection(let count, let missing):
      "SplitState: the detail stack holds \(count) elements but there is no \(missing)"
    case .misplacedEntry(let index, let found, let expected):
      "SplitState: collapsed entry \(index) is a \(found), expected a \(expected)"
    }
  }
}
