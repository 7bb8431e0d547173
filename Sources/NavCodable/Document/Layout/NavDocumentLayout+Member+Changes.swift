public import NavCore

extension NavDocumentLayout.Member {
  /// A change of a registered value, as a transition switches a selection: saved as
  /// `{"from":…,"to":…}` with each side a `[tagPosition, payload]` pair, or `null` when the
  /// value stays.
  ///
  /// ```swift
  /// .valueChange("theme", \.theme)
  /// // "theme":{"from":[0,"light"],"to":[0,"dark"]}
  /// ```
  ///
  /// Under the prefix policy, a change with a side that cannot be restored is dropped: `nil`,
  /// as if the value stayed.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the change is in the state.
  ///   - dependencies: The members this one is dropped with.
  /// - Returns: The member.
  public static func valueChange<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, ValueTransition<Value>?>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    change(name, keyPath, of: DocumentForms.value(Value.self), dependsOn: dependencies)
  }

  /// A change of a registered value that may be absent, as a split view's selection: saved as
  /// `{"from":…,"to":…}` with each side a pair or `null`, or `null` when the value stays.
  ///
  /// Under the prefix policy, a change with a side that cannot be restored is dropped: `nil`.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the change is in the state.
  ///   - dependencies: The members this one is dropped with.
  /// - Returns: The member.
  public static func optionalValueChange<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, ValueTransition<Value?>?>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    change(
      name, keyPath, of: DocumentForms.optional(DocumentForms.value(Value.self)),
      dependsOn: dependencies)
  }

  /// A change of a list of registered values, as a tab view's declared tabs: saved as
  /// `{"from":[…],"to":[…]}` with each value a pair, or `null` when the list stays.
  ///
  /// Under the prefix policy, a value that cannot be restored is left out of its side; the
  /// change is dropped (`nil`) only with a member it depends on.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the change is in the state.
  ///   - dependencies: The members this one is dropped with.
  /// - Returns: The member.
  public static func valuesChange<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, ValueTransition<[Value]>?>,
    dependsOn dependencies: PartialKeyPath<State>...
  ) -> Self {
    change(name, keyPath, of: DocumentForms.values(Value.self), dependsOn: dependencies)
  }

  /// A change of a value saved as its string raw value, as a split view's layout: saved as
  /// `{"from":…,"to":…}` with each side its raw value, or `null` when the value stays. Each side
  /// is read as ``rawValue(_:_:)`` reads its value.
  ///
  /// - Parameters:
  ///   - name: The member's name in the document.
  ///   - keyPath: Where the change is in the state.
  /// - Returns: The member.
  public static func rawValueChange<Value: RawRepresentable<String> & Hashable>(
    _ name: String, _ keyPath: KeyPath<State, ValueTransition<Value>?>
  ) -> Self {
    change(name, keyPath, of: DocumentForms.rawValue(Value.self), dependsOn: [])
  }

  /// A change saved as `{"from":…,"to":…}` with each side in `side`'s form, or `null` when the
  /// value stays; dropped (`nil`) when either side is, or a dependency was.
  private static func change<Value: Hashable>(
    _ name: String, _ keyPath: KeyPath<State, ValueTransition<Value>?>,
    of side: DocumentForm<Value>, dependsOn dependencies: [PartialKeyPath<State>]
  ) -> Self {
    member(
      name, keyPath, DocumentForms.change(of: side), dependsOn: dependencies,
      whenDropped: .some(nil))
  }
}
