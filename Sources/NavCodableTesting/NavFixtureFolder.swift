public import NavCodable

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// A folder of saved documents, one for each released version of an app, and the proof that
/// today's registry and migrations still restore every one of them: the schema-evolution
/// guard.
///
/// An app that saves its navigation state promises every user who updates that the state saved
/// by any earlier version restores. Keep the document each release saves in a folder of the
/// app's tests, named from the app version that wrote it (`1.0.json`, `2.0.json`, ...), and
/// restore them all in one test. The test fails when a change of a type, a tag, the registry
/// or the migrations leaves any of them behind, with the file and the exact error:
///
/// ```swift
/// let folder = NavFixtureFolder(
///   URL(fileURLWithPath: #filePath).deletingLastPathComponent()
///     .appending(path: "SavedStates"))
///
/// // Once for each release, with the state the release saves:
/// try folder.write(state, appVersion: "3.0", with: registry)
///
/// // In every test run:
/// let report = try folder.restoreAll(AppState.self, with: registry)
/// ```
///
/// It needs no test framework: a thrown error fails an XCTest or a Swift Testing test alike,
/// and the report is plain values to check further.
public struct NavFixtureFolder: Sendable, Hashable {
  /// The folder's location on disk.
  public let url: URL

  /// Names a folder of saved documents; nothing is read until it is used.
  ///
  /// - Parameter url: The folder, usually beside the test file that uses it, found from
  ///   `#filePath` so that the documents are read where they are committed.
  public init(_ url: URL) {
    self.url = url
  }

  /// Restores every saved document of the folder, oldest app version first, with today's
  /// registry, its migrations and a policy, and reports what each one took.
  ///
  /// ```swift
  /// let report = try folder.restoreAll(
  ///   AppState.self, with: registry, policy: .prefix)
  /// // The tab 3.0 removed, its selection and its stack:
  /// report["1.0"]?.dropped.count  // 3
  /// ```
  ///
  /// The documents are the folder's `.json` files, ordered by the version in their names
  /// (`1.9.json` before `1.10.json`); other files and folders are ignored.
  ///
  /// - Parameters:
  ///   - type: The state the documents hold.
  ///   - registry: Today's registry, with its schema and migrations.
  ///   - policy: The policy the app restores with. Under
  ///     ``/NavCodable/NavDecodingPolicy/prefix`` what each document lost is in its
  ///     restoration's ``/NavCodable/NavRestoration/dropped``.
  ///   - limits: Bounds on each document.
  /// - Returns: Each document's restoration, when every document restored.
  /// - Throws: ``NavFixtureError`` of kind `NavFixtureError.Kind.documentsNotRestored` listing
  ///   every document with its restoration or its exact ``/NavCodable/NavCodingError``, when
  ///   any did not restore; or a kind that names the folder or file and says why it cannot be
  ///   read.
  /// - Complexity: O(*n*), where *n* is the size of the documents.
  public func restoreAll<State: NavSavableState>(
    _ type: State.Type, with registry: NavTypeRegistry, policy: NavDecodingPolicy = .strict,
    limits: NavDecodingLimits = NavDecodingLimits()
  ) throws(NavFixtureError) -> NavFixtureReport<State> {
    var restored: [NavFixtureReport<State>.File] = []
    var lines: [String] = []
    var errors: [String: NavCodingError] = [:]
    for name in try FixtureFiles.documents(in: url) {
      let bytes = try FixtureFiles.read(url.appending(path: name))
      do {
        let restoration = try registry.restore(type, from: bytes, policy: policy, limits: limits)
        restored.append(NavFixtureReport.File(name: name, restoration: restoration))
        lines.append(FixtureFiles.summary(of: restoration, name: name))
      } catch {
        errors[name] = error
        lines.append("\(name): not restored: \(error)")
      }
    }
    guard errors.isEmpty else {
      throw NavFixtureError(
        .documentsNotRestored, path: url.path, reason: lines.joined(separator: "\n"),
        documentErrors: errors, documentCount: lines.count)
    }
    return NavFixtureReport(files: restored)
  }

  /// Saves a state as the document of an app version, creating the folder if needed.
  ///
  /// Call it once for each release, with a state that uses what the release saves (every tab,
  /// screen and presentation), and commit the file. A released version's document never
  /// changes: when the folder already holds a different one for that version, nothing is
  /// written. The file appears whole or not at all, and of writers racing for one version
  /// exactly one writes it; the others find its document there.
  ///
  /// ```swift
  /// let file = try folder.write(
  ///   state, appVersion: "3.0", with: registry)
  /// // .../SavedStates/3.0.json
  /// ```
  ///
  /// - Parameters:
  ///   - state: The state to save.
  ///   - appVersion: The app's version, which names the file: `3.0` writes `3.0.json`.
  ///   - registry: The registry the app saves with.
  /// - Returns: The document's file.
  /// - Throws: ``NavFixtureError`` of kind `NavFixtureError.Kind.fileNotWritten` saying why:
  ///   the state cannot be saved (with its ``/NavCodable/NavCodingError``), the version cannot
  ///   name a file, the file system refused, or the folder holds a different document of that
  ///   version.
  /// - Complexity: O(*n*), where *n* is the size of the document.
  @discardableResult
  public func write<State: NavSavableState>(
    _ state: State, appVersion: String, with registry: NavTypeRegistry
  ) throws(NavFixtureError) -> URL {
    let name = try FixtureFiles.name(forWriting: appVersion, in: url)
    let file = url.appending(path: name)
    let document: Data
    do {
      document = try registry.encode(state)
    } catch {
      throw NavFixtureError(
        .fileNotWritten, path: file.path, reason: "\(error)", documentErrors: [name: error])
    }
    try FixtureFiles.write(document, to: file, in: url)
    return file
  }
}
