#if canImport(SwiftUI)
  import Foundation
  public import NavCore
  public import NavNavigator
  public import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Opens the links the app is sent through the app's routes, as one change of the
    /// navigator's state, and hands a link the routes refuse to the app.
    ///
    /// The link's state is planned and applied like any other change: the guards of what it
    /// removes are asked. A link the routes cannot read changes nothing and is handed to
    /// `onRefusal` with its ``NavCore/DeepLinkError`` (where the link failed, and why).
    ///
    /// ```swift
    /// RecipesRoot()
    ///   .onOpenURL(opening: navigator, through: open) { error in
    ///     linkError = error
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator that opens the links.
    ///   - resolve: Reads a link (the URL's absolute string) as the state it stands for, such as
    ///     a ``NavCore/DeepLinkTable``'s `open(_:)`.
    ///   - onRefusal: Called with the error of a link that `resolve` refused.
    ///   - onOutcome: Called with the outcome of each link that `resolve` read: applied, refused
    ///     by a guard, or pending.
    public func onOpenURL<State>(
      opening navigator: Navigator<State>,
      through resolve: @escaping (String) throws(DeepLinkError) -> State,
      onOutcome: @escaping (NavigationOutcome<State>) -> Void = { _ in },
      onRefusal: @escaping (DeepLinkError) -> Void
    ) -> some View {
      onOpenURL { url in
        do throws(DeepLinkError) {
          onOutcome(try navigator.open(url.absoluteString, resolve: resolve))
        } catch {
          onRefusal(error)
        }
      }
    }

    /// Opens the links the app is sent through a table of the stack's elements, as one change
    /// of the navigator's stack, and hands a link the table refuses to the app.
    ///
    /// ```swift
    /// NavigationStack(path: navigator.binding(.stack)) { CategoryList() }
    ///   .onOpenURL(opening: navigator, with: table) { error in
    ///     refusedLink = error
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator that opens the links.
    ///   - table: The table that reads a link (the URL's absolute string) as a whole stack.
    ///   - onOutcome: Called with the outcome of each link the table read: applied, refused by a
    ///     guard, or pending.
    ///   - onRefusal: Called with the error of a link the table refused.
    public func onOpenURL<Stack: StackPath>(
      opening navigator: Navigator<Stack>, with table: DeepLinkTable<Stack.Element>,
      onOutcome: @escaping (NavigationOutcome<Stack>) -> Void = { _ in },
      onRefusal: @escaping (DeepLinkError) -> Void
    ) -> some View {
      onOpenURL(
        opening: navigator,
        through: { (link) throws(DeepLinkError) in try table.open(link, as: Stack.self) },
        onOutcome: onOutcome, onRefusal: onRefusal)
    }
  }
#endif
