internal import NavCore

extension NavDocumentLayout {
  /// One member of a composite state's document: its name, where its value is in the state, how
  /// it is saved, and what it depends on under ``NavDecodingPolicy/prefix``.
  ///
  /// A composite state lists its members once, in the order its document writes them, and
  /// ``NavDocumentLayout/init(_:build:)`` derives the writer, the reader and the nesting depth
  /// from the list. Each kind of member is saved as:
  ///
  /// | Member | Saved as | Under the prefix policy |
  /// |---|---|---|
  /// | ``value(_:_:dependsOn:)`` | a `[tagPosition, payload]` pair | dropped: the state is too |
  /// | ``value(_:_:among:)`` | a pair | dropped: the list's first value |
  /// | ``optionalValue(_:_:dependsOn:)`` | a pair or `null` | dropped: `nil` |
  /// | ``values(_:_:dependsOn:)`` | an array of pairs | each dropped value is left out |
  /// | ``stack(_:_:dependsOn:)`` | an array of pairs | the elements from the first dropped |
  /// | ``state(_:_:dependsOn:)`` | the nested state's own layout | as in its own document |
  /// | ``optionalState(_:_:dependsOn:)`` | the nested state or `null` | as in its own document |
  /// | ``states(_:_:alignedWith:cutAfterDropped:)`` | an array of nested states | see there |
  /// | ``rawValue(_:_:)`` | its raw value | never dropped |
  /// | ``count(_:_:of:)`` | a JSON integer from 0 | never dropped |
  /// | ``valueChange(_:_:dependsOn:)`` | `{"from":…,"to":…}`, each a pair, or `null` | dropped: `nil` |
  /// | ``optionalValueChange(_:_:dependsOn:)`` | each side a pair or `null` | dropped: `nil` |
  /// | ``valuesChange(_:_:dependsOn:)`` | each side an array of pairs | as ``values(_:_:dependsOn:)`` |
  /// | ``rawValueChange(_:_:)`` | each side its raw value | never dropped |
  ///
  /// Values and stack elements go through the registry, the migrations and the policy like a
  /// path's elements; raw values and counts are part of the document's shape. A member that
  /// *depends on* others loses what it holds when one of them is dropped: its values are dropped
  /// and its stacks emptied, each recorded with the path of the member it depended on. Every
  /// member after a dropped ``value(_:_:dependsOn:)`` depends on it.
  ///
  /// A transition lists what it changes as change members: each is a `ValueTransition` that is
  /// `nil` when the value stays, saved as `null`.
  public struct Member {
    /// The member's name in the state's JSON object.
    let name: String
    /// The JSON levels the member adds above a payload.
    let depth: Int
    let write: (State, inout DocumentWriter, NavJSONPath) throws(NavCodingError) -> Void
    let read: Read
    /// Reads the member's value where it lies in a whole-app document, from a parser at the value,
    /// in an object at the given depth: `nil` when it is stored, or, where the in-place reader
    /// stopped, the rest of its reading.
    let readInPlace:
      (
        inout JSONParser, PlacedContext, NavJSONPath, Int,
        inout NavDocumentLayout<State>.RestoredMembers
      )
        throws(JSONParser.Failure) -> PlacedMemberRest<State>?
  }
}

extension NavDocumentLayout.Member {
  /// How a member reads its value from its JSON at a path and stores it.
  typealias Read =
    (
      inout DocumentReader, NavJSONValue, NavJSONPath,
      inout NavDocumentLayout<State>.RestoredMembers
    )
    throws(NavCodingError) -> Void

  /// A member saved in `form`, read in dropping mode when a dependency was dropped.
  ///
  /// - Parameter whenDropped: The value a dropped member has, or `nil` when the state cannot be
  ///   built without it.
  static func member<Value>(
    _ name: String, _ keyPath: KeyPath<State, Value>, _ form: DocumentForm<Value>,
    dependsOn dependencies: [PartialKeyPath<State>], whenDropped: Value?
  ) -> Self {
    /// Reads the value with `read`, in dropping mode when a dependency was dropped, and stores
    /// it.
    func complete(
      _ reader: inout DocumentReader, _ restored: inout NavDocumentLayout<State>.RestoredMembers,
      at path: NavJSONPath,
      _ read: (inout DocumentReader) throws(NavCodingError) -> DocumentForm<Value>.Reading
    ) throws(NavCodingError) {
      let reading = try reader.dropping(because: restored.dropCause(among: dependencies), read)
      restored.store(reading, of: keyPath, at: path, whenDropped: whenDropped)
    }
    return Self(
      name: name, depth: form.depth,
      write: { (state, writer, path) throws(NavCodingError) in
        try form.write(state[keyPath: keyPath], &writer, path)
      },
      read: { (reader, json, path, restored) throws(NavCodingError) in
        try complete(&reader, &restored, at: path) { (reader) throws(NavCodingError) in
          try form.read(&reader, json, path)
        }
      },
      readInPlace: { (parser, context, path, depth, restored) throws(JSONParser.Failure) in
        switch try form.readInPlace(&parser, context, path, depth) {
        case .read(let value):
          restored.store(read: value, of: keyPath, at: path)
          return nil
        case .rest(let rest):
          return { (reader, restored) throws(NavCodingError) in
            try complete(&reader, &restored, at: path, rest)
          }
        }
      })
  }
}

