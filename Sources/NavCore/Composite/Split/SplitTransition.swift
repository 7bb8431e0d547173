/// The steps that turn one ``SplitState`` into another: selection changes, visibility change,
/// then the detail stack's pops and pushes.
///
/// When a selection changes, the detail column shows another item's stack, so the detail
/// transition pops the whole old stack and pushes the whole new one, even where the two stacks
/// happen to start with equal elements.
///
/// ```swift
/// print(split.transition(to: next))  // content: applePie -> nil; detail: pop 2
/// ```
public struct SplitTransition<Sidebar: Hashable, Content: Hashable, Element: Hashable>: Hashable {
  /// The sidebar selection's change, or `nil` when it stays.
  public var sidebarSelection: ValueChange<Sidebar?>?

  /// The content selection's change, or `nil` when it stays.
  public var contentSelection: ValueChange<Content?>?

  /// The column visibility's change, or `nil` when it stays.
  public var columnVisibility: ValueChange<ColumnVisibility>?

  /// The pops and pushes on the detail stack.
  public var detail: PathTransition<Element>

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - sidebarSelection: The sidebar selection's change, or `nil` when it stays.
  ///   - contentSelection: The content selection's change, or `nil` when it stays.
  ///   - columnVisibility: The column visibility's change, or `nil` when it stays.
  ///   - detail: The pops and pushes on the detail stack.
  public init(
    sidebarSelection: ValueChange<Sidebar?>?, contentSelection: ValueChange<Content?>?,
    columnVisibility: ValueChange<ColumnVisibility>?, detail: PathTransition<Element>
  ) {
    self.sidebarSelection = sidebarSelection
    self.contentSelection = contentSelection
    self.columnVisibility = columnVisibility
    self.detail = detail
  }

  /// Whether the transition changes nothing.
  public var isEmpty: Bool {
    sidebarSelection == nil && contentSelection == nil && columnVisibility == nil && detail.isEmpty
  }
}

extension SplitTransition: Sendable
where Sidebar: Sendable, Content: Sendable, Element: Sendable {}

extension SplitTransition: CustomStringConvertible {
  /// The steps, as in `sidebar: desserts -> mains; detail: pop 2`, or `none`.
  public var description: String {
    func describe<Value>(_ value: Value?) -> String {
      value.map { String(describing: $0) } ?? "nil"
    }
    var steps: [String] = []
    if let change = sidebarSelection {
      steps.append("sidebar: \(describe(change.from)) -> \(describe(change.to))")
    }
    if let change = contentSelection {
      steps.append("content: \(describe(change.from)) -> \(describe(change.to))")
    }
    if let change = columnVisibility {
      steps.append("columns: \(change.from) -> \(change.to)")
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
  /// - Parameter target: The state to reach; it has the same layout.
  /// - Returns: The selection and visibility changes, and the detail stack's pops and pushes.
  /// - Precondition: Both states have the same layout.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the detail stacks.
  public func transition(
    to target: SplitState
  ) -> SplitTransition<Sidebar, Content, Stack.Element> {
    precondition(
      layout == target.layout, "SplitState.transition(to:): the states have different layouts")
    let sidebar = ValueChange.between(sidebarSelection, target.sidebarSelection)
    let content = ValueChange.between(contentSelection, target.contentSelection)
    let detail =
      sidebar == nil && content == nil
      ? self.detail.transition(to: target.detail)
      : PathTransition(popCount: self.detail.count, pushed: Array(target.detail))
    return SplitTransition(
      sidebarSelection: sidebar, contentSelection: content,
      columnVisibility: ValueChange.between(columnVisibility, target.columnVisibility),
      detail: detail)
  }

  /// Changes the selections and the visibility, then pops and pushes on the detail stack.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a state equal to this one.
  /// - Precondition: Each change starts from this state's current value, and the detail stack
  ///   holds at least as many elements as the transition pops.
  /// - Complexity: O(*k* + *m*), where *k* is the number of pops and *m* of pushes.
  public mutating func apply(_ transition: SplitTransition<Sidebar, Content, Stack.Element>) {
    if let change = transition.sidebarSelection {
      precondition(
        change.from == sidebarSelection, "SplitState.apply(_:): the sidebar selection differs")
      sidebarSelection = change.to
    }
    if let change = transition.contentSelection {
      precondition(
        change.from == contentSelection, "SplitState.apply(_:): the content selection differs")
      contentSelection = change.to
    }
    if let change = transition.columnVisibility {
      columnVisibility = change.to
    }
    detail.apply(transition.detail)
  }
}
