import NavCore

// The members the library names of its growable saved types, for property tests that draw one
// (the types are not `CaseIterable`: a document may hold a value of a newer version).
extension NavSplitViewVisibility {
  static let known: [Self] = [.automatic, .all, .doubleColumn, .detailOnly]
}

extension ModalPresentationStyle {
  static let known: [Self] = [.sheet, .fullScreenCover]
}
