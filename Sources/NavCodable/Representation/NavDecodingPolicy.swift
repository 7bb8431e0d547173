/// What decoding does when some elements of a saved path cannot be restored.
///
/// Whatever the policy, a document that cannot be read at all (malformed JSON outside the elements,
/// an envelope of the wrong shape, an unsupported version, a failed migration, an exceeded limit)
/// is an error.
public enum NavDecodingPolicy: Sendable, Hashable {
  /// All or nothing: the first element that cannot be restored is an error.
  case strict
  /// Restore the longest valid prefix of the stack, from the root up to the first element that
  /// cannot be restored, and report every element dropped and why.
  ///
  /// This includes documents in NavCodable's format that are cut short or corrupted inside their
  /// elements (a write interrupted half way): the elements complete before the damage are
  /// restored, and the report names the first damaged element.
  ///
  /// An element is never dropped from the middle of the stack while later ones are kept: that
  /// would build a stack the user never saw.
  case prefix
}

/// A restored path, with the elements that could not be restored.
///
/// Under ``NavDecodingPolicy/prefix``, ``droppedElements`` lists, in order, the first element that
/// failed and every element above it, each with why it was dropped (the ones above it with kind
/// ``NavCodingError/Kind/precededByDroppedElement``, and their own failure, if any, in the
/// reason).
public struct NavRestoration<Path: Sendable>: Sendable {
  /// The restored path.
  public var path: Path
  /// The elements that were dropped, root first, each with why.
  public var droppedElements: [NavCodingError]

  /// Creates a restoration.
  ///
  /// - Parameters:
  ///   - path: The restored path.
  ///   - droppedElements: The elements that were dropped, root first, each with why.
  public init(path: Path, droppedElements: [NavCodingError] = []) {
    self.path = path
    self.droppedElements = droppedElements
  }

  /// Whether every saved element was restored.
  public var isComplete: Bool { droppedElements.isEmpty }
}

extension NavRestoration: Equatable where Path: Equatable {}

extension NavRestoration {
  /// Reports the element where a cut or corrupted document became unreadable, numbered after
  /// every element of the (migrated) document before it, as the other dropped elements are.
  ///
  /// - Parameters:
  ///   - damage: The parse failure inside the elements, if there was one.
  ///   - keptCount: The number of elements restored.
  mutating func recordDamage(_ damage: NavCodingError?, afterElements keptCount: Int) {
    guard var damage else { return }
    damage.elementIndex = keptCount + droppedElements.count
    droppedElements.append(damage)
  }
}
