public import NavCore

extension PathTransition: NavSavableState {
  /// A path transition is saved as a state: `{"pop":n,"pushed":[…]}`, the number of elements it
  /// pops first and the pairs of the elements it then pushes, root first, as in
  /// `{"version":1,"tags":["recipe"],"state":{"pop":1,"pushed":[[0,{"id":7}]]}}`.
  ///
  /// Under the prefix policy, the pushed elements from the first that cannot be restored are
  /// dropped, as a stack's are; the pop stays.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      shape: .composite(
        depth: 3,
        write: { (transition, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"pop\":")
          writer.write(raw: String(transition.popCount))
          writer.write(raw: ",\"pushed\":")
          try writer.stack(transition.pushed, at: .stack(path.appending("pushed")))
          writer.write(raw: "}")
        },
        read: { (reader, json, path) throws(NavCodingError) in
          let parts = try DocumentShape.members(of: json, at: path, keys: ["pop", "pushed"])
          let popCount = try DocumentShape.count(
            parts[0], at: path.appending("pop"), of: "elements to pop")
          let pushedPath = path.appending("pushed")
          let pairs = try DocumentShape.pairs(
            of: parts[1], at: pushedPath, tagCount: reader.tags.count)
          let pushed = try reader.stack(pairs, at: .stack(pushedPath), as: Element.self)
          return PathTransition(popCount: popCount, pushed: pushed)
        }))
  }
}

extension DocumentShape {
  /// A count saved as a JSON integer from 0, of `noun` (as in `elements to pop`).
  static func count(_ json: JSONValue, at path: JSONPath, of noun: String)
    throws(NavCodingError) -> Int
  {
    guard case .number(let text) = json, let count = Int(text), count >= 0 else {
      throw malformed(path, "expected a number of \(noun), found \(describe(json))")
    }
    return count
  }
}

extension DocumentWriter {
  /// Writes `null`, or a change as `{"from":…,"to":…}`, each side written by `side`.
  mutating func change<Value>(
    _ change: ValueChange<Value>?, at path: JSONPath,
    side: (inout DocumentWriter, Value, JSONPath) throws(NavCodingError) -> Void
  ) throws(NavCodingError) {
    guard let change else { return write(raw: "null") }
    write(raw: "{\"from\":")
    try side(&self, change.from, path.appending("from"))
    write(raw: ",\"to\":")
    try side(&self, change.to, path.appending("to"))
    write(raw: "}")
  }

  /// Writes a list of single values as an array of pairs.
  mutating func values(_ values: [some Hashable], at path: JSONPath) throws(NavCodingError) {
    write(raw: "[")
    for (index, value) in values.enumerated() {
      if index > 0 { write(raw: ",") }
      try self.value(value, at: path.appending(index))
    }
    write(raw: "]")
  }
}

extension DocumentReader {
  /// A change saved as `null` or `{"from":…,"to":…}`, each side read by `side`: `nil` for
  /// `null`, and when the prefix policy dropped a side (the caller tells the two apart by `json`).
  mutating func change<Value>(
    _ json: JSONValue, at path: JSONPath,
    side: (inout DocumentReader, JSONValue, JSONPath) throws(NavCodingError) -> Value?
  ) throws(NavCodingError) -> ValueChange<Value>? {
    if case .null = json { return nil }
    let sides = try DocumentShape.members(of: json, at: path, keys: ["from", "to"])
    let from = try side(&self, sides[0], path.appending("from"))
    let to = try side(&self, sides[1], path.appending("to"))
    guard let from, let to else { return nil }
    return ValueChange(from: from, to: to)
  }

  /// A list of single values saved as an array of pairs, without those the prefix policy
  /// dropped.
  mutating func values<Value>(_ type: Value.Type, from json: JSONValue, at path: JSONPath)
    throws(NavCodingError) -> [Value]
  {
    var values: [Value] = []
    for (index, item) in try DocumentShape.array(json, at: path).enumerated() {
      if let value = try value(type, from: item, at: path.appending(index)) {
        values.append(value)
      }
    }
    return values
  }

  /// An optional single value whose absence is saved as `null`: `.some(nil)` for `null`, and
  /// `nil` when the prefix policy dropped it.
  mutating func nullableValue<Value>(_ type: Value.Type, from json: JSONValue, at path: JSONPath)
    throws(NavCodingError) -> Value??
  {
    if case .null = json { return .some(nil) }
    return try value(type, from: json, at: path).map { .some($0) }
  }
}
