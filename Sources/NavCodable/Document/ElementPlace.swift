internal import NavCore

/// Where the elements being read or written are in their document, so that an error names the
/// element's exact place without any path being rewritten afterwards.
enum ElementPlace: Equatable {
  /// The elements of a stack document: an element's path is relative to the stack, as in
  /// `$[3].payload.id`.
  case path
  /// A stack of a whole-app document, at the given path: element 3's payload is at
  /// `stack[3][1]`.
  case stack(NavJSONPath)
  /// A single value of a whole-app document (a tab, a selection, a destination): its pair is at
  /// the given path, and it has no element index.
  case value(NavJSONPath)

  /// The index errors report for the element at `index`: `nil` for a single value.
  func reportedIndex(_ index: Int) -> Int? {
    if case .value = self { return nil }
    return index
  }

  /// The path of the element at `index`, or of the single value.
  func element(_ index: Int) -> NavJSONPath {
    switch self {
    case .path: NavJSONPath([.index(index)])
    case .stack(let stack): stack.appending(index)
    case .value(let pair): pair
    }
  }

  /// The path of the tag of the element at `index`.
  func tag(_ index: Int) -> NavJSONPath { part(of: index, named: "tag", at: 0) }

  /// The path of the payload of the element at `index`.
  func payload(_ index: Int) -> NavJSONPath { part(of: index, named: "payload", at: 1) }

  /// A part of the element at `index`: a named part of a stack document's element, or a position
  /// in a document's pair.
  private func part(of index: Int, named name: String, at position: Int) -> NavJSONPath {
    if case .path = self { return NavJSONPath([.index(index), .key(name)]) }
    return element(index).appending(position)
  }

  /// Where errors about all the elements at once go (a failed migration, too many elements):
  /// `nil` for a path document, whose elements are the whole document.
  var whole: NavJSONPath? {
    switch self {
    case .path: nil
    case .stack(let path), .value(let path): path
    }
  }

  /// What errors call the thing at this place: `element` or `value`.
  var noun: String {
    if case .value = self { return "value" }
    return "element"
  }
}
