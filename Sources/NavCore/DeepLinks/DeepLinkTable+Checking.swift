extension DeepLinkTable {
  /// Runs `validate` on the stack `below + elements` and turns a refusal into an error that points
  /// into the link when the refused element came from it.
  func check(
    _ elements: [Element], below: [Element], readFrom matches: [DeepLinkTrie.Match],
    in scanned: ScannedLink, validate: ([Element]) -> DeepLinkRejection?
  ) throws(DeepLinkError) {
    guard let refusal = validate(below.isEmpty ? elements : below + elements) else { return }
    guard let index = refusal.element, index >= 0, index < below.count + elements.count else {
      throw DeepLinkError(.refused, "the stack is refused: \(refusal.reason)")
    }
    if index >= below.count {
      let match = matches[index - below.count]
      let offset = scanned.segments[match.start].offset
      throw DeepLinkError(
        .refused,
        "element \(index) (\(describe(elements[index - below.count]))) at segment \(match.start) "
          + "(offset \(offset)) is refused: \(refusal.reason)",
        offset: offset, segment: match.start, element: index)
    }
    throw DeepLinkError(
      .refused,
      "element \(index) (\(describe(below[index]))) of the current stack is refused: "
        + refusal.reason,
      element: index)
  }
}
