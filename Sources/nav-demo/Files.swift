#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
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

  /// Why a file operation failed, in words: from the system's error number that Foundation wraps,
  /// with the usual ones phrased for this demo and the others as the system phrases them.
  private static func reason(for error: any Error, writing: Bool) -> String {
    let cocoa = error as? CocoaError
    guard let posix = (cocoa?.underlying as? POSIXError) ?? error as? POSIXError
    else {
      return cocoa.map { "the system reported file error \($0.code.rawValue)" } ?? "\(error)"
    }
    switch posix.code {
    case .ENOENT where writing: return "its folder does not exist"
    case .ENOENT: return "there is no such file"
    case .EISDIR: return "it is a folder, not a file"
    case .ENOTDIR: return "a part of its path is a file, not a folder"
    case .EACCES, .EPERM: return "permission denied"
    default: return String(cString: strerror(posix.code.rawValue)).lowercased()
    }
  }
}
