#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// The service's environment variables and its data folder: every option can come from the
/// environment, so that no secret needs the command line (where every user of the machine can
/// read it in the process list).
public enum ServiceEnvironment {
  /// The environment variable of each option, the limits' included; an option given on the
  /// command line wins.
  public static let options: [(variable: String, option: String)] =
    [
      ("NAV_STATE_HOST", "--host"),
      ("NAV_STATE_PORT", "--port"),
      ("NAV_STATE_DATABASE_URL", "--database"),
      ("NAV_STATE_CHANGE_LOG", "--change-log"),
      ("NAV_STATE_TOKEN_KEY_FILE", "--token-key-file"),
      ("NAV_STATE_METRICS", "--metrics"),
      ("NAV_STATE_JWKS", "--jwks"),
      ("NAV_STATE_TOKEN_ISSUER", "--token-issuer"),
      ("NAV_STATE_TOKEN_AUDIENCE", "--token-audience"),
      ("NAV_STATE_USER_CLAIM", "--user-claim"),
      ("NAV_STATE_CLOCK_SKEW", "--clock-skew"),
      ("NAV_STATE_JWKS_REFRESH", "--jwks-refresh"),
    ] + ServiceLimits.options

  /// The token key itself, as text of at least 32 bytes (for a secret store that hands secrets
  /// over as variables); it wins over a key file.
  public static let tokenKeyVariable = "NAV_STATE_TOKEN_KEY"

  /// The folder of the default database and token key.
  public static let dataFolderVariable = "NAV_STATE_DATA_DIR"

  /// The options the environment gives, as command-line arguments, to put before the command
  /// line's own.
  static func arguments(from environment: [String: String]) -> [String] {
    options.flatMap { variable, option in
      environment[variable].map { [option, $0] } ?? []
    }
  }

  /// The folder of the default SQLite file and token key: `NAV_STATE_DATA_DIR`, else
  /// `$XDG_DATA_HOME/nav-state-service`, else `~/.local/share/nav-state-service`; created when
  /// missing.
  static func dataFolder(_ environment: [String: String]) throws -> String {
    let folder: String
    if let given = environment[dataFolderVariable], !given.isEmpty {
      folder = given
    } else if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
      folder = data + "/nav-state-service"
    } else {
      guard let home = environment["HOME"], !home.isEmpty else {
        throw ServiceCommand.StartupError(
          description: "no data folder: set \(dataFolderVariable), XDG_DATA_HOME or HOME",
          exitCode: 2)
      }
      folder = home + "/.local/share/nav-state-service"
    }
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    return folder
  }

  /// The token key: `NAV_STATE_TOKEN_KEY`, else the file `--token-key-file` names, else the
  /// file `token.key` of the data folder, which is created with a new random key (readable by its
  /// owner only) when missing.
  ///
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 2 for a key file that cannot be
  ///   read or a key shorter than 32 bytes.
  static func tokenKey(
    file: String?, environment: [String: String]
  ) throws(ServiceCommand.StartupError) -> TokenKey {
    let secret: [UInt8]
    let source: String
    if let text = environment[tokenKeyVariable] {
      secret = Array(text.utf8)
      source = tokenKeyVariable
    } else {
      let path: String
      do {
        path = try file ?? defaultKeyFile(environment)
      } catch let error as ServiceCommand.StartupError {
        throw error
      } catch {
        throw ServiceCommand.StartupError(
          description: "cannot create the default token key: \(error)", exitCode: 2)
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        throw ServiceCommand.StartupError(
          description: "cannot read the token key file \(path.debugDescription)", exitCode: 2)
      }
      // A trailing newline, as an editor or `echo` leaves it, is not part of the key.
      var bytes = Array(data)
      while let last = bytes.last, [0x0A, 0x0D, 0x20, 0x09].contains(last) { bytes.removeLast() }
      secret = bytes
      source = path.debugDescription
    }
    do {
      return try TokenKey(secret: secret)
    } catch {
      throw ServiceCommand.StartupError(
        description: "the token key of \(source): \(error)", exitCode: 2)
    }
  }

  /// `token.key` in the data folder, created with 32 random bytes (as 64 hex digits) when missing.
  private static func defaultKeyFile(_ environment: [String: String]) throws -> String {
    let path = try dataFolder(environment) + "/token.key"
    if !FileManager.default.fileExists(atPath: path) {
      var generator = SystemRandomNumberGenerator()
      let hex = (0..<32).map { _ in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
      }.joined()
      guard
        FileManager.default.createFile(
          atPath: path, contents: Data((hex + "\n").utf8), attributes: [.posixPermissions: 0o600])
      else {
        throw ServiceCommand.StartupError(
          description: "cannot write a new token key to \(path.debugDescription)", exitCode: 2)
      }
    }
    return path
  }
}
