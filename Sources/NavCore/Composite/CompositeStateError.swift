/// The reason a composite navigation state could not be built from the parts it was given, or a
/// selection could not be made.
///
/// Thrown by the validating initializers of ``TabsState`` and ``SplitState`` and by
/// ``SplitState/init(collapsed:layout:columnVisibility:)``: parts that come from outside (a saved
/// document, a deep link, a collapsed stack the user edited) never trap. A selection that cannot
/// be made (``TabsState/select(_:stack:)``, ``SplitState/select(content:)``) returns it in
/// ``SelectionOutcome/failed(_:)``. The ``description`` says
/// what was wrong and where; ``kind`` and ``location`` say it to a program.
///
/// ```swift
/// do {
///   _ = try TabsState<AppTab, NavPath>(
///     tabs: [], selection: .home, stacks: [])
/// } catch {
///   print(error)
///   // TabsState: no tabs declared; a tab view needs at least one tab
///   error.kind.code  // "noTabs"
/// }
/// ```
public struct CompositeStateError: NavError, Hashable, Sendable {
  /// The category of a ``CompositeStateError``, one static member per kind: compare with `==`,
  /// or read its stable ``NavErrorKind/code``. Every kind's ``NavErrorKind/fault`` is the
  /// data's, which cannot be processed.
  public typealias Kind = NavErrorKind<CompositeStateError>

  /// The stable name of this error type, `NavCore.CompositeStateError`.
  public var domain: String { "NavCore.CompositeStateError" }

  /// What went wrong, with its details.
  enum Problem: Hashable, Sendable {
    case noTabs
    case duplicateTab(index: Int, tab: String)
    case unknownTab(String)
    case stackCountMismatch(tabs: Int, stacks: Int)
    case contentInTwoColumnLayout
    case contentWithoutSidebar
    case detailWithoutSelection(count: Int, missing: String)
    case misplacedEntry(index: Int, found: String, expected: String)
  }

  /// What went wrong, with its details.
  let problem: Problem

  init(_ problem: Problem) {
    self.problem = problem
  }

  /// The category of the failure.
  public var kind: Kind {
    switch problem {
    case .noTabs: .noTabs
    case .duplicateTab: .duplicateTab
    case .unknownTab: .unknownTab
    case .stackCountMismatch: .stackCountMismatch
    case .contentInTwoColumnLayout: .contentInTwoColumnLayout
    case .contentWithoutSidebar: .contentWithoutSidebar
    case .detailWithoutSelection: .detailWithoutSelection
    case .misplacedEntry: .misplacedEntry
    }
  }

  /// Where the fault is, when it is at one position: the
  /// ``NavErrorLocation/elementIndex`` of the second declaration of a duplicate tab, or of the
  /// misplaced entry of a collapsed stack.
  public var location: NavErrorLocation {
    switch problem {
    case .duplicateTab(let index, _), .misplacedEntry(let index, _, _):
      NavErrorLocation(elementIndex: index)
    default: NavErrorLocation()
    }
  }

  /// What was wrong, and where.
  public var description: String {
    switch problem {
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

extension NavErrorKind where Failure == CompositeStateError {
  /// A tab view was given no tabs.
  public static var noTabs: Self { Self(code: "noTabs", fault: .data(.unprocessable)) }

  /// A tab is declared twice; its second position is the ``CompositeStateError/location``.
  public static var duplicateTab: Self { Self(code: "duplicateTab", fault: .data(.unprocessable)) }

  /// The selected tab is not one of the declared tabs.
  public static var unknownTab: Self { Self(code: "unknownTab", fault: .data(.unprocessable)) }

  /// The number of stacks differs from the number of tabs.
  public static var stackCountMismatch: Self {
    Self(code: "stackCountMismatch", fault: .data(.unprocessable))
  }

  /// A content selection was given to a two-column split view.
  public static var contentInTwoColumnLayout: Self {
    Self(code: "contentInTwoColumnLayout", fault: .data(.unprocessable))
  }

  /// A content selection was given without a sidebar selection.
  public static var contentWithoutSidebar: Self {
    Self(code: "contentWithoutSidebar", fault: .data(.unprocessable))
  }

  /// The detail stack holds elements but the selection it belongs to is missing.
  public static var detailWithoutSelection: Self {
    Self(code: "detailWithoutSelection", fault: .data(.unprocessable))
  }

  /// An entry of a collapsed stack is of the wrong kind for its place;
  /// its position is the ``CompositeStateError/location``.
  public static var misplacedEntry: Self {
    Self(code: "misplacedEntry", fault: .data(.unprocessable))
  }
}
