#if canImport(SwiftUI)
  public import NavCore
  public import SwiftUI

  extension NavigationSplitViewVisibility {
    /// The SwiftUI visibility of a split state's columns; a visibility SwiftUI does not name
    /// (written by a newer release) is `automatic`.
    ///
    /// - Parameter visibility: The columns a ``NavCore/SplitState`` shows.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public init(_ visibility: NavSplitViewVisibility) {
      switch visibility {
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      default: self = .automatic  // a visibility of a newer release, too
      }
    }
  }

  extension NavSplitViewVisibility {
    /// The split state's visibility of SwiftUI's columns.
    ///
    /// - Parameter visibility: The columns a `NavigationSplitView` shows.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public init(_ visibility: NavigationSplitViewVisibility) {
      self =
        switch visibility {
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        default: .automatic
        }
    }
  }

  extension Binding where Value == NavSplitViewVisibility {
    /// This binding as SwiftUI's column visibility, for `NavigationSplitView(columnVisibility:)`.
    ///
    /// ```swift
    /// let visibility = split.binding(.columnVisibility())
    /// NavigationSplitView(
    ///   columnVisibility: visibility.navigationSplitViewVisibility
    /// ) { ... } detail: { ... }
    /// ```
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
    public var navigationSplitViewVisibility: Binding<NavigationSplitViewVisibility> {
      Binding<NavigationSplitViewVisibility>(
        get: { NavigationSplitViewVisibility(wrappedValue) },
        set: { wrappedValue = NavSplitViewVisibility($0) })
    }
  }
#endif
