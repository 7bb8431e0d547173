public import NavCore

extension SplitTransition: NavSavableState {
  /// A split view's transition is saved as `{"layout":…,"sidebarSelection":…,
  /// "contentSelection":…,"columnVisibility":…,"detail":{"pop":n,"pushed":[…]}}`: each change
  /// as `{"from":…,"to":…}` or `null`, layouts and visibilities by raw value, selections as
  /// pairs or `null` when there is none.
  ///
  /// Under the prefix policy, a selection change with a side that cannot be restored is dropped
  /// with the content selection change after a dropped sidebar one, and with the elements the
  /// detail pushes (it shows the selected item); the detail's pop stays. What remains may no
  /// longer fit the state it was planned from; check it with `fits(_:)` before applying it.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      shape: .composite(
        depth: 1 + PathTransition<Element>.documentLayout.depth,
        write: { (transition, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"layout\":")
          try writer.change(transition.layout, at: path.appending("layout"), side: rawValue)
          writer.write(raw: ",\"sidebarSelection\":")
          try writer.change(
            transition.sidebarSelection, at: path.appending("sidebarSelection"), side: selection)
          writer.write(raw: ",\"contentSelection\":")
          try writer.change(
            transition.contentSelection, at: path.appending("contentSelection"), side: selection)
          writer.write(raw: ",\"columnVisibility\":")
          try writer.change(
            transition.columnVisibility, at: path.appending("columnVisibility"), side: rawValue)
          writer.write(raw: ",\"detail\":")
          try PathTransition.documentLayout.writePart(
            transition.detail, into: &writer, at: path.appending("detail"))
          writer.write(raw: "}")
        },
        read: { (reader, json, path) throws(NavCodingError) in
          try read(&reader, json, at: path)
        }))
  }

  private static func read(_ reader: inout DocumentReader, _ json: JSONValue, at path: JSONPath)
    throws(NavCodingError) -> Self
  {
    let keys = ["layout", "sidebarSelection", "contentSelection", "columnVisibility", "detail"]
    let parts = try DocumentShape.members(of: json, at: path, keys: keys)
    let layout = try reader.change(parts[0], at: path.appending(keys[0])) {
      (_, json, path) throws(NavCodingError) in
      try DocumentShape.rawValue(SplitLayout.self, from: json, at: path)
    }
    let visibility = try reader.change(parts[3], at: path.appending(keys[3])) {
      (_, json, path) throws(NavCodingError) in
      try DocumentShape.rawValue(ColumnVisibility.self, from: json, at: path)
    }
    let sidebar = try reader.change(parts[1], at: path.appending(keys[1])) {
      (reader, json, path) throws(NavCodingError) in
      try reader.nullableValue(Sidebar.self, from: json, at: path)
    }
    let sidebarDropped = sidebar == nil && parts[1] != .null
    var content: ValueChange<Content?>?
    if sidebarDropped, parts[2] != .null {
      reader.drop(path.appending(keys[2]), because: "the sidebar selection change was dropped")
    } else {
      content = try reader.change(parts[2], at: path.appending(keys[2])) {
        (reader, json, path) throws(NavCodingError) in
        try reader.nullableValue(Content.self, from: json, at: path)
      }
    }
    let detailPath = path.appending(keys[4])
    var detail = try PathTransition<Element>.documentLayout.readPart(
      parts[4], with: &reader, at: detailPath)
    if sidebarDropped || (content == nil && parts[2] != .null), !detail.pushed.isEmpty {
      reader.drop(detailPath.appending("pushed"), because: "the selection it shows was dropped")
      detail.pushed = []
    }
    return SplitTransition(
      layout: layout, sidebarSelection: sidebar, contentSelection: content,
      columnVisibility: visibility, detail: detail)
  }
}

/// Writes a string-backed value as its raw value.
private func rawValue(
  _ writer: inout DocumentWriter, _ value: some RawRepresentable<String>, _ path: JSONPath
) {
  writer.write(raw: JSONValue.string(value.rawValue).jsonString)
}

/// Writes a selection as a pair, or `null` when there is none.
private func selection(
  _ writer: inout DocumentWriter, _ value: (some Hashable)?, _ path: JSONPath
) throws(NavCodingError) {
  try writer.optionalValue(value, at: path)
}
