extension NavPath {
  /// Returns the steps that turn this path into `target`, keeping the longest common prefix.
  ///
  /// - Parameter target: The path to reach.
  /// - Returns: The pops, then the pushes, that lead from this path to `target`.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the paths.
  public func transition(to target: NavPath) -> PathTransition<Element> {
    PathTransition(from: self, to: target)
  }

  /// Pops, then pushes, as the transition says.
  ///
  /// `path.apply(path.transition(to: target))` leaves `path` equal to `target`.
  ///
  /// - Parameter transition: The steps to apply.
  /// - Precondition: The path holds at least `transition.popCount` elements.
  /// - Complexity: O(*k* + *m*), where *k* is the pop count and *m* the number of pushes.
  public mutating func apply(_ transition: PathTransition<Element>) {
    elements.apply(transition)
  }
}

extension TypedPath {
  /// Returns the steps that turn this path into `target`, keeping the longest common prefix.
  ///
  /// - Parameter target: The path to reach.
  /// - Returns: The pops, then the pushes, that lead from this path to `target`.
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the lengths of the paths.
  public func transition(to target: TypedPath) -> PathTransition<Route> {
    PathTransition(from: self, to: target)
  }

  /// Pops, then pushes, as the transition says.
  ///
  /// `path.apply(path.transition(to: target))` leaves `path` equal to `target`.
  ///
  /// - Parameter transition: The steps to apply.
  /// - Precondition: The path holds at least `transition.popCount` elements.
  /// - Complexity: O(*k* + *m*), where *k* is the pop count and *m* the number of pushes.
  public mutating func apply(_ transition: PathTransition<Route>) {
    routes.apply(transition)
  }
}
