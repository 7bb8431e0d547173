internal import NavCore

extension NavDocumentMember {
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
  public static func states<Member: NavSavableState>(
    _ name: String, _ keyPath: KeyPath<State, [Member]>,
    alignedWith entries: PartialKeyPath<State>? = nil, cutAfterDropped: Bool = false
  ) -> Self {
    let form = DocumentForms.state(Member.self)
    return NavDocumentMember(
      name: name, depth: 1 + form.depth,
      write: { (state, writer, path) throws(NavCodingError) in
        writer.write(raw: "[")
        for (index, member) in state[keyPath: keyPath].enumerated() {
          if index > 0 { writer.write(raw: ",") }
          try form.write(member, &writer, path.appending(index))
        }
        writer.write(raw: "]")
      },
      read: { (reader, json, path, saved) throws(NavCodingError) in
        let items = try DocumentShape.array(json, at: path)
        let outerCause = saved.dropCause(among: [])
        var reading = DocumentForm<[Member]>.Reading(value: [])
        for (index, item) in items.enumerated() {
          let itemPath = path.appending(index)
          let cause =
            outerCause
            ?? entries.flatMap { saved.dropCause(ofEntry: index, in: $0) }
          let member = try reader.dropping(because: cause) { (reader) throws(NavCodingError) in
            try form.read(&reader, item, itemPath).value
          }
          if let member, cause == nil {
            reading.value?.append(member)
            continue
          }
          reading.droppedIndices.insert(index)
          guard cutAfterDropped, cause == nil else { continue }
          for later in (index + 1)..<items.count {
            reader.drop(path.appending(later), because: "\(itemPath) below it was dropped")
            reading.droppedIndices.insert(later)
          }
          break
        }
        saved.store(reading, of: keyPath, at: path, whenDropped: nil)
      })
  }
}
