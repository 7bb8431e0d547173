internal import NavCore
internal import Synchronization

extension NavSavableState {
  /// The state's ``NavSavableState/documentLayout``, built on first use and shared from then on:
  /// the layout every reader and writer uses.
  ///
  /// Building a composite's layout builds its members' layouts and instantiates every key path
  /// they list, which costs many times the reading of a small document; a layout is the same
  /// each time it is built, so it is built once per type. Below macOS 15, iOS 18, tvOS 18,
  /// watchOS 11 and visionOS 2, where `Mutex` is not available, it is built on each use.
  ///
  /// A `NavPath`'s layout is not shared: it is a few closures, cheaper to build than to look up.
  /// A typed path's is, as its closures are built by code generic over the route type.
  ///
  /// - Complexity: O(1) once built.
  static var sharedLayout: NavDocumentLayout<Self> {
    // Known at compile time where `Self` is: a lookup cost a `NavPath` decode of 4 elements 6%.
    if Self.self == NavPath.self { return documentLayout }
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      return SharedLayouts.layout(of: Self.self)
    }
    return documentLayout
  }
}

/// The layouts built so far, by state type.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
private enum SharedLayouts {
  /// A built layout, as any type's.
  ///
  /// `@unchecked Sendable` because a layout is never changed once built, and its closures only
  /// read what they captured when the state's `documentLayout` getter, which any thread may
  /// call, made them: a layout used by several threads at once is what each of them would
  /// have built for itself.
  private struct Layout: @unchecked Sendable {
    let layout: Any
  }

  private static let layouts = Mutex<[ObjectIdentifier: Layout]>([:])

  /// The layout of `type`, built the first time it is asked for.
  static func layout<State: NavSavableState>(of type: State.Type) -> NavDocumentLayout<State> {
    let key = ObjectIdentifier(type)
    // Stored under the identity of `State`'s metatype, so the cast holds; were it ever not to,
    // the layout is built again rather than trapping.
    if let built = layouts.withLock({ $0[key] }),
      let layout = built.layout as? NavDocumentLayout<State>
    {
      return layout
    }
    // Built outside the lock: a composite's layout asks for its members' layouts. Two threads
    // may both build one; they build the same layout, and the last stored is kept.
    let layout = State.documentLayout
    let built = Layout(layout: layout)
    layouts.withLock { $0[key] = built }
    return layout
  }
}
