extension NavPath {
  /// Returns the topmost value of the given type, wherever it is on the stack.
  ///
  /// To read the top element only when it has a given type, ask the element:
  /// `path.last?.value(as: Int.self)`; for the position of the topmost value of a type, the
  /// collection's own `path.lastIndex { $0.value(as: Int.self) != nil }`.
  ///
  /// ```swift
  /// let path = NavPath([Category.desserts, 42])
  /// path.last(ofType: Category.self)        // Category.desserts
  /// path.last?.value(as: Category.self)     // nil: the top element is an Int
  /// ```
  ///
  /// - Parameter type: The type to look for.
  /// - Returns: The topmost value of that type, or `nil` when there is none.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public func last<Value>(ofType type: Value.Type) -> Value? {
    for element in elements.reversed() {
      if let value = element.value(as: type) { return value }
    }
    return nil
  }

  /// Returns whether the stack holds the given value (same type, equal value).
  ///
  /// ```swift
  /// NavPath([Category.desserts, 42]).contains(42)            // true
  /// NavPath([Category.desserts, 42]).contains(Int64(42))     // false
  /// ```
  ///
  /// - Parameter value: The value to look for.
  /// - Returns: `true` when an element equals the value.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public func contains(_ value: some Hashable & Sendable) -> Bool {
    elements.contains(Element(value))
  }
}

extension NavPath: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements with their types, root first, as in `NavPath([.desserts as Category, 42 as Int])`.
  public var description: String {
    "NavPath([\(elements.map(\.description).joined(separator: ", "))])"
  }

  /// The elements with their fully qualified types, root first.
  public var debugDescription: String {
    "NavPath([\(elements.map(\.debugDescription).joined(separator: ", "))])"
  }
}
