/// A heterogeneous navigation stack: any mix of `Hashable & Sendable` values, root first.
///
/// `NavPath` is the plain-Swift counterpart of SwiftUI's `NavigationPath`. It keeps the same names
/// for the same operations (`append(_:)`, `removeLast(_:)`, `count`, `isEmpty`), and adds what
/// SwiftUI's path does not offer: the stack can be inspected, popped without trapping, popped back
/// to a given screen, compared regardless of how it was built, and printed with its element types.
///
/// ```swift
/// var path = NavPath()
/// path.append(Category.desserts)
/// path.append(42)
/// print(path)              // NavPath([.desserts as Category, 42 as Int])
/// path.last?.value(as: Int.self)  // 42
/// path.removeLast()
/// path.count               // 1
/// ```
///
/// ## Performance
/// `NavPath` stores its elements contiguously. Pushing is amortized O(1) and does not allocate for
/// values that fit in an existential's inline buffer (three words); popping `k` elements is O(k).
/// Equality compares element types by identity before comparing values, without dynamic casts.
public struct NavPath: Sendable {
  /// The elements, root first.
  @usableFromInline
  internal var elements: [Element]

  /// Creates a path of elements as they are, without wrapping each again: for readers that
  /// decoded them.
  ///
  /// - Complexity: O(1).
  package init(elements: [Element]) {
    self.elements = elements
  }

  /// Creates an empty path: the stack shows only its root view.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    elements = []
  }

  /// Creates a path holding the given values, root first.
  ///
  /// Values that are already elements of a path are stored as they are, not wrapped again.
  ///
  /// ```swift
  /// let path = NavPath([Category.desserts, 42])
  /// ```
  ///
  /// - Parameter values: The values to push, in order from the root.
  /// - Complexity: O(*n*), where *n* is the number of values.
  @inlinable
  public init<Values: Sequence>(_ values: Values) where Values.Element: Hashable & Sendable {
    elements = values.map(Element.init)
  }

  /// Creates a path holding values of mixed types, root first.
  ///
  /// ```swift
  /// let path = NavPath([Category.desserts, 42, "apple-pie"])
  /// ```
  ///
  /// - Parameter values: The values to push, in order from the root.
  /// - Complexity: O(*n*), where *n* is the number of values.
  @inlinable
  public init(_ values: [any Hashable & Sendable]) {
    elements = values.map { Element($0) }
  }

  /// Pushes a value on top of the stack.
  ///
  /// An ``Element`` taken from another path is pushed as the value it wraps.
  ///
  /// ```swift
  /// path.append(Recipe.ID(42))
  /// ```
  ///
  /// - Parameter value: The value to push.
  /// - Complexity: Amortized O(1).
  @inlinable
  public mutating func append(_ value: some Hashable & Sendable) {
    elements.append(Element(value))
  }

  /// Pops `k` values off the top of the stack.
  ///
  /// ```swift
  /// var path = NavPath([1, 2, 3])
  /// path.removeLast(2)  // path is now [1]
  /// ```
  ///
  /// - Parameter k: The number of values to pop. The default is 1.
  /// - Precondition: `k` is not negative and not greater than `count`. Use ``pop(_:)`` or
  ///   `popLast()` for a form that never traps.
  /// - Complexity: O(*k*).
  @inlinable
  public mutating func removeLast(_ k: Int = 1) {
    precondition(k >= 0, "NavPath.removeLast(\(k)): cannot remove a negative number of elements")
    precondition(
      k <= elements.count,
      "NavPath.removeLast(\(k)): the path holds only \(elements.count) elements")
    elements.removeLast(k)
  }

  /// Reserves storage for `minimumCapacity` elements, so that pushing up to that many values
  /// allocates nothing more for the stack itself.
  ///
  /// - Parameter minimumCapacity: The number of elements to make room for.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    elements.reserveCapacity(minimumCapacity)
  }
}

// Two paths are equal when they hold the same elements in the same order, each of the same type
// and equal value, however they were built (decoded, converted from a TypedPath, pushed one by
// one); hashing combines the elements in order.
extension NavPath: Hashable {}

extension NavPath: ExpressibleByArrayLiteral {
  /// Creates a path from an array literal of values of mixed types, root first.
  ///
  /// ```swift
  /// let path: NavPath = [Category.desserts, 42]
  /// ```
  ///
  /// - Complexity: O(*n*), where *n* is the number of values.
  @inlinable
  public init(arrayLiteral values: any Hashable & Sendable...) {
    self.init(values)
  }
}
