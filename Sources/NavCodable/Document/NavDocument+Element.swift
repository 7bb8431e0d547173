extension NavDocument {
  /// One saved element or value: the tag its type is registered under, and its value's JSON.
  ///
  /// A stack document holds its elements in this form, and a ``NavMigration`` step rewrites
  /// them, one stack's elements or one value at a time.
  ///
  /// ```swift
  /// NavDocument.Element(tag: "recipe", payload: ["id": 42])
  /// NavDocument(elements: [.init(tag: "tab", payload: "home")]).jsonBytes
  /// // {"v":1,"t":["tab"],"stack":[[0,"home"]]}
  /// ```
  public struct Element: Sendable, Hashable {
    /// The tag of the element's type.
    public var tag: String
    /// The element's value, as JSON.
    public var payload: NavJSONValue

    /// Creates a saved element.
    ///
    /// - Parameters:
    ///   - tag: The tag of the element's type.
    ///   - payload: The element's value, as JSON.
    public init(tag: String, payload: NavJSONValue) {
      self.tag = tag
      self.payload = payload
    }
  }
}
