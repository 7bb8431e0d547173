public import NavCore

extension TabsState: NavSavableState where Stack: NavSavableState {
  /// A tab view is saved as `{"tabs":[…],"selection":…,"stacks":[…]}`: each tab and the
  /// selection as a pair, and one stack per tab.
  ///
  /// Under the prefix policy, a tab that cannot be restored is dropped with its stack, and when
  /// the selected tab is dropped the first tab is selected.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      shape: .composite(
        depth: 2 + Stack.documentLayout.depth,
        write: { (state, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"tabs\":")
          try writer.values(state.tabs, at: path.appending("tabs"))
          writer.write(raw: ",\"selection\":")
          try writer.value(state.selection, at: path.appending("selection"))
          writer.write(raw: ",\"stacks\":[")
          for (index, stack) in state.stacks.enumerated() {
            if index > 0 { writer.write(raw: ",") }
            try Stack.documentLayout.writePart(
              stack, into: &writer, at: path.appending("stacks").appending(index))
          }
          writer.write(raw: "]}")
        },
        read: { (reader, json, path) throws(NavCodingError) in
          try read(&reader, json, at: path)
        }))
  }

  private static func read(_ reader: inout DocumentReader, _ json: JSONValue, at path: JSONPath)
    throws(NavCodingError) -> Self
  {
    let parts = try DocumentShape.members(
      of: json, at: path, keys: ["tabs", "selection", "stacks"])
    let tabsPath = path.appending("tabs")
    let stacksPath = path.appending("stacks")
    let savedTabs = try DocumentShape.array(parts[0], at: tabsPath)
    let savedStacks = try DocumentShape.array(parts[2], at: stacksPath)
    var tabs: [Tab] = []
    var stacks: [Stack] = []
    var droppedTabs = false
    for index in 0..<max(savedTabs.count, savedStacks.count) {
      let tab =
        index < savedTabs.count
        ? try reader.value(Tab.self, from: savedTabs[index], at: tabsPath.appending(index)) : nil
      if let tab { tabs.append(tab) }
      guard index < savedStacks.count else { continue }
      let stackPath = stacksPath.appending(index)
      if tab == nil && index < savedTabs.count {
        droppedTabs = true
        reader.dropStack(
          savedStacks[index], at: stackPath,
          because: "its tab at \(tabsPath.appending(index)) was dropped")
      } else {
        stacks.append(
          try Stack.documentLayout.readPart(savedStacks[index], with: &reader, at: stackPath))
      }
    }
    let selectionPath = path.appending("selection")
    var selection = try reader.value(Tab.self, from: parts[1], at: selectionPath)
    if reader.policy == .prefix, let first = tabs.first {
      if let chosen = selection, droppedTabs, !tabs.contains(chosen) {
        reader.drop(
          selectionPath, because: "the selected tab was dropped; the first tab is selected")
        selection = first
      } else if selection == nil {
        selection = first
      }
    }
    guard let selection else {
      throw NavCodingError(
        .inconsistentState, jsonPath: tabsPath, reason: "no tab could be restored")
    }
    do {
      return try TabsState(tabs: tabs, selection: selection, stacks: stacks)
    } catch {
      throw codingError(error, at: path)
    }
  }
}

/// The document error for the parts of the composite state at `path` that decoded but do not fit
/// together.
func codingError(_ error: CompositeStateError, at path: JSONPath) -> NavCodingError {
  let place: JSONPath
  switch error.problem {
  case .noTabs: place = path.appending("tabs")
  case .stackCountMismatch: place = path.appending("stacks")
  case .duplicateTab(let index, _): place = path.appending("tabs").appending(index)
  case .unknownTab: place = path.appending("selection")
  case .contentInTwoColumnLayout, .contentWithoutSidebar: place = path.appending("content")
  case .detailWithoutSelection: place = path.appending("detail")
  case .misplacedEntry: place = path
  }
  return NavCodingError(.inconsistentState, jsonPath: place, reason: "\(error)")
}
