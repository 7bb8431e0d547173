internal import NavCore

extension TabsState: NavDocumentPart {
  static var envelopeDepth: Int { 2 + Stack.depthInDocument }

  func jsonValue(writer: inout NavDocumentWriter, at path: String) throws(NavCodingError)
    -> JSONValue
  {
    var tabValues: [JSONValue] = []
    for (index, tab) in tabs.enumerated() {
      tabValues.append(try writer.value(tab, at: "\(path).tabs[\(index)]"))
    }
    let selected = try writer.value(selection, at: "\(path).selection")
    var stackValues: [JSONValue] = []
    for (index, stack) in stacks.enumerated() {
      stackValues.append(try writer.stack(stack, at: "\(path).stacks[\(index)]"))
    }
    return ["tabs": .array(tabValues), "selection": selected, "stacks": .array(stackValues)]
  }

  init(json: JSONValue, reader: NavDocumentReader, at path: String) throws(NavCodingError) {
    let parts = try reader.members(of: json, at: path, keys: ["tabs", "selection", "stacks"])
    let tabs = try reader.array(parts[0], at: "\(path).tabs").enumerated().map {
      (index, tab) throws(NavCodingError) in
      try reader.value(Tab.self, from: tab, at: "\(path).tabs[\(index)]")
    }
    let selection = try reader.value(Tab.self, from: parts[1], at: "\(path).selection")
    let stacks = try reader.array(parts[2], at: "\(path).stacks").enumerated().map {
      (index, stack) throws(NavCodingError) in
      try reader.stack(Stack.self, from: stack, at: "\(path).stacks[\(index)]")
    }
    do {
      try self.init(tabs: tabs, selection: selection, stacks: stacks)
    } catch {
      throw codingError(error, at: path)
    }
  }
}

extension SplitState: NavDocumentPart {
  static var envelopeDepth: Int { 1 + Stack.depthInDocument }

  func jsonValue(writer: inout NavDocumentWriter, at path: String) throws(NavCodingError)
    -> JSONValue
  {
    let sidebar = try sidebarSelection.map { (value) throws(NavCodingError) in
      try writer.value(value, at: "\(path).sidebar")
    }
    let content = try contentSelection.map { (value) throws(NavCodingError) in
      try writer.value(value, at: "\(path).content")
    }
    return [
      "layout": .string(layout.rawValue), "sidebar": sidebar ?? .null,
      "content": content ?? .null, "detail": try writer.stack(detail, at: "\(path).detail"),
      "columnVisibility": .string(columnVisibility.rawValue),
    ]
  }

  init(json: JSONValue, reader: NavDocumentReader, at path: String) throws(NavCodingError) {
    let parts = try reader.members(
      of: json, at: path, keys: ["layout", "sidebar", "content", "detail", "columnVisibility"])
    let layout = try reader.rawValue(SplitLayout.self, from: parts[0], at: "\(path).layout")
    let sidebar = try reader.optionalValue(Sidebar.self, from: parts[1], at: "\(path).sidebar")
    let content = try reader.optionalValue(Content.self, from: parts[2], at: "\(path).content")
    let detail = try reader.stack(Stack.self, from: parts[3], at: "\(path).detail")
    let visibility = try reader.rawValue(
      ColumnVisibility.self, from: parts[4], at: "\(path).columnVisibility")
    do {
      try self.init(
        layout: layout, sidebarSelection: sidebar, contentSelection: content, detail: detail,
        columnVisibility: visibility)
    } catch {
      throw codingError(error, at: path)
    }
  }
}

extension PresentationState: NavDocumentPart {
  static var envelopeDepth: Int {
    let base = (Base.self as? any NavDocumentPart.Type)?.envelopeDepth ?? 0
    return 1 + max(base, 2 + Stack.depthInDocument)
  }

  func jsonValue(writer: inout NavDocumentWriter, at path: String) throws(NavCodingError)
    -> JSONValue
  {
    let basePath = "\(path).base"
    guard let base = base as? any NavDocumentPart else {
      throw unsavableState(Base.self, at: basePath)
    }
    let baseValue = try base.jsonValue(writer: &writer, at: basePath)
    var presented: [JSONValue] = []
    for (index, presentation) in presentations.enumerated() {
      let itemPath = "\(path).presentations[\(index)]"
      presented.append([
        "destination": try writer.value(presentation.destination, at: "\(itemPath).destination"),
        "style": .string(presentation.style.rawValue),
        "stack": try writer.stack(presentation.stack, at: "\(itemPath).stack"),
      ])
    }
    return ["base": baseValue, "presentations": .array(presented)]
  }

  init(json: JSONValue, reader: NavDocumentReader, at path: String) throws(NavCodingError) {
    let parts = try reader.members(of: json, at: path, keys: ["base", "presentations"])
    let basePath = "\(path).base"
    guard let baseType = Base.self as? any NavDocumentPart.Type else {
      throw unsavableState(Base.self, at: basePath)
    }
    let base = try baseType.init(json: parts[0], reader: reader, at: basePath)
    guard let base = base as? Base else {
      throw NavCodingError(
        .unexpectedType, jsonPath: basePath,
        reason: "the base is not a \(_typeName(Base.self, qualified: true))")
    }
    let items = try reader.array(parts[1], at: "\(path).presentations")
    let presentations = try items.enumerated().map {
      (index, item) throws(NavCodingError) -> Presentation<Destination, Stack> in
      let itemPath = "\(path).presentations[\(index)]"
      let fields = try reader.members(
        of: item, at: itemPath, keys: ["destination", "style", "stack"])
      return Presentation(
        try reader.value(Destination.self, from: fields[0], at: "\(itemPath).destination"),
        style: try reader.rawValue(
          PresentationStyle.self, from: fields[1], at: "\(itemPath).style"),
        stack: try reader.stack(Stack.self, from: fields[2], at: "\(itemPath).stack"))
    }
    self.init(base: base, presentations: presentations)
  }
}

extension StackPath {
  /// The JSON levels a stack adds above a payload: its array and each element's pair.
  static var depthInDocument: Int { 2 }
}

/// The document error for composite parts that decoded but do not fit together.
///
/// - Parameters:
///   - error: Why the parts do not fit.
///   - path: The document path of the composite state.
func codingError(_ error: CompositeStateError, at path: String) -> NavCodingError {
  let member: String
  switch error.problem {
  case .noTabs: member = ".tabs"
  case .stackCountMismatch: member = ".stacks"
  case .duplicateTab(let index, _): member = ".tabs[\(index)]"
  case .unknownTab: member = ".selection"
  case .contentInTwoColumnLayout, .contentWithoutSidebar: member = ".content"
  case .detailWithoutSelection: member = ".detail"
  case .misplacedEntry: member = ""
  }
  return NavCodingError(.inconsistentState, jsonPath: path + member, reason: "\(error)")
}
