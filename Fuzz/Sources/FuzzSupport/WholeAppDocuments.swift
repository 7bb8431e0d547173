public import NavCodable
public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The recipes app's whole navigation state, saved as one document: sheets over tabs with a stack
/// each, and sheets over a split view, with the schema and migrations of ``FuzzDocuments``.
public enum FuzzWholeApp {
  /// The app's tabs; `profile` is one that a current version no longer declares.
  public enum Tab: String, Codable, Hashable, Sendable {
    case home, search, settings, profile
  }

  /// What the app presents modally.
  public enum Sheet: String, Codable, Hashable, Sendable {
    case compose, login
  }

  /// Sheets over tabs.
  public typealias TabsApp = PresentationState<TabsState<Tab, NavPath>, Sheet, NavPath>

  /// Sheets over a split view: categories in the sidebar, recipes in the content column.
  public typealias SplitApp = PresentationState<
    SplitState<FuzzDocuments.Category, FuzzDocuments.Recipe, NavPath>, Sheet, NavPath
  >

  /// ``FuzzDocuments/registry`` with the tabs and sheets.
  public static let registry: NavTypeRegistry = {
    var registry = FuzzDocuments.registry
    registry.register(Tab.self, tag: "tab")
    registry.register(Sheet.self, tag: "sheet")
    return registry
  }()

  /// The state the app is in when it restores a document: today's tabs, one screen pushed on
  /// `search`, a login sheet.
  public static let currentTabs: TabsApp = {
    var tabs = TabsState<Tab, NavPath>(tabs: [.home, .search, .settings], selection: .search)
    tabs.updateStack(for: .search) { $0.append(FuzzDocuments.Category.desserts) }
    var state = TabsApp(base: tabs)
    state.present(.login, stack: NavPath([FuzzDocuments.Recipe(id: 1, name: "Tea")]))
    return state
  }()

  /// The split view the app is in when it restores a document: three columns, a sidebar
  /// selection and a detail screen.
  public static let currentSplit: SplitApp = {
    do {
      let split = try SplitState<FuzzDocuments.Category, FuzzDocuments.Recipe, NavPath>(
        layout: .threeColumn, sidebarSelection: .mains,
        contentSelection: FuzzDocuments.Recipe(id: 2, name: "Stew"),
        detail: NavPath([FuzzDocuments.Route.detail(2)]))
      return SplitApp(base: split)
    } catch {
      fatalError("the current split state is invalid: \(error)")
    }
  }()
}

// Every NavCodable call of the whole-app harness is below, so that a change of NavCodable's API
// changes these lines only.
extension FuzzWholeApp {
  /// Reads and saves sheets over tabs.
  public static let tabsCoding = WholeAppCoding<TabsApp>(
    decode: { (data, policy, limits) throws(NavCodingError) in
      try registry.restore(TabsApp.self, from: data, policy: policy, limits: limits)
    },
    encode: { (state) throws(NavCodingError) in try registry.encode(state) })

  /// Reads and saves sheets over a split view.
  public static let splitCoding = WholeAppCoding<SplitApp>(
    decode: { (data, policy, limits) throws(NavCodingError) in
      try registry.restore(SplitApp.self, from: data, policy: policy, limits: limits)
    },
    encode: { (state) throws(NavCodingError) in try registry.encode(state) })
}

/// How the harness reads a whole-app document and saves a whole-app state.
public struct WholeAppCoding<State>: Sendable {
  /// Reads a document under a policy and limits.
  public var decode:
    @Sendable (Data, NavDecodingPolicy, NavDecodingLimits) throws(NavCodingError) ->
      NavRestoration<State>
  /// Saves a state.
  public var encode: @Sendable (State) throws(NavCodingError) -> Data
}
