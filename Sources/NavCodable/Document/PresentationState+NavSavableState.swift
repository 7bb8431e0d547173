public import NavCore

extension PresentationState: NavSavableState
where Base: NavSavableState, Stack: NavSavableState {
  /// A state with presentations is saved as `{"base":…,"presentations":[…]}`, each presentation
  /// as `{"destination":…,"style":…,"stack":[…]}`; the base is any savable state.
  ///
  /// Under the prefix policy, a presentation whose destination cannot be restored is dropped
  /// with every presentation above it.
  public static var documentLayout: NavDocumentLayout<Self> {
    NavDocumentLayout(
      shape: .composite(
        depth: 1 + max(Base.documentLayout.depth, 2 + Stack.documentLayout.depth),
        write: { (state, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"base\":")
          try Base.documentLayout.writePart(state.base, into: &writer, at: path.appending("base"))
          writer.write(raw: ",\"presentations\":")
          try Presentation.writePresentations(
            state.presentations, into: &writer, at: path.appending("presentations"))
          writer.write(raw: "}")
        },
        read: { (reader, json, path) throws(NavCodingError) in
          try read(&reader, json, at: path)
        }))
  }

  private static func read(_ reader: inout DocumentReader, _ json: JSONValue, at path: JSONPath)
    throws(NavCodingError) -> Self
  {
    let parts = try DocumentShape.members(of: json, at: path, keys: ["base", "presentations"])
    let base = try Base.documentLayout.readPart(
      parts[0], with: &reader, at: path.appending("base"))
    let presentations = try Presentation<Destination, Stack>.readPresentations(
      parts[1], with: &reader, at: path.appending("presentations"))
    return PresentationState(base: base, presentations: presentations)
  }
}

extension Presentation where Stack: NavSavableState {
  /// Writes presentations, bottom first, as an array of
  /// `{"destination":…,"style":…,"stack":[…]}`.
  static func writePresentations(
    _ presentations: [Self], into writer: inout DocumentWriter, at listPath: JSONPath
  ) throws(NavCodingError) {
    writer.write(raw: "[")
    for (index, presentation) in presentations.enumerated() {
      let itemPath = listPath.appending(index)
      writer.write(raw: index > 0 ? ",{\"destination\":" : "{\"destination\":")
      try writer.value(presentation.destination, at: itemPath.appending("destination"))
      writer.write(raw: ",\"style\":")
      writer.write(raw: JSONValue.string(presentation.style.rawValue).jsonString)
      writer.write(raw: ",\"stack\":")
      try Stack.documentLayout.writePart(
        presentation.stack, into: &writer, at: itemPath.appending("stack"))
      writer.write(raw: "}")
    }
    writer.write(raw: "]")
  }

  /// Reads presentations written by ``writePresentations(_:into:at:)``, under the prefix policy
  /// up to the first whose destination cannot be restored.
  static func readPresentations(
    _ json: JSONValue, with reader: inout DocumentReader, at listPath: JSONPath
  ) throws(NavCodingError) -> [Self] {
    let items = try DocumentShape.array(json, at: listPath)
    var presentations: [Self] = []
    for (index, item) in items.enumerated() {
      let itemPath = listPath.appending(index)
      let fields = try DocumentShape.members(
        of: item, at: itemPath, keys: ["destination", "style", "stack"])
      let style = try DocumentShape.rawValue(
        PresentationStyle.self, from: fields[1], at: itemPath.appending("style"))
      let stackPath = itemPath.appending("stack")
      guard
        let destination = try reader.value(
          Destination.self, from: fields[0], at: itemPath.appending("destination"))
      else {
        reader.dropStack(fields[2], at: stackPath, because: "its destination was dropped")
        for later in (index + 1)..<items.count {
          reader.drop(
            listPath.appending(later), because: "presentation \(index) below it was dropped")
        }
        break
      }
      let stack = try Stack.documentLayout.readPart(fields[2], with: &reader, at: stackPath)
      presentations.append(Presentation(destination, style: style, stack: stack))
    }
    return presentations
  }
}
