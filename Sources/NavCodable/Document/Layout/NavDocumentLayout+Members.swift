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
  ///     ) { saved in
  ///       InboxTabs(
  ///         selection: saved[\.selection], inbox: saved[\.inbox],
  ///         badge: saved[\.badge], sheet: saved[\.sheet])
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
    _ members: NavDocumentMember<State>...,
    build: @escaping (NavSavedMembers<State>) throws -> State
  ) {
    let names = members.map(\.name)
    if let repeated = names.indices.first(where: { names[..<$0].contains(names[$0]) }) {
      preconditionFailure("NavDocumentLayout: two members are named \(names[repeated])")
    }
    // `{"name":` for the first member, `,"name":` for the others, written once.
    let keys = names.indices.map {
      ($0 == 0 ? "{" : ",") + NavJSONValue.string(names[$0]).jsonString + ":"
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
        read: { (reader, json, path) throws(NavCodingError) in
          let parts = try DocumentShape.members(of: json, at: path, keys: names)
          var saved = NavSavedMembers<State>()
          // By index: a `zip` of generic arrays asks for its iterator's metadata at each step.
          for index in members.indices {
            let member = members[index]
            try member.read(&reader, parts[index], path.appending(member.name), &saved)
          }
          if let dropped = saved.requiredDrop {
            reader.unrestorable = reader.unrestorable ?? dropped
            return nil
          }
          do {
            return try build(saved)
          } catch {
            throw buildFailure(error, at: path)
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
