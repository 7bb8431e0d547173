internal import NavCore

/// How one value of a composite state is written and read: the part of a member's layout that
/// does not depend on the state holding it, so a change's two sides are written like the value
/// itself.
struct DocumentForm<Value> {
  /// The JSON levels the value adds above a payload.
  let depth: Int
  let write: (Value, inout DocumentWriter, NavJSONPath) throws(NavCodingError) -> Void
  let read: Read<Value>
  /// Reads the value where it lies in a whole-app document, from a parser at the value, in a
  /// container at the given depth.
  let readInPlace:
    (inout JSONParser, PlacedContext, NavJSONPath, Int) throws(JSONParser.Failure) -> Placed<Value>

  /// A value as read: `nil` when the prefix policy dropped it, with the positions of the entries
  /// a list lost.
  struct Reading {
    var value: Value?
    var droppedIndices: Set<Int> = []

    /// The reading as that of a value that may be absent.
    var optional: DocumentForm<Value?>.Reading {
      .init(value: value.map { .some($0) }, droppedIndices: droppedIndices)
    }
  }
}

/// How a form reads a value from its JSON at a path.
typealias Read<Value> =
  (inout DocumentReader, NavJSONValue, NavJSONPath) throws(NavCodingError) ->
  DocumentForm<Value>.Reading

/// The forms of the values a composite state holds.
enum DocumentForms {
  /// A registered value, saved as one `[tagPosition, payload]` pair.
  static func value<Value: Hashable>(_ type: Value.Type) -> DocumentForm<Value> {
    let read: Read<Value> = { (reader, json, path) throws(NavCodingError) in
      .init(value: try reader.value(Value.self, from: json, at: path))
    }
    return DocumentForm(
      depth: 1,
      write: { (value, writer, path) throws(NavCodingError) in try writer.value(value, at: path) },
      read: read,
      readInPlace: { (parser, context, path, depth) throws(JSONParser.Failure) in
        if let value = parser.placedPair(as: Value.self, context: context, depth: depth) {
          return .read(value)
        }
        return try parser.placedTree(depth: depth, path: path, read: read)
      })
  }

  /// A list of registered values, saved as an array of pairs; one that cannot be restored is
  /// left out under the prefix policy.
  static func values<Value: Hashable>(_ type: Value.Type) -> DocumentForm<[Value]> {
    let read: Read<[Value]> = { (reader, json, path) throws(NavCodingError) in
      var reading = DocumentForm<[Value]>.Reading(value: [])
      try readValues(DocumentShape.array(json, at: path), at: path, into: &reading, with: &reader)
      return reading
    }
    return DocumentForm(
      depth: 2,
      write: { (values, writer, path) throws(NavCodingError) in
        writer.write(raw: "[")
        for (index, value) in values.enumerated() {
          if index > 0 { writer.write(raw: ",") }
          try writer.value(value, at: path.appending(index))
        }
        writer.write(raw: "]")
      },
      read: read,
      readInPlace: { (parser, context, path, depth) throws(JSONParser.Failure) in
        guard
          let placed = try parser.placedPairs(
            as: Value.self, context: context, depth: depth, limit: .max)
        else { return try parser.placedTree(depth: depth, path: path, read: read) }
        guard let rest = placed.rest else { return .read(placed.elements) }
        return .rest { (reader) throws(NavCodingError) in
          var reading = DocumentForm<[Value]>.Reading(value: placed.elements)
          try readValues(
            rest, from: placed.elements.count, at: path, into: &reading, with: &reader)
          return reading
        }
      })
  }

  /// Reads the values of a list from their JSON, the first at `firstIndex`, into `reading`,
  /// recording the positions of those dropped.
  private static func readValues<Value: Hashable>(
    _ items: [NavJSONValue], from firstIndex: Int = 0, at path: NavJSONPath,
    into reading: inout DocumentForm<[Value]>.Reading, with reader: inout DocumentReader
  ) throws(NavCodingError) {
    for (offset, item) in items.enumerated() {
      let index = firstIndex + offset
      if let value = try reader.value(Value.self, from: item, at: path.appending(index)) {
        reading.value?.append(value)
      } else {
        reading.droppedIndices.insert(index)
      }
    }
  }

