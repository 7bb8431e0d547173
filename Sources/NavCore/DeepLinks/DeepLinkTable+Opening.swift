extension DeepLinkTable {
  /// Computes the change that opens a link on an existing stack, as one transition a renderer can
  /// animate.
  ///
  /// ```swift
  /// let current = NavPath([Category(name: "desserts")])
  /// let change = try table.transition(
  ///   opening: "myapp://category/desserts/recipe/42", on: current)
  /// change.popCount  // 0: the category screen stays
  /// change.pushed    // [Recipe.ID(42) as Recipe.ID]
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, with or without scheme and host.
  ///   - stack: The current stack, root first.
  ///   - placement: Whether the link's stack replaces the current one (the default) or goes on top.
  ///   - validate: Sees the stack the link opens (with the current stack below it when placed on
  ///     top) and returns `nil` to accept it, or a ``DeepLinkRejection``. The default accepts it.
  /// - Returns: The pops, then the pushes, that lead from `stack` to the stack the link opens.
  /// - Throws: ``DeepLinkError`` when the link cannot be read or is refused.
  /// - Complexity: Linear in the length of the link and of `stack`.
  public func transition(
    opening link: String, on stack: some Sequence<Element>,
    placement: DeepLinkPlacement = .replacingStack,
    validate: ([Element]) -> DeepLinkRejection? = { _ in nil }
  ) throws(DeepLinkError) -> PathTransition<Element> {
    let current = Array(stack)
    switch placement {
    case .replacingStack:
      return PathTransition(from: current, to: try parse(link, below: [], validate: validate))
    case .onTopOfStack:
      return PathTransition(
        popCount: 0, pushed: try parse(link, below: current, validate: validate))
    }
  }
}

extension StackPath where Element: Sendable {
  /// Opens a link on this stack and returns the change made, for a renderer to animate.
  ///
  /// ```swift
  /// var path = NavPath([Category(name: "desserts"), Recipe.ID(7)])
  /// let change = try path.open(
  ///   "myapp://category/desserts/recipe/42", with: table)
  /// change  // pop 1, push [Recipe.ID(42) as Recipe.ID]
  /// ```
  ///
  /// - Parameters:
  ///   - link: The link, with or without scheme and host.
  ///   - table: The table that reads the link.
  ///   - placement: Whether the link's stack replaces this one (the default) or goes on top.
  ///   - validate: Sees the stack the link opens and returns `nil` to accept it, or a
  ///     ``DeepLinkRejection``. The default accepts it.
  /// - Returns: The transition that was applied.
  /// - Throws: ``DeepLinkError`` when the link cannot be read or is refused; the path is then
  ///   unchanged.
  /// - Complexity: Linear in the length of the link and of the path.
  @discardableResult
  public mutating func open(
    _ link: String, with table: DeepLinkTable<Element>,
    placement: DeepLinkPlacement = .replacingStack,
    validate: (Self) -> DeepLinkRejection? = { _ in nil }
  ) throws(DeepLinkError) -> PathTransition<Element> {
    let change = try table.transition(opening: link, on: self, placement: placement) {
      validate(Self(wrapping: $0))
    }
    apply(change)
    return change
  }
}
