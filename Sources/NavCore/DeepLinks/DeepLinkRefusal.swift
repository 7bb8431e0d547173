/// A validation closure's answer that a stack opened from a link cannot be shown, naming the first
/// element at fault.
///
/// Tables take an optional `validate` closure that sees the whole stack a link would open and
/// returns `nil` to accept it. Hook a destination registry in here, so that a link whose elements
/// have no destination fails as a ``DeepLinkError`` of kind ``DeepLinkError/Kind/refused`` instead
/// of opening a blank screen:
///
/// ```swift
/// let path: NavPath = try table.path(parsing: link) { stack in
///   stack.firstIndex { !isKnown($0) }.map {
///     DeepLinkRefusal(element: $0, reason: "no screen shows it")
///   }
/// }
/// ```
public struct DeepLinkRefusal: Hashable, Sendable {
  /// The index, in the stack given to the closure, of the first element that cannot be shown.
  public var element: Int

  /// Why, as a sentence: it ends the ``DeepLinkError``'s description.
  public var reason: String

  /// Creates a refusal.
  ///
  /// - Parameters:
  ///   - element: The index, in the stack given to the closure, of the element at fault.
  ///   - reason: Why it cannot be shown.
  public init(element: Int, reason: String) {
    self.element = element
    self.reason = reason
  }
}

extension DeepLinkTable {
  /// Runs `validate` on the stack `below + elements` and turns a refusal into an error that points
  /// into the link when the refused element came from it.
  func check(
    _ elements: [Element], below: [Element], readFrom matches: [DeepLinkTrie.Match],
    in scanned: ScannedLink, validate: ([Element]) -> DeepLinkRefusal?
  ) throws(DeepLinkError) {
    guard let refusal = validate(below.isEmpty ? elements : below + elements) else { return }
    let index = refusal.element
    if elements.indices.contains(index - below.count) {
      let match = matches[index - below.count]
      let offset = scanned.segments[match.start].offset
      throw DeepLinkError(
        .refused,
        "element \(index) (\(describe(elements[index - below.count]))) at segment \(match.start) "
          + "(offset \(offset)) is refused: \(refusal.reason)",
        offset: offset, segment: match.start, element: index)
    }
    guard below.indices.contains(index) else {
      throw DeepLinkError(.refused, "the stack is refused: \(refusal.reason)")
    }
    throw DeepLinkError(
      .refused,
      "element \(index) (\(describe(below[index]))) of the current stack is refused: "
        + refusal.reason,
      element: index)
  }
}
