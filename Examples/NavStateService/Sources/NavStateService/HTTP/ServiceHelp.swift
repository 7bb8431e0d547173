extension ServiceCommand {
  /// What `nav-state-service --help` prints: the usage, each option with its environment
  /// variable and default, and the exit codes.
  public static let help = """
    \(usage)

    Serves users' navigation states over HTTP (see Docs/Server.md).

    Options (each also read from its environment variable; the command line wins):
      --host H                NAV_STATE_HOST            address to listen on (127.0.0.1)
      --port N                NAV_STATE_PORT            port, 0-65535; 0 picks one (8080)
      --database FILE|URL     NAV_STATE_DATABASE_URL    a SQLite file, or
                              postgres://user[:password]@host[:port][/database][?sslmode=require]
                              (default: state.sqlite in the data folder)
      --change-log N          NAV_STATE_CHANGE_LOG      changes kept per user (100)
      --token-key-file FILE   NAV_STATE_TOKEN_KEY_FILE  the HS256 key that signs bearer tokens
                              (default: token.key in the data folder, made on first use)
      --metrics public|token  NAV_STATE_METRICS         whether GET /metrics needs a token
                              with the metrics scope (public)
    Tokens of an identity provider (RS256, ES256), beside the service's own:
      --jwks FILE|URL         NAV_STATE_JWKS            the provider's JSON Web Key Set
      --token-issuer ISS      NAV_STATE_TOKEN_ISSUER    the issuer (iss) a token must name
      --token-audience AUD    NAV_STATE_TOKEN_AUDIENCE  the audience (aud) it must be for
      --user-claim C          NAV_STATE_USER_CLAIM      the claim naming the user (sub)
      --clock-skew S          NAV_STATE_CLOCK_SKEW      seconds exp and nbf may be off, 0-600 (60)
      --jwks-refresh S        NAV_STATE_JWKS_REFRESH    seconds between fetches, 60-86400 (3600)
    Limits, in seconds (see ServiceLimits):
      --idle-timeout S        NAV_STATE_IDLE_TIMEOUT    a connection without a request is
                              closed after (60)
      --header-timeout S      NAV_STATE_HEADER_TIMEOUT  time to send a request's head (10)
      --body-timeout S        NAV_STATE_BODY_TIMEOUT    time to send a request's body (30)
      --database-timeout S    NAV_STATE_DATABASE_TIMEOUT
                              a database operation's deadline; then 503 (5)
      --retry-after S         NAV_STATE_RETRY_AFTER     the Retry-After of that 503, whole
                              seconds (2)
      --shutdown-grace S      NAV_STATE_SHUTDOWN_GRACE  how long SIGTERM waits for requests (10)
    Environment only:
      NAV_STATE_TOKEN_KEY     the token key itself (32 bytes or more), instead of a file
      NAV_STATE_DATA_DIR      the data folder (default: $XDG_DATA_HOME/nav-state-service,
                              else ~/.local/share/nav-state-service)

    issue-token USER prints a bearer token for USER's state, signed with the same key;
    --scope admin reaches every user, --scope metrics GET /metrics; --lifetime in seconds
    (86400).

    Exit codes: 2 options or token key, 3 database or JWKS, 4 address.
    """
}
