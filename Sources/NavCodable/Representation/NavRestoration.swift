/// A restored path, with what the document was and what restoring it took: the version it was
/// saved at, the migrations that ran, and the elements that could not be restored.
///
/// Under ``NavDecodingPolicy/prefix``, ``droppedElements`` lists, in order, the first element that
/// failed and every element above it, each with why it was dropped (the ones above it with kind
/// ``NavCodingError/Kind/precededByDroppedElement``, and their own failure, if any, in the
/// reason).
///
/// A service that stores documents can upgrade them lazily: when ``wasMigrated`` is `true`, the
/// stored bytes are of an older version, and `registry.encode(restoration.path)` writes them at
/// today's version (`NavTypeRegistry.upgradedDocument(of:)` does both in one call).
///
/// ```swift
/// let restoration = try registry.decode(NavPath.self, from: body, policy: .prefix)
/// print(restoration.savedVersion, restoration.appliedMigrations.map(\.name))
/// // 1 ["rename tag \"cat\" to \"category\""]
/// ```
public struct NavRestoration<Path> {
  /// The restored path.
  public var path: Path
  /// The elements that were dropped, root first, each with why.
  public var droppedElements: [NavCodingError]
  /// The version the document was saved at.
  public var savedVersion: Int
  /// The version of the restored path: the registry schema's version.
  public var currentVersion: Int
  /// The migration steps that ran, in order; empty when the document was of the current version.
  public var appliedMigrations: [NavSchema.AppliedMigration]

  /// Creates a restoration.
  ///
  /// - Parameters:
  ///   - path: The restored path.
  ///   - droppedElements: The elements that were dropped, root first, each with why.
  ///   - savedVersion: The version the document was saved at. The default is 1.
  ///   - currentVersion: The version of the restored path. The default is `savedVersion`.
  ///   - appliedMigrations: The migration steps that ran, in order.
  public init(
    path: Path, droppedElements: [NavCodingError] = [], savedVersion: Int = 1,
    currentVersion: Int? = nil, appliedMigrations: [NavSchema.AppliedMigration] = []
  ) {
    self.path = path
    self.droppedElements = droppedElements
    self.savedVersion = savedVersion
    self.currentVersion = currentVersion ?? savedVersion
    self.appliedMigrations = appliedMigrations
  }

  /// Whether every saved element was restored.
  public var isComplete: Bool { droppedElements.isEmpty }

  /// Whether the document was of an older version, so that writing the path again would store it
  /// at today's version.
  public var wasMigrated: Bool { savedVersion != currentVersion }
}

extension NavRestoration: Sendable where Path: Sendable {}

extension NavRestoration: Equatable where Path: Equatable {}
