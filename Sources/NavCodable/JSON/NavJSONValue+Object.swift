extension NavJSONValue {
  /// A JSON object: its members in order, each key once.
  ///
  /// Build one from a dictionary literal, whose order it keeps, or with ``init(_:)`` from members
  /// that may repeat a key. It is a collection of `(key, value)` members in order. Its members
  /// are read, added, replaced, removed and renamed through the value that holds it, with
  /// ``NavJSONValue/subscript(_:)`` and ``NavJSONValue/renameMember(_:to:)``, which cannot repeat
  /// a key.
  ///
  /// ```swift
  /// let object: NavJSONValue.Object = ["id": 42, "name": "Apple Pie"]
  /// object.map(\.key)  // ["id", "name"]
  /// // nil: the key "a" repeats
  /// NavJSONValue.Object([(key: "a", value: 1), ("a", 2)])
  /// ```
  public struct Object: Sendable {
    /// The members, in order, each key once.
    private var members: [Element]

    /// An object of members whose keys are known to be unique.
    init(uniqueMembers members: [Element]) {
      self.members = members
    }
  }
}

extension NavJSONValue.Object {
  /// Creates an empty object.
  public init() {
    members = []
  }

  /// Creates an object of the given members in order, or `nil` when a key repeats.
  ///
  /// - Parameter members: The members, in order.
  /// - Complexity: O(*n*), where *n* is the number of members.
  public init?(_ members: some Sequence<Element>) {
    let members = Array(members)
    var keys = Set<String>(minimumCapacity: members.count)
    for member in members where !keys.insert(member.key).inserted { return nil }
    self.members = members
  }

  /// The value of the member with the given key, `nil` when there is none; writing a value
  /// replaces the member in place or appends it, writing `nil` removes it. What
  /// ``NavJSONValue/subscript(_:)`` does on an object.
  ///
  /// - Complexity: O(*n*), where *n* is the number of members.
  subscript(key: String) -> NavJSONValue? {
    get {
      members.first { $0.key == key }?.value
    }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// Renames a member, keeping its position: what ``NavJSONValue/renameMember(_:to:)`` does on
  /// an object.
  ///
  /// - Complexity: O(*n*), where *n* is the number of members.
  mutating func renameMember(_ oldKey: String, to newKey: String) -> Bool {
    guard oldKey != newKey, members.contains(where: { $0.key == oldKey }) else { return false }
    members.removeAll { $0.key == newKey }
    if let index = members.firstIndex(where: { $0.key == oldKey }) {
      members[index].key = newKey
    }
    return true
  }
}

extension NavJSONValue.Object: RandomAccessCollection {
  /// A member: its key and its value.
  public typealias Element = (key: String, value: NavJSONValue)

  /// The position of the first member: 0.
  public var startIndex: Int { 0 }

  /// The position after the last member: the number of members.
  public var endIndex: Int { members.count }

  /// The member at the given position.
  ///
  /// - Parameter position: A position of a member, from 0 up to but not including ``endIndex``.
  public subscript(position: Int) -> Element {
    members[position]
  }
}

extension NavJSONValue.Object: ExpressibleByDictionaryLiteral {
  /// Creates an object whose members keep the literal's order.
  ///
  /// - Parameter elements: The members, in order.
  /// - Precondition: The literal's keys are unique.
  public init(dictionaryLiteral elements: (String, NavJSONValue)...) {
    self.init(literalMembers: elements)
  }

  /// An object of a literal's members, in order.
  ///
  /// - Precondition: The literal's keys are unique.
  init(literalMembers elements: [(String, NavJSONValue)]) {
    guard let object = Self(elements.lazy.map { (key: $0.0, value: $0.1) }) else {
      let keys = elements.map(\.0)
      let repeated = keys.enumerated().first { keys[..<$0.offset].contains($0.element) }
      preconditionFailure(
        "NavJSONValue: duplicate key \"\(repeated?.element ?? "")\" in a literal")
    }
    self = object
  }
}

extension NavJSONValue.Object: Hashable {
  /// Returns whether two objects have the same members in the same order.
  ///
  /// - Complexity: O(*n*), where *n* is the size of the smaller object.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.count == rhs.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }

  /// Hashes the members in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}
