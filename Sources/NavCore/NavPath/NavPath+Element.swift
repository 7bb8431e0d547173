extension NavPath {
  /// One value on a ``NavPath``, with its type erased.
  ///
  /// Read the value back with ``value(as:)`` or the ``base`` property, and its dynamic type with
  /// `type(of: element.base)`. Two elements are equal
  /// when their values have the same type and compare equal: `42 as Int` and `42 as Int64` are
  /// different elements.
  ///
  /// ```swift
  /// let element = NavPath.Element(Recipe.ID(42))
  /// element.value(as: Recipe.ID.self)  // Recipe.ID(42)
  /// element.value(as: Int.self)        // nil
  /// ```
  public struct Element: Sendable {
    /// The value this element wraps.
    public let base: any Hashable & Sendable

    /// Wraps a value; an element given as the value is returned as it is, not wrapped twice.
    ///
    /// - Parameter value: The value to wrap.
    /// - Complexity: O(1).
    @inlinable
    public init<Value: Hashable & Sendable>(_ value: Value) {
      // A metatype comparison, not a dynamic cast: pushing must stay cheap.
      if Value.self == Element.self {
        self = identityCast(value, to: Element.self)
      } else {
        base = value
      }
    }

    /// Returns the wrapped value if it is of the given type, or `nil`.
    ///
    /// - Parameter type: The type to read the value as.
    /// - Returns: The value, or `nil` when it is of another type.
    /// - Complexity: O(1).
    @inlinable
    public func value<Value>(as type: Value.Type = Value.self) -> Value? {
      base as? Value
    }
  }
}

extension NavPath.Element: Hashable {
  /// Returns whether both elements wrap values of the same type that compare equal.
  ///
  /// - Complexity: O(1) plus the cost of the values' own `==`.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    func isEqual<Left: Hashable>(_ left: Left) -> Bool {
      func isEqual<Right: Hashable>(_ right: Right) -> Bool {
        Left.self == Right.self && left == identityCast(right, to: Left.self)
      }
      return isEqual(rhs.base)
    }
    return isEqual(lhs.base)
  }

  /// Hashes the type of the wrapped value and the value.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    hasher.combine(base)
  }
}

extension NavPath.Element: CustomStringConvertible, CustomDebugStringConvertible {
  /// The value followed by its type's short name, as in `42 as Int`, `.desserts as Category` or
  /// `"pie" as String`: the value as Swift code writes it (text quoted, so `"42" as String` and
  /// `42 as Int` read apart; an enum case as its shorthand), then its type.
  public var description: String {
    "\(valueDescription(of: base)) as \(_typeName(type(of: base), qualified: false))"
  }

  /// The value followed by its fully qualified type name, as in `42 as Swift.Int`.
  public var debugDescription: String {
    "\(String(reflecting: base)) as \(_typeName(type(of: base), qualified: true))"
  }
}
