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
          writer.write(raw: ",\"stackChanges\":")
          try writer.stackChanges(
            transition.stackChanges, at: path.appending("stackChanges"), key: "level",
            writeKey: { (writer, change, _) in writer.write(raw: String(change.level)) },
            transition: \.transition)
          writer.write(raw: ",\"presented\":")
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
    let stackChanges = try reader.stackChanges(
      parts[2], at: path.appending("stackChanges"), key: "level"
    ) { (_, json, path) throws(NavCodingError) in
      try DocumentShape.count(json, at: path, of: "presentations below it")
    }.map { StackChange(level: $0.key, transition: $0.transition) }
    let presented = try Presentation<Destination, Stack>.readPresentations(
      parts[3], with: &reader, at: path.appending("presented"))
    return PresentationTransition(
      dismissCount: dismissCount, base: base, stackChanges: stackChanges, presented: presented)
  }
}
