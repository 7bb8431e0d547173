internal import NavCore

extension NavDocumentLayout {
  /// The members of a composite state as its document restored them, by key path: what
  /// ``NavDocumentLayout/init(_:build:)`` passes to its `build` closure.
  ///
  /// ```swift
  /// InboxTabs(
  ///   selection: restored[\.selection], inbox: restored[\.inbox],
  ///   badge: restored[\.badge], sheet: restored[\.sheet])
  /// ```
  public struct RestoredMembers {
    /// The members read so far, in the order of the layout: a few, so found by a scan, which
    /// costs less than hashing a key path.
    private var members: [RestoredMember] = []
    /// The first member the state cannot do without that was dropped.
    private(set) var requiredDrop: NavJSONPath?

    init() {}

    /// The member last read at `keyPath`: the same key path instance as the layout's, or an equal
    /// one.
    private func member(at keyPath: AnyKeyPath) -> RestoredMember? {
      // By index, not `last(where:)`: Docs/Performance.md, "1.0 surface (2026-12-05, issue 42)".
      for index in members.indices.reversed() where members[index].keyPath === keyPath {
        return members[index]
      }
      for index in members.indices.reversed() where members[index].keyPath == keyPath {
        return members[index]
      }
      return nil
    }

    /// The restored value of a member.
    ///
    /// - Parameter keyPath: The member's key path, as the layout lists it.
    /// - Precondition: The layout lists a member at `keyPath`, before any member that reads it.
    public subscript<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
      guard let value = member(at: keyPath)?.value else {
        preconditionFailure(
          "NavDocumentLayout.RestoredMembers: no member at \(keyPath) was read; list it in the "
            + "layout, before any member that depends on it")
      }
      // A member stored at an equal key path holds a `Value`; `as!`, not `as?`:
      // Docs/Performance.md, "NavCodable: generic decodes without run-time look-ups around the
      // state".
      return value as! Value
    }

    /// Records a member as read.
    ///
    /// - Parameter whenDropped: The value of the member when it was dropped, or `nil` when the
    ///   state cannot be built without it.
    mutating func store<Value>(
      _ reading: DocumentForm<Value>.Reading, of keyPath: KeyPath<State, Value>,
      at path: NavJSONPath,
      whenDropped: Value?
    ) {
      let isDropped = reading.value == nil
      if isDropped, whenDropped == nil, requiredDrop == nil { requiredDrop = path }
      members.append(
        RestoredMember(
          keyPath: keyPath, value: reading.value ?? whenDropped, path: path, isDropped: isDropped,
          droppedIndices: reading.droppedIndices))
    }

    /// Records a member read whole where it lies, with nothing dropped.
    mutating func store<Value>(
      read value: Value, of keyPath: KeyPath<State, Value>, at path: NavJSONPath
    ) {
      members.append(
        RestoredMember(
          keyPath: keyPath, value: value, path: path, isDropped: false, droppedIndices: []))
    }

    /// Why a member that depends on `dependencies` loses what it holds: the first of them that
    /// was dropped, or any member the state cannot do without; `nil` when none was.
    func dropCause(among dependencies: [PartialKeyPath<State>]) -> String? {
      if let requiredDrop { return "\(requiredDrop) was dropped" }
      guard let dropped = dependencies.first(where: { member(at: $0)?.isDropped == true }) else {
        return nil
      }
      return "\(path(of: dropped)) was dropped"
    }

    /// Why entry `index` of a list aligned with `entries` is dropped, or `nil` when it is not.
    func dropCause(ofEntry index: Int, in entries: PartialKeyPath<State>) -> String? {
      guard member(at: entries)?.droppedIndices.contains(index) == true else { return nil }
      return "\(path(of: entries).appending(index)) was dropped"
    }

    /// Whether a list member lost entries.
    func hasDroppedEntries(_ keyPath: AnyKeyPath) -> Bool {
      member(at: keyPath)?.droppedIndices.isEmpty == false
    }

    /// The error for members that were restored but do not fit together, to throw from the
    /// `build` closure of ``NavDocumentLayout/init(_:build:)``: an
    /// `NavCodingError.Kind.inconsistentState` error at the member, as the library's own
    /// composites report a selected tab that is not one of the tabs.
    ///
    /// ```swift
    /// guard restored[\.badge] <= restored[\.inbox].count else {
    ///   throw restored.inconsistency(
    ///     InboxError.moreUnreadThanMessages, at: \.badge)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - error: Why the members do not fit; its description is the error's reason.
    ///   - keyPath: The member the fault is in, or `nil` for the state as a whole.
    ///   - index: The position of the faulty entry when the member is a list.
    /// - Returns: The error, at the member's path in the document (and its entry's).
    public func inconsistency(
      _ error: any Error, at keyPath: PartialKeyPath<State>?, index: Int? = nil
    ) -> NavCodingError {
      var place = keyPath.map { path(of: $0) }
      if let index { place = place?.appending(index) }
      return NavCodingError(.inconsistentState, jsonPath: place, reason: "\(error)")
    }

    /// Where a member read so far is in the document.
    func path(of keyPath: AnyKeyPath) -> NavJSONPath {
      member(at: keyPath)?.path ?? NavJSONPath()
    }
  }
}

/// One member of a composite state as read.
// Not nested in the generic `RestoredMembers`: Docs/Performance.md,
// "NavCodable: generic code without run-time look-ups".
private struct RestoredMember {
  let keyPath: AnyKeyPath
  /// Its value, or `nil` when it was dropped and the state cannot be built without it.
  let value: Any?
  /// Where it is in the document.
  let path: NavJSONPath
  /// Whether the prefix policy dropped it.
  let isDropped: Bool
  /// The entries a list member lost.
  let droppedIndices: Set<Int>
}