  /// The elements of a stack, saved as an array of pairs, root first, and migrated as one stack.
  static func stack<Element: Hashable>(_ type: Element.Type) -> DocumentForm<[Element]> {
    let read: Read<[Element]> = { (reader, json, path) throws(NavCodingError) in
      let pairs = try DocumentShape.pairs(of: json, at: path, tagCount: reader.tags.count)
      return .init(value: try reader.stack(pairs, at: .stack(path), as: Element.self))
    }
    return DocumentForm(
      depth: 2,
      write: { (elements, writer, path) throws(NavCodingError) in
        try writer.stack(elements, at: .stack(path))
      },
      read: read,
      readInPlace: { (parser, context, path, depth) throws(JSONParser.Failure) in
        guard
          let placed = try parser.placedPairs(
            as: Element.self, context: context, depth: depth,
            limit: context.limits.maxElementCount)
        else { return try parser.placedTree(depth: depth, path: path, read: read) }
        guard let rest = placed.rest else { return .read(placed.elements) }
        let before = placed.elements
        return .rest { (reader) throws(NavCodingError) in
          let pairs = try DocumentShape.pairs(
            of: .array(rest), at: path, from: before.count, tagCount: reader.tags.count)
          let after = try reader.stack(
            pairs, at: .stack(path), firstIndex: before.count, readBefore: before.count,
            as: Element.self)
          return .init(value: before + after)
        }
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
      },
      readInPlace: layout.readPartInPlace)
  }

  /// A value saved as its string raw value: a string-backed enumeration, or a struct with
  /// static members such as a presentation style.
  static func rawValue<Value: RawRepresentable<String>>(_ type: Value.Type)
    -> DocumentForm<Value>
  {
    DocumentForm(
      depth: 0,
      write: { (value, writer, _) in
        writer.write(raw: NavJSONValue.string(value.rawValue).jsonString)
      },
      read: { (_, json, path) throws(NavCodingError) in
        .init(value: try DocumentShape.rawValue(Value.self, from: json, at: path))
      },
      readInPlace: { (parser, _, path, depth) throws(JSONParser.Failure) in
        try parser.placedValue(depth: depth) { (json) throws(NavCodingError) in
          try DocumentShape.rawValue(Value.self, from: json, at: path)
        }
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
      },
      readInPlace: { (parser, _, path, depth) throws(JSONParser.Failure) in
        try parser.placedValue(depth: depth) { (json) throws(NavCodingError) in
          try DocumentShape.count(json, at: path, of: noun)
        }
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
        return try form.read(&reader, json, path).optional
      },
      readInPlace: { (parser, context, path, depth) throws(JSONParser.Failure) in
        parser.skipWhitespace()
        if parser.skip("null") { return .read(nil) }
        switch try form.readInPlace(&parser, context, path, depth) {
        case .read(let value): return .read(value)
        case .rest(let rest):
          return .rest { (reader) throws(NavCodingError) in try rest(&reader).optional }
        }
      })
  }

  /// A change of a value, saved as `{"from":…,"to":…}` with each side in `side`'s form, or
  /// `null` when the value stays; dropped when either side is.
  static func change<Value: Hashable>(of side: DocumentForm<Value>) -> DocumentForm<
    ValueTransition<Value>?
  > {
    let read: Read<ValueTransition<Value>?> = { (reader, json, path) throws(NavCodingError) in
      if case .null = json { return .init(value: .some(nil)) }
      let sides = try DocumentShape.members(of: json, at: path, keys: ["from", "to"])
      let from = try side.read(&reader, sides[0], path.appending("from")).value
      let to = try side.read(&reader, sides[1], path.appending("to")).value
      guard let from, let to else { return .init(value: nil) }
      return .init(value: ValueTransition(from: from, to: to))
    }
    return DocumentForm<ValueTransition<Value>?>(
      depth: 1 + side.depth,
      write: { (change, writer, path) throws(NavCodingError) in
        guard let change else { return writer.write(raw: "null") }
        writer.write(raw: "{\"from\":")
        try side.write(change.old, &writer, path.appending("from"))
        writer.write(raw: ",\"to\":")
        try side.write(change.new, &writer, path.appending("to"))
        writer.write(raw: "}")
      },
      read: read,
      readInPlace: { (parser, _, path, depth) throws(JSONParser.Failure) in
        parser.skipWhitespace()
        if parser.skip("null") { return .read(nil) }
        return try parser.placedTree(depth: depth, path: path, read: read)
      })
  }
}
