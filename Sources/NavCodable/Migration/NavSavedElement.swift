/// One saved element or value as migrations see it: the tag its type is registered under, and
/// its value's JSON.
///
/// ```swift
/// NavSavedElement(tag: "recipe", payload: ["id": 42])
/// ```
public struct NavSavedElement: Sendable, Hashable {
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
