public import NavCodable
public import NavCore

/// The error ``NavFixtureFolder`` throws: its folder cannot be listed or holds no documents, a
/// file cannot be read or written, or some saved documents no longer restore.
///
/// Its ``description`` is one sentence that names the folder or the file and says why, as in
/// `fixture folder /app/SavedStates is missing: there is no such folder`. When saved
/// documents do not restore, it lists every document of the folder, oldest version first, with
/// what restoring it took or the exact error:
///
/// ```
/// 1 of 3 saved documents in /app/SavedStates do not restore:
/// 1.0.json: restored from version 1 (1 -> 2: rename tag "cat" to
///   "category")
/// 2.0.json: not restored: unknown tag at element 0 (tag "dish") at
///   $[0].tag: no type is registered under this tag
/// 3.0.json: restored
/// ```
public struct NavFixtureError: NavError, Hashable, Sendable {
  /// What went wrong, one static member per kind: compare with `==`
  /// (`error.kind == .folderMissing`), or read its stable ``/NavCore/NavErrorKind/code`` and its
  /// ``/NavCore/NavErrorKind/fault``: the caller's (a folder or file the test names wrongly), or
  /// the data's (saved documents that today's registry no longer restores).
  public typealias Kind = NavErrorKind<NavFixtureError>

  /// The stable name of this error type, `NavCodableTesting.NavFixtureError`.
  public var domain: String { "NavCodableTesting.NavFixtureError" }

  /// What went wrong.
  public let kind: Kind
  /// Empty: the error is about a folder or a file, named by ``path``, and each document's own
  /// place is in its error in ``documentErrors``.
  public var location: NavErrorLocation { NavErrorLocation() }
  /// The path of the folder or the file concerned.
  public let path: String
  /// Why, in words; for `NavFixtureError.Kind.documentsNotRestored`, one line for each document of
  /// the folder.
  public let reason: String
  /// The error of each document that did not restore, or could not be saved, by file name.
  public let documentErrors: [String: NavCodingError]
  /// The number of documents in the folder, for `NavFixtureError.Kind.documentsNotRestored`.
  private let documentCount: Int

  init(
    _ kind: Kind, path: String, reason: String, documentErrors: [String: NavCodingError] = [:],
    documentCount: Int = 0
  ) {
    self.kind = kind
    self.path = path
    self.reason = reason
    self.documentErrors = documentErrors
    self.documentCount = documentCount
  }

  /// The sentence naming the folder or file and the reason.
  public var description: String {
    let subject =
      switch kind {
      case .folderMissing: "fixture folder \(path) is missing"
      case .folderUnreadable: "cannot list fixture folder \(path)"
      case .folderEmpty: "fixture folder \(path) holds no saved documents"
      case .fileUnreadable: "cannot read fixture \(path)"
      case .fileNotWritten: "cannot write fixture \(path)"
      default:
        "\(documentErrors.count) of \(documentCount) saved documents in \(path) do not restore"
      }
    return subject + (kind == .documentsNotRestored ? ":\n" : ": ") + reason
  }
}

extension NavErrorKind where Failure == NavFixtureError {
  /// There is no folder at the path.
  public static var folderMissing: Self { Self(code: "folderMissing", fault: .caller) }

  /// The folder exists but cannot be listed: it is a file, or access is denied.
  public static var folderUnreadable: Self { Self(code: "folderUnreadable", fault: .caller) }

  /// The folder holds no `.json` document.
  public static var folderEmpty: Self { Self(code: "folderEmpty", fault: .caller) }

  /// A document of the folder cannot be read.
  public static var fileUnreadable: Self { Self(code: "fileUnreadable", fault: .caller) }

  /// A document cannot be written: the state cannot be saved, the version cannot name a file,
  /// the file system refuses, or the folder already holds a different document of that
  /// version.
  public static var fileNotWritten: Self { Self(code: "fileNotWritten", fault: .caller) }

  /// Some documents of the folder no longer restore;
  /// ``/NavCodableTesting/NavFixtureError/documentErrors`` has each one's error.
  public static var documentsNotRestored: Self {
    Self(code: "documentsNotRestored", fault: .data(.unprocessable))
  }
}
