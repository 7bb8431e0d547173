extension StackPath where Element: Sendable {
  /// Opens a link on this stack and returns the change made, for a renderer to animate: the
  /// pops, then the pushes, that lead to the stack the link opens.
  ///
  /// ```swift
  /// var path = NavPath([Category(name: "desserts"), Recipe.ID(7)])
  /// let change = try path.open(
  ///   "myapp://category/desserts/recipe/42", with: table)
  /// change  // pop 1, push [Recipe.ID(42) as Recipe.ID]
  /// ```
  ///
  /// To compute the change without making it, open the link on a copy. To read a link into a
  /// fresh stack, use the table's `open(_:)`.
  ///
  /// - Parameters:
  ///   - link: The link, with or without scheme and host.
  ///   - table: The table that reads the link.
  ///   - placement: Whether the link's stack replaces this one (the default) or goes on top.
  ///   - validate: Sees the stack the link opens (with this stack below it when placed on top)
  ///     and returns `nil` to accept it, or a ``DeepLinkRejection``. The default accepts it.
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
    let current = Array(self)
    let onTop = placement == .onTopOfStack
    let opened = try table.parse(link, below: onTop ? current : []) {
      validate(Self(wrapping: $0))
    }
    let change =
      onTop
      ? PathTransition(popCount: 0, pushed: opened) : PathTransition(from: current, to: opened)
    apply(change)
    return change
  }
}
