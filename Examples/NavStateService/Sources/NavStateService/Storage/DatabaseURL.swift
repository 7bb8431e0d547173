public import PostgresNIO

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// Where a PostgreSQL database is: `postgres://user:password@host:port/database` (or
/// `postgresql://`), the password and port optional (5432), without TLS.
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
  }

  /// The URL without its password, to print.
  public var redacted: String { "postgres://\(user)@\(host):\(port)/\(database)" }

  /// The postgres-nio configuration, without TLS.
  public var postgresConfiguration: PostgresClient.Configuration {
    PostgresClient.Configuration(
      host: host, port: port, username: user, password: password, database: database,
      tls: .disable)
  }
}
