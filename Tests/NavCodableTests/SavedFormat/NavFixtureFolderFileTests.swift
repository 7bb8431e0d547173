import NavCodable
import NavCodableTesting
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The guard's folder and files: each problem is a typed error that names the path and says
/// why, and documents are written once for each app version and read in version order.
@Suite struct NavFixtureFolderFileTests {
  let registry = SavedFormatFixtures.registry()
  let guardTests = NavFixtureFolderTests()

  @Test func aMissingFolderSaysSo() throws {
    try guardTests.withFolder { url in
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).restoreAll(NavPath.self, with: registry)
      }
      #expect(error?.kind == .folderMissing)
      #expect(
        error?.description == "fixture folder \(url.path) is missing: there is no such folder")
    }
  }

  @Test func aFileInPlaceOfTheFolderCannotBeListed() throws {
    try guardTests.withFolder { url in
      try Data("{}".utf8).write(to: url)
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).restoreAll(NavPath.self, with: registry)
      }
      #expect(error?.kind == .folderUnreadable)
      #expect(
        error?.description
          == "cannot list fixture folder \(url.path): it, or a folder on its path, is a file")
    }
  }

  @Test func aFolderWithoutDocumentsIsEmpty() throws {
    try guardTests.withFolder { url in
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data("notes".utf8).write(to: url.appending(path: "README.md"))
      try Data("{}".utf8).write(to: url.appending(path: ".hidden.json"))
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).restoreAll(NavPath.self, with: registry)
      }
      #expect(error?.kind == .folderEmpty)
      #expect(
        error?.description
          == "fixture folder \(url.path) holds no saved documents: it has no .json file; "
          + "write one with write(_:appVersion:with:)")
    }
  }

  @Test func aDocumentThatCannotBeReadSaysWhich() throws {
    try guardTests.withFolder { url in
      let file = url.appending(path: "1.0.json")
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).restoreAll(NavPath.self, with: registry)
      }
      #expect(error?.kind == .fileUnreadable)
      #expect(error?.path == file.path)
      #expect(error?.description == "cannot read fixture \(file.path): it is a folder, not a file")
    }
  }

  @Test func documentsAreReadInVersionOrder() throws {
    try guardTests.withFolder { url in
      let folder = NavFixtureFolder(url)
      for version in ["10.0", "1.10", "2.0-beta", "1.9", "2.0", "2", "1a", "01.9"] {
        try folder.write(NavPath([version]), appVersion: version, with: registry)
      }
      let report = try folder.restoreAll(NavPath.self, with: registry)
      #expect(
        report.files.map(\.name) == [
          "01.9.json", "1.9.json", "1.10.json", "1a.json", "2.json", "2.0.json", "2.0-beta.json",
          "10.0.json",
        ])
      #expect(
        report.files.allSatisfy { $0.restoration.state == NavPath([String($0.name.dropLast(5))]) })
    }
  }

  @Test func writingNamesTheFileFromTheAppVersionAndCreatesTheFolder() throws {
    try guardTests.withFolder { url in
      let folder = NavFixtureFolder(url.appending(path: "Saved/States"))
      let file = try folder.write(NavPath([Category.mains]), appVersion: "3.0.1", with: registry)
      #expect(file == folder.url.appending(path: "3.0.1.json"))
      #expect(
        try String(decoding: Data(contentsOf: file), as: UTF8.self)
          == #"{"v":2,"t":["category"],"stack":[[0,"mains"]]}"#)
    }
  }

  @Test func aReleasedVersionsDocumentIsNeverReplaced() throws {
    try guardTests.withFolder { url in
      let folder = NavFixtureFolder(url)
      let file = try folder.write(NavPath([Category.mains]), appVersion: "3.0", with: registry)
      // The same document again is kept as it is.
      #expect(
        try folder.write(NavPath([Category.mains]), appVersion: "3.0", with: registry) == file)
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try folder.write(NavPath([Category.drinks]), appVersion: "3.0", with: registry)
      }
      #expect(error?.kind == .fileNotWritten)
      #expect(
        error?.description
          == "cannot write fixture \(file.path): it holds a different document, and a released "
          + "version's document never changes; delete the file first if that version was "
          + "never released")
      #expect(try Data(contentsOf: file) == registry.encode(NavPath([Category.mains])))
    }
  }

  @Test(arguments: [
    ("", "it is empty"),
    (".2", "it starts with a dot"),
    ("1/2", "it holds a path separator or a control character"),
    ("1\n", "it holds a path separator or a control character"),
  ])
  func aVersionThatCannotNameAFileIsRefused(version: String, problem: String) throws {
    try guardTests.withFolder { url in
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).write(NavPath(), appVersion: version, with: registry)
      }
      #expect(error?.kind == .fileNotWritten)
      #expect(
        error?.description
          == "cannot write fixture \(url.path): the app version \(NavJSONValue.string(version)) "
          + "cannot name a file: \(problem)")
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func aStateThatCannotBeSavedIsNotWritten() throws {
    try guardTests.withFolder { url in
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).write(
          NavPath([Secret(code: 1)]), appVersion: "1.0", with: registry)
      }
      #expect(error?.kind == .fileNotWritten)
      #expect(error?.kind.fault == .caller)
      let cause = try #require(error?.documentErrors["1.0.json"])
      #expect(cause.kind == .unregisteredType)
      #expect(error?.description == "cannot write fixture \(url.path)/1.0.json: \(cause)")
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
  }

  @Test func aFileInPlaceOfTheFolderIsNotWrittenInto() throws {
    try guardTests.withFolder { url in
      try Data("{}".utf8).write(to: url)
      let error = guardTests.fixtureError { () throws(NavFixtureError) in
        try NavFixtureFolder(url).write(NavPath(), appVersion: "1.0", with: registry)
      }
      #expect(error?.kind == .fileNotWritten)
      #expect(
        error?.description
          == "cannot write fixture \(url.path)/1.0.json: a file is where its folder should be")
    }
  }
}
