public import NavCore

extension TabsTransition: NavSavableState {
  /// A tab view's transition is saved as `{"tabs":…,"stackChanges":[…],"switchedTab":…}`:
  /// the change of the declared tabs as `{"from":[…],"to":[…]}` or `null`, each stack change
  /// as `{"tab":…,"transition":{"pop":n,"pushed":[…]}}`, and the tab to switch to or `null`;
  /// every tab is a pair.
  ///
  /// Under the prefix policy, a tab that cannot be restored is dropped from the tab lists, a
  /// stack change whose tab is dropped is dropped with its pushes, and a switched tab that is
  /// dropped leaves the selection as it is. What remains may no longer fit the state it was
  /// planned from; check it with `fits(_:)` before applying it.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      shape: .composite(
        depth: 3 + PathTransition<Element>.documentLayout.depth,
        write: { (transition, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"tabs\":")
          try writer.change(transition.tabs, at: path.appending("tabs")) {
            (writer, tabs, path) throws(NavCodingError) in try writer.values(tabs, at: path)
          }
          writer.write(raw: ",\"stackChanges\":")
          try writer.stackChanges(
            transition.stackChanges, at: path.appending("stackChanges"), key: "tab",
            writeKey: { (writer, change, path) throws(NavCodingError) in
              try writer.value(change.tab, at: path)
            },
            transition: \.transition)
          writer.write(raw: ",\"switchedTab\":")
          try writer.optionalValue(transition.switchedTab, at: path.appending("switchedTab"))
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
      of: json, at: path, keys: ["tabs", "stackChanges", "switchedTab"])
    let tabs = try reader.change(parts[0], at: path.appending("tabs")) {
      (reader, json, path) throws(NavCodingError) in
      try reader.values(Tab.self, from: json, at: path)
    }
    let stackChanges = try reader.stackChanges(
      parts[1], at: path.appending("stackChanges"), key: "tab"
    ) { (reader, json, path) throws(NavCodingError) in
      try reader.value(Tab.self, from: json, at: path)
    }.map { StackChange(tab: $0.key, transition: $0.transition) }
    let switchedTab = try reader.optionalValue(
      Tab.self, from: parts[2], at: path.appending("switchedTab"))
    return TabsTransition(tabs: tabs, stackChanges: stackChanges, switchedTab: switchedTab)
  }
}
