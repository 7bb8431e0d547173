/// How a presentation covers what is under it: SwiftUI's `sheet` or `fullScreenCover`.
public enum ModalPresentationStyle: String, CaseIterable, Hashable, Sendable {
  /// A card over the presenting view, which stays partly visible.
  case sheet

  /// A cover that hides the presenting view entirely.
  case fullScreenCover
}
