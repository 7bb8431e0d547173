internal import NavCore

extension NavDocumentLayout.Member {
  /// A list of nested savable states, saved as an array of their own layouts: a tab view's
  /// stacks, the presentations above a base, the stack changes of a transition.
  ///
  /// Under the prefix policy, an entry dropped as a whole (a value it cannot do without was) is
  /// left out; with `cutAfterDropped`, every entry after it is dropped too, as the presentations
  /// above a dropped one are. With `alignedWith`, entry *i* belongs to value *i* of another list
  /// (a tab's stack to its tab), and is dropped when that value is.
  ///
  /// ```swift
  /// .states("stacks", \.stacks, alignedWith: \.tabs)
  /// .states("presentations", \.presentations, cutAfterDropped: true)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the states are in the state.
  ///   - entries: The list, listed before this member, whose values the states belong to.
  ///   - cutAfterDropped: Whether an entry dropped as a whole drops every entry after it.
  /// - Returns: The member.
  public static func states<Nested: NavSavableState>(
    _ name: String, _ keyPath: KeyPath<State, [Nested]>,
    alignedWith entries: PartialKeyPath<State>? = nil, cutAfterDropped: Bool = false
  ) -> Self {
    let form = DocumentForms.state(Nested.self)
    /// Reads the entries, each as the in-place reader left it, and stores them.
    func complete(
      _ items: [PlacedEntry<Nested>], _ reader: inout DocumentReader,
      _ restored: inout NavDocumentLayout<State>.RestoredMembers, at path: NavJSONPath
    ) throws(NavCodingError) {
      let outerCause = restored.dropCause(among: [])
      var reading = DocumentForm<[Nested]>.Reading(value: [])
      for (index, item) in items.enumerated() {
        let entryPath = path.appending(index)
        let cause = outerCause ?? alignment(index, restored)
        let member = try reader.dropping(because: cause) { (reader) throws(NavCodingError) in
          switch item {
          case .read(let member): member
          case .rest(let rest): try rest(&reader).value
          case .json(let json): try form.read(&reader, json, entryPath).value
          }
        }
        if let member, cause == nil {
          reading.value?.append(member)
          continue
        }
        reading.droppedIndices.insert(index)
        guard cutAfterDropped, cause == nil else { continue }
        for later in (index + 1)..<items.count {
          reader.drop(path.appending(later), because: "\(entryPath) below it was dropped")
          reading.droppedIndices.insert(later)
        }
        break
      }
      restored.store(reading, of: keyPath, at: path, whenDropped: nil)
    }
    /// Why entry `index` is dropped with the value of `entries` it belongs to.
    func alignment(_ index: Int, _ restored: NavDocumentLayout<State>.RestoredMembers) -> String? {
      entries.flatMap { restored.dropCause(ofEntry: index, in: $0) }
    }
    let read: Read = { (reader, json, path, restored) throws(NavCodingError) in
      let items = try DocumentShape.array(json, at: path).map(PlacedEntry<Nested>.json)
      try complete(items, &reader, &restored, at: path)
    }
    return Self(
      name: name, depth: 1 + form.depth,
      write: { (state, writer, path) throws(NavCodingError) in
        writer.write(raw: "[")
        for (index, member) in state[keyPath: keyPath].enumerated() {
          if index > 0 { writer.write(raw: ",") }
          try form.write(member, &writer, path.appending(index))
        }
        writer.write(raw: "]")
      },
      read: read,
      readInPlace: { (parser, context, path, depth, restored) throws(JSONParser.Failure) in
        guard parser.skipToken("[") else {
          return try parser.placedMember(depth: depth, path: path, read: read)
        }
        var members: [Nested] = []
        if !parser.skipToken("]") {
          while true {
            let index = members.count
            parser.skipWhitespace()
            let placed: Placed<Nested>
            do throws(JSONParser.Failure) {
              placed = try form.readInPlace(&parser, context, path.appending(index), depth + 1)
            } catch {
              var error = error
              error.reversedPath.append(.index(index))
              throw error
            }
            if case .read(let member) = placed, parser.skipToken(",") {
              members.append(member)
              continue
            }
            if case .read(let member) = placed, parser.skipToken("]") {
              members.append(member)
              break
            }
            // Stopped inside the entry or after it: the rest of the list as JSON.
            var items = members.map(PlacedEntry.read)
            switch placed {
            case .read(let member): items.append(.read(member))
            case .rest(let rest): items.append(.rest(rest))
            }
            var rest: [NavJSONValue] = []
            try parser.parseItems(into: &rest, from: index + 1, depth: depth + 1, afterItem: true)
            items += rest.map(PlacedEntry.json)
            return { [items] (reader, restored) throws(NavCodingError) in
              try complete(items, &reader, &restored, at: path)
            }
          }
        }
        restored.store(read: members, of: keyPath, at: path)
        return nil
      })
  }
}
