/// How the service runs: where it listens, where it stores, and its limits.
public struct ServiceConfiguration: Sendable {
  /// The address to listen on.
  public var host: String
  /// The port to listen on; 0 picks a free one.
  public var port: Int
  /// The database: a SQLite file, or a `postgres://user[:password]@host[:port][/database]` URL.
  public var database: String
  /// How many changes each user's log keeps.
  public var changeLogLength: Int
  /// The largest request body accepted, in bytes.
  public var maxBodyBytes: Int
  /// The key that verifies bearer tokens; without one, no request reaches a user's state.
  public var tokenKey: TokenKey?
  /// The identity provider whose tokens are accepted beside the service's own; `nil` for none.
  public var identityProvider: IdentityProvider?
  /// Whether `GET /metrics` needs a token with the `metrics` scope.
  public var metricsNeedToken: Bool
  /// Timeouts, the database's deadline, the shutdown's grace period and the reader's limits.
  public var limits = ServiceLimits()

  /// Creates a configuration.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, database: String,
    changeLogLength: Int = 100, maxBodyBytes: Int = 64 * 1024, tokenKey: TokenKey? = nil,
    metricsNeedToken: Bool = false
  ) {
    self.host = host
    self.port = port
    self.database = database
    self.changeLogLength = changeLogLength
    self.maxBodyBytes = maxBodyBytes
    self.tokenKey = tokenKey
    self.metricsNeedToken = metricsNeedToken
  }
}
