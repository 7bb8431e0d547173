internal import NIOSSL
public import PostgresNIO

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// Where a PostgreSQL database is: `postgres://user:password@host:port/database` (or
/// `postgresql://`), the password and port optional (5432), with TLS when the URL asks for it
/// (`?sslmode=require` or `?sslmode=verify-full`).
public struct DatabaseURL: Sendable, Equatable {
  /// The host name or address.
  public var host: String
  /// The port.
  public var port: Int
  /// The user name.
  public var user: String
  /// The password, if any.
  public var password: String?
  /// The database name; the user's name when the URL has no path.
  public var database: String
  /// Whether and how the connection is encrypted.
  public var tls: TLSMode = .disable

  /// The URL's `sslmode`, with libpq's meanings.
  public enum TLSMode: String, Sendable, Equatable {
    /// No TLS (the default).
    case disable
    /// TLS, without checking the server's certificate.
    case require
    /// TLS, with the server's certificate checked against the system's roots and its host name.
    case verifyFull = "verify-full"
  }

  /// Whether a `--database` value names a PostgreSQL database rather than a SQLite file: its
  /// scheme is `postgres` or `postgresql`, in any case.
  public static func isPostgres(_ text: String) -> Bool {
    scheme(of: text).map { ["postgres", "postgresql"].contains($0.lowercased()) } ?? false
  }

  /// The scheme of a URL, `nil` for a file's path: a value that starts with two or more letters,
  /// digits, `+`, `-` or `.` (the first a letter) and a `:` is read as a URL, so that
  /// `postgres:/…` is refused as a malformed URL rather than opened as a file (a file whose name
  /// starts so is written `./name`; a Windows drive letter is one letter).
  static func scheme(of text: String) -> Substring? {
    guard let end = text.firstIndex(of: ":") else { return nil }
    let scheme = text[..<end]
    guard scheme.count >= 2, let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return scheme
  }

  /// Reads a URL.
  ///
  /// - Parameters:
  ///   - text: The URL.
  ///   - name: What gave it, for the error: the option or the environment variable.
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 2 for a URL that is not a
  ///   `postgres` URL with a user and a host, or whose scheme is another; the error shows the
  ///   text without its password, as ``printable(_:)`` does.
  public init(_ text: String, name: String = "--database") throws {
    if let scheme = Self.scheme(of: text), !Self.isPostgres(text) {
      throw ServiceCommand.StartupError(
        description: "\(name) \(Self.withoutPassword(text).debugDescription) names the scheme "
          + "\(scheme.debugDescription), which the service does not read: give a "
          + "postgres:// (or postgresql://) URL or a SQLite file's path",
        exitCode: 2)
    }
    guard Self.isPostgres(text), let url = URL(string: text), let host = url.host, !host.isEmpty,
      let user = url.user, !user.isEmpty
    else {
      throw ServiceCommand.StartupError(
        description: "\(name) \(Self.withoutPassword(text).debugDescription) is not a "
          + "postgres://user[:password]@host[:port][/database] URL",
        exitCode: 2)
    }
    self.host = host
    self.port = url.port ?? 5432
    self.user = user
    self.password = url.password
    let path = url.path.drop { $0 == "/" }
    self.database = path.isEmpty ? user : String(path)
    let mode = url.query?.split(separator: "&").first { $0.hasPrefix("sslmode=") }
      .map { String($0.dropFirst("sslmode=".count)) }
    if let mode {
      guard let tls = TLSMode(rawValue: mode) else {
        throw ServiceCommand.StartupError(
          description: "\(name) \(Self.withoutPassword(text).debugDescription): sslmode "
            + "\(mode.debugDescription) is not one of disable, require, verify-full",
          exitCode: 2)
      }
      self.tls = tls
    }
  }

  /// The URL without its password, to print.
  public var redacted: String { "postgres://\(user)@\(host):\(port)/\(database)" }

  /// A `--database` value as it may be printed: a URL without its password (``redacted``), and
  /// any other text with whatever could be a password removed, however malformed: the text
  /// between the first `:` of the user part and the last `@`, a `:` part of the host that is not
  /// a port, and the value of a `password=` parameter. A SQLite path without such parts is
  /// printed as it is.
  public static func printable(_ text: String) -> String {
    (try? DatabaseURL(text))?.redacted ?? withoutPassword(text)
  }

  /// `text` with whatever could be a password removed (``printable(_:)``), without reading it.
  private static func withoutPassword(_ text: String) -> String {
    withoutPasswordParameter(withoutUserPassword(text))
  }

  /// `text` without the password of its user part (`user:password@`), or, without `@`, of a
  /// host part whose `:` is not followed by a port number.
  private static func withoutUserPassword(_ text: String) -> String {
    let start = text.firstRange(of: "://")?.upperBound ?? text.startIndex
    let userEnd = text[start...].lastIndex(of: "@")
    let authority = userEnd.map { text[start..<$0] } ?? text[start...].prefix { $0 != "/" }
    guard let colon = authority.firstIndex(of: ":") else { return text }
    let secret = text[text.index(after: colon)..<authority.endIndex]
    if userEnd == nil, secret.allSatisfy({ $0.isASCII && $0.isNumber }) { return text }
    return text[...colon] + "***" + text[authority.endIndex...]
  }

  /// `text` with the value of each `password=` parameter (in any case) replaced.
  private static func withoutPasswordParameter(_ text: String) -> String {
    let name = "password="
    var result = ""
    var rest = Substring(text)
    while let found = rest.indices.first(where: {
      rest[$0...].prefix(name.count).lowercased() == name
    }) {
      let value = rest.index(found, offsetBy: name.count)
      result += rest[..<value] + "***"
      rest = rest[value...].drop { $0 != "&" && $0 != "#" }
    }
    return result + rest
  }

  /// The postgres-nio configuration.
  public var postgresConfiguration: PostgresClient.Configuration {
    PostgresClient.Configuration(
      host: host, port: port, username: user, password: password, database: database,
      tls: tlsConfiguration.map { .require($0) } ?? .disable)
  }

  /// The TLS settings of ``tls``; `nil` without TLS.
  var tlsConfiguration: TLSConfiguration? {
    var configuration = TLSConfiguration.makeClientConfiguration()
    switch tls {
    case .disable:
      return nil
    case .require:
      configuration.certificateVerification = .none
      return configuration
    case .verifyFull:
      return configuration
    }
  }
}
