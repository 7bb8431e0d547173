public import NavCore

extension PathTransition {
  /// Returns the elements of `stack` that this transition pops, the top first.
  ///
  /// - Parameter stack: The stack the transition was planned from.
  /// - Returns: The popped elements, the top first.
  /// - Complexity: O(*k*), where *k* is ``popCount``.
  func elementsPopped<Stack: BidirectionalCollection<Element>>(from stack: Stack) -> [Element] {
    Array(stack.suffix(popCount).reversed())
  }
}

extension NavPath: NavigationState {}

extension TypedPath: NavigationState {}

extension StackPath {
  /// Returns the elements of this path that `transition` pops, the top first.
  ///
  /// ```swift
  /// let path: TypedPath<Int> = [1, 2, 3]
  /// path.elementsRemoved(by: path.transition(to: [1]))  // [3, 2]
  /// ```
  ///
  /// - Parameter transition: A transition planned from this path.
  /// - Returns: The popped elements, the top first.
  /// - Complexity: O(*k*), where *k* is the transition's pop count.
  public func elementsRemoved(by transition: PathTransition<Element>) -> [Element] {
    transition.elementsPopped(from: self)
  }
}
