public import NavCore

extension PathTransition: NavSavableState {
  /// A path transition is saved as a state: `{"pop":n,"pushed":[…]}`, the number of elements it
  /// pops first and the pairs of the elements it then pushes, root first, as in
  /// `{"v":1,"t":["recipe"],"state":{"pop":1,"pushed":[[0,{"id":7}]]}}`.
  ///
  /// Under the prefix policy, the pushed elements from the first that cannot be restored are
  /// dropped, as a stack's are; the pop stays.
  public static var documentLayout: NavDocumentLayout<Self> {
    // Key paths made once per layout: Design.md, "Each state's layout is declared once".
    let (popCount, pushed) = (\Self.popCount, \Self.pushed)
    return NavDocumentLayout(
      .count("pop", popCount, of: "elements to pop"),
      .stack("pushed", pushed)
    ) { restored in
      PathTransition(popCount: restored[popCount], pushed: restored[pushed])
    }
  }
}

extension DocumentShape {
  /// A count saved as a JSON integer from 0, of `noun` (as in `elements to pop`).
  static func count(_ json: NavJSONValue, at path: NavJSONPath, of noun: String)
    throws(NavCodingError) -> Int
  {
    guard case .number(let number) = json, let count = Int(number.text), count >= 0 else {
      throw malformed(path, "expected a number of \(noun), found \(describe(json))")
    }
    return count
  }
}
