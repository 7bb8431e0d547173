extension Int {
  /// A number written as ASCII digits, as the service's contract writes every number it reads
  /// from a header, a query or an option (`7`, not `+7`, `7.0` or `7e0`); `nil` otherwise, and
  /// for a number beyond `Int`.
  init?(digits text: some StringProtocol) {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    self.init(text)
  }
}
