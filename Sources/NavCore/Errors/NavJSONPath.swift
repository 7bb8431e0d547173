/// Where a value is in a JSON document: the array positions and member names leading to it from
/// the root.
///
/// Its ``description`` is the familiar notation, `$` for the root, `[n]` for an array position,
/// `.name` for a member whose name is an identifier and `["some key"]` for any other member:
///
/// ```swift
/// let path = NavJSONPath([.key("state"), .key("stacks"), .index(0)])
/// print(path)  // $.state.stacks[0]
/// ```
public struct NavJSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step into a document: an array position or an object member, the only two containers
  /// JSON has. The enumeration stays as it is in every 1.x release: switch over it without a
  /// `default`.
  public enum Component: Hashable, Sendable {
    /// A position in an array, from 0.
    case index(Int)
    /// A member of an object, by name.
    case key(String)
  }

  /// The steps from the root, outermost first; empty for the root itself.
  public var components: [Component]

  /// Creates a path.
  ///
  /// - Parameter components: The steps from the root, outermost first.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The path in `$`-notation, as in `$.state.stacks[0][1].id`.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where isIdentifier(key): text += ".\(key)"
      case .key(let key): text += "[\(jsonStringLiteral(key))]"
      }
    }
    return text
  }

  package func appending(_ component: Component) -> NavJSONPath {
    // One array copied and grown, rather than a one-component array and their concatenation.
    var path = self
    path.components.append(component)
    return path
  }

  package func appending(_ key: String) -> NavJSONPath {
    appending(.key(key))
  }

  package func appending(_ index: Int) -> NavJSONPath {
    appending(.index(index))
  }

  /// This path, then `inner`'s components: the place of a value found at `inner` inside the
  /// value here.
  package func appending(contentsOf inner: NavJSONPath?) -> NavJSONPath {
    NavJSONPath(components + (inner?.components ?? []))
  }
}

extension NavJSONPath.Component {
  /// The component from a coding key: its integer value when it has one and no meaningful string.
  package init(_ key: any CodingKey) {
    if let index = key.intValue, key.stringValue == "Index \(index)" {
      self = .index(index)
    } else {
      self = .key(key.stringValue)
    }
  }
}

/// Whether a key can be written after a dot: ASCII letters, digits and `_`, not starting with a
/// digit.
private func isIdentifier(_ key: String) -> Bool {
  guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
    return false
  }
  return key.utf8.allSatisfy { byte in
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
  }
}

/// The JSON string literal of a text, escaped as NavCodable writes JSON: the quote, the backslash
/// and control characters only.
private func jsonStringLiteral(_ text: String) -> String {
  var literal = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"", "\\": literal += "\\\(scalar)"
    case "\u{08}": literal += "\\b"
    case "\t": literal += "\\t"
    case "\n": literal += "\\n"
    case "\u{0C}": literal += "\\f"
    case "\r": literal += "\\r"
    case ..<"\u{20}":
      let hex = Array("0123456789abcdef")
      literal += "\\u00\(hex[Int(scalar.value >> 4)])\(hex[Int(scalar.value & 0xF)])"
    default: literal.unicodeScalars.append(scalar)
    }
  }
  return literal + "\""
}
