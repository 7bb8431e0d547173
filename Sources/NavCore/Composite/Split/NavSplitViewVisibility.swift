/// Which columns of a split view show, as in SwiftUI's `NavigationSplitViewVisibility`.
///
/// Bind ``SplitState/columnVisibility`` to `NavigationSplitView(columnVisibility:)`. The detail
/// column always shows; the values say which leading columns show with it.
///
/// Like SwiftUI's, the type is a struct with static members, so that a later release can name
/// more: compare with `==`, and give a `switch` a `default`:
///
/// ```swift
/// let visibility: NavigationSplitViewVisibility =
///   switch split.columnVisibility {
///   case .all: .all
///   case .doubleColumn: .doubleColumn
///   case .detailOnly: .detailOnly
///   default: .automatic  // and any value this code does not know
///   }
/// ```
///
/// A split view is saved with its visibility's ``rawValue``. A value this version does not name,
/// written by a newer version of the app, is restored as it was written under either decoding
/// policy (nothing is dropped for it) and saved again unchanged.
public struct NavSplitViewVisibility: RawRepresentable, Hashable, Sendable, CustomStringConvertible
{
  /// The name the value is saved under, as in `doubleColumn`.
  public let rawValue: String

  /// Creates the visibility saved under a name: one the library names (`"all"` is ``all``), or
  /// any other.
  ///
  /// - Parameter rawValue: The name the value is saved under.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The platform decides from the layout and the available space.
  public static var automatic: Self { Self(rawValue: "automatic") }

  /// Every column shows: sidebar, content (in a three-column layout) and detail.
  public static var all: Self { Self(rawValue: "all") }

  /// The two trailing columns show: content and detail in a three-column layout, sidebar and
  /// detail in a two-column one.
  public static var doubleColumn: Self { Self(rawValue: "doubleColumn") }

  /// Only the detail column shows.
  public static var detailOnly: Self { Self(rawValue: "detailOnly") }

  /// The value as its static member is written, as in `.detailOnly`.
  public var description: String { "." + rawValue }
}
