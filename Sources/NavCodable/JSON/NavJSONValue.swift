/// A JSON document held as data: what a saved navigation element's payload is made of.
///
/// Migrations read and rewrite payloads as `NavJSONValue`s after the Swift types that wrote them
/// have changed or gone. Numbers keep their exact text (`"18446744073709551616"`, `"0.1"`), so
/// they round-trip without loss, and objects keep their members in order, so output is
/// deterministic. Every value is valid JSON: a ``Number`` holds only JSON number text and an
/// ``Object`` holds each key once, so whatever is built writes bytes that read back equal.
///
/// ```swift
/// var payload: NavJSONValue = ["id": 42, "name": "Apple Pie"]
/// payload["servings"] = 4
/// print(payload)  // {"id":42,"name":"Apple Pie","servings":4}
/// ```
///
/// The six cases are JSON's six kinds of value, so the enumeration stays as it is in every 1.x
/// release: switch over it without a `default`.
public enum NavJSONValue: Sendable {
  /// The JSON literal `null`.
  case null
  /// The JSON literal `true` or `false`.
  case bool(Bool)
  /// A JSON number, stored as its exact text (for example `42`, `-1.5e3`).
  case number(Number)
  /// A JSON string.
  case string(String)
  /// A JSON array.
  case array([NavJSONValue])
  /// A JSON object: its members in order, each key once.
  case object(Object)
}

extension NavJSONValue {
  /// Creates a number from an integer.
  ///
  /// - Parameter value: The integer.
  public init(_ value: some BinaryInteger) {
    self = .number(Number(value))
  }

  /// Accesses the member with the given key of an object.
  ///
  /// Reading returns `nil` when the value is not an object or has no such member. Writing a value
  /// replaces the member in place or appends it; writing `nil` removes it. Writing to a value that
  /// is not an object does nothing.
  ///
  /// ```swift
  /// var payload: NavJSONValue = ["id": 42]
  /// payload["name"] = "Apple Pie"  // {"id":42,"name":"Apple Pie"}
  /// payload["id"] = nil            // {"name":"Apple Pie"}
  /// ```
  ///
  /// - Parameter key: The member's key.
  /// - Complexity: O(*n*), where *n* is the number of members.
  public subscript(key: String) -> NavJSONValue? {
    get {
      guard case .object(let object) = self else { return nil }
      return object[key]
    }
    set {
      guard case .object(var object) = self else { return }
      self = .null  // Releases the payload so `object` is uniquely referenced.
      object[key] = newValue
      self = .object(object)
    }
  }

  /// Renames a member of an object, keeping its position.
  ///
  /// Nothing changes when the value is not an object or has no member named `oldKey`. A member
  /// already named `newKey` is removed first, so keys stay unique.
  ///
  /// - Parameters:
  ///   - oldKey: The member's current key.
  ///   - newKey: Its new key.
  /// - Returns: `true` when a member was renamed.
  /// - Complexity: O(*n*), where *n* is the number of members.
  @discardableResult
  public mutating func renameMember(_ oldKey: String, to newKey: String) -> Bool {
    guard case .object(var object) = self else { return false }
    self = .null
    defer { self = .object(object) }
    return object.renameMember(oldKey, to: newKey)
  }
}

extension NavJSONValue: Equatable {
  /// Returns whether two values are the same JSON, member order and number text included (`1`
  /// and `1.0` differ).
  ///
  /// - Complexity: O(*n*), where *n* is the size of the smaller value.
  public static func == (lhs: NavJSONValue, rhs: NavJSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)): left == right
    default: false
    }
  }
}

extension NavJSONValue: Hashable {
  /// Hashes the value's structure and contents, member order included, without writing it out.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value):
      hasher.combine(1)
      hasher.combine(value)
    case .number(let number):
      hasher.combine(2)
      hasher.combine(number)
    case .string(let text):
      hasher.combine(3)
      hasher.combine(text)
    case .array(let values):
      hasher.combine(4)
      hasher.combine(values)
    case .object(let object):
      hasher.combine(5)
      hasher.combine(object)
    }
  }
}

extension NavJSONValue: CustomStringConvertible {
  /// The value as compact JSON text: the same as ``jsonString``.
  public var description: String { jsonString }
}

extension NavJSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral {
  /// Creates `null`.
  ///
  /// - Parameter nilLiteral: The `nil` literal.
  public init(nilLiteral: ()) {
    self = .null
  }

  /// Creates `true` or `false`.
  ///
  /// - Parameter value: The Boolean literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension NavJSONValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Creates a number from an integer literal.
  ///
  /// - Parameter value: The integer literal.
  public init(integerLiteral value: Int) {
    self = .number(Number(value))
  }

  /// Creates a number from a floating-point literal, written as Swift prints the `Double`.
  ///
  /// - Parameter value: The floating-point literal.
  /// - Precondition: The literal is finite (a literal too large for `Double` is infinite).
  public init(floatLiteral value: Double) {
    self = .number(Number(floatLiteral: value))
  }
}

extension NavJSONValue: ExpressibleByStringLiteral {
  /// Creates a string.
  ///
  /// - Parameter value: The string literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension NavJSONValue: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
  /// Creates an array.
  ///
  /// - Parameter elements: The array's values.
  public init(arrayLiteral elements: NavJSONValue...) {
    self = .array(elements)
  }

  /// Creates an object whose members keep the literal's order.
  ///
  /// - Parameter elements: The members, in order.
  /// - Precondition: The literal's keys are unique.
  public init(dictionaryLiteral elements: (String, NavJSONValue)...) {
    self = .object(Object(literalMembers: elements))
  }
}
