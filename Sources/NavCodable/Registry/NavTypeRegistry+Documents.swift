internal import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Saving and restoring any navigation state as one JSON document.
extension NavTypeRegistry {
  /// Encodes a navigation state as one JSON document, at the schema's version; the same state
  /// always gives the same bytes.
  ///
  /// ```swift
  /// let data = try registry.encode(
  ///   NavPath([Category.desserts, Recipe(id: 42)]))
  /// // {"v":1,"t":["category","recipe"],
  /// //  "stack":[[0,"desserts"],[1,{"id":42}]]}  (one line)
  /// ```
  ///
  /// - Parameter state: The state to save. The types of its elements and single values must be
  ///   registered.
  /// - Returns: Compact UTF-8 JSON: `v` (the version), `t` (the tags), then `stack` for a
  ///   stack, or `state` for a composite state, as in
  ///   `{"v":1,"t":["tab"],"state":{"tabs":[[0,"home"]],"selection":[0,"home"],...}}`.
  /// - Throws: ``NavCodingError`` naming the first value whose type is not registered or that
  ///   cannot be written as JSON.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode<State: NavSavableState>(_ state: State) throws(NavCodingError) -> Data {
    try document(of: state)
  }

  /// Decodes a navigation state from one JSON document, all or nothing, migrating older
  /// documents. Equivalent to `restore(type, from: bytes, policy: .strict, limits: limits).state`.
  /// A server reads a request body where it lies:
  ///
  /// ```swift
  /// let path = try registry.decode(NavPath.self, from: data)
  /// let tabs = try registry.decode(
  ///   TabsState<AppTab, NavPath>.self, from: data)
  /// let pushed = try buffer.withUnsafeReadableBytes {
  ///   try registry.decode(NavPath.self, from: $0)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - bytes: JSON as ``encode(_:)`` writes it, of this or an older version: `Data`,
  ///     `[UInt8]`, an `UnsafeRawBufferPointer` or any contiguous bytes.
  ///   - limits: Bounds on the input; the element limit applies to each stack.
  /// - Returns: The state.
  /// - Throws: ``NavCodingError`` saying what failed, where and why, including parts that do
  ///   not fit together (a selection that is not one of the tabs).
  /// - Complexity: O(*n*), where *n* is the size of the input.
  @_specialize(where State == NavPath, Bytes == Data)
  @_specialize(where State == NavPath, Bytes == UnsafeRawBufferPointer)
  public func decode<State: NavSavableState, Bytes: ContiguousBytes>(
    _ type: State.Type, from bytes: Bytes, limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> State {
    try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try decodeState(type, from: bytes, limits: limits)
    }
  }

  /// Restores a navigation state from one JSON document under a policy, migrating older
  /// documents, and reports the document's version, the migrations that ran and what was
  /// dropped. Every stack and every single value goes through the same migrations and the same
  /// policy, whatever state holds it.
  ///
  /// ```swift
  /// let restoration = try registry.restore(
  ///   NavPath.self, from: data, policy: .prefix)
  /// for dropped in restoration.dropped { log(dropped) }
  /// show(restoration.state)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - bytes: JSON as ``encode(_:)`` writes it.
  ///   - policy: What to do with elements and values that cannot be restored; by default, all
  ///     or nothing.
  ///   - limits: Bounds on the input.
  /// - Returns: The restoration: its ``NavRestoration/state``, what was dropped, the saved
  ///   version and the migrations applied.
  /// - Throws: ``NavCodingError`` when the document cannot be read, and under
  ///   ``NavDecodingPolicy/strict`` for the first element or value that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  @_specialize(where State == NavPath, Bytes == Data)
  @_specialize(where State == NavPath, Bytes == UnsafeRawBufferPointer)
  public func restore<State: NavSavableState, Bytes: ContiguousBytes>(
    _ type: State.Type, from bytes: Bytes, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<State> {
    try withBytes(of: bytes) { (bytes) throws(NavCodingError) in
      try decodeDocument(type, from: bytes, policy: policy, limits: limits)
    }
  }

  /// Decodes a navigation state from a document already read, all or nothing, migrating an older
  /// one, without writing it out and reading it again: a service that inspected or stored a
  /// ``NavDocument`` restores its state directly. Equivalent to
  /// `restore(type, from: document, policy: .strict, limits: limits).state`.
  ///
  /// ```swift
  /// let document = try NavDocument(jsonBytes: body)
  /// let path = try registry.decode(NavPath.self, from: document)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - document: The document, of this or an older version.
  ///   - limits: Bounds on the document; the element limit applies to each stack.
  /// - Returns: The state.
  /// - Throws: ``NavCodingError`` saying what failed, where and why, as decoding the document's
  ///   bytes does.
  /// - Complexity: O(*n*), where *n* is the size of the document.
  public func decode<State: NavSavableState>(
    _ type: State.Type, from document: NavDocument,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> State {
    try restore(type, from: document, limits: limits).state
  }

  /// Restores a navigation state from a document already read, under a policy, as restoring it
  /// from its bytes does, without writing it out and reading it again.
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - document: The document, of this or an older version.
  ///   - policy: What to do with elements and values that cannot be restored; by default, all
  ///     or nothing.
  ///   - limits: Bounds on the document.
  /// - Returns: The restoration.
  /// - Throws: ``NavCodingError`` when the document does not hold this state, and under
  ///   ``NavDecodingPolicy/strict`` for the first element or value that cannot be restored.
  /// - Complexity: O(*n*), where *n* is the size of the document.
  public func restore<State: NavSavableState>(
    _ type: State.Type, from document: NavDocument, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> NavRestoration<State> {
    let layout = State.sharedLayout
    let saved = try SavedDocument(document, root: layout.root)
    return try restore(layout, from: saved, policy: policy, limits: limits)
  }

  /// The document of a restored state at today's version when it was saved at an older one,
  /// for a service that upgrades stored documents as it reads them.
  ///
  /// ```swift
  /// let restoration = try registry.restore(
  ///   NavPath.self, from: row.body, policy: .strict)
  /// if let upgraded = try registry.upgradedDocument(of: restoration) {
  ///   // Written once, read at today's version from then on:
  ///   try store(upgraded)
  /// }
  /// ```
  ///
  /// - Parameter restoration: What ``restore(_:from:policy:limits:)-(_,Bytes,_,_)`` returned.
  /// - Returns: The state's document at the schema's version, or `nil` when the document was
  ///   already current.
  /// - Throws: ``NavCodingError`` when a value cannot be written, as ``encode(_:)`` does.
  /// - Complexity: O(*n*), where *n* is the size of the output, or O(1) for `nil`.
  public func upgradedDocument<State: NavSavableState>(of restoration: NavRestoration<State>)
    throws(NavCodingError) -> Data?
  {
    restoration.wasMigrated ? try encode(restoration.state) : nil
  }
}

extension NavTypeRegistry {
  /// A state's document: the one writing route of every state.
  @_specialize(where State == NavPath)
  func document<State: NavSavableState>(of state: State) throws(NavCodingError) -> Data {
    let layout = State.sharedLayout
    var writer = DocumentWriter(registry: self)
    try layout.writeRoot(state, into: &writer)
    return writer.document(version: schema.version, root: layout.root)
  }

  /// Reads a state's document, all or nothing: the route of `decode`, which returns the state
  /// alone without handing a restoration through `restore`.
  // Specialized for `NavPath`: Docs/Performance.md,
  // "NavCodable: generic decodes without run-time look-ups around the state".
  @_specialize(where State == NavPath)
  func decodeState<State: NavSavableState>(
    _ type: State.Type, from bytes: UnsafeRawBufferPointer, limits: NavDecodingLimits
  ) throws(NavCodingError) -> State {
    try State.sharedLayout.decodeDocument(bytes, registry: self, limits: limits)
  }

  /// Reads a state's document under a policy.
  @_specialize(where State == NavPath)
  func decodeDocument<State: NavSavableState>(
    _ type: State.Type, from bytes: UnsafeRawBufferPointer, policy: NavDecodingPolicy,
    limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<State> {
    try State.sharedLayout.readDocument(bytes, registry: self, policy: policy, limits: limits)
  }

  /// Migrates and decodes a document as read: the one reading route of every state.
  ///
  /// A whole-app document damaged inside `state` is restored from the first of its readings
  /// whose damaged array the state's layout reads as a stack; when none is, the damage is the
  /// error.
  func restore<State>(
    _ layout: NavDocumentLayout<State>, from document: SavedDocument, policy: NavDecodingPolicy,
    limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<State> {
    guard let damage = document.damage, !document.cutReadings.isEmpty else {
      return try restoreReading(layout, from: document, policy: policy, limits: limits)
    }
    for (stack, state) in document.cutReadings {
      var reading = document
      reading.state = state
      reading.cutStack = .stack(stack)
      if let restoration = try? restoreReading(
        layout, from: reading, policy: policy, limits: limits)
      {
        return restoration
      }
    }
    throw damage
  }

  /// Migrates and decodes one reading of a document.
  private func restoreReading<State>(
    _ layout: NavDocumentLayout<State>, from document: SavedDocument, policy: NavDecodingPolicy,
    limits: NavDecodingLimits
  ) throws(NavCodingError) -> NavRestoration<State> {
    var reader = try DocumentReader(document, registry: self, policy: policy, limits: limits)
    reader.cutStack = document.cutStack
    let state = try layout.readRoot(document, with: &reader)
    var dropped = reader.dropped
    if var damage = document.damage {
      // Only a stack keeps what was intact before damage; damage anywhere else is the error.
      guard let kept = reader.cutStackCount else { throw damage }
      damage.location.elementIndex = kept
      damage.reason += "; this element and any after it are lost"
      dropped.append(damage)
    }
    return NavRestoration(
      state: state, dropped: dropped, savedVersion: document.version,
      currentVersion: schema.version, appliedMigrations: schema.steps(from: document.version))
  }
}

/// Runs `body` over contiguous bytes, keeping the error's type.
func withBytes<Result>(
  of bytes: some ContiguousBytes, _ body: (UnsafeRawBufferPointer) throws(NavCodingError) -> Result
) throws(NavCodingError) -> Result {
  do {
    return try bytes.withUnsafeBytes(body)
  } catch {
    // `withUnsafeBytes` rethrows what `body` threw as `any Error`; cast back, not carried in a
    // `Result`: Docs/Performance.md,
    // "NavCodable: generic decodes without run-time look-ups around the state".
    throw error as! NavCodingError
  }
}
