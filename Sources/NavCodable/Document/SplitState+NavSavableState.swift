public import NavCore

extension SplitState: NavSavableState where Stack: NavSavableState {
  /// A split view is saved as `{"layout":…,"sidebar":…,"content":…,"detail":[…],
  /// "columnVisibility":…}`: each selection as a pair or `null`, and the detail stack.
  ///
  /// Under the prefix policy, a selection that cannot be restored is dropped with what it
  /// drives: the content selection after a dropped sidebar selection, and the detail stack.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      shape: .composite(
        depth: 1 + Stack.documentLayout.depth,
        write: { (state, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"layout\":")
          writer.write(raw: JSONValue.string(state.layout.rawValue).jsonString)
          writer.write(raw: ",\"sidebar\":")
          try writer.optionalValue(state.sidebarSelection, at: path.appending("sidebar"))
          writer.write(raw: ",\"content\":")
          try writer.optionalValue(state.contentSelection, at: path.appending("content"))
          writer.write(raw: ",\"detail\":")
          try Stack.documentLayout.writePart(
            state.detail, into: &writer, at: path.appending("detail"))
          writer.write(raw: ",\"columnVisibility\":")
          writer.write(raw: JSONValue.string(state.columnVisibility.rawValue).jsonString)
          writer.write(raw: "}")
        },
        read: { (reader, json, path) throws(NavCodingError) in
          try read(&reader, json, at: path)
        }))
  }

  private static func read(_ reader: inout DocumentReader, _ json: JSONValue, at path: JSONPath)
    throws(NavCodingError) -> Self
  {
    let parts = try DocumentShape.members(
      of: json, at: path, keys: ["layout", "sidebar", "content", "detail", "columnVisibility"])
    let layout = try DocumentShape.rawValue(
      SplitLayout.self, from: parts[0], at: path.appending("layout"))
    let visibility = try DocumentShape.rawValue(
      ColumnVisibility.self, from: parts[4], at: path.appending("columnVisibility"))
    let sidebar = try reader.optionalValue(
      Sidebar.self, from: parts[1], at: path.appending("sidebar"))
    let sidebarDropped = sidebar == nil && parts[1] != .null
    var content: Content?
    if sidebarDropped, parts[2] != .null {
      reader.drop(path.appending("content"), because: "the sidebar selection was dropped")
    } else {
      content = try reader.optionalValue(
        Content.self, from: parts[2], at: path.appending("content"))
    }
    let detailPath = path.appending("detail")
    var detail = Stack()
    if sidebarDropped || (content == nil && parts[2] != .null) {
      reader.dropStack(parts[3], at: detailPath, because: "the selection it shows was dropped")
    } else {
      detail = try Stack.documentLayout.readPart(parts[3], with: &reader, at: detailPath)
    }
    do {
      return try SplitState(
        layout: layout, sidebarSelection: sidebar, contentSelection: content, detail: detail,
        columnVisibility: visibility)
    } catch {
      throw codingError(error, at: path)
    }
  }
}
