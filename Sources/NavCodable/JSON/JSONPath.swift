/// One step into a JSON document: an array position or an object member.
enum JSONPathComponent: Equatable, Sendable {
  case index(Int)
  case key(String)

  /// The component from a coding key: its integer value when it has one and no meaningful string.
  init(_ key: any CodingKey) {
    if let index = key.intValue, key.stringValue == "Index \(index)" {
      self = .index(index)
    } else {
      self = .key(key.stringValue)
    }
  }
}

/// Formats a path as in `$[3].payload.id`: `$` is the root, `[n]` an array position, `.name` a
/// member whose key is an identifier and `["some key"]` any other member.
func formatJSONPath(_ components: some Sequence<JSONPathComponent>, root: String = "$") -> String {
  var text = root
  for component in components {
    switch component {
    case .index(let index): text += "[\(index)]"
    case .key(let key) where isIdentifier(key): text += ".\(key)"
    case .key(let key): text += "[\(JSONValue.string(key))]"
    }
  }
  return text
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
