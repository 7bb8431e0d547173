/// A JSON document held as data: what a saved navigation element's payload is made of.
///
/// Migrations read and rewrite payloads as `NavJSONValue`s after the Swift types that wrote them
/// have changed or gone. Numbers keep their exact text (`"18446744073709551616"`, `"0.1"`), so
/// they round-trip without loss, and objects keep their members in order, so output is
/// deterministic; the parser rejects two members with the same key.
///
/// ```swift
/// var payload: NavJSONValue = ["id": 42, "name": "Apple Pie"]
/// payload["servings"] = 4
/// print(payload)  // {"id":42,"name":"Apple Pie","servings":4}
/// ```
public enum NavJSONValue: Sendable {
  /// The JSON literal `null`.
  case null
  /// The JSON literal `true` or `false`.
  case bool(Bool)
  /// A JSON number, stored as its exact text (for example `"42"`, `"-1.5e3"`).
  case number(String)
  /// A JSON string.
  case string(String)
  /// A JSON array.
  case array([NavJSONValue])
  /// A JSON object, as its members in order.
  case object([(key: String, value: NavJSONValue)])
}

extension NavJSONValue {
  /// Creates a number from an integer.
  ///
  /// - Parameter value: The integer.
  public init(_ value: some BinaryInteger) {
    self = .number(String(value))
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
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }
    set {
      guard case .object(var members) = self else { return }
      self = .null  // Releases the payload so `members` is uniquely referenced.
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
      self = .object(members)
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
    guard case .object(var members) = self, oldKey != newKey,
      members.contains(where: { $0.key == oldKey })
    else { return false }
    self = .null
    members.removeAll { $0.key == newKey }
    if let index = members.firstIndex(where: { $0.key == oldKey }) {
      members[index].key = newKey
    }
    self = .object(members)
    return true
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
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
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
    case .number(let text):
      hasher.combine(2)
      hasher.combine(text)
    case .string(let text):
      hasher.combine(3)
      hasher.combine(text)
    case .array(let values):
      hasher.combine(4)
      hasher.combine(values)
    case .object(let members):
      hasher.combine(5)
      hasher.combine(members.count)
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
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
    self = .number(String(value))
  }

  /// Creates a number from a floating-point literal, written as Swift prints the `Double`.
  ///
  /// - Parameter value: The floating-point literal.
  public init(floatLiteral value: Double) {
    self = .number(value.description)
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
    var seen = Set<String>()
    for (key, _) in elements {
      precondition(seen.insert(key).inserted, "NavJSONValue: duplicate key \"\(key)\" in a literal")
    }
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
}
