/// The plain-data steps that turn one navigation stack into another: pop some elements, then push
/// others.
///
/// A transition keeps the longest common prefix of the two stacks: it pops only what differs and
/// pushes only what is new. Renderers animate with it ("popped 2, pushed 1"); tests assert with it.
///
/// ```swift
/// let old = NavPath([Category.desserts, 42, 7])
/// let new = NavPath([Category.desserts, 99])
/// let transition = old.transition(to: new)
/// transition.popCount  // 2
/// print(transition)    // pop 2, push [99 as Int]
///
/// var path = old
/// path.apply(transition)  // path == new
/// ```
public struct PathTransition<Element: Hashable> {
  /// How many elements to pop from the top of the old stack first.
  public var popCount: Int

  /// The elements to push afterwards, bottom first.
  public var pushed: [Element]

  /// Creates a transition that pops `popCount` elements, then pushes `pushed`.
  ///
  /// - Parameters:
  ///   - popCount: The number of elements to pop first; not negative.
  ///   - pushed: The elements to push afterwards, bottom first.
  /// - Precondition: `popCount` is not negative.
  public init(popCount: Int, pushed: [Element]) {
    precondition(popCount >= 0, "PathTransition: popCount \(popCount) is negative")
    self.popCount = popCount
    self.pushed = pushed
  }

  /// Computes the transition from `old` to `new`, keeping their longest common prefix: what
  /// ``StackPath``'s `transition(to:)` and opening a link return.
  ///
  /// - Parameters:
  ///   - old: The stack before the change, root first.
  ///   - new: The stack after the change, root first.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the stacks.
  package init<Stack: RandomAccessCollection<Element>>(from old: Stack, to new: Stack) {
    let common = zip(old, new).prefix { $0 == $1 }.count
    self.init(
      popCount: old.count - common,
      pushed: Array(new.dropFirst(common)))
  }

  /// Whether the transition changes nothing.
  public var isEmpty: Bool {
    popCount == 0 && pushed.isEmpty
  }
}

extension PathTransition: Equatable {}
extension PathTransition: Hashable {}
extension PathTransition: Sendable where Element: Sendable {}

extension PathTransition: CustomStringConvertible, CustomDebugStringConvertible {
  /// A summary such as `pop 2, push [99 as Int]`, `push [.detail(42)]`, or `none`.
  public var description: String {
    summary(pushes: shortDescription(ofList: pushed))
  }

  /// The summary with module-qualified names, as in `pop 2, push [99 as Swift.Int]`.
  public var debugDescription: String {
    summary(pushes: qualifiedDescription(ofList: pushed))
  }

  /// The summary, given the list of pushed elements as it is to be shown.
  private func summary(pushes list: String) -> String {
    switch (popCount, pushed.isEmpty) {
    case (0, true): "none"
    case (_, true): "pop \(popCount)"
    case (0, false): "push \(list)"
    default: "pop \(popCount), push \(list)"
    }
  }
}
