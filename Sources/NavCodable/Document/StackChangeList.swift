internal import NavCore

// The stack changes of a composite transition (a tab's, a presentation level's) are saved as an
// array of `{"<key>":…,"transition":{"pop":n,"pushed":[…]}}`, where the key says which stack
// changes.

extension DocumentWriter {
  /// Writes stack changes as an array of `{"<key>":…,"transition":{"pop":n,"pushed":[…]}}`.
  ///
  /// - Parameters:
  ///   - changes: The changes, in order.
  ///   - path: Where the array is.
  ///   - key: The name of the member that says which stack changes.
  ///   - writeKey: Writes that member's value at its path.
  ///   - transition: The change's path transition.
  mutating func stackChanges<Change, Element: Hashable>(
    _ changes: [Change], at path: JSONPath, key: String,
    writeKey: (inout DocumentWriter, Change, JSONPath) throws(NavCodingError) -> Void,
    transition: (Change) -> PathTransition<Element>
  ) throws(NavCodingError) {
    write(raw: "[")
    for (index, change) in changes.enumerated() {
      let changePath = path.appending(index)
      write(raw: index > 0 ? ",{\"\(key)\":" : "{\"\(key)\":")
      try writeKey(&self, change, changePath.appending(key))
      write(raw: ",\"transition\":")
      try PathTransition.documentLayout.writePart(
        transition(change), into: &self, at: changePath.appending("transition"))
      write(raw: "}")
    }
    write(raw: "]")
  }
}

extension DocumentReader {
  /// Reads stack changes written by
  /// ``DocumentWriter/stackChanges(_:at:key:writeKey:transition:)``, without those whose key
  /// the prefix policy dropped (each reported with its transition).
  ///
  /// - Parameters:
  ///   - json: The array's JSON.
  ///   - path: Where the array is.
  ///   - key: The name of the member that says which stack changes.
  ///   - readKey: Reads that member's value at its path; `nil` when the prefix policy dropped it.
  /// - Returns: Each remaining change's key and path transition, in order.
  mutating func stackChanges<Key, Element: Hashable>(
    _ json: JSONValue, at path: JSONPath, key: String,
    readKey: (inout DocumentReader, JSONValue, JSONPath) throws(NavCodingError) -> Key?
  ) throws(NavCodingError) -> [(key: Key, transition: PathTransition<Element>)] {
    var changes: [(key: Key, transition: PathTransition<Element>)] = []
    for (index, item) in try DocumentShape.array(json, at: path).enumerated() {
      let changePath = path.appending(index)
      let fields = try DocumentShape.members(of: item, at: changePath, keys: [key, "transition"])
      let transitionPath = changePath.appending("transition")
      guard let value = try readKey(&self, fields[0], changePath.appending(key)) else {
        drop(transitionPath, because: "its \(key) was dropped")
        continue
      }
      let transition = try PathTransition<Element>.documentLayout.readPart(
        fields[1], with: &self, at: transitionPath)
      changes.append((value, transition))
    }
    return changes
  }
}
