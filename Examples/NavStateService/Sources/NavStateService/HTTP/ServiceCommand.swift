internal import Hummingbird
internal import Logging
internal import NIOCore

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// The `nav-state-service` command: reads its options (from the environment and the command line),
/// opens the database, listens, and turns every start-up failure into one line on standard error
/// and an exit code, without a backtrace.
///
/// ```
/// nav-state-service [--host H] [--port N] [--database FILE|URL] [--change-log N]
///   [--token-key-file FILE] [--metrics public|token] [--jwks FILE|URL --token-issuer ISS
///   --token-audience AUD [--user-claim C] [--clock-skew S] [--jwks-refresh S]]
///   [--idle-timeout S] [--header-timeout S] [--body-timeout S] [--database-timeout S]
///   [--retry-after S] [--shutdown-grace S]
/// nav-state-service issue-token USER [--scope admin|metrics] [--lifetime SECONDS]
/// nav-state-service --help
/// ```
public enum ServiceCommand {
  /// The usage lines printed with an option error.
  public static let usage = """
    usage: nav-state-service [--host H] [--port N] [--database FILE|URL] [--change-log N]
      [--token-key-file FILE] [--metrics public|token] [--jwks FILE|URL --token-issuer ISS
      --token-audience AUD [--user-claim C] [--clock-skew S] [--jwks-refresh S]]
      [--idle-timeout S] [--header-timeout S] [--body-timeout S] [--database-timeout S]
      [--retry-after S] [--shutdown-grace S]
    usage: nav-state-service issue-token USER [--scope admin|metrics] [--lifetime SECONDS]
    """

  /// A failure before or while starting, with the exit code it ends the process with.
  public struct StartupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence that names the option, file or address.
    public var description: String
    /// 2 for an option error, 3 for a database that cannot be opened, 4 for an address that
    /// cannot be listened on.
    public var exitCode: Int32

