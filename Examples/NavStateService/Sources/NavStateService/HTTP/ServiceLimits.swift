public import NavCodable

/// Bounds on how long the service waits and how large a state it stores, so that no client, no
/// database outage and no shutdown can hold it up without end.
public struct ServiceLimits: Sendable {
  /// How long a connection may stay open without a request (before its first one, or after an
  /// answer) before it is closed. Default 60 s.
  public var idleTimeout: Duration = .seconds(60)
  /// How long a client may take to send a request's head, from its first byte. Default 10 s.
  public var headerTimeout: Duration = .seconds(10)
  /// How long a client may take to send a request's body, from the end of its head. Default 30 s.
  public var bodyTimeout: Duration = .seconds(30)
  /// How long one database operation may take before the request is answered 503
  /// `databaseUnavailable`. Default 5 s.
  public var databaseTimeout: Duration = .seconds(5)
  /// The `Retry-After` of a 503 `databaseUnavailable`, in seconds. Default 2.
  public var retryAfterSeconds = 2
  /// How long a graceful shutdown (SIGTERM, SIGINT) may take: waiting requests are answered at
  /// once, and what is still running after this is cancelled. Default 10 s.
  public var shutdownGracePeriod: Duration = .seconds(10)
  /// The reader's limits: every body and every stored document is read with them, and a write
  /// whose state would be over them is refused (413 `stateTooLarge`), so that every stored state
  /// can be read back.
  public var decoding = NavDecodingLimits()

  /// The defaults.
  public init() {}
}
