/// A value that changed: what it was and what it became.
///
/// Transitions use it for selections, visibility, layouts and tab sets:
/// `ValueChange(from: nil, to: .desserts)`.
public struct ValueChange<Value: Hashable>: Hashable {
  /// The value before the change.
  public var from: Value

  /// The value after the change.
  public var to: Value

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - from: The value before the change.
  ///   - to: The value after the change.
  public init(from: Value, to: Value) {
    self.from = from
    self.to = to
  }

  /// Returns the change from `old` to `new`, or `nil` when they are equal.
  static func between(_ old: Value, _ new: Value) -> ValueChange? {
    old == new ? nil : ValueChange(from: old, to: new)
  }
}

extension ValueChange: Sendable where Value: Sendable {}
