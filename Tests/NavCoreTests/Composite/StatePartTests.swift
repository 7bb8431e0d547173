import NavCore
import Testing

/// The writes of a user interface bound to a state of its own, without a navigator (the iOS 16
/// path): each part applies the write as the change it is, with the state's rules.
@Suite struct StatePartTests {
  enum Tab: Hashable, Sendable { case home, search }
  enum Sidebar: Hashable, Sendable { case inbox, archive }
  enum Sheet: Hashable, Sendable { case compose }
  typealias Tabs = TabsState<Tab, TypedPath<Int>>

  @Test func stackWritesArePopsAndPushes() {
    var path: TypedPath<Int> = [1, 2]
    let stack = StatePart<TypedPath<Int>, TypedPath<Int>>.stack
    stack.write([1, 2, 3], into: &path)  // a link
    #expect(path == [1, 2, 3])
    stack.write([1, 2], into: &path)  // the back button
    #expect(path == [1, 2])
    stack.write([], into: &path)  // a pop to root
    #expect(path == [])
    #expect(stack.value(in: path) == [])
  }

  @Test func stackEditPlannedOnTheShownStackAppliesToTheStackOfItsTurn() {
    let shown: TypedPath<Int> = [1, 2]
    let stack = StatePart<TypedPath<Int>, TypedPath<Int>>.stack
    let push = stack.edit(writing: [1, 2, 3], over: shown)
    let popTwo = stack.edit(writing: [], over: shown)
    var later: TypedPath<Int> = [7]
    push(&later)
    #expect(later == [7, 3])
    popTwo(&later)
    #expect(later == [])
    popTwo(&later)  // two pops do not fit an empty stack: nothing happens
    #expect(later == [])
  }

  @Test func tabSelectionSwitchesAndReselectPopsToRoot() throws {
    var tabs = try Tabs(tabs: [.home, .search], selection: .home, stacks: [[1, 2], [3]])
    let selection = StatePart<Tabs, Tab>.selection()
    selection.write(.search, into: &tabs)
    #expect(tabs.selection == .search)
    #expect(tabs.stacks == [[1, 2], [3]])
    selection.write(.search, into: &tabs)  // the selected tab tapped again
    #expect(tabs.stacks == [[1, 2], []])
    StatePart<Tabs, TypedPath<Int>>.stack(for: .home).write([1], into: &tabs)
    #expect(tabs.stacks == [[1], []])
    #expect(StatePart<Tabs, TypedPath<Int>>.stack(for: .home).value(in: tabs) == [1])
  }

  @Test func splitSelectionsFollowTheSplitViewsRules() {
    typealias Split = SplitState<Sidebar, Int, TypedPath<Int>>
    var split = Split(layout: .threeColumn)
    let content = StatePart<Split, Int?>.contentSelection()
    content.write(4, into: &split)  // no sidebar selection yet: nothing is selected
    #expect(split.contentSelection == nil)
    StatePart<Split, Sidebar?>.sidebarSelection().write(.inbox, into: &split)
    content.write(4, into: &split)
    StatePart<Split, TypedPath<Int>>.detail().write([9], into: &split)
    #expect(split.detail == [9])
    content.write(5, into: &split)  // a new selection returns the detail to its root
    #expect(split.contentSelection == 5)
    #expect(split.detail == [])
    StatePart<Split, NavSplitViewVisibility>.columnVisibility().write(.detailOnly, into: &split)
    #expect(split.columnVisibility == .detailOnly)
  }

  @Test func presentationsAndTheirBase() {
    typealias App = PresentationState<Tabs, Sheet, TypedPath<Int>>
    var app = App(base: Tabs(tabs: [.home, .search]))
    let sheet = StatePart<App, ModalPresentation<Sheet, TypedPath<Int>>?>.presentation(
      at: 0, style: .sheet)
    let presented = ModalPresentation<Sheet, TypedPath<Int>>(.compose)
    sheet.write(presented, into: &app)
    #expect(app.presentations == [presented])
    StatePart<App, TypedPath<Int>>.presentedStack(at: 0).write([8], into: &app)
    #expect(app.presentations.first?.stack == [8])
    StatePart<App, Tab>.base(.selection()).write(.search, into: &app)
    #expect(app.base.selection == .search)
    #expect(app.presentations.count == 1)
    sheet.write(nil, into: &app)  // swiped down
    #expect(app.presentations.isEmpty)
    #expect(StatePart<App, TypedPath<Int>>.presentedStack(at: 0).value(in: app) == [])
  }
}
