public import NavCore

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// Whole-app state: a composite navigation state saved as one document, with one tag table, one
/// version and the same migrations as a single path.
///
/// ```json
/// {"version":1,"tags":["tab","route"],"state":{"tabs":[[0,"home"],[0,"search"]],
///  "selection":[0,"search"],"stacks":[[],[[1,{"detail":{"_0":7}}]]]}}
/// ```
extension NavTypeRegistry {
  /// Encodes a tab view state as one JSON document.
  ///
  /// ```swift
  /// let data = try registry.encode(tabs)
  /// // {"version":1,"tags":["tab"],"state":{"tabs":[[0,"home"],[0,"search"]],
  /// //  "selection":[0,"home"],"stacks":[[],[]]}}
  /// ```
  ///
  /// - Parameter tabs: The state to save; `Tab` and the stacks' element types must be registered.
  /// - Returns: Compact UTF-8 JSON: `version`, `tags`, then `state` with `tabs`, `selection`
  ///   and `stacks`, each value a `[tagIndex, payload]` pair as in a path document.
  /// - Throws: ``NavCodingError`` naming the JSON path of the first value whose type is not
  ///   registered or that cannot be written as JSON.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode<Tab: Hashable & Sendable, Stack: StackPath & Sendable>(
    _ tabs: TabsState<Tab, Stack>
  ) throws(NavCodingError) -> Data {
    Data(try documentBytes(of: tabs))
  }

  /// Encodes a split view state as one JSON document.
  ///
  /// - Parameter split: The state to save; the selections' and the detail elements' types must
  ///   be registered.
  /// - Returns: Compact UTF-8 JSON whose `state` has `layout`, `sidebar` and `content` (`null`
  ///   when absent), `detail` and `columnVisibility`.
  /// - Throws: ``NavCodingError`` naming the JSON path of the first value that cannot be saved.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode<
    Sidebar: Hashable & Sendable, Content: Hashable & Sendable, Stack: StackPath & Sendable
  >(_ split: SplitState<Sidebar, Content, Stack>) throws(NavCodingError) -> Data {
    Data(try documentBytes(of: split))
  }

  /// Encodes a state with modal presentations, and the state under them, as one JSON document.
  ///
  /// The base may itself be a composite state, as in
  /// `PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>`.
  ///
  /// - Parameter state: The state to save; its base must be a `NavPath`, a `TypedPath` or a
  ///   composite state, and the destinations' and stacks' element types must be registered.
  /// - Returns: Compact UTF-8 JSON whose `state` has `base`, then `presentations` as objects
  ///   with `destination`, `style` and `stack`.
  /// - Throws: ``NavCodingError`` naming the JSON path of the first value that cannot be saved.
  /// - Complexity: O(*n*), where *n* is the size of the output.
  public func encode<
    Base: Transitionable & Sendable, Destination: Hashable & Sendable, Stack: StackPath & Sendable
  >(_ state: PresentationState<Base, Destination, Stack>) throws(NavCodingError) -> Data {
    Data(try documentBytes(of: state))
  }

  /// Decodes a tab view state from one JSON document, migrating every value it holds.
  ///
  /// ```swift
  /// let tabs = try registry.decode(TabsState<AppTab, NavPath>.self, from: data)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - bytes: JSON as `encode(_:)` writes it, of this or an older
  ///     version.
  ///   - limits: Bounds on the input; the element limit applies to each stack.
  /// - Returns: The state.
  /// - Throws: ``NavCodingError`` saying what failed, at which JSON path and why, including
  ///   parts that do not fit together (a selection that is not one of the tabs).
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<Tab: Hashable & Sendable, Stack: StackPath & Sendable>(
    _ type: TabsState<Tab, Stack>.Type, from bytes: some ContiguousBytes,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> TabsState<Tab, Stack> {
    try decodeDocument(type, from: bytes, limits: limits)
  }

  /// Decodes a split view state from one JSON document, migrating every value it holds.
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - bytes: JSON as `encode(_:)` writes it.
  ///   - limits: Bounds on the input; the element limit applies to each stack.
  /// - Returns: The state.
  /// - Throws: ``NavCodingError`` saying what failed, at which JSON path and why, including
  ///   parts that do not fit together (a detail stack without the selection that drives it).
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<
    Sidebar: Hashable & Sendable, Content: Hashable & Sendable, Stack: StackPath & Sendable
  >(
    _ type: SplitState<Sidebar, Content, Stack>.Type, from bytes: some ContiguousBytes,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> SplitState<Sidebar, Content, Stack> {
    try decodeDocument(type, from: bytes, limits: limits)
  }

  /// Decodes a state with modal presentations from one JSON document, migrating every value.
  ///
  /// ```swift
  /// typealias AppState = PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>
  /// let state = try registry.decode(AppState.self, from: data)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The state's type.
  ///   - bytes: JSON as `encode(_:)` writes it.
  ///   - limits: Bounds on the input; the element limit applies to each stack.
  /// - Returns: The state.
  /// - Throws: ``NavCodingError`` saying what failed, at which JSON path and why.
  /// - Complexity: O(*n*), where *n* is the size of the input.
  public func decode<
    Base: Transitionable & Sendable, Destination: Hashable & Sendable, Stack: StackPath & Sendable
  >(
    _ type: PresentationState<Base, Destination, Stack>.Type, from bytes: some ContiguousBytes,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavCodingError) -> PresentationState<Base, Destination, Stack> {
    try decodeDocument(type, from: bytes, limits: limits)
  }
}

extension NavTypeRegistry {
  /// The bytes of a whole-app document: `version`, `tags`, then `state`.
  func documentBytes(of state: some NavDocumentPart) throws(NavCodingError) -> [UInt8] {
    var writer = NavDocumentWriter(registry: self)
    let json = try state.jsonValue(writer: &writer, at: "$.state")
    let document: JSONValue = [
      "version": JSONValue(schema.version), "tags": .array(writer.tags.map(JSONValue.string)),
      "state": json,
    ]
    var output = JSONWriter()
    output.write(document)
    return output.bytes
  }

  /// Reads a whole-app document, checking its version before any of its values.
  func decodeDocument<State: NavDocumentPart>(
    _ type: State.Type, from bytes: some ContiguousBytes, limits: NavDecodingLimits
  ) throws(NavCodingError) -> State {
    let json = try withBytes(of: bytes) { (bytes) throws(NavCodingError) -> JSONValue in
      try limits.checkInputSize(bytes.count)
      let depth = 1 + State.envelopeDepth
      do throws(JSONParser.Failure) {
        return try JSONParser.parse(
          bytes, maxDepth: limits.maxNestingDepth + depth, envelopeDepth: depth)
      } catch {
        throw error.error()
      }
    }
    let (reader, state) = try documentReader(for: json, limits: limits)
    return try State(json: state, reader: reader, at: "$.state")
  }

  /// The reader of a document whose version and tag table are valid, and the document's state.
  private func documentReader(for json: JSONValue, limits: NavDecodingLimits)
    throws(NavCodingError) -> (reader: NavDocumentReader, state: JSONValue)
  {
    // Reads the envelope; its shape checks do not depend on the version and tags it is given.
    let probe = NavDocumentReader(registry: self, version: 0, tags: [], limits: limits)
    let parts = try probe.members(of: json, at: "$", keys: ["version", "tags", "state"])
    guard case .number(let text) = parts[0], let version = Int(text) else {
      throw malformed("$.version", "expected an integer, found \(describe(parts[0]))")
    }
    for (index, tag) in try probe.array(parts[1], at: "$.tags").enumerated() {
      guard case .string = tag else {
        throw malformed("$.tags[\(index)]", "expected a string, found \(describe(tag))")
      }
    }
    do {
      _ = try schema.migrate(NavPath.CodableRepresentation(version: version))
    } catch  where error.kind == .unsupportedVersion {
      throw error
    } catch {
      // Only the version is checked here; each value reports its own migration failures.
    }
    let reader = NavDocumentReader(registry: self, version: version, tags: parts[1], limits: limits)
    return (reader, parts[2])
  }
}