extension NavDocumentLayout.Member {
  /// A registered value the state cannot do without, saved as a `[tagPosition, payload]` pair.
  ///
  /// Under the prefix policy, when the value cannot be restored, the state is dropped with
  /// it, and so is everything saved after it in the state.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the value is in the state.
  ///   - dependencies: The members this one is dropped with.
  /// - Returns: The member.
  public static func value<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, Value>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    member(
      name, keyPath, DocumentForms.value(Value.self), dependsOn: dependencies, whenDropped: nil)
  }

  /// A registered value that is one of a list's values, as a selected tab is one of the tabs,
  /// saved as a pair.
  ///
  /// Under the prefix policy, when the value cannot be restored or its entry in the list was
  /// dropped, the list's first value replaces it (and the replacement is recorded); when the
  /// list is empty, the state is dropped.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the value is in the state.
  ///   - list: The member it is one of, listed before it.
  /// - Returns: The member.
  public static func value<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, Value>, among list: KeyPath<State, [Value]>
  ) -> Self {
    let form = DocumentForms.value(Value.self)
    let written = member(name, keyPath, form, dependsOn: [], whenDropped: nil)
    let read: Read = { (reader, json, path, restored) throws(NavCodingError) in
      var reading = try reader.dropping(because: restored.dropCause(among: [])) {
        (reader) throws(NavCodingError) in try form.read(&reader, json, path)
      }
      let options = restored[list]
      if reader.policy == .prefix, let first = options.first {
        if let chosen = reading.value, restored.hasDroppedEntries(list), !options.contains(chosen) {
          reader.drop(
            path, tag: reader.tag(ofPair: json, at: path),
            because: "its value in \(restored.path(of: list)) was dropped")
          reading.value = first
        } else if reading.value == nil {
          reading.value = first
        }
      }
      restored.store(reading, of: keyPath, at: path, whenDropped: nil)
    }
    return Self(
      name: name, depth: written.depth, write: written.write, read: read,
      readInPlace: { (parser, context, path, depth, restored) throws(JSONParser.Failure) in
        // Read where it lies, the value is one of the list's: none of its entries was dropped.
        if let value = parser.placedPair(as: Value.self, context: context, depth: depth) {
          restored.store(read: value, of: keyPath, at: path)
          return nil
        }
        return try parser.placedMember(depth: depth, path: path, read: read)
      })
  }

  /// A registered value that may be absent, saved as a pair or `null`.
  ///
  /// Under the prefix policy, a value that cannot be restored is `nil`.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the value is in the state.
  ///   - dependencies: The members this one is dropped with.
  /// - Returns: The member.
  public static func optionalValue<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, Value?>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    member(
      name, keyPath, DocumentForms.optional(DocumentForms.value(Value.self)),
      dependsOn: dependencies, whenDropped: .some(nil))
  }

  /// A list of registered values, each migrated on its own, saved as an array of pairs.
  ///
  /// Under the prefix policy, a value that cannot be restored is left out.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the values are in the state.
  ///   - dependencies: The members this one is emptied with.
  /// - Returns: The member.
  public static func values<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, [Value]>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    member(
      name, keyPath, DocumentForms.values(Value.self), dependsOn: dependencies, whenDropped: [])
  }

  /// The elements of a stack, root first, saved as an array of pairs and migrated as one stack.
  ///
  /// Under the prefix policy, the elements from the first that cannot be restored are dropped.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the elements are in the state.
  ///   - dependencies: The members this one is emptied with.
  /// - Returns: The member.
  public static func stack<Element: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, [Element]>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    member(
      name, keyPath, DocumentForms.stack(Element.self), dependsOn: dependencies, whenDropped: [])
  }

  /// A nested savable state, saved in its own layout: a `NavPath` or `TypedPath` as an array of
  /// pairs, a composite state as its object.
  ///
  /// Under the prefix policy, the nested state loses what it would lose in its own document;
  /// when it is dropped as a whole (a value it cannot do without was), this state is too.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the nested state is in the state.
  ///   - dependencies: The members this one loses its values and stacks with.
  /// - Returns: The member.
  public static func state<Nested: NavSavableState>(
    _ name: String, _ keyPath: KeyPath<State, Nested>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    member(
      name, keyPath, DocumentForms.state(Nested.self), dependsOn: dependencies, whenDropped: nil)
  }

  /// A nested savable state that may be absent, saved in its own layout or as `null`.
  ///
  /// Under the prefix policy, a nested state dropped as a whole is `nil`.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the nested state is in the state.
  ///   - dependencies: The members this one loses its values and stacks with.
  /// - Returns: The member.
  public static func optionalState<Nested: NavSavableState>(
    _ name: String, _ keyPath: KeyPath<State, Nested?>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    member(
      name, keyPath, DocumentForms.optional(DocumentForms.state(Nested.self)),
      dependsOn: dependencies, whenDropped: .some(nil))
  }

  /// A value saved as its string raw value, such as a layout or a style.
  ///
  /// The value is restored from any string its type's `init?(rawValue:)` takes: for an
  /// enumeration, one of its cases' raw values, any other string being a `malformedJSON`
  /// error under either policy; for a struct that takes every string, as
  /// ``/NavCore/ModalPresentationStyle`` does, the string as written, so that a value written by
  /// a newer version of the app is kept.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the value is in the state.
  /// - Returns: The member.
  public static func rawValue<Value: RawRepresentable<String>>(
    _ name: String, _ keyPath: KeyPath<State, Value>
  ) -> Self {
    member(name, keyPath, DocumentForms.rawValue(Value.self), dependsOn: [], whenDropped: nil)
  }

  /// A count from 0, saved as a JSON integer, such as the number of elements a transition pops.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the count is in the state.
  ///   - noun: What it counts, for errors, as in `elements to pop`.
  /// - Returns: The member.
  public static func count(_ name: String, _ keyPath: KeyPath<State, Int>, of noun: String)
    -> Self
  {
    member(name, keyPath, DocumentForms.count(of: noun), dependsOn: [], whenDropped: nil)
  }
}
