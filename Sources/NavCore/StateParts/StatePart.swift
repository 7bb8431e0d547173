/// One part of a navigation state that a user interface shows and writes, such as the selection
/// of a tab view or the stack of one tab, and what a write to it means for the whole state.
///
/// A user interface reads a part's ``value(in:)`` and, when the user acts, writes a new value: a
/// navigation stack writes its path with one element more (a link) or less (the back button), a
/// tab view writes the tab that was tapped, a sheet writes `nil` when it is swiped down. The part
/// reads each write as the change it is, against the state the interface showed, and keeps the
/// rules of the state: a tab view's write of the tab already selected pops that tab's stack to
/// its root, and a split view's new sidebar selection clears the columns it drives.
///
/// ```swift
/// var tabs = TabsState<AppTab, NavPath>(tabs: [.recipes, .search])
/// let selection = StatePart<TabsState<AppTab, NavPath>, AppTab>.selection()
/// selection.write(.search, into: &tabs)  // a tap on the search tab
/// selection.value(in: tabs)              // .search
/// ```
///
/// A `Navigator` applies the same writes as changes that its guards are asked about
/// (`write(_:to:)`), and NavSwiftUI turns a part into a SwiftUI binding.
///
/// ## Topics
/// ### Parts of each state
/// - ``stack``
/// - ``selection()``
/// - ``stack(for:)``
/// - ``sidebarSelection()``
/// - ``contentSelection()``
/// - ``columnVisibility()``
/// - ``detail()``
/// - ``presentation(at:style:)``
/// - ``presentedStack(at:)``
/// - ``base(_:)``
public struct StatePart<State: Sendable, Value: Sendable>: Sendable {
  /// A change of the whole state, to apply in its turn.
  public typealias Edit = @Sendable (inout State) -> Void

  /// Reads the part from a state.
  private let read: @Sendable (State) -> Value

  /// The change a write of a value makes, planned against the state the interface showed.
  private let plan: @Sendable (_ shown: State, _ written: Value) -> Edit

  /// Creates a part from how to read it and what a write means.
  ///
  /// - Parameters:
  ///   - read: Reads the part from a state.
  ///   - plan: The change a write of a value makes, given the state the interface showed when
  ///     it wrote; the change is applied to the state of its turn, which is the shown state
  ///     unless an earlier change came first.
  init(
    read: @escaping @Sendable (State) -> Value,
    plan: @escaping @Sendable (_ shown: State, _ written: Value) -> Edit
  ) {
    self.read = read
    self.plan = plan
  }

  /// Returns the part's value in a state: what the user interface shows.
  ///
  /// - Parameter state: The whole state.
  /// - Returns: The part's value.
  public func value(in state: State) -> Value {
    read(state)
  }

  /// Returns the change that a write of `value` makes to the whole state, read against the
  /// state the user interface showed when it wrote.
  ///
  /// Apply the change to the state of its turn: the shown state, or the state an earlier change
  /// left, where it makes the same change if it still can (a link pushes its element on the
  /// stack as it is then) and nothing otherwise.
  ///
  /// ```swift
  /// let stack = StatePart<NavPath, NavPath>.stack
  /// let edit = stack.edit(writing: shown.dropLast(), over: shown)
  /// edit(&state)  // pops the top element, as the back button did
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value the user interface wrote.
  ///   - shown: The state the user interface showed when it wrote.
  /// - Returns: The change to apply.
  public func edit(writing value: Value, over shown: State) -> Edit {
    plan(shown, value)
  }

  /// Applies a write of `value` to a state the user interface shows, as its binding's setter
  /// does.
  ///
  /// ```swift
  /// StatePart<NavPath, NavPath>.stack.write([], into: &path)  // a pop to root
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value the user interface wrote.
  ///   - state: The state it showed, changed in place.
  public func write(_ value: Value, into state: inout State) {
    plan(state, value)(&state)
  }
}

extension StatePart {
  /// A part that is a stack inside the state: a write is read as the pops and pushes that turn
  /// the shown stack into the written one, and applied to the stack of its turn when it holds
  /// enough elements to pop.
  ///
  /// - Parameters:
  ///   - read: Reads the stack from a state.
  ///   - update: Runs a body on the stack inside a state, or does nothing where the state has
  ///     no such stack.
  static func stack(
    read: @escaping @Sendable (State) -> Value,
    update: @escaping @Sendable (inout State, (inout Value) -> Void) -> Void
  ) -> StatePart where Value: StackPath {
    StatePart(
      read: read,
      plan: { shown, written in
        let before = read(shown)
        return { state in
          let transition = before.transition(to: written)
          update(&state) { stack in
            if stack.fits(transition) { stack.apply(transition) }
          }
        }
      })
  }
}
