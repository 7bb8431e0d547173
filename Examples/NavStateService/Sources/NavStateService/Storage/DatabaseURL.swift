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

  /// Whether a `--database` value names a PostgreSQL database rather than a SQLite file.
  public static func isPostgres(_ text: String) -> Bool {
    text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
  }

  /// Reads a URL.
  ///
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 2 for a URL that is not a
  ///   `postgres` URL with a user and a host.
  public init(_ text: String) throws {
    guard Self.isPostgres(text), let url = URL(string: text), let host = url.host, !host.isEmpty,
      let user = url.user, !user.isEmpty
    else {
      throw ServiceCommand.StartupError(
        description: "--database \(text.debugDescription) is not a "
          + "postgres://user[:password]@host[:port][/database] URL",
        exitCode: 2)
    }
    self.host = host
    self.port = url.port ?? 5432
    self.user = user
    self.password = url.password
    let name = url.path.drop { $0 == "/" }
    self.database = name.isEmpty ? user : String(name)
    let mode = url.query?.split(separator: "&").first { $0.hasPrefix("sslmode=") }
      .map { String($0.dropFirst("sslmode=".count)) }
    if let mode {
      guard let tls = TLSMode(rawValue: mode) else {
        throw ServiceCommand.StartupError(
          description: "sslmode \(mode.debugDescription) is not one of disable, require, "
            + "verify-full", exitCode: 2)
      }
      self.tls = tls
    }
  }

  /// The URL without its password, to print.
  public var redacted: String { "postgres://\(user)@\(host):\(port)/\(database)" }

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
