extension NavPath: RandomAccessCollection {
  /// The position of an element: its depth in the stack, 0 being the element above the root.
  public typealias Index = Int

  /// The position of the bottom element, always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the top element; equal to ``count``.
  @inlinable
  public var endIndex: Int { elements.count }

  /// The number of elements on the stack.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { elements.count }

  /// Whether the stack holds no element and shows only its root view.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { elements.isEmpty }

  /// Accesses the element at the given depth.
  ///
  /// - Parameter position: A valid index of the path.
  /// - Precondition: `position` is in `startIndex..<endIndex`.
  /// - Complexity: O(1).
  @inlinable
  public subscript(position: Int) -> Element {
    elements[position]
  }
}
