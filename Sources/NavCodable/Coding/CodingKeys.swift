/// The key of an array position, spelled as Foundation's coders spell it (`Index 3`), which is how
/// `NavJSONPath.Component` tells positions from members.
struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(intValue: Int) {
    self.intValue = intValue
  }

  init?(stringValue: String) {
    nil
  }
}

/// Any member name of a JSON object.
struct MemberKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) {
    stringValue = name
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}
