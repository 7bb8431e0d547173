#if canImport(SwiftUI)
  public import NavCore
  public import NavNavigator
  public import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  extension View {
    /// Presents a navigator's sheets and full-screen covers over this view, each with a
    /// navigation stack of its own, and each one presented over the one below it.
    ///
    /// Apply it to the view of the base state. Each presentation shows `modal` for its
    /// destination as the root of a `NavigationStack` bound to its stack, whose elements show the
    /// screens of `destinations`. Swiping a sheet down dismisses it through the navigator; while
    /// a guard stands in the way of dismissing it (a synchronous guard on an element of its
    /// stack that would refuse, or any asynchronous guard there), the sheet cannot be swiped
    /// down. Full-screen covers are presented where SwiftUI has them; on macOS, which has none,
    /// they show as sheets.
    ///
    /// ```swift
    /// RecipesRoot()
    ///   .presentations(of: navigator, in: destinations) { modal in
    ///     ModalRoot(modal)
    ///   } screen: { screen in
    ///     ScreenView(screen)
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator that owns the presentations.
    ///   - destinations: The registry of the screens pushed inside presentations.
    ///   - modal: The root view of a presentation.
    ///   - screen: The view of a screen pushed inside a presentation.
    public func presentations<
      Base, Destination: Hashable & Sendable, Stack: StackPath & MutableCollection & Sendable,
      Screen,
      Modal: View, ScreenContent: View
    >(
      of navigator: Navigator<PresentationState<Base, Destination, Stack>>,
      in destinations: DestinationRegistry<Screen>,
      @ViewBuilder modal: @escaping (Destination) -> Modal,
      @ViewBuilder screen: @escaping (Screen) -> ScreenContent
    ) -> some View {
      PresentationHost(
        content: self,
        level: PresentationLevel(
          navigator: navigator, index: 0, destinations: destinations, modal: modal,
          screen: screen))
    }
  }

  /// One level of presentations: what is presented at an index, over what is below.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PresentationLevel<
    Base, Destination: Hashable & Sendable, Stack: StackPath & MutableCollection & Sendable, Screen,
    Modal: View, ScreenContent: View
  >
  where
    Base: NavigationState & Sendable, Base.Element == Stack.Element, Base.Transition: Sendable,
    Stack.Element: Sendable
  {
    typealias App = PresentationState<Base, Destination, Stack>
    let navigator: Navigator<App>
    let index: Int
    let destinations: DestinationRegistry<Screen>
    let modal: (Destination) -> Modal
    let screen: (Screen) -> ScreenContent

    /// The level presented over this one.
    var next: PresentationLevel {
      PresentationLevel(
        navigator: navigator, index: index + 1, destinations: destinations, modal: modal,
        screen: screen)
    }

    /// The binding of a `sheet(item:)` or `fullScreenCover(item:)` at this level: the
    /// presentation when it has `style` (any style when `style` is `nil`, on macOS, which has no
    /// covers), and its dismissal through the navigator.
    @MainActor
    func item(_ style: ModalPresentationStyle?) -> Binding<PresentedItem<Destination>?> {
      let navigator = navigator
      let index = index
      return Binding(
        get: { @MainActor in
          Self.presentation(in: navigator.state, at: index, style: style).map {
            PresentedItem(index: index, destination: $0.destination)
          }
        },
        set: { @MainActor item in
          guard item == nil,
            let shown = Self.presentation(in: navigator.state, at: index, style: style)
          else { return }
          navigator.write(nil, to: .presentation(at: index, style: shown.style))
        })
    }

    /// The presentation at `index` when it has `style`, or has any style when `style` is `nil`.
    static func presentation(
      in state: App, at index: Int, style: ModalPresentationStyle?
    ) -> ModalPresentation<Destination, Stack>? {
      guard state.presentations.indices.contains(index) else { return nil }
      let presentation = state.presentations[index]
      return style == nil || presentation.style == style ? presentation : nil
    }
  }

  /// What `sheet(item:)` and `fullScreenCover(item:)` present: a destination at its level,
  /// presented anew when either changes.
  struct PresentedItem<Destination: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    let index: Int
    let destination: Destination
    var id: Self { self }
  }

  /// A view with the presentations of one level over it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PresentationHost<
    Content: View, Base, Destination: Hashable & Sendable,
    Stack: StackPath & MutableCollection & Sendable, Screen,
    Modal: View, ScreenContent: View
  >: View
  where
    Base: NavigationState & Sendable, Base.Element == Stack.Element, Base.Transition: Sendable,
    Stack.Element: Sendable
  {
    let content: Content
    let level: PresentationLevel<Base, Destination, Stack, Screen, Modal, ScreenContent>

    var body: some View {
      #if os(macOS)
        content.sheet(item: level.item(nil)) { PresentedScreen(level: level, item: $0) }
      #else
        content
          .sheet(item: level.item(.sheet)) { PresentedScreen(level: level, item: $0) }
          .fullScreenCover(item: level.item(.fullScreenCover)) {
            PresentedScreen(level: level, item: $0)
          }
      #endif
    }
  }

  /// A presentation: its root and stack, the dismissal its guards allow, and the level above it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  struct PresentedScreen<
    Base, Destination: Hashable & Sendable, Stack: StackPath & MutableCollection & Sendable, Screen,
    Modal: View, ScreenContent: View
  >: View
  where
    Base: NavigationState & Sendable, Base.Element == Stack.Element, Base.Transition: Sendable,
    Stack.Element: Sendable
  {
    let level: PresentationLevel<Base, Destination, Stack, Screen, Modal, ScreenContent>
    let item: PresentedItem<Destination>

    var body: some View {
      let navigator = level.navigator
      let stack = StatePart<PresentationState<Base, Destination, Stack>, Stack>.presentedStack(
        at: level.index)
      let presentation = type(of: level).presentation(
        in: navigator.state, at: level.index, style: nil)
      PresentationHost(
        content: NavigationStack(path: navigator.binding(stack)) {
          level.modal(item.destination)
            .navigationDestinations(
              for: navigator, stack, in: level.destinations, destination: level.screen)
        }
        .interactiveDismissDisabled(
          presentation.map {
            navigator.isGuarded(
              writing: nil, to: .presentation(at: level.index, style: $0.style))
          } ?? false),
        level: level.next)
    }
  }
#endif
