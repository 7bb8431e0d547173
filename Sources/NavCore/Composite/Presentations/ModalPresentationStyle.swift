/// How a presentation covers what is under it: SwiftUI's `sheet` or `fullScreenCover`.
///
/// A later release may name more styles (SwiftUI has others, such as a popover), and an app may
/// use one of its own, `ModalPresentationStyle(rawValue: "popover")`: compare with `==`, and
/// give a `switch` a `default`:
///
/// ```swift
/// switch presentation.style {
/// case .fullScreenCover: coverView
/// default: sheetView  // .sheet, and any style this code does not know
/// }
/// ```
///
/// A presentation is saved with its style's ``rawValue``. A style this version does not name,
/// written by a newer version of the app, is restored as it was written under either decoding
/// policy (nothing is dropped for it) and saved again unchanged.
public struct ModalPresentationStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible
{
  /// The name the style is saved under, as in `fullScreenCover`.
  public let rawValue: String

  /// Creates the style saved under a name: one the library names (`"sheet"` is ``sheet``), or
  /// any other.
  ///
  /// - Parameter rawValue: The name the style is saved under.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A card over the presenting view, which stays partly visible.
  public static var sheet: Self { Self(rawValue: "sheet") }

  /// A cover that hides the presenting view entirely.
  public static var fullScreenCover: Self { Self(rawValue: "fullScreenCover") }

  /// The style as its static member is written, as in `.sheet`.
  public var description: String { "." + rawValue }
}
