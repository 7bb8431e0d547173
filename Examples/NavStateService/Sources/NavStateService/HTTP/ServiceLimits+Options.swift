extension ServiceLimits {
  /// The options that set the limits, each with its environment variable, in seconds.
  static let options: [(variable: String, option: String)] = [
    ("NAV_STATE_IDLE_TIMEOUT", "--idle-timeout"),
    ("NAV_STATE_HEADER_TIMEOUT", "--header-timeout"),
    ("NAV_STATE_BODY_TIMEOUT", "--body-timeout"),
    ("NAV_STATE_DATABASE_TIMEOUT", "--database-timeout"),
    ("NAV_STATE_RETRY_AFTER", "--retry-after"),
    ("NAV_STATE_SHUTDOWN_GRACE", "--shutdown-grace"),
  ]

  /// The limits the options give, the defaults for those not given.
  ///
  /// - Parameter options: The value of each option given (``ServiceCommand/options(_:known:)``).
  /// - Throws: ``ServiceCommand/StartupError`` with exit code 2 for a time that is not a number
  ///   of seconds above 0 and at most a day (with up to three decimals), or a `--retry-after`
  ///   that is not a whole number of seconds from 0 to a day.
  init(options: CommandOptions) throws(ServiceCommand.StartupError) {
    self.init()
    func seconds(_ option: String, _ limit: inout Duration) throws(ServiceCommand.StartupError) {
      guard let text = options[option] else { return }
      // Digits with at most one decimal point: `Double` alone would take `+5`, `5e1` and `inf`.
      guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
        text.utf8.count(where: { $0 == 0x2E }) <= 1, let value = Double(text), value > 0,
        value <= 86_400,
        (value * 1000).rounded() == value * 1000
      else {
        throw ServiceCommand.usageError(
          "\(options.name(option)) \(text.debugDescription) is not a number of seconds above 0 and at most "
            + "86400, with up to three decimals")
      }
      limit = .milliseconds(Int(value * 1000))
    }
    try seconds("--idle-timeout", &idleTimeout)
    try seconds("--header-timeout", &headerTimeout)
    try seconds("--body-timeout", &bodyTimeout)
    try seconds("--database-timeout", &databaseTimeout)
    try seconds("--shutdown-grace", &shutdownGracePeriod)
    if let text = options["--retry-after"] {
      guard let value = Int(digits: text), (0...86_400).contains(value) else {
        throw ServiceCommand.usageError(
          "\(options.name("--retry-after")) \(text.debugDescription) is not a whole number of seconds (0-86400)"
        )
      }
      retryAfterSeconds = value
    }
  }
}
