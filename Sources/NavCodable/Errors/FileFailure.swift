#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
// The system's error numbers, which Foundation's file errors wrap.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Why a file operation failed, in words, from the system's error: the reason that
/// `NavFixtureError` of NavCodableTesting gives, and nav-demo's file errors too.
package struct FileFailure {
  /// Whether the file or folder does not exist.
  package let isMissing: Bool
  /// The reason, as in `permission denied`.
  package let reason: String

  /// The reason of `error`, a file error of Foundation or of the system.
  package init(_ error: any Error) {
    let cocoa = error as? CocoaError
    let posix = (cocoa?.underlying as? POSIXError)?.code ?? (error as? POSIXError)?.code
    let isMissing =
      posix == .ENOENT || cocoa?.code == .fileReadNoSuchFile || cocoa?.code == .fileNoSuchFile
    self.isMissing = isMissing
    reason =
      switch posix {
      case _ where isMissing: "there is no such file or folder"
      case .ENOTDIR?: "it, or a folder on its path, is a file"
      case .EISDIR?: "it is a folder, not a file"
      case .EACCES?, .EPERM?: "permission denied"
      case .ENOSPC?: "the disk is full"
      case .EROFS?: "the file system is read-only"
      // Only creating the folder meets an existing entry: a file where it should be.
      case .EEXIST?: "a file is where its folder should be"
      case let code?: "the system reported error \(code.rawValue)"
      case nil: cocoa.map { "the system reported file error \($0.code.rawValue)" } ?? "\(error)"
      }
  }
}
