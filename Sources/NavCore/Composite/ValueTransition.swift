/// A value that changed: what it was and what it became.
///
/// Transitions use it for selections, visibility, layouts and tab sets:
/// `ValueTransition(from: nil, to: .desserts)`, whose sides read back as ``old`` and ``new``.
public struct ValueTransition<Value: Hashable>: Hashable {
  /// The value before the change.
  public var old: Value

  /// The value after the change.
  public var new: Value

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - old: The value before the change.
  ///   - new: The value after the change.
  public init(from old: Value, to new: Value) {
    self.old = old
    self.new = new
  }

  /// Returns the change from `old` to `new`, or `nil` when they are equal.
  static func between(_ old: Value, _ new: Value) -> ValueTransition? {
    old == new ? nil : ValueTransition(from: old, to: new)
  }
}

extension ValueTransition: Sendable where Value: Sendable {}
