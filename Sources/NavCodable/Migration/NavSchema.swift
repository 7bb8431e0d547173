public import NavCore

/// The version of an app's saved navigation format, and how to bring older documents up to it.
///
/// Each time the saved data changes shape (a tag renamed, a payload changed), raise the version
/// and add the steps that turn a document of the previous version into the new one. Steps work
/// on the representation as data, so the old Swift types need not exist any more.
///
/// ```swift
/// let schema = NavSchema(version: 3, migrations: [
///   1: [.renameTag("cat", to: "category")],
///   2: [.renameMember("title", to: "name", inTag: "recipe")],
/// ])
/// ```
///
/// Decoding a document of version 1 runs the steps from 1, then those from 2, then decodes. A
/// document newer than ``version``, older than 1, or from a version without steps is an
/// ``NavCodingError/Kind/unsupportedVersion`` error: NavCodable never guesses.
public struct NavSchema: Sendable {
  /// The version this app writes.
  public let version: Int
  /// The steps from each older version to the next, by the version they start from.
  private let migrations: [Int: [NavMigration]]

  /// Creates a schema.
  ///
  /// - Parameters:
  ///   - version: The version this app writes. The default is 1.
  ///   - migrations: For each version from 1 up to `version - 1` that old documents may have, the
  ///     steps that turn such a document into one of the next version.
  /// - Precondition: `version` is at least 1, and every key of `migrations` is in `1..<version`.
  public init(version: Int = 1, migrations: [Int: [NavMigration]] = [:]) {
    precondition(version >= 1, "NavSchema: the version must be at least 1, not \(version)")
    for from in migrations.keys {
      precondition(
        (1..<version).contains(from),
        "NavSchema: a migration from version \(from) cannot lead to version \(version)")
    }
    self.version = version
    self.migrations = migrations
  }

  /// Brings a representation to this schema's version by running the steps in order.
  ///
  /// A representation already at ``version`` is returned as it is.
  ///
  /// - Parameter representation: The saved path, of any supported version.
  /// - Returns: The representation at ``version``.
  /// - Throws: ``NavCodingError`` of kind ``NavCodingError/Kind/unsupportedVersion`` or
  ///   ``NavCodingError/Kind/migrationFailed``, naming the versions and the step.
  /// - Complexity: The cost of the steps that run.
  public func migrate(_ representation: NavPath.CodableRepresentation) throws(NavCodingError)
    -> NavPath.CodableRepresentation
  {
    let start = representation.version
    guard start <= version else {
      throw NavCodingError(
        .unsupportedVersion, jsonPath: "$.version",
        reason: "version \(start) is newer than this app's version \(version)")
    }
    guard start >= 1 else {
      throw NavCodingError(
        .unsupportedVersion, jsonPath: "$.version",
        reason: "version \(start) is not a valid version (versions start at 1)")
    }
    var document = representation
    for from in start..<version {
      guard let steps = migrations[from] else {
        throw NavCodingError(
          .unsupportedVersion, jsonPath: "$.version",
          reason: "no migration from version \(from) to \(from + 1) (document version \(start))")
      }
      for (position, step) in steps.enumerated() {
        do {
          try step.apply(&document)
        } catch {
          let detail = (error as? NavCodingError)?.reason ?? "\(error)"
          throw NavCodingError(
            .migrationFailed,
            reason: "step \(position + 1) (\(step.name)) from version \(from) to \(from + 1): "
              + detail)
        }
      }
      document.version = from + 1
    }
    return document
  }
}
