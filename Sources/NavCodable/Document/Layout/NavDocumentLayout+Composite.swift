internal import NavCore

extension NavDocumentLayout {
  /// The layout of a composite state, from its members listed once, in the order its document
  /// writes them: the writer, the reader and the nesting depth are derived from the list.
  ///
  /// A tab bar with an inbox badge and a presented sheet:
  ///
  /// ```swift
  /// struct InboxTabs: Hashable {
  ///   var selection: AppTab
  ///   var inbox: NavPath
  ///   var badge: Int
  ///   var sheet: Sheet?
  /// }
  ///
  /// extension InboxTabs: NavSavableState {
  ///   static var documentLayout: NavDocumentLayout<Self> {
  ///     NavDocumentLayout(
  ///       .value("selection", \.selection),
  ///       .state("inbox", \.inbox),
  ///       .count("badge", \.badge, of: "unread messages"),
  ///       .optionalValue("sheet", \.sheet)
  ///     ) { restored in
  ///       InboxTabs(
  ///         selection: restored[\.selection], inbox: restored[\.inbox],
  ///         badge: restored[\.badge], sheet: restored[\.sheet])
  ///     }
  ///   }
  /// }
  /// // {"v":1,"t":["tab","Swift.Int","sheet"],
  /// //  "state":{"selection":[0,"inbox"],"inbox":[[1,7]],"badge":3,
  /// //  "sheet":[2,"compose"]}}  (one line)
  /// ```
  ///
  /// - Parameters:
  ///   - members: The state's members; each name once.
  ///   - build: The state from its restored members. An error it throws is an
  ///     `NavCodingError.Kind.inconsistentState` error at the state's path; a
  ///     ``NavCodingError`` keeps its kind, and is placed at the state when it has no path.
  /// - Precondition: No two members have the same name.
  public init(
    _ members: Member...,
    build: @escaping (RestoredMembers) throws -> State
  ) {
    let names = members.map(\.name)
    if let repeated = names.indices.first(where: { names[..<$0].contains(names[$0]) }) {
      preconditionFailure("NavDocumentLayout: two members are named \(names[repeated])")
    }
    // `{"name":` for the first member, `,"name":` for the others, written once.
    let keys = names.indices.map {
      ($0 == 0 ? "{" : ",") + NavJSONValue.string(names[$0]).jsonString + ":"
    }
    // Each name as its JSON string, as the in-place reader finds it.
    let quotedNames = names.map { Array(NavJSONValue.string($0).jsonString.utf8) }
    /// The state from its members read so far: those before `first` already stored in `restored`,
    /// the rest from their JSON; `nil` when the prefix policy dropped a member it cannot do
    /// without.
    func complete(
      _ parts: [NavJSONValue], from first: Int, _ reader: inout DocumentReader,
      _ restored: inout RestoredMembers, at path: NavJSONPath
    ) throws(NavCodingError) -> State? {
      // By index, not `zip`: Docs/Performance.md, "NavCodable: composite states' key paths made
      // once".
      for index in first..<members.count {
        let member = members[index]
        try member.read(&reader, parts[index], path.appending(member.name), &restored)
      }
      if let dropped = restored.requiredDrop {
        reader.unrestorable = reader.unrestorable ?? dropped
        return nil
      }
      do {
        return try build(restored)
      } catch {
        throw buildFailure(error, at: path)
      }
    }
    let read: (inout DocumentReader, NavJSONValue, NavJSONPath) throws(NavCodingError) -> State? =
      { (reader, json, path) throws(NavCodingError) in
        let parts = try DocumentShape.members(of: json, at: path, keys: names)
        var restored = RestoredMembers()
        return try complete(parts, from: 0, &reader, &restored, at: path)
      }
    self.init(
      shape: .composite(
        depth: 1 + (members.map(\.depth).max() ?? 0),
        write: { (state, writer, path) throws(NavCodingError) in
          for (member, key) in zip(members, keys) {
            writer.write(raw: key)
            try member.write(state, &writer, path.appending(member.name))
          }
          writer.write(raw: members.isEmpty ? "{}" : "}")
        },
        read: read,
        readInPlace: { (parser, context, path, depth) throws(JSONParser.Failure) in
          parser.skipWhitespace()
          guard parser.skip("{") else {
            return try parser.placedTree(depth: depth, path: path) {
              (reader, json, path) throws(NavCodingError) in
              .init(value: try read(&reader, json, path))
            }
          }
          var restored = RestoredMembers()
          // The members read, in the order of the layout, and what is left of the last one.
          // Not compared with `nil` nor passed to a generic function: below macOS 15 and its
          // siblings, the runtime has no metadata for a typed-throws function type.
          var count = 0
          var stopped: PlacedMemberRest<State>?
          var isStopped = false
          var resume = parser.position
          while count < members.count, !isStopped,
            parser.skipMemberName(quoted: quotedNames[count], first: count == 0)
          {
            let member = members[count]
            do throws(JSONParser.Failure) {
              if let rest = try member.readInPlace(
                &parser, context, path.appending(member.name), depth + 1, &restored)
              {
                stopped = rest
                isStopped = true
              }
            } catch {
              var error = error
              error.reversedPath.append(.key(member.name))
              throw error
            }
            count += 1
            resume = parser.position
          }
          parser.position = resume
          if !isStopped, count == members.count, parser.skipToken("}") {
            do {
              return .read(try build(restored))
            } catch {
              let failure = buildFailure(error, at: path)
              return .rest { (_) throws(NavCodingError) in throw failure }
            }
          }
          // The general reader goes on from here: the other members as JSON, read once the whole
          // document is.
          parser.position = resume
          var rest = names[..<count].map { (key: $0, value: NavJSONValue.null) }
          try parser.parseMembers(into: &rest, depth: depth + 1, afterMember: count > 0)
          rest.removeFirst(count)
          return .rest { [restored, stopped, count, rest] (reader) throws(NavCodingError) in
            let parts = try DocumentShape.members(rest, at: path, keys: names, after: count)
            var restored = restored
            if let stopped { try stopped(&reader, &restored) }
            return .init(value: try complete(parts, from: count, &reader, &restored, at: path))
          }
        }))
  }
}

/// The document error for a state whose restored members do not fit together.
private func buildFailure(_ error: any Error, at path: NavJSONPath) -> NavCodingError {
  if var error = error as? NavCodingError {
    error.location.jsonPath = error.location.jsonPath ?? path
    return error
  }
  return NavCodingError(.inconsistentState, jsonPath: path, reason: "\(error)")
}
