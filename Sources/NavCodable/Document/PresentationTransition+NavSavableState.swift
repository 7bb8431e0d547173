public import NavCore

extension PresentationTransition: NavSavableState
where Base.Transition: NavSavableState, Stack: NavSavableState {
  /// A transition of presentations is saved as `{"dismissCount":n,"base":…,"stackChanges":[…],
  /// "presented":[…]}`: the base's transition in its own layout or `null`, each stack change as
  /// `{"level":n,"transition":{"pop":n,"pushed":[…]}}`, and each presented presentation as in a
  /// ``NavCore/PresentationState``'s document.
  ///
  /// The base's transition must itself be savable, which the compiler checks: a
  /// `PresentationState` over a `TabsState` of `NavPath`s sends a ``NavCore/TabsTransition``.
  ///
  /// Under the prefix policy, a presented presentation whose destination cannot be restored is
  /// dropped with every presentation above it, and each stack and the base lose what they
  /// cannot restore, as in their own documents.
  public static var documentLayout: NavDocumentLayout<Self> {
    let changeDepth = 2 + PathTransition<Stack.Element>.documentLayout.depth
    return NavDocumentLayout(
      shape: .composite(
        depth: 1
          + max(Base.Transition.documentLayout.depth, changeDepth, 2 + Stack.documentLayout.depth),
        write: { (transition, writer, path) throws(NavCodingError) in
          writer.write(raw: "{\"dismissCount\":")
          writer.write(raw: String(transition.dismissCount))
          writer.write(raw: ",\"base\":")
          if let base = transition.base {
            try Base.Transition.documentLayout.writePart(
              base, into: &writer, at: path.appending("base"))
          } else {
            writer.write(raw: "null")
          }
          writer.write(raw: ",\"stackChanges\":[")
          for (index, change) in transition.stackChanges.enumerated() {
            let changePath = path.appending("stackChanges").appending(index)
            writer.write(raw: index > 0 ? ",{\"level\":" : "{\"level\":")
            writer.write(raw: String(change.level))
            writer.write(raw: ",\"transition\":")
            try PathTransition.documentLayout.writePart(
              change.transition, into: &writer, at: changePath.appending("transition"))
            writer.write(raw: "}")
          }
          writer.write(raw: "],\"presented\":")
          try Presentation.writePresentations(
            transition.presented, into: &writer, at: path.appending("presented"))
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
      of: json, at: path, keys: ["dismissCount", "base", "stackChanges", "presented"])
    let dismissCount = try DocumentShape.count(
      parts[0], at: path.appending("dismissCount"), of: "presentations to dismiss")
    var base: Base.Transition?
    if parts[1] != .null {
      base = try Base.Transition.documentLayout.readPart(
        parts[1], with: &reader, at: path.appending("base"))
    }
    let listPath = path.appending("stackChanges")
    var stackChanges: [StackChange] = []
    for (index, item) in try DocumentShape.array(parts[2], at: listPath).enumerated() {
      let changePath = listPath.appending(index)
      let fields = try DocumentShape.members(
        of: item, at: changePath, keys: ["level", "transition"])
      let level = try DocumentShape.count(
        fields[0], at: changePath.appending("level"), of: "presentations below it")
      let transition = try PathTransition<Stack.Element>.documentLayout.readPart(
        fields[1], with: &reader, at: changePath.appending("transition"))
      stackChanges.append(StackChange(level: level, transition: transition))
    }
    let presented = try Presentation<Destination, Stack>.readPresentations(
      parts[3], with: &reader, at: path.appending("presented"))
    return PresentationTransition(
      dismissCount: dismissCount, base: base, stackChanges: stackChanges, presented: presented)
  }
}
