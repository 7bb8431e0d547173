import NavCodable
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The committed documents of the 1.0 format still restore, through the schema-evolution guard:
/// any later change of the format must keep reading them.
@Suite struct SavedFormatFixtureTests {
  @Test(arguments: try SavedFormatFixtures.all())
  func everyCommittedDocumentRestoresToTheStateItWasWrittenFrom(fixture: SavedFormatFixture)
    throws
  {
    if SavedFormatFixtures.writing {
      let folder = SavedFormatFixtures.folder.appending(path: fixture.description)
      try? FileManager.default.removeItem(at: folder)
      try fixture.write()
    }
    #expect(
      try fixture.restoreAll() == [
        .init(
          name: "1.0.json", isTheSavedState: true, savedVersion: 1,
          appliedMigrations: [#"1 -> 2: rename tag "dish" to "recipe""#], isComplete: true),
        .init(
          name: "1.1.json", isTheSavedState: true, savedVersion: 2, appliedMigrations: [],
          isComplete: true),
      ])
  }

  /// Every root kind and composite has its folder, and nothing else is committed beside them.
  @Test func everyKindHasItsFolder() throws {
    let folders = try FileManager.default.contentsOfDirectory(
      atPath: SavedFormatFixtures.folder.path)
    #expect(folders.sorted() == (try SavedFormatFixtures.all()).map(\.description).sorted())
  }

  /// The documents are the 1.0 format's: a stack's root member is `stack`, a state's is
  /// `state`, each after `v` (the version) and `t` (the tags).
  @Test func theStackDocumentIsTheDocumentedFormat() throws {
    let saved = try Data(
      contentsOf: SavedFormatFixtures.folder.appending(path: "Stack/1.1.json"))
    let document = try NavDocument(jsonBytes: saved)
    #expect(document.version == 2)
    // The last tag is UUID's, as the platform that wrote the document spells it.
    #expect(
      document.tags.dropLast() == [
        "category", "recipe", "Swift.Int", "Swift.String", "Swift.Bool", "Swift.Double",
      ])
    #expect(document.elements?.count == 7)
  }
}
