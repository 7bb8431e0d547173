import Foundation

/// The text of a guide of the repository, such as `Sources/NavCore/NavCore.docc/CompositeState.md`,
/// with each comment line that continues a printed value (`//   more`) joined to the line before
/// it, so that a test finds the value as the library prints it, on one line.
func guide(_ path: String) throws -> String {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    .replacingOccurrences(of: "\n//   ", with: " ")
}

/// The guides of NavCore's catalog that show composite states printing.
enum Guides {
  static let compositeState = "Sources/NavCore/NavCore.docc/CompositeState.md"
  static let comingFromSwiftUI = "Sources/NavCore/NavCore.docc/ComingFromSwiftUI.md"
}
