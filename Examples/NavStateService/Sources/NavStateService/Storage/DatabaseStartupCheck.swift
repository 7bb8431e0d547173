internal import Logging
internal import NIOCore
internal import NIOSSL
internal import PostgresNIO

extension DatabaseURL {
  /// Opens one connection and closes it, so that a database that cannot be used at start-up
  /// is named with its reason: a refused or unreachable address, a database that does not exist,
  /// or credentials the server refuses.
  ///
  /// - Parameter timeout: How long the connection may take.
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 3 and the reason.
  func checkConnection(timeout: Duration = .seconds(10)) async throws(ServiceCommand.StartupError) {
    do {
      let tls =
        try tlsConfiguration.map {
          PostgresConnection.Configuration.TLS.require(try NIOSSLContext(configuration: $0))
        } ?? .disable
      var configuration = PostgresConnection.Configuration(
        host: host, port: port, username: user, password: password, database: database, tls: tls)
      configuration.options.connectTimeout = .seconds(timeout.components.seconds)
      let connection = try await PostgresConnection.connect(
        configuration: configuration, id: 0, logger: Logger(label: "nav-state-service.postgres"))
      try await connection.close()
    } catch {
      throw ServiceCommand.StartupError(description: reason(error), exitCode: 3)
    }
  }

  /// Why a connection failed, in words that say what to fix.
  private func reason(_ error: any Error) -> String {
    let cause = PostgresStateStore.cause(of: error)
    guard let error = error as? PSQLError else { return cause }
    switch error.serverInfo?[.sqlState] {
    case "3D000":
      return "the database \(database.debugDescription) does not exist on \(host):\(port)"
    case "28000", "28P01":
      let message = error.serverInfo?[.message] ?? "no message"
      return "the server refused the credentials of \(user.debugDescription): \(message)"
    case .some:
      return cause
    case nil where cause.lowercased().contains("refused"):
      return "connection refused by \(host):\(port): is PostgreSQL listening there?"
    case nil:
      return "no connection to \(host):\(port): \(cause)"
    }
  }
}
