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
    // Known at compile time where `Self` is: Docs/Performance.md, "NavCodable: one envelope
    // reader that hands over".
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
  /// A built layout, held by reference so that reading it back takes no run-time cast.
  ///
  /// `@unchecked Sendable` because a layout is never changed once built, and its closures only
  /// read what they captured when the state's `documentLayout` getter, which any thread may
  /// call, made them: a layout used by several threads at once is what each of them would
  /// have built for itself.
  // By reference, not cast from `Any`: Docs/Performance.md,
  // "NavCodable: generic decodes without run-time look-ups around the state".
  private final class Built<State: NavSavableState>: @unchecked Sendable {
    let layout: NavDocumentLayout<State>

    init(_ layout: NavDocumentLayout<State>) {
      self.layout = layout
    }
  }

  private static let layouts = Mutex<[ObjectIdentifier: AnyObject & Sendable]>([:])

  /// The layout of `type`, built the first time it is asked for.
  static func layout<State: NavSavableState>(of type: State.Type) -> NavDocumentLayout<State> {
    let key = ObjectIdentifier(type)
    // Stored under the identity of `State`'s metatype, so it is a `Built<State>`.
    if let built = layouts.withLock({ $0[key] }) {
      return unsafeDowncast(built, to: Built<State>.self).layout
    }
    // Built outside the lock: a composite's layout asks for its members' layouts. Two threads
    // may both build one; they build the same layout, and the last stored is kept.
    let built = Built(State.documentLayout)
    layouts.withLock { $0[key] = built }
    return built.layout
  }
}
