// NavPath is a random-access, mutable, range-replaceable collection of hashable elements: exactly
// what SwiftUI's `NavigationStack(path:root:)` asks of the collection its path binding holds.

extension NavPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom element, always 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The position one past the top element; equal to `count`.
  @inlinable
  public var endIndex: Int { elements.count }

  /// Accesses the element at the given depth; setting it replaces the screen at that depth.
  ///
  /// ```swift
  /// var path = NavPath([Category.desserts, 42])
  /// path[1] = NavPath.Element(7)  // path is [.desserts as Category, 7 as Int]
  /// ```
  ///
  /// - Parameter position: A valid index of the path.
  /// - Precondition: `position` is in `startIndex..<endIndex`.
  /// - Complexity: O(1) to read; O(1) to write unless the storage is shared, then O(*n*).
  @inlinable
  public subscript(position: Int) -> Element {
    get { elements[position] }
    _modify { yield &elements[position] }
  }

  /// Pushes an element, such as one read from another path, on top of the stack.
  ///
  /// The element is stored as it is; pushing it is the same as pushing the value it wraps.
  ///
  /// ```swift
  /// var copy = NavPath()
  /// copy.append(path[0])
  /// ```
  ///
  /// - Parameter element: The element to push.
  /// - Complexity: Amortized O(1).
  @inlinable
  public mutating func append(_ element: Element) {
    elements.append(element)
  }

  /// Pushes elements, such as those of another path, on top of the stack, in order.
  ///
  /// ```swift
  /// var path = NavPath([Category.desserts])
  /// path.append(contentsOf: NavPath([42, 7]))
  /// // [.desserts as Category, 42 as Int, 7 as Int]
  /// ```
  ///
  /// - Parameter newElements: The elements to push, the first nearest the root.
  /// - Complexity: O(*m*), where *m* is the number of new elements.
  @inlinable
  public mutating func append<NewElements: Sequence>(contentsOf newElements: NewElements)
  where NewElements.Element == Element {
    elements.append(contentsOf: newElements)
  }

  /// Replaces the elements in `subrange` with `newElements`.
  ///
  /// This is what SwiftUI's `NavigationStack` uses to push and pop through a path binding.
  ///
  /// ```swift
  /// var path = NavPath([Category.desserts, 42, 7])
  /// path.replaceSubrange(1..., with: [NavPath.Element(9)])
  /// // [.desserts as Category, 9 as Int]
  /// ```
  ///
  /// - Parameters:
  ///   - subrange: The positions to replace.
  ///   - newElements: The elements to put in their place.
  /// - Precondition: `subrange` is within `startIndex...endIndex`.
  /// - Complexity: O(*n* + *m*), where *n* is the length of the path and *m* of `newElements`.
  @inlinable
  public mutating func replaceSubrange<NewElements: Collection>(
    _ subrange: Range<Int>, with newElements: NewElements
  ) where NewElements.Element == Element {
    elements.replaceSubrange(subrange, with: newElements)
  }
}
