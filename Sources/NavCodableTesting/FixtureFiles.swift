internal import NavCodable

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The file system side of ``NavFixtureFolder``: listing, reading and writing its documents,
/// with every failure turned into a ``NavFixtureError`` that names the path and says why.
enum FixtureFiles {
  /// The extension of a saved document's file.
  static let fileExtension = ".json"

  /// The file name of an app version's document.
  static func name(ofVersion appVersion: String) -> String {
    appVersion + fileExtension
  }

  /// The names of the folder's documents, oldest app version first.
  static func documents(in folder: URL) throws(NavFixtureError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      let failure = FileFailure(error)
      throw NavFixtureError(
        failure.isMissing ? .folderMissing : .folderUnreadable, path: folder.path,
        reason: failure.isMissing ? "there is no such folder" : failure.reason)
    }
    let documents = names.filter { $0.hasSuffix(fileExtension) && !$0.hasPrefix(".") }
    guard !documents.isEmpty else {
      throw NavFixtureError(
        .folderEmpty, path: folder.path,
        reason: "it has no \(fileExtension) file; write one with write(_:appVersion:with:)")
    }
    return documents.sorted {
      versionOrder($0.dropLast(fileExtension.count), $1.dropLast(fileExtension.count))
    }
  }

  /// Whether version `a` comes before version `b`: dot-separated parts compared in turn, each
  /// by its leading number, then by the text after it (`1.9` before `1.10`, `2.0` before
  /// `2.0-beta`), a version before its own extensions (`2` before `2.0`), and the names
  /// themselves when all else is equal, so that the order is total.
  static func versionOrder(_ a: Substring, _ b: Substring) -> Bool {
    func key(_ part: Substring) -> (number: Int, rest: Substring) {
      let digits = part.prefix { $0.isASCII && $0.isNumber }
      return (Int(digits) ?? -1, part.dropFirst(digits.count))
    }
    let (left, right) = (a.split(separator: "."), b.split(separator: "."))
    for (l, r) in zip(left.lazy.map(key), right.lazy.map(key)) where l != r {
      return l < r
    }
    return left.count != right.count ? left.count < right.count : a < b
  }

  /// The contents of a document.
  static func read(_ file: URL) throws(NavFixtureError) -> Data {
    do {
      return try Data(contentsOf: file)
    } catch {
      throw NavFixtureError(.fileUnreadable, path: file.path, reason: FileFailure(error).reason)
    }
  }

  /// The file name of an app version's document, checking that the version names a file of
  /// its own in the folder.
  static func name(forWriting appVersion: String, in folder: URL) throws(NavFixtureError)
    -> String
  {
    let problem: String? =
      if appVersion.isEmpty {
        "it is empty"
      } else if appVersion.hasPrefix(".") {
        "it starts with a dot"
      } else if appVersion.contains(where: {
        "/\\:".contains($0) || $0.asciiValue.map { $0 < 32 } == true
      }) {
        "it holds a path separator or a control character"
      } else {
        nil
      }
    if let problem {
      throw NavFixtureError(
        .fileNotWritten, path: folder.path,
        reason: "the app version \(NavJSONValue.string(appVersion)) cannot name a file: \(problem)")
    }
    return name(ofVersion: appVersion)
  }

  /// Writes a document, creating its folder; an identical document already there is kept, and
  /// a different one is an error.
  ///
  /// The document is written to a hidden temporary file of the folder, then linked under its
  /// name, which fails when the name is taken: the file appears whole, and there is no moment
  /// between finding the name free and taking it when another writer could take it first.
  static func write(_ document: Data, to file: URL, in folder: URL) throws(NavFixtureError) {
    let files = FileManager.default
    let temporary = folder.appending(path: ".\(file.lastPathComponent).\(UUID()).tmp")
    defer { try? files.removeItem(at: temporary) }
    do {
      try files.createDirectory(at: folder, withIntermediateDirectories: true)
      try document.write(to: temporary)
      try files.linkItem(at: temporary, to: file)
    } catch {
      // The name is taken: by this version's document, or by a different one.
      guard let existing = try? Data(contentsOf: file) else {
        throw NavFixtureError(.fileNotWritten, path: file.path, reason: FileFailure(error).reason)
      }
      guard existing == document else {
        throw NavFixtureError(
          .fileNotWritten, path: file.path,
          reason: "it holds a different document, and a released version's document never "
            + "changes; delete the file first if that version was never released")
      }
    }
  }

  /// One document's line of a report: its name, the version it was saved at and the migrations
  /// that ran when it was older, then an indented line for each dropped element.
  static func summary<State>(of restoration: NavRestoration<State>, name: String) -> String {
    var line = "\(name): restored"
    if restoration.wasMigrated {
      line += " from version \(restoration.savedVersion)"
    }
    if !restoration.appliedMigrations.isEmpty {
      line += " (\(restoration.appliedMigrations.map(\.description).joined(separator: "; ")))"
    }
    return restoration.dropped.reduce(line) { $0 + "\n  dropped: \($1)" }
  }
}
