extension NavPath {
  /// Pops the top element and returns it, or returns `nil` when the stack is at its root.
  ///
  /// The non-trapping twin of ``removeLast(_:)``.
  ///
  /// - Returns: The removed element, or `nil` when the path was empty.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func popLast() -> Element? {
    elements.popLast()
  }

  /// Pops up to `k` elements and reports how many were popped.
  ///
  /// The non-trapping twin of ``removeLast(_:)``: asking for more elements than the path holds
  /// pops to the root; a negative `k` pops nothing.
  ///
  /// ```swift
  /// var path = NavPath([1, 2])
  /// path.pop(5)  // 2; path is empty
  /// ```
  ///
  /// - Parameter k: The number of elements to pop.
  /// - Returns: The number of elements actually popped.
  /// - Complexity: O(*k*).
  @discardableResult
  public mutating func pop(_ k: Int) -> Int {
    elements.pop(upTo: k)
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
    return elements.pop(toLastWhere: { $0 == target })
  }

  /// Pops until the topmost value of the given type is on top.
  ///
  /// Nothing changes when no value has that type.
  ///
  /// ```swift
  /// var path = NavPath([Category.desserts, 42, "notes"])
  /// path.popTo(lastOfType: Int.self)  // true; path is [Category.desserts, 42]
  /// ```
  ///
  /// - Parameter type: The type whose topmost value should end up on top.
  /// - Returns: `true` when such an element was found.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @discardableResult
  public mutating func popTo<Value>(lastOfType type: Value.Type) -> Bool {
    elements.pop(toLastWhere: { $0.value(as: type) != nil })
  }

  /// Pops until the topmost element matching `predicate` is on top.
  ///
  /// Nothing changes when no element matches.
  ///
  /// ```swift
  /// path.popTo { $0.value(as: Recipe.self)?.isFavorite == true }
  /// ```
  ///
  /// - Parameter predicate: A test applied to elements from the top down.
  /// - Returns: `true` when a matching element was found.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @discardableResult
  public mutating func popTo(lastWhere predicate: (Element) throws -> Bool) rethrows -> Bool {
    try elements.pop(toLastWhere: predicate)
  }
}
