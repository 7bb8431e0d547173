import NavCore
import NavNavigator
import Testing

/// Random pairs of differently shaped states handed to a navigator: the change reaches the new
/// state, and leave handlers see exactly the elements that do not stay in place, in the order
/// the change reports them.
@MainActor
@Suite struct ShapeChangePropertyTests {
  typealias Tabs = TabsState<Int, TypedPath<Int>>
  typealias App = PresentationState<Tabs, Int, TypedPath<Int>>
  typealias Split = SplitState<Int, Int, TypedPath<Int>>

  static func stack(_ random: inout SplitMix64) -> TypedPath<Int> {
    TypedPath(
      (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Int.random(in: 0..<3, using: &random)
      })
  }

  /// A presentation chain over tabs drawn from 0..<4, in any order and number.
  static func app(_ random: inout SplitMix64) -> App {
    let declared = Array(
      (0..<4).shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
    var tabs = Tabs(tabs: declared, selection: declared.randomElement(using: &random)!)
    for tab in declared {
      tabs.updateStack(for: tab) { $0 = stack(&random) }
    }
    var app = App(base: tabs)
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      app.present(Int.random(in: 0..<2, using: &random), stack: stack(&random))
    }
    return app
  }

  /// The elements of `old` past the longest common prefix with `new`.
  static func notKept(_ old: TypedPath<Int>, _ new: TypedPath<Int>) -> [Int] {
    Array(old.dropFirst(zip(old, new).prefix { $0 == $1 }.count))
  }

  /// What leaves when `old` becomes `new`, as a sorted multiset: the elements of every stack that
  /// do not stay in place. A tab that `new` no longer declares, and a presentation past the
  /// prefix of the chains that show the same destination, leave whole.
  static func expectedRemoved(from old: App, to new: App) -> [Int] {
    let kept = zip(old.presentations, new.presentations).prefix { $0.destination == $1.destination }
      .count
    let presentations = old.presentations.indices.flatMap { level in
      level < kept
        ? notKept(old.presentations[level].stack, new.presentations[level].stack)
        : Array(old.presentations[level].stack)
    }
    let tabs = zip(old.base.tabs, old.base.stacks).flatMap { tab, stack in
      notKept(stack, new.base.stack(for: tab) ?? TypedPath())
    }
    return (presentations + tabs).sorted()
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(arguments: 0..<10)
  func leaveHandlersSeeExactlyWhatDoesNotStay(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let navigator = Navigator(Self.app(&random))
    var left: [Int] = []
    navigator.onLeave { left.append($0) }
    for _ in 0..<200 {
      let old = navigator.state
      let new = Self.app(&random)
      left.removeAll()
      let change = navigator.acceptChange(to: new)
      #expect(navigator.state == new)
      #expect(left == (change?.removed ?? []))
      #expect(left.sorted() == Self.expectedRemoved(from: old, to: new))
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @Test(arguments: 0..<10)
  func anotherLayoutRemovesTheWholeDetailStack(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      let layouts = SplitViewLayout.allCases.shuffled(using: &random)
      let detail = Self.stack(&random)
      let old = try Split(
        layout: layouts[0], sidebarSelection: 1,
        contentSelection: layouts[0] == .threeColumn ? 2 : nil,
        detail: detail)
      let new = try Split(
        layout: layouts[1], sidebarSelection: 1,
        contentSelection: layouts[1] == .threeColumn ? 2 : nil,
        detail: Self.stack(&random))
      let change = NavigationChange(from: old, to: new)
      #expect(change.transition.changesShape)
      #expect(change.removed == Array(detail.reversed()))
    }
  }
}
