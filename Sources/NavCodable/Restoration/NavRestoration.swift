public import NavCore

/// A restored state, with what restoring it took: the version it was saved at, the
/// migrations that ran, and the elements that could not be restored.
///
/// Under ``NavDecodingPolicy/prefix``, ``dropped`` lists, in order, the first element that
/// failed and every element above it, each with why (the ones above it with kind
/// `NavCodingError.Kind.precededByDroppedElement`, and their own failure, if any, in the
/// reason).
///
/// ```swift
/// let restoration = try registry.restore(
///   NavPath.self, from: body, policy: .prefix)
/// print(restoration.savedVersion, restoration.appliedMigrations.map(\.name))
/// // 1 ["rename tag \"cat\" to \"category\""]
/// ```
public struct NavRestoration<State>: NavPartialResult {
  /// The restored state: a path, a composite state or a transition.
  public var state: State
  /// The elements that were dropped, root first, each with why.
  public var dropped: [NavCodingError]
  /// The version the document was saved at.
  public var savedVersion: Int
  /// The version of the restored state: the registry schema's version, which callers read as
  /// `registry.schema.version`.
  package var currentVersion: Int
  /// The migration steps that ran, in order; empty when the document was of the current version.
  public var appliedMigrations: [NavSchema.AppliedMigration]

  package init(
    state: State, dropped: [NavCodingError] = [], savedVersion: Int = 1,
    currentVersion: Int? = nil, appliedMigrations: [NavSchema.AppliedMigration] = []
  ) {
    self.state = state
    self.dropped = dropped
    self.savedVersion = savedVersion
    self.currentVersion = currentVersion ?? savedVersion
    self.appliedMigrations = appliedMigrations
  }

  /// Whether the document was of an older version, so that writing the state again stores it at
  /// today's version (``NavTypeRegistry/upgradedDocument(of:)`` does both in one call).
  public var wasMigrated: Bool { savedVersion != currentVersion }
}

extension NavRestoration: Sendable where State: Sendable {}

extension NavRestoration: Equatable where State: Equatable {}
