/// The steps that turn one ``SplitState`` into another: the layout change, if any, selection
/// changes, visibility change, then the detail stack's pops and pushes.
///
/// When a selection or the layout changes, the detail column shows another item's stack, so the
/// detail transition pops the whole old stack and pushes the whole new one, even where the two
/// stacks happen to start with equal elements. A layout change (a saved state from a version of
/// the app with another number of columns) reports ``changesShape``, so a renderer can rebuild
/// the split view rather than animate.
///
/// ```swift
/// print(split.transition(to: next))
/// // content: applePie -> nil; detail: pop 2
/// ```
public struct SplitTransition<Sidebar: Hashable, Content: Hashable, Element: Hashable>: Hashable {
  /// The layout's change, or `nil` when it stays.
  public var layout: ValueTransition<SplitViewLayout>?

  /// The sidebar selection's change, or `nil` when it stays.
  public var sidebarSelection: ValueTransition<Sidebar?>?

  /// The content selection's change, or `nil` when it stays.
  public var contentSelection: ValueTransition<Content?>?

  /// The column visibility's change, or `nil` when it stays.
  public var columnVisibility: ValueTransition<NavSplitViewVisibility>?

  /// The pops and pushes on the detail stack.
  public var detail: PathTransition<Element>

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - layout: The layout's change, or `nil` when it stays; `nil` unless given.
  ///   - sidebarSelection: The sidebar selection's change, or `nil` when it stays.
  ///   - contentSelection: The content selection's change, or `nil` when it stays.
  ///   - columnVisibility: The column visibility's change, or `nil` when it stays.
  ///   - detail: The pops and pushes on the detail stack.
  public init(
    layout: ValueTransition<SplitViewLayout>? = nil,
    sidebarSelection: ValueTransition<Sidebar?>?, contentSelection: ValueTransition<Content?>?,
    columnVisibility: ValueTransition<NavSplitViewVisibility>?, detail: PathTransition<Element>
  ) {
    self.layout = layout
    self.sidebarSelection = sidebarSelection
    self.contentSelection = contentSelection
    self.columnVisibility = columnVisibility
    self.detail = detail
  }

  /// Whether the transition changes nothing.
  public var isEmpty: Bool {
    layout == nil && sidebarSelection == nil && contentSelection == nil
      && columnVisibility == nil && detail.isEmpty
  }
}

extension SplitTransition: ShapeAwareTransition {
  /// Whether the transition changes the layout: then a renderer rebuilds the split view rather
  /// than animating.
  public var changesShape: Bool { layout != nil }
}

extension SplitTransition: Sendable
where Sidebar: Sendable, Content: Sendable, Element: Sendable {}

extension SplitTransition: CustomStringConvertible {
  /// The steps, as in `sidebar: .desserts -> .mains; detail: pop 2`,
  /// `layout: .twoColumn -> .threeColumn; detail: pop 1`, or `none`.
  public var description: String {
    func describe<Value>(_ value: Value?) -> String {
      value.map { shortDescription(of: $0) } ?? "nil"
    }
    var steps: [String] = []
    if let change = layout {
      steps.append("layout: \(describe(change.old)) -> \(describe(change.new))")
    }
    if let change = sidebarSelection {
      steps.append("sidebar: \(describe(change.old)) -> \(describe(change.new))")
    }
    if let change = contentSelection {
      steps.append("content: \(describe(change.old)) -> \(describe(change.new))")
    }
    if let change = columnVisibility {
      steps.append("columns: \(change.old) -> \(change.new)")
    }
    if !detail.isEmpty {
      steps.append("detail: \(detail)")
    }
    return steps.isEmpty ? "none" : steps.joined(separator: "; ")
  }
}

extension SplitState: Transitionable {
  /// Returns the steps that turn this state into `target`.
  ///
  /// Defined for any two states: when `target` has another layout, the transition changes it
  /// (see ``SplitTransition/layout``) and replaces the whole detail stack.
  ///
  /// - Parameter target: The state to reach; it may have another layout.
  /// - Returns: The layout, selection and visibility changes, and the detail stack's pops and
  ///   pushes.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the detail stacks.
  public func transition(
    to target: SplitState
  ) -> SplitTransition<Sidebar, Content, Stack.Element> {
    let layout = ValueTransition.between(self.layout, target.layout)
    let sidebar = ValueTransition.between(sidebarSelection, target.sidebarSelection)
    let content = ValueTransition.between(contentSelection, target.contentSelection)
    let detail =
      layout == nil && sidebar == nil && content == nil
      ? self.detail.transition(to: target.detail)
      : PathTransition(popCount: self.detail.count, pushed: Array(target.detail))
    return SplitTransition(
      layout: layout, sidebarSelection: sidebar, contentSelection: content,
      columnVisibility: ValueTransition.between(columnVisibility, target.columnVisibility),
      detail: detail)
  }

  /// Changes the layout, the selections and the visibility, then pops and pushes on the detail
  /// stack.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a state equal to this one.
  /// - Precondition: Each change starts from this state's current value, the detail stack holds
  ///   at least as many elements as the transition pops, and the result fits together as
  ///   ``init(layout:sidebarSelection:contentSelection:detail:columnVisibility:)`` requires:
  ///   ``fits(_:)`` is `false` exactly when this traps. A transition planned from this state
  ///   always fits.
  /// - Complexity: O(*k* + *m*), where *k* is the number of pops and *m* of pushes.
  public mutating func apply(_ transition: SplitTransition<Sidebar, Content, Stack.Element>) {
    if let misfit = misfit(transition) {
      preconditionFailure("SplitState.apply(_:): \(misfit)")
    }
    layout = transition.layout?.new ?? layout
    sidebarSelection = transition.sidebarSelection.map(\.new) ?? sidebarSelection
    contentSelection = transition.contentSelection.map(\.new) ?? contentSelection
    columnVisibility = transition.columnVisibility?.new ?? columnVisibility
    detail.apply(transition.detail)
  }

}
