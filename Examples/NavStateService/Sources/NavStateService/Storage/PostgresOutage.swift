internal import PostgresNIO

extension PostgresStateStore {
  /// Whether an error of this store says that the database cannot be reached (the connection is
  /// refused, lost or closed, the server is shutting down, starting or out of connections), as
  /// opposed to an error of the service's own SQL.
  ///
  /// A server error counts when its SQLSTATE class is `08` (connection exception), `53`
  /// (insufficient resources), `57` (operator intervention, such as a shutdown or a crash of
  /// another server process) or `40` (a serialization failure or deadlock, which a retry
  /// resolves).
  public static func isOutage(_ error: any Error) -> Bool {
    switch error {
    case let error as PSQLError:
      guard error.code == .server else { return true }
      let state = error.serverInfo?[.sqlState] ?? ""
      return ["08", "53", "57", "40"].contains(String(state.prefix(2)))
    case let error as PostgresTransactionError:
      return [error.beginError, error.closureError, error.commitError].contains {
        $0.map(isOutage) ?? false
      }
    default:
      return false
    }
  }
}

extension PostgresStateStore {
  /// What an error of postgres-nio says, in words: `PSQLError`'s own description hides its
  /// details ("Generic description to prevent accidental leakage of sensitive data").
  static func cause(of error: any Error) -> String {
    guard let error = error as? PSQLError else { return "\(error)" }
    if let state = error.serverInfo?[.sqlState] {
      let message = error.serverInfo?[.message] ?? "no message"
      return "the server refused (SQLSTATE \(state)): \(message)"
    }
    return error.underlying.map { "\($0)" } ?? "\(error.code)"
  }
}
