internal import NavCore

/// How one value of a composite state is written and read: the part of a member's layout that
/// does not depend on the state holding it, so a change's two sides are written like the value
/// itself.
struct DocumentForm<Value> {
  /// The JSON levels the value adds above a payload.
  let depth: Int
  let write: (Value, inout DocumentWriter, NavJSONPath) throws(NavCodingError) -> Void
  let read: (inout DocumentReader, NavJSONValue, NavJSONPath) throws(NavCodingError) -> Reading

  /// A value as read: `nil` when the prefix policy dropped it, with the positions of the entries
  /// a list lost.
  struct Reading {
    var value: Value?
    var droppedIndices: Set<Int> = []
  }
}

/// The forms of the values a composite state holds.
enum DocumentForms {
  /// A registered value, saved as one `[tagPosition, payload]` pair.
  static func value<Value: Hashable>(_ type: Value.Type) -> DocumentForm<Value> {
    DocumentForm(
      depth: 1,
      write: { (value, writer, path) throws(NavCodingError) in try writer.value(value, at: path) },
      read: { (reader, json, path) throws(NavCodingError) in
        .init(value: try reader.value(Value.self, from: json, at: path))
      })
  }

  /// A list of registered values, saved as an array of pairs; one that cannot be restored is
  /// left out under the prefix policy.
  static func values<Value: Hashable>(_ type: Value.Type) -> DocumentForm<[Value]> {
    DocumentForm(
      depth: 2,
      write: { (values, writer, path) throws(NavCodingError) in
        writer.write(raw: "[")
        for (index, value) in values.enumerated() {
          if index > 0 { writer.write(raw: ",") }
          try writer.value(value, at: path.appending(index))
        }
        writer.write(raw: "]")
      },
      read: { (reader, json, path) throws(NavCodingError) in
        var reading = DocumentForm<[Value]>.Reading(value: [])
        for (index, item) in try DocumentShape.array(json, at: path).enumerated() {
          if let value = try reader.value(Value.self, from: item, at: path.appending(index)) {
            reading.value?.append(value)
          } else {
            reading.droppedIndices.insert(index)
          }
        }
        return reading
      })
  }

  /// The elements of a stack, saved as an array of pairs, root first, and migrated as one stack.
  static func stack<Element: Hashable>(_ type: Element.Type) -> DocumentForm<[Element]> {
    DocumentForm(
      depth: 2,
      write: { (elements, writer, path) throws(NavCodingError) in
        try writer.stack(elements, at: .stack(path))
      },
      read: { (reader, json, path) throws(NavCodingError) in
        let pairs = try DocumentShape.pairs(of: json, at: path, tagCount: reader.tags.count)
        return .init(value: try reader.stack(pairs, at: .stack(path), as: Element.self))
      })
  }

  /// A nested savable state in its own layout.
  static func state<Member: NavSavableState>(_ type: Member.Type) -> DocumentForm<Member> {
    let layout = Member.sharedLayout
    return DocumentForm(
      depth: layout.depth,
      write: { (state, writer, path) throws(NavCodingError) in
        try layout.writePart(state, into: &writer, at: path)
      },
      read: { (reader, json, path) throws(NavCodingError) in
        .init(value: try layout.readPart(json, with: &reader, at: path))
      })
  }

  /// A string-backed enumeration, saved as its raw value.
  static func rawValue<Value: RawRepresentable<String> & CaseIterable>(_ type: Value.Type)
    -> DocumentForm<Value>
  {
    DocumentForm(
      depth: 0,
      write: { (value, writer, _) in
        writer.write(raw: NavJSONValue.string(value.rawValue).jsonString)
      },
      read: { (_, json, path) throws(NavCodingError) in
        .init(value: try DocumentShape.rawValue(Value.self, from: json, at: path))
      })
  }

  /// A count from 0, saved as a JSON integer; `noun` says what it counts, as in
  /// `elements to pop`.
  static func count(of noun: String) -> DocumentForm<Int> {
    DocumentForm(
      depth: 0,
      write: { (count, writer, path) throws(NavCodingError) in
        guard count >= 0 else {
          throw NavCodingError(
            .invalidValue, jsonPath: path, reason: "a number of \(noun) cannot be \(count)")
        }
        writer.write(raw: String(count))
      },
      read: { (_, json, path) throws(NavCodingError) in
        .init(value: try DocumentShape.count(json, at: path, of: noun))
      })
  }

  /// A value that may be absent, saved as `null` when it is.
  static func optional<Value>(_ form: DocumentForm<Value>) -> DocumentForm<Value?> {
    DocumentForm<Value?>(
      depth: form.depth,
      write: { (value, writer, path) throws(NavCodingError) in
        guard let value else { return writer.write(raw: "null") }
        try form.write(value, &writer, path)
      },
      read: { (reader, json, path) throws(NavCodingError) in
        if case .null = json { return .init(value: .some(nil)) }
        let reading = try form.read(&reader, json, path)
        return .init(value: reading.value.map { .some($0) }, droppedIndices: reading.droppedIndices)
      })
  }

  /// A change of a value, saved as `{"from":…,"to":…}` with each side in `side`'s form, or
  /// `null` when the value stays; dropped when either side is.
  static func change<Value: Hashable>(of side: DocumentForm<Value>) -> DocumentForm<
    ValueTransition<Value>?
  > {
    DocumentForm<ValueTransition<Value>?>(
      depth: 1 + side.depth,
      write: { (change, writer, path) throws(NavCodingError) in
        guard let change else { return writer.write(raw: "null") }
        writer.write(raw: "{\"from\":")
        try side.write(change.old, &writer, path.appending("from"))
        writer.write(raw: ",\"to\":")
        try side.write(change.new, &writer, path.appending("to"))
        writer.write(raw: "}")
      },
      read: { (reader, json, path) throws(NavCodingError) in
        if case .null = json { return .init(value: .some(nil)) }
        let sides = try DocumentShape.members(of: json, at: path, keys: ["from", "to"])
        let from = try side.read(&reader, sides[0], path.appending("from")).value
        let to = try side.read(&reader, sides[1], path.appending("to")).value
        guard let from, let to else { return .init(value: nil) }
        return .init(value: ValueTransition(from: from, to: to))
      })
  }
}
