/// The steps that turn one ``PresentationState`` into another: dismiss, update the stacks that
/// stay, then present.
///
/// Presentations are kept while the two chains agree from the bottom on destination and style;
/// the rest of the old chain is dismissed and the rest of the new one presented with its stack.
///
/// ```swift
/// print(app.transition(to: next))
/// // dismiss 1; presentation 0: pop 2; present .sheet(...)
/// ```
public struct PresentationTransition<
  Base: Transitionable, Destination: Hashable, Stack: StackPath
>: Hashable {
  /// One kept presentation's stack change.
  public struct StackChange: Hashable {
    /// The presentation's position in the chain, 0 being the bottom one.
    public var level: Int

    /// The pops and pushes on its stack.
    public var transition: PathTransition<Stack.Element>

    /// Creates a stack change.
    ///
    /// - Parameters:
    ///   - level: The presentation's position in the chain, 0 being the bottom one.
    ///   - transition: The pops and pushes on its stack.
    public init(level: Int, transition: PathTransition<Stack.Element>) {
      self.level = level
      self.transition = transition
    }
  }

  /// How many presentations to dismiss from the top first.
  public var dismissCount: Int

  /// The base's steps, or `nil` when the base stays as it is.
  public var base: Base.Transition?

  /// The stack changes of the presentations that stay, bottom first.
  public var stackChanges: [StackChange]

  /// The presentations to present afterwards, bottom first, with their stacks.
  public var presented: [ModalPresentation<Destination, Stack>]

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - dismissCount: How many presentations to dismiss from the top first.
  ///   - base: The base's steps, or `nil` when the base stays.
  ///   - stackChanges: The stack changes of the presentations that stay.
  ///   - presented: The presentations to present afterwards, bottom first.
  public init(
    dismissCount: Int, base: Base.Transition?, stackChanges: [StackChange],
    presented: [ModalPresentation<Destination, Stack>]
  ) {
    self.dismissCount = dismissCount
    self.base = base
    self.stackChanges = stackChanges
    self.presented = presented
  }

  /// Whether the transition changes nothing.
  public var isEmpty: Bool {
    dismissCount == 0 && base == nil && stackChanges.isEmpty && presented.isEmpty
  }
}

extension PresentationTransition: ShapeAwareTransition {
  /// Whether the base's steps change its shape (its tabs or its split layout); presenting and
  /// dismissing never do.
  public var changesShape: Bool { base?.changesShape ?? false }
}

extension PresentationTransition.StackChange: Sendable where Stack.Element: Sendable {}
extension PresentationTransition: Sendable
where
  Base.Transition: Sendable, Destination: Sendable, Stack: Sendable, Stack.Element: Sendable
{}

extension PresentationTransition: CustomStringConvertible {
  /// The steps in order, as in `dismiss 1; base: pop 1; presentation 0: push [...]`, or `none`.
  public var description: String {
    var steps: [String] = []
    if dismissCount > 0 { steps.append("dismiss \(dismissCount)") }
    if let base { steps.append("base: \(base)") }
    steps += stackChanges.map { "presentation \($0.level): \($0.transition)" }
    steps += presented.map { "present \($0)" }
    return steps.isEmpty ? "none" : steps.joined(separator: "; ")
  }
}

extension PresentationState: Transitionable {
  /// Returns the steps that turn this state into `target`.
  ///
  /// Defined for any two states: chains of any depth, and bases of any shape when the base's
  /// own transitions are (as every NavCore state's are).
  ///
  /// - Parameter target: The state to reach.
  /// - Returns: The dismissals, the base's and kept presentations' stack changes, and the new
  ///   presentations.
  /// - Complexity: O(*p* + *n*), where *p* is the number of presentations and *n* the number of
  ///   elements on the stacks compared.
  public func transition(
    to target: PresentationState
  ) -> PresentationTransition<Base, Destination, Stack> {
    let kept = zip(presentations, target.presentations).prefix { $0.isSameScreen(as: $1) }.count
    let changes = (0..<kept).compactMap { level in
      let transition = presentations[level].stack.transition(to: target.presentations[level].stack)
      return transition.isEmpty
        ? nil
        : PresentationTransition<Base, Destination, Stack>.StackChange(
          level: level, transition: transition)
    }
    return PresentationTransition(
      dismissCount: presentations.count - kept,
      base: base == target.base ? nil : base.transition(to: target.base),
      stackChanges: changes,
      presented: Array(target.presentations[kept...]))
  }

  /// Dismisses, changes the base and the kept stacks, then presents.
  ///
  /// - Parameter transition: Steps planned by ``transition(to:)`` from a state equal to this one.
  /// - Precondition: At least `dismissCount` presentations are presented, the base fits its
  ///   steps, the stack changes name distinct presentations that stay, and each stack holds as
  ///   many elements as it pops: ``fits(_:)`` is `false` exactly when this traps. A transition
  ///   planned from this state always fits.
  /// - Complexity: O(*p* + *k* + *m*), where *p* is the number of presentations, *k* the number
  ///   of pops and *m* of pushes.
  public mutating func apply(_ transition: PresentationTransition<Base, Destination, Stack>) {
    if let misfit = misfit(transition) {
      preconditionFailure("PresentationState.apply(_:): \(misfit)")
    }
    presentations.removeLast(transition.dismissCount)
    if let steps = transition.base {
      base.apply(steps)
    }
    for change in transition.stackChanges {
      presentations[change.level].stack.apply(change.transition)
    }
    presentations += transition.presented
  }

}
