#if canImport(SwiftUI)
  public import NavCore
  public import NavNavigator
  public import SwiftUI

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  extension View {
    /// Shows every element of a stack with the screen a registry gives it: one
    /// `navigationDestination` for the whole stack, in place of one per type.
    ///
    /// Apply it inside the `NavigationStack` bound to the stack. Each element is resolved in
    /// the scopes of the elements below it; an element with no screen shows `fallback` and is
    /// reported, never a blank screen.
    ///
    /// ```swift
    /// NavigationStack(path: $path) {
    ///   CategoryList()
    ///     .navigationDestinations(for: path, in: destinations) { screen in
    ///       ScreenView(screen)
    ///     } fallback: { error in
    ///       ContentUnavailableView("Not found", systemImage: "questionmark")
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - stack: The stack the `NavigationStack` shows.
    ///   - destinations: The registry of screens.
    ///   - report: Called with the error of each element shown without a screen.
    ///   - destination: The view of a screen.
    ///   - fallback: The view of an element that has no screen.
    public func navigationDestinations<Stack: StackPath, Screen, Destination: View, Fallback: View>(
      for stack: Stack, in destinations: DestinationRegistry<Screen>,
      report: @escaping (DestinationError) -> Void = reportMissingDestination,
      @ViewBuilder destination: @escaping (Screen) -> Destination,
      @ViewBuilder fallback: @escaping (DestinationError) -> Fallback
    ) -> some View {
      navigationDestination(for: Stack.Element.self) { element in
        DestinationScreen(
          screen: destinations.result(for: element, in: stack), destination: destination,
          fallback: fallback, report: report, guardedBack: nil)
      }
    }

    /// Shows every element of a stack with the screen a registry gives it, and an element with
    /// no screen as a ``MissingDestinationView``.
    ///
    /// ```swift
    /// NavigationStack(path: $path) {
    ///   CategoryList()
    ///     .navigationDestinations(
    ///       for: path, in: routes.destinations
    ///     ) { screen in
    ///       ScreenView(screen)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - stack: The stack the `NavigationStack` shows.
    ///   - destinations: The registry of screens; for routes, `routes.destinations`.
    ///   - report: Called with the error of each element shown without a screen.
    ///   - destination: The view of a screen.
    public func navigationDestinations<Stack: StackPath, Screen, Destination: View>(
      for stack: Stack, in destinations: DestinationRegistry<Screen>,
      report: @escaping (DestinationError) -> Void = reportMissingDestination,
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) -> some View {
      navigationDestinations(
        for: stack, in: destinations, report: report, destination: destination,
        fallback: MissingDestinationView.init)
    }

    /// Shows every element of a stack with the screen an app's routes give it.
    ///
    /// ```swift
    /// NavigationStack(path: $path) {
    ///   CategoryList()
    ///     .navigationDestinations(for: path, in: routes) { screen in
    ///       ScreenView(screen)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - stack: The stack the `NavigationStack` shows.
    ///   - routes: The app's routes.
    ///   - report: Called with the error of each element shown without a screen.
    ///   - destination: The view of a screen.
    public func navigationDestinations<Stack: StackPath, Screen, Destination: View>(
      for stack: Stack, in routes: NavRoutes<Screen>,
      report: @escaping (DestinationError) -> Void = reportMissingDestination,
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) -> some View {
      navigationDestinations(
        for: stack, in: routes.destinations, report: report, destination: destination)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Shows every element of a navigator's stack with the screen a registry gives it, and
    /// replaces the system back button while a guard stands in the way of going back.
    ///
    /// Apply it inside the `NavigationStack` bound to the same part. While popping the top
    /// screen is guarded (a synchronous guard that would refuse, or any asynchronous guard), the
    /// system back button, and with it the swipe back, is hidden, and a back button that asks
    /// the guard takes its place.
    ///
    /// ```swift
    /// NavigationStack(path: navigator.binding(.stack)) {
    ///   CategoryList()
    ///     .navigationDestinations(
    ///       for: navigator, .stack, in: destinations
    ///     ) { screen in
    ///       ScreenView(screen)
    ///     } fallback: { error in
    ///       MissingDestinationView(error)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator that owns the state.
    ///   - part: The stack inside the state that the `NavigationStack` binds to.
    ///   - destinations: The registry of screens; for routes, `routes.destinations`.
    ///   - backTitle: The title of the back button shown while a guard stands.
    ///   - report: Called with the error of each element shown without a screen.
    ///   - destination: The view of a screen.
    ///   - fallback: The view of an element that has no screen.
    public func navigationDestinations<
      State, Stack: StackPath & Equatable & Sendable, Screen, Destination: View, Fallback: View
    >(
      for navigator: Navigator<State>, _ part: StatePart<State, Stack>,
      in destinations: DestinationRegistry<Screen>, backTitle: String = "Back",
      report: @escaping (DestinationError) -> Void = reportMissingDestination,
      @ViewBuilder destination: @escaping (Screen) -> Destination,
      @ViewBuilder fallback: @escaping (DestinationError) -> Fallback
    ) -> some View {
      navigationDestination(for: Stack.Element.self) { element in
        DestinationScreen(
          screen: destinations.result(for: element, in: part.value(in: navigator.state)),
          destination: destination, fallback: fallback, report: report,
          guardedBack: navigator.guardedBack(of: part, titled: backTitle))
      }
    }

    /// Shows every element of a navigator's stack with the screen a registry gives it, an
    /// element with no screen as a ``MissingDestinationView``, and a back button that asks the
    /// guards while they stand.
    ///
    /// ```swift
    /// NavigationStack(path: navigator.binding(.stack)) {
    ///   CategoryList()
    ///     .navigationDestinations(
    ///       for: navigator, .stack, in: destinations
    ///     ) { screen in
    ///       ScreenView(screen)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator that owns the state.
    ///   - part: The stack inside the state that the `NavigationStack` binds to.
    ///   - destinations: The registry of screens; for routes, `routes.destinations`.
    ///   - backTitle: The title of the back button shown while a guard stands.
    ///   - report: Called with the error of each element shown without a screen.
    ///   - destination: The view of a screen.
    public func navigationDestinations<
      State, Stack: StackPath & Equatable & Sendable, Screen, Destination: View
    >(
      for navigator: Navigator<State>, _ part: StatePart<State, Stack>,
      in destinations: DestinationRegistry<Screen>, backTitle: String = "Back",
      report: @escaping (DestinationError) -> Void = reportMissingDestination,
      @ViewBuilder destination: @escaping (Screen) -> Destination
    ) -> some View {
      navigationDestinations(
        for: navigator, part, in: destinations, backTitle: backTitle, report: report,
        destination: destination, fallback: MissingDestinationView.init)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Shows every element of a navigator's stack as its own screen, as
    /// `navigationDestination(for:)` does for a stack of routes, and replaces the system back
    /// button while a guard stands in the way of going back.
    ///
    /// For a ``NavCore/TypedPath`` whose routes are the screens; see
    /// ``SwiftUI/View/navigationDestinations(for:_:in:backTitle:report:destination:)`` for a
    /// registry's screens.
    ///
    /// ```swift
    /// NavigationStack(path: router.binding(.stack)) {
    ///   HomeView()
    ///     .navigationDestinations(for: router, .stack) { route in
    ///       RouteView(route: route, router: router)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator that owns the state.
    ///   - part: The stack inside the state that the `NavigationStack` binds to.
    ///   - backTitle: The title of the back button shown while a guard stands.
    ///   - destination: The view of an element.
    public func navigationDestinations<
      State, Stack: StackPath & Equatable & Sendable, Destination: View
    >(
      for navigator: Navigator<State>, _ part: StatePart<State, Stack>,
      backTitle: String = "Back",
      @ViewBuilder destination: @escaping (Stack.Element) -> Destination
    ) -> some View {
      navigationDestination(for: Stack.Element.self) { element in
        DestinationScreen(
          screen: .success(element), destination: destination,
          fallback: MissingDestinationView.init, report: { _ in },
          guardedBack: navigator.guardedBack(of: part, titled: backTitle))
      }
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension Navigator {
    /// The back button of the stack `part`, when popping its top is guarded.
    @MainActor
    fileprivate func guardedBack<Stack: StackPath & Equatable & Sendable>(
      of part: StatePart<State, Stack>, titled title: String
    ) -> GuardedBack? {
      isPopGuarded(in: part) ? GuardedBack(title: title) { self.pop(in: part) } : nil
    }
  }

  /// The default report of a missing destination: in a debug build, prints the error.
  ///
  /// - Parameter error: Why an element has no screen.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  public func reportMissingDestination(_ error: DestinationError) {
    #if DEBUG
      print("NavSwiftUI: no screen for an element of a stack: \(error)")
    #endif
  }
#endif
