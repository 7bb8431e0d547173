extension NavPath {
  /// Pops the top element and returns it, or returns `nil` when the stack is at its root.
  ///
  /// The non-trapping twin of ``removeLast(_:)``. Written here rather than taken from the
  /// standard library, whose generic form goes through `replaceSubrange(_:with:)`.
  ///
  /// - Returns: The removed element, or `nil` when the path was empty.
  /// - Complexity: O(1).
  @inlinable
  @discardableResult
  public mutating func popLast() -> Element? {
    elements.popLast()
  }

  /// Pops until the topmost element equal to `value` is on top.
  ///
  /// Nothing changes when no element equals `value`.
  ///
  /// ```swift
  /// var path = NavPath([Category.desserts, 42, 7])
  /// path.popTo(Category.desserts)  // true; path is [Category.desserts]
  /// ```
  ///
  /// - Parameter value: The value that should end up on top.
  /// - Returns: `true` when such an element was found.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @discardableResult
  public mutating func popTo(_ value: some Hashable & Sendable) -> Bool {
    let target = Element(value)
    return popTo(lastWhere: { $0 == target })
  }
}
