/// The tags of a document, each once, in order of first appearance: elements refer to their
/// tag by its position.
struct TagTable {
  private(set) var tags: [String] = []
  private var positions: [String: Int] = [:]

  /// A tag's position, adding the tag when it is new.
  mutating func position(of tag: String) -> Int {
    if let position = positions[tag] { return position }
    positions[tag] = tags.count
    tags.append(tag)
    return tags.count - 1
  }
}
