import NavCodable
import NavCodableTesting
import NavCore
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writers racing for one app version's document, as parallel test runs that record a release
/// do: the file appears whole, exactly one writer's document is kept, and every other writer
/// is told that the folder holds a different one.
@Suite struct NavFixtureFolderRaceTests {
  let registry = SavedFormatFixtures.registry()

  /// A state whose document is large enough that writing it takes a while.
  static func state(of writer: Int) -> NavPath {
    NavPath([Recipe(id: writer, name: String(repeating: "pie ", count: 50_000))])
  }

  @Test func ofWritersRacingForOneVersionExactlyOneWritesItsDocument() async throws {
    let writers = 8
    for _ in 0..<10 {
      let url = FileManager.default.temporaryDirectory.appending(path: "nav-fixtures-\(UUID())")
      defer { try? FileManager.default.removeItem(at: url) }
      let folder = NavFixtureFolder(url)
      let registry = registry
      let outcomes = await withTaskGroup(of: (Int, NavFixtureError?).self) { group in
        for writer in 0..<writers {
          group.addTask {
            do throws(NavFixtureError) {
              try folder.write(Self.state(of: writer), appVersion: "1.0", with: registry)
              return (writer, nil)
            } catch {
              return (writer, error)
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      let written = outcomes.filter { $0.1 == nil }.map(\.0)
      try #require(written.count == 1, "writers \(written.sorted()) all wrote 1.0.json")
      let file = url.appending(path: "1.0.json")
      #expect(try Data(contentsOf: file) == registry.encode(Self.state(of: written[0])))
      for case (_, let error?) in outcomes {
        #expect(
          error.description
            == "cannot write fixture \(file.path): it holds a different document, and a "
            + "released version's document never changes; delete the file first if that "
            + "version was never released")
      }
      // No temporary file is left behind.
      #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == ["1.0.json"])
    }
  }
}
