internal import NavCore

/// The version of an app's saved navigation format, and how to bring older documents up to it.
///
/// Each time the saved data changes shape, raise the version and add the steps that turn a
/// document of the previous version into the new one. Steps work on the saved data, so the old
/// Swift types need not exist any more.
///
/// ```swift
/// let schema = NavSchema(version: 3, migrations: [
///   1: [.renameTag("cat", to: "category")],
///   2: [.renameMember("title", to: "name", inTag: "recipe")],
/// ])
/// ```
///
/// Decoding a document of version 1 runs the steps from 1, then those from 2, over every stack
/// and single value of the document. A document newer than ``version``, older than 1, or from a
/// version without steps is an `NavCodingError.Kind.unsupportedVersion` error.
public struct NavSchema: Sendable {
  /// The version this app writes.
  public let version: Int
  private let migrations: [Int: [NavMigration]]

  /// Creates a schema.
  ///
  /// - Parameters:
  ///   - version: The version this app writes. The default is 1.
  ///   - migrations: For each version from 1 up to `version - 1` that old documents may have, the
  ///     steps that turn such a document into one of the next version.
  /// - Precondition: `version` is at least 1, and every key of `migrations` is in `1..<version`.
  ///   Use ``init(validating:migrations:)`` for a form that returns `nil` instead.
  public init(version: Int = 1, migrations: [Int: [NavMigration]] = [:]) {
    if let problem = Self.problem(version: version, migrations: migrations) {
      preconditionFailure("NavSchema: \(problem)")
    }
    self.version = version
    self.migrations = migrations
  }

  /// Creates a schema, or returns `nil` when ``init(version:migrations:)`` would trap.
  ///
  /// - Parameters:
  ///   - version: The version this app writes.
  ///   - migrations: The steps from each older version to the next, by the version they start
  ///     from.
  public init?(validating version: Int, migrations: [Int: [NavMigration]] = [:]) {
    guard Self.problem(version: version, migrations: migrations) == nil else { return nil }
    self.init(version: version, migrations: migrations)
  }

  /// What is wrong with a schema's version and migrations, or `nil`.
  private static func problem(version: Int, migrations: [Int: [NavMigration]]) -> String? {
    if version < 1 { return "the version must be at least 1, not \(version)" }
    if let from = migrations.keys.sorted().first(where: { !(1..<version).contains($0) }) {
      return "a migration from version \(from) cannot lead to version \(version)"
    }
    return nil
  }

  /// One migration step that ran on a document: the version it started from and its name.
  public struct AppliedMigration: Sendable, Hashable, CustomStringConvertible {
    /// The version the step starts from; it leads to `fromVersion + 1`.
    public var fromVersion: Int
    /// What the step does, as in `rename tag "cat" to "category"`: the name given to
    /// ``NavMigration/custom(_:_:)``, or the one each other step writes.
    public var name: String

    package init(fromVersion: Int, name: String) {
      self.fromVersion = fromVersion
      self.name = name
    }

    /// The versions and the name, as in `1 -> 2: rename tag "cat" to "category"`.
    public var description: String { "\(fromVersion) -> \(fromVersion + 1): \(name)" }
  }

  /// Brings the saved elements of one stack, or one single value as one element, from
  /// `savedVersion` to this schema's version by running the steps in order.
  package func migrate(_ elements: [NavDocument.Element], from savedVersion: Int)
    throws(NavCodingError) -> [NavDocument.Element]
  {
    try checkSupported(savedVersion)
    var migrated = elements
    for from in savedVersion..<version {
      for (position, step) in (migrations[from] ?? []).enumerated() {
        do {
          try step.apply(&migrated)
        } catch {
          let origin = "step \(position + 1) (\(step.name)) from version \(from) to \(from + 1): "
          guard var thrown = error as? NavCodingError else {
            throw NavCodingError(.migrationFailed, reason: origin + "\(error)")
          }
          thrown.reason = origin + thrown.reason
          throw thrown
        }
      }
    }
    return migrated
  }

  /// Throws unless documents of `savedVersion` can be brought to this schema's version.
  func checkSupported(_ savedVersion: Int) throws(NavCodingError) {
    let path = NavJSONPath([.key(SavedDocument.versionMember)])
    guard savedVersion <= version else {
      throw NavCodingError(
        .unsupportedVersion, jsonPath: path,
        reason: "version \(savedVersion) is newer than this app's version \(version)")
    }
    guard savedVersion >= 1 else {
      throw NavCodingError(
        .unsupportedVersion, jsonPath: path,
        reason: "version \(savedVersion) is not a valid version (versions start at 1)")
    }
    if let from = (savedVersion..<version).first(where: { migrations[$0] == nil }) {
      throw NavCodingError(
        .unsupportedVersion, jsonPath: path,
        reason:
          "no migration from version \(from) to \(from + 1) (document version \(savedVersion))")
    }
  }

  /// The steps that bring a document of a supported `savedVersion` to this schema's version, in
  /// order.
  func steps(from savedVersion: Int) -> [AppliedMigration] {
    (savedVersion..<max(savedVersion, version)).flatMap { from in
      (migrations[from] ?? []).map { AppliedMigration(fromVersion: from, name: $0.name) }
    }
  }
}