    /// Creates an error.
    public init(description: String, exitCode: Int32) {
      self.description = description
      self.exitCode = exitCode
    }
  }

  /// The configuration the environment and the options give; an option on the command line wins
  /// over its environment variable (``ServiceEnvironment/options``).
  ///
  /// - Parameters:
  ///   - arguments: The options, without the command's name.
  ///   - environment: The environment variables.
  ///   - defaultDatabase: The SQLite file to use without `--database`.
  /// - Returns: The configuration.
  /// - Throws: ``StartupError`` with exit code 2 for an unknown option, an option without its
  ///   value, a port outside 0-65535, a change log length below 1, a limit out of its range
  ///   (``ServiceLimits``), or a token key that cannot be read or is too short.
  public static func configuration(
    _ arguments: [String], environment: [String: String] = [:],
    defaultDatabase: () throws -> String
  ) throws -> ServiceConfiguration {
    let options = try self.options(
      ServiceEnvironment.arguments(from: environment), arguments,
      known: ServiceEnvironment.options.map(\.option))
    let portText = options["--port"] ?? "8080"
    guard let port = Int(digits: portText), (0...65535).contains(port) else {
      throw usageError(
        "\(options.name("--port")) \(portText.debugDescription) is not a port number (0-65535)")
    }
    let lengthText = options["--change-log"] ?? "100"
    guard let changeLog = Int(digits: lengthText), changeLog >= 1 else {
      throw usageError(
        "\(options.name("--change-log")) \(lengthText.debugDescription) is not a number of at "
          + "least 1")
    }
    let metrics = options["--metrics"] ?? "public"
    guard ["public", "token"].contains(metrics) else {
      throw usageError(
        "\(options.name("--metrics")) \(metrics.debugDescription) is neither public nor token")
    }
    // Read by Hummingbird, which would ignore a value it does not know.
    if let level = environment["LOG_LEVEL"], Logger.Level(rawValue: level) == nil {
      throw usageError(
        "LOG_LEVEL \(level.debugDescription) is not one of "
          + Logger.Level.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let database = try options["--database"] ?? defaultDatabase()
    if DatabaseURL.scheme(of: database) != nil {
      _ = try DatabaseURL(database, name: options.name("--database"))
    }
    let limits = try ServiceLimits(options: options)
    var configuration = ServiceConfiguration(
      host: options["--host"] ?? "127.0.0.1", port: port, database: database,
      changeLogLength: changeLog,
      tokenKey: try ServiceEnvironment.tokenKey(
        file: options["--token-key-file"], environment: environment),
      metricsNeedToken: metrics == "token")
    configuration.limits = limits
    configuration.identityProvider = try identityProvider(options)
    return configuration
  }

  /// The identity provider the options name: `--jwks` with `--token-issuer` and
  /// `--token-audience`, and optionally `--user-claim`, `--clock-skew` and `--jwks-refresh`.
  ///
  /// - Throws: ``StartupError`` with exit code 2 for one of these without `--jwks`, `--jwks`
  ///   without an issuer or audience, or a time that is not whole seconds in its range.
  static func identityProvider(_ options: CommandOptions) throws(StartupError) -> IdentityProvider?
  {
    let dependent = [
      "--token-issuer", "--token-audience", "--user-claim", "--clock-skew",
      "--jwks-refresh",
    ]
    guard let jwks = options["--jwks"] else {
      if let given = dependent.first(where: { options[$0] != nil }) {
        throw usageError("\(options.name(given)) needs \(options.name("--jwks"))")
      }
      return nil
    }
    guard let issuer = options["--token-issuer"], !issuer.isEmpty,
      let audience = options["--token-audience"], !audience.isEmpty
    else {
      throw usageError(
        "\(options.name("--jwks")) needs \(options.name("--token-issuer")) and "
          + "\(options.name("--token-audience")): a token is accepted only from its issuer, for "
          + "this service")
    }
    var provider = IdentityProvider(jwks: jwks, issuer: issuer, audience: audience)
    if let claim = options["--user-claim"] {
      guard !claim.isEmpty else { throw usageError("\(options.name("--user-claim")) is empty") }
      provider.userClaim = claim
    }
    func seconds(_ option: String, _ range: ClosedRange<Int>, _ value: inout Duration)
      throws(StartupError)
    {
      guard let text = options[option] else { return }
      guard let seconds = Int(digits: text), range.contains(seconds) else {
        throw usageError(
          "\(options.name(option)) \(text.debugDescription) is not a whole number of seconds "
            + "(\(range.lowerBound)-\(range.upperBound))")
      }
      value = .seconds(seconds)
    }
    try seconds("--clock-skew", 0...600, &provider.clockSkew)
    try seconds("--jwks-refresh", 60...86_400, &provider.refreshInterval)
    return provider
  }

  /// The value of each option, from the environment's arguments and then the command line's,
  /// the last one winning.
  ///
  /// - Throws: ``StartupError`` with exit code 2 for an option not in `known` or without its
  ///   value.
  static func options(
    _ environment: [String], _ arguments: [String], known: [String]
  ) throws(StartupError) -> CommandOptions {
    var options = CommandOptions()
    for (given, fromEnvironment) in [(environment, true), (arguments, false)] {
      var iterator = given.makeIterator()
      while let name = iterator.next() {
        guard known.contains(name) else {
          throw usageError("unknown option \(name.debugDescription)")
        }
        guard let value = iterator.next() else { throw usageError("\(name) needs a value") }
        options.values[name] = value
        options.fromEnvironment[name] = fromEnvironment
      }
    }
    return options
  }

  /// Runs the command: the service until it is stopped, or `issue-token`, or `--help`.
  ///
  /// - Parameters:
  ///   - arguments: The options, without the command's name.
  ///   - environment: The environment variables (``ServiceEnvironment``).
  ///   - output: Receives the line that says where the service listens, once it does (or the
  ///     token, or the help).
  /// - Returns: 0 after a clean stop.
  /// - Throws: ``StartupError`` for bad options (2), a database that cannot be opened (3) or an
  ///   address that cannot be listened on (4).
  public static func run(
    _ arguments: [String], environment: [String: String],
    output: @escaping @Sendable (String) -> Void
  ) async throws(StartupError) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      output(help)
      return 0
    }
    if arguments.first == "issue-token" {
      output(try await issueToken(Array(arguments.dropFirst()), environment: environment))
      return 0
    }
    let configuration: ServiceConfiguration
    do {
      configuration = try self.configuration(arguments, environment: environment) {
        try ServiceEnvironment.dataFolder(environment) + "/state.sqlite"
      }
    } catch let error as StartupError {
      throw error
    } catch {
      throw StartupError(description: "cannot create the data folder: \(error)", exitCode: 3)
    }
    // A PostgreSQL URL is printed without its password.
    let postgres = try? DatabaseURL(configuration.database)
    let database = DatabaseURL.printable(configuration.database)
    // The error's description may quote the database's text: it is printed without a password.
    let cannotOpen = { (error: any Error) in
      let reason = "\(error)"
      return "cannot open the database \(database.debugDescription): "
        + (configuration.database.isEmpty
          ? reason : reason.replacing(configuration.database, with: database))
    }
    do {
      try await postgres?.checkConnection()
    } catch {
      throw StartupError(
        description: cannotOpen(error),
        exitCode: error.exitCode)
    }
    if let provider = configuration.identityProvider {
      try await IdentityKeys.check(provider)
    }
    let address = "\(configuration.host):\(configuration.port)"
    let app: any ApplicationProtocol
    let uploads = Uploads()
    do {
      app = try buildApplication(configuration, uploads: uploads) { channel in
        let port = channel.localAddress?.port ?? configuration.port
        output(
          "nav-state-service: database \(database), listening on \(configuration.host):\(port)")
      }
    } catch let error as StartupError {
      throw error
    } catch {
      throw StartupError(
        description: cannotOpen(error), exitCode: 3)
    }
    do {
      try await runUntilStopped(
        app, gracePeriod: configuration.limits.shutdownGracePeriod, uploads: uploads)
    } catch let error as StartupError {
      throw StartupError(
        description: cannotOpen(error),
        exitCode: error.exitCode)
    } catch {
      throw StartupError(description: "cannot listen on \(address): \(error)", exitCode: 4)
    }
    return 0
  }

  /// An option error: the problem, then the usage lines.
  static func usageError(_ problem: String) -> StartupError {
    StartupError(description: "\(problem)\n\(usage)", exitCode: 2)
  }
}
