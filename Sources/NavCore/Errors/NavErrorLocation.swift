/// Where an error of this library is: in a link, a JSON document, a stack or a list of routes.
///
/// One type for every place, so that code that reports errors reads the same fields whatever the
/// error: each error sets the parts it knows and leaves the others `nil` (or empty).
///
/// ```swift
/// do {
///   _ = try registry.decode(NavPath.self, from: data)
/// } catch let error as any NavError {
///   error.location.elementIndex  // Optional(1)
///   error.location.tag           // Optional("recipe")
///   error.location.jsonPath      // Optional($[1].payload.id)
/// }
/// ```
public struct NavErrorLocation: Hashable, Sendable {
  /// The position of the element at fault in its sequence, counted from 0: an element of a
  /// path (from the root), an entry of a collapsed stack, a tab of a tab list.
  public var elementIndex: Int?

  /// The saved-type tag of the element at fault, or the tag that is declared twice.
  public var tag: String?

  /// Where in a JSON document the failure is, as in `$[3].payload.id`.
  public var jsonPath: NavJSONPath?

  /// The UTF-8 offset in the input being read (a link, or a document's bytes) where the failing
  /// part starts.
  public var byteOffset: Int?

  /// The index of the failing path segment of a link, counting from 0 after empty segments are
  /// dropped; for a custom scheme the segment in host position is segment 0.
  public var segment: Int?

  /// The link pattern at fault, as written, as in `/a//b`.
  public var pattern: String?

  /// The indices, in declaration order, of the routes at fault, as in `[0, 1]` for two routes
  /// that can print the same link; empty when no route is at fault.
  public var routes: [Int]

  /// Creates a location from the parts that are known.
  ///
  /// ```swift
  /// let place = NavErrorLocation(elementIndex: 1, tag: "recipe")
  /// ```
  ///
  /// - Parameters:
  ///   - elementIndex: The position of the element at fault in its sequence.
  ///   - tag: The saved-type tag concerned.
  ///   - jsonPath: Where in a JSON document the failure is.
  ///   - byteOffset: The UTF-8 offset in the input being read.
  ///   - segment: The index of the failing path segment of a link.
  ///   - pattern: The link pattern at fault.
  ///   - routes: The indices of the routes at fault.
  public init(
    elementIndex: Int? = nil, tag: String? = nil, jsonPath: NavJSONPath? = nil,
    byteOffset: Int? = nil, segment: Int? = nil, pattern: String? = nil, routes: [Int] = []
  ) {
    self.elementIndex = elementIndex
    self.tag = tag
    self.jsonPath = jsonPath
    self.byteOffset = byteOffset
    self.segment = segment
    self.pattern = pattern
    self.routes = routes
  }
}
