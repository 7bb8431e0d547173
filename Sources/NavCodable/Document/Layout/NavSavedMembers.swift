internal import NavCore

/// The members of a composite state as its document restored them, by key path: what
/// ``NavDocumentLayout/init(_:build:)`` passes to its `build` closure.
///
/// ```swift
/// InboxTabs(
///   selection: saved[\.selection], inbox: saved[\.inbox],
///   badge: saved[\.badge], sheet: saved[\.sheet])
/// ```
public struct NavSavedMembers<State> {
  private var values: [AnyKeyPath: Any] = [:]
  /// Where each member is in the document.
  private var paths: [AnyKeyPath: NavJSONPath] = [:]
  /// The members the prefix policy dropped.
  private var droppedMembers: Set<AnyKeyPath> = []
  /// The entries each list member lost.
  private var droppedIndices: [AnyKeyPath: Set<Int>] = [:]
  /// The first member the state cannot do without that was dropped.
  private(set) var requiredDrop: NavJSONPath?

  init() {}

  /// The restored value of a member.
  ///
  /// - Parameter keyPath: The member's key path, as the layout lists it.
  /// - Precondition: The layout lists a member at `keyPath`, before any member that reads it.
  public subscript<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    guard let value = values[keyPath], let typed = value as? Value else {
      preconditionFailure(
        "NavSavedMembers: no member at \(keyPath) was read; list it in the layout, before "
          + "any member that depends on it")
    }
    return typed
  }

  /// Records a member as read.
  ///
  /// - Parameter whenDropped: The value of the member when it was dropped, or `nil` when the
  ///   state cannot be built without it.
  mutating func store<Value>(
    _ reading: DocumentForm<Value>.Reading, of keyPath: KeyPath<State, Value>, at path: NavJSONPath,
    whenDropped: Value?
  ) {
    paths[keyPath] = path
    if !reading.droppedIndices.isEmpty { droppedIndices[keyPath] = reading.droppedIndices }
    if let value = reading.value {
      values[keyPath] = value
      return
    }
    droppedMembers.insert(keyPath)
    if let whenDropped {
      values[keyPath] = whenDropped
    } else if requiredDrop == nil {
      requiredDrop = path
    }
  }

  /// Why a member that depends on `dependencies` loses what it holds: the first of them that
  /// was dropped, or any member the state cannot do without; `nil` when none was.
  func dropCause(among dependencies: [PartialKeyPath<State>]) -> String? {
    if let requiredDrop { return "\(requiredDrop) was dropped" }
    guard let dropped = dependencies.first(where: droppedMembers.contains) else { return nil }
    return "\(path(of: dropped)) was dropped"
  }

  /// Why entry `index` of a list aligned with `entries` is dropped, or `nil` when it is not.
  func dropCause(ofEntry index: Int, in entries: PartialKeyPath<State>) -> String? {
    guard droppedIndices[entries]?.contains(index) == true else { return nil }
    return "\(path(of: entries).appending(index)) was dropped"
  }

  /// Whether a list member lost entries.
  func hasDroppedEntries(_ keyPath: AnyKeyPath) -> Bool {
    droppedIndices[keyPath]?.isEmpty == false
  }

  /// The error for members that were restored but do not fit together, to throw from the
  /// `build` closure of ``NavDocumentLayout/init(_:build:)``: an
  /// `NavCodingError.Kind.inconsistentState` error at the member, as the library's own
  /// composites report a selected tab that is not one of the tabs.
  ///
  /// ```swift
  /// guard saved[\.badge] <= saved[\.inbox].count else {
  ///   throw saved.inconsistency(
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
    paths[keyPath] ?? NavJSONPath()
  }
}
