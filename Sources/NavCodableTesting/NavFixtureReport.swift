public import NavCodable

/// What restoring each saved document of a ``NavFixtureFolder`` took: one entry per document,
/// oldest app version first, each with its ``/NavCodable/NavRestoration`` (the version it was
/// saved at, the migrations that ran, the elements that were dropped, and the restored state).
///
/// ```swift
/// let report = try folder.restoreAll(AppState.self, with: registry)
/// print(report)
/// // 1.0.json: restored from version 1 (1 -> 2: rename tag "cat" to
/// //   "category")
/// // 2.0.json: restored
/// report["1.0"]?.appliedMigrations.count  // 1
/// ```
public struct NavFixtureReport<State> {
  /// One saved document and its restoration.
  public struct File {
    /// The document's file name, as in `1.0.json`: the app version that saved it.
    public let name: String
    /// What restoring the document took, and the restored state.
    public let restoration: NavRestoration<State>
  }

  /// The documents of the folder, oldest app version first.
  public let files: [File]

  /// The restoration of the document an app version saved, or `nil` when the folder holds none.
  ///
  /// - Parameter appVersion: The app version, as in `"1.0"` for the file `1.0.json`.
  /// - Complexity: O(*n*), where *n* is the number of documents.
  public subscript(appVersion: String) -> NavRestoration<State>? {
    files.first { $0.name == FixtureFiles.name(ofVersion: appVersion) }?.restoration
  }
}

extension NavFixtureReport: CustomStringConvertible {
  /// One line for each document: its name, the version it was saved at and the migrations that
  /// ran when it was older, then an indented line for each element that was dropped.
  public var description: String {
    files.map { FixtureFiles.summary(of: $0.restoration, name: $0.name) }
      .joined(separator: "\n")
  }
}

extension NavFixtureReport: Sendable where State: Sendable {}
extension NavFixtureReport.File: Sendable where State: Sendable {}
extension NavFixtureReport: Equatable where State: Equatable {}
extension NavFixtureReport.File: Equatable where State: Equatable {}
