#if canImport(SwiftUI)
  public import NavCore
  public import SwiftUI

  /// What a stack shows for an element that has no screen: the error, in place of a blank
  /// screen.
  ///
  /// The default fallback of ``SwiftUI/View/navigationDestinations(for:in:report:destination:)``;
  /// pass `fallback:` to show your own.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  public struct MissingDestinationView: View {
    /// Why the element has no screen.
    public let error: DestinationError

    /// Creates the view of a missing destination.
    ///
    /// - Parameter error: Why the element has no screen.
    public init(_ error: DestinationError) {
      self.error = error
    }

    public var body: some View {
      Text(verbatim: "No screen for this element: \(error)")
    }
  }
#endif
