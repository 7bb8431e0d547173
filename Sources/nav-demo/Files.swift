import NavCodable

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads and writes the demo's files, and turns the system's file errors into one sentence that
/// names the file and the reason, such as `cannot read saved.json: there is no such file`.
enum Files {
  /// The contents of `file`.
  ///
  /// - Throws: A `DemoError` that names the file and why it could not be read.
  static func read(_ file: String) throws -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw DemoError("cannot read \(file): \(reason(for: error, writing: false))")
    }
  }

  /// Writes `data` to `file`, replacing what it held.
  ///
  /// - Throws: A `DemoError` that names the file and why it could not be written.
  static func write(_ data: Data, to file: String) throws {
    do {
      try data.write(to: URL(fileURLWithPath: file))
    } catch {
      throw DemoError("cannot write \(file): \(reason(for: error, writing: true))")
    }
  }

  /// Why a file operation failed, in words: the library's reason, with a missing file told
  /// apart from a missing folder by what the demo was doing.
  private static func reason(for error: any Error, writing: Bool) -> String {
    let failure = FileFailure(error)
    guard failure.isMissing else { return failure.reason }
    return writing ? "its folder does not exist" : "there is no such file"
  }
}
