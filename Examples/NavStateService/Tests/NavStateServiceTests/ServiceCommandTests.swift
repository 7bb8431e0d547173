import Foundation
import HTTPTypes
import HummingbirdTesting
import NavStateService
import Synchronization
import Testing

/// Start-up failures are one line and an exit code: 2 for options, 3 for the database, 4 for
/// the address.
@Suite struct ServiceCommandTests {
  private func configuration(_ arguments: [String]) throws -> ServiceConfiguration {
    try ServiceCommand.configuration(arguments, environment: TestServer.environment) {
      "/tmp/unused.sqlite"
    }
  }

  @Test func theOptionsGiveTheConfiguration() throws {
    let configuration = try configuration([
      "--host", "0.0.0.0", "--port", "0", "--database", "/tmp/x.sqlite", "--change-log", "5",
    ])
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.port == 0)
    #expect(configuration.database == "/tmp/x.sqlite")
    #expect(configuration.changeLogLength == 5)
  }

  /// The limits come from their options and variables, the command line winning; those not
  /// given keep their defaults.
  @Test func theLimitsComeFromTheOptionsAndTheEnvironment() throws {
    let defaults = try configuration([]).limits
    #expect(defaults.idleTimeout == .seconds(60) && defaults.databaseTimeout == .seconds(5))
    #expect(defaults.retryAfterSeconds == 2 && defaults.shutdownGracePeriod == .seconds(10))
    let environment = TestServer.environment.merging([
      "NAV_STATE_IDLE_TIMEOUT": "120", "NAV_STATE_DATABASE_TIMEOUT": "7",
      "NAV_STATE_RETRY_AFTER": "9",
    ]) { $1 }
    let limits = try ServiceCommand.configuration(
      [
        "--header-timeout", "2.5", "--body-timeout", "45", "--shutdown-grace", "25",
        "--database-timeout", "0.75",
      ], environment: environment
    ) { "/tmp/unused.sqlite" }.limits
    #expect(limits.idleTimeout == .seconds(120))
    #expect(limits.headerTimeout == .milliseconds(2500))
    #expect(limits.bodyTimeout == .seconds(45))
    #expect(limits.databaseTimeout == .milliseconds(750))
    #expect(limits.retryAfterSeconds == 9)
    #expect(limits.shutdownGracePeriod == .seconds(25))
  }

  @Test(arguments: [
    ("--idle-timeout", "0"), ("--header-timeout", "-1"), ("--body-timeout", "soon"),
    ("--database-timeout", "86401"), ("--shutdown-grace", "0.0001"), ("--idle-timeout", "nan"),
  ])
  func aLimitOutOfItsRangeIsExitCode2(option: String, value: String) {
    let reason =
      "\(option) \(value.debugDescription) is not a number of seconds above 0 and at most "
      + "86400, with up to three decimals"
    #expect(
      throws: ServiceCommand.StartupError(
        description: reason + "\n" + ServiceCommand.usage, exitCode: 2)
    ) {
      try configuration([option, value])
    }
  }

  @Test(arguments: ["-1", "1.5", "86401"])
  func aRetryAfterThatIsNotWholeSecondsIsExitCode2(value: String) {
    let reason =
      "--retry-after \(value.debugDescription) is not a whole number of seconds (0-86400)"
    #expect(
      throws: ServiceCommand.StartupError(
        description: reason + "\n" + ServiceCommand.usage, exitCode: 2)
    ) {
      try configuration(["--retry-after", value])
    }
  }

  @Test(arguments: [
    (["--port", "70000"], "--port \"70000\" is not a port number (0-65535)"),
    (["--port", "-1"], "--port \"-1\" is not a port number (0-65535)"),
    (["--port", "http"], "--port \"http\" is not a port number (0-65535)"),
    (["--change-log", "0"], "--change-log \"0\" is not a number of at least 1"),
    (["--verbose"], "unknown option \"--verbose\""),
    (["--database"], "--database needs a value"),
  ])
  func aBadOptionIsExitCode2WithItsReasonAndTheUsage(arguments: [String], reason: String) {
    #expect(
      throws: ServiceCommand.StartupError(
        description: reason + "\n" + ServiceCommand.usage, exitCode: 2)
    ) {
      try configuration(arguments)
    }
  }

  /// `--jwks` names an identity provider, with its issuer and audience; the other options of
  /// its tokens need it.
  @Test func theIdentityProviderComesFromItsOptions() throws {
    let provider = try #require(
      try configuration([
        "--jwks", "https://id.example/.well-known/jwks.json", "--token-issuer",
        "https://id.example/", "--token-audience", "nav", "--user-claim", "email",
        "--clock-skew", "30", "--jwks-refresh", "600",
      ]).identityProvider)
    var expected = IdentityProvider(
      jwks: "https://id.example/.well-known/jwks.json", issuer: "https://id.example/",
      audience: "nav")
    expected.userClaim = "email"
    expected.clockSkew = .seconds(30)
    expected.refreshInterval = .seconds(600)
    #expect(provider == expected)
    #expect(try configuration([]).identityProvider == nil)
    for (arguments, reason) in [
      (["--token-issuer", "x"], "--token-issuer needs --jwks"),
      (
        ["--jwks", "keys.json", "--token-issuer", "x"],
        "--jwks needs --token-issuer and --token-audience: a token is accepted only from its "
          + "issuer, for this service"
      ),
      (
        ["--jwks", "k", "--token-issuer", "x", "--token-audience", "y", "--clock-skew", "+5"],
        "--clock-skew \"+5\" is not a whole number of seconds (0-600)"
      ),
    ] {
      #expect(
        throws: ServiceCommand.StartupError(
          description: reason + "\n" + ServiceCommand.usage, exitCode: 2)
      ) {
        try configuration(arguments)
      }
    }
  }

  /// A bad value from the environment is named by its variable, which is what the user wrote;
  /// the same value on the command line is named by its option.
  @Test(arguments: [
    ("NAV_STATE_PORT", "", "NAV_STATE_PORT \"\" is not a port number (0-65535)"),
    ("NAV_STATE_PORT", "+80", "NAV_STATE_PORT \"+80\" is not a port number (0-65535)"),
    ("NAV_STATE_CHANGE_LOG", "1e3", "NAV_STATE_CHANGE_LOG \"1e3\" is not a number of at least 1"),
    ("NAV_STATE_METRICS", "", "NAV_STATE_METRICS \"\" is neither public nor token"),
    (
      "NAV_STATE_IDLE_TIMEOUT", "+5",
      "NAV_STATE_IDLE_TIMEOUT \"+5\" is not a number of seconds above 0 and at most 86400, "
        + "with up to three decimals"
    ),
    (
      "LOG_LEVEL", "verbose",
      "LOG_LEVEL \"verbose\" is not one of trace, debug, info, notice, warning, error, critical"
    ),
    (
      "NAV_STATE_RETRY_AFTER", " 2",
      "NAV_STATE_RETRY_AFTER \" 2\" is not a whole number of seconds (0-86400)"
    ),
  ])
  func aBadVariableIsNamedAsTheVariable(variable: String, value: String, reason: String) throws {
    let environment = TestServer.environment.merging([variable: value]) { $1 }
    #expect(
      throws: ServiceCommand.StartupError(
        description: reason + "\n" + ServiceCommand.usage, exitCode: 2)
    ) {
      try ServiceCommand.configuration([], environment: environment) { "/tmp/unused.sqlite" }
    }
    guard let option = ServiceEnvironment.options.first(where: { $0.variable == variable })?.option
    else { return }
    #expect(
      throws: ServiceCommand.StartupError(
        description: reason.replacing(variable, with: option) + "\n" + ServiceCommand.usage,
        exitCode: 2)
    ) {
      try ServiceCommand.configuration([option, value], environment: environment) {
        "/tmp/unused.sqlite"
      }
    }
  }

  @Test func aDatabaseThatCannotBeOpenedIsExitCode3() async throws {
    let path = "/nonexistent-\(UUID().uuidString)/state.sqlite"
    do throws(ServiceCommand.StartupError) {
      _ = try await ServiceCommand.run(
        ["--port", "0", "--database", path], environment: TestServer.environment
      ) { _ in }
      Issue.record("the service started on \(path)")
    } catch {
      #expect(error.exitCode == 3)
      #expect(error.description.hasPrefix("cannot open the database \(path.debugDescription): "))
    }
  }

  /// A key set that cannot be read, or that holds no key, stops the start with exit code 3 and
  /// the reason.
  @Test(
    .timeLimit(.minutes(1)),
    arguments: [
      ("/nonexistent-jwks.json", "the file cannot be read"),
      ("EMPTY", "it holds no signing key with a key id"),
    ])
  func aKeySetThatCannotBeReadIsExitCode3(jwks: String, reason: String) async throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("jwks-\(UUID().uuidString).json")
    try Data(#"{"keys":[]}"#.utf8).write(to: empty)
    defer { try? FileManager.default.removeItem(at: empty) }
    let source = jwks == "EMPTY" ? empty.path : jwks
    let database = FileManager.default.temporaryDirectory
      .appendingPathComponent("jwks-\(UUID().uuidString).sqlite").path
    do throws(ServiceCommand.StartupError) {
      _ = try await ServiceCommand.run(
        [
          "--port", "0", "--database", database, "--jwks", source, "--token-issuer", "x",
          "--token-audience", "y",
        ], environment: TestServer.environment
      ) { _ in }
      Issue.record("the service started with the key set \(source)")
    } catch {
      #expect(error.exitCode == 3)
      #expect(error.description == "cannot read the JWKS \(source.debugDescription): \(reason)")
    }
  }

  /// A PostgreSQL database that cannot be used at start-up is named with its reason: nothing
  /// listening, a database that does not exist, a user the server refuses.
  @Test func aRefusedConnectionIsExitCode3WithItsReason() async {
    let url = "postgres://nav@127.0.0.1:1/navstate"
    await expectStartupFailure(
      url,
      "cannot open the database \"postgres://nav@127.0.0.1:1/navstate\": connection refused by "
        + "127.0.0.1:1: is PostgreSQL listening there?")
  }

  @Test func anUnknownDatabaseOrUserIsExitCode3WithItsReason() async throws {
    guard let url = Backend.postgresURL else {
      print("skipped: \(Backend.postgresSkipped.rawValue)")
      try Test.cancel(Backend.postgresSkipped)
    }
    let server = try DatabaseURL(url)
    let address = "\(server.host):\(server.port)"
    await expectStartupFailure(
      "postgres://\(server.user)@\(address)/nowhere",
      "cannot open the database \"postgres://\(server.user)@\(address)/nowhere\": the database "
        + "\"nowhere\" does not exist on \(address)")
    await expectStartupFailure(
      "postgres://nobody@\(address)/\(server.database)",
      "cannot open the database \"postgres://nobody@\(address)/\(server.database)\": the server "
        + "refused the credentials of \"nobody\": ",
      prefixOnly: true)
  }

  private func expectStartupFailure(
    _ database: String, _ description: String, prefixOnly: Bool = false
  ) async {
    do throws(ServiceCommand.StartupError) {
      _ = try await ServiceCommand.run(
        ["--port", "0", "--database", database], environment: TestServer.environment
      ) { line in Issue.record("the service said \(line)") }
      Issue.record("the service started on \(database)")
    } catch {
      #expect(error.exitCode == 3)
      if prefixOnly {
        #expect(error.description.hasPrefix(description), "\(error.description)")
      } else {
        #expect(error.description == description)
      }
    }
  }

  @Test func anAddressInUseIsExitCode4() async throws {
    let server = try TestServer()
    let database = server.databasePath + "-2"
    try await server.test(.live) { client in
      let port = try #require(client.port)
      do throws(ServiceCommand.StartupError) {
        _ = try await ServiceCommand.run(
          ["--port", "\(port)", "--database", database], environment: TestServer.environment
        ) { line in Issue.record("the service said \(line)") }
        Issue.record("the service ran on a port in use")
      } catch {
        #expect(error.exitCode == 4)
        #expect(error.description.hasPrefix("cannot listen on 127.0.0.1:\(port): "))
      }
    }
  }

  @Test func theEnvironmentGivesEveryOptionAndTheCommandLineWins() throws {
    var environment = TestServer.environment
    environment["NAV_STATE_HOST"] = "0.0.0.0"
    environment["NAV_STATE_PORT"] = "9000"
    environment["NAV_STATE_DATABASE_URL"] = "/tmp/from-environment.sqlite"
    environment["NAV_STATE_CHANGE_LOG"] = "7"
    environment["NAV_STATE_METRICS"] = "token"
    let configuration = try ServiceCommand.configuration(
      ["--port", "9001"], environment: environment
    ) { "/tmp/unused.sqlite" }
    #expect(configuration.host == "0.0.0.0")
    #expect(configuration.port == 9001)
    #expect(configuration.database == "/tmp/from-environment.sqlite")
    #expect(configuration.changeLogLength == 7)
    #expect(configuration.metricsNeedToken)
  }

  @Test func aShortTokenKeyIsExitCode2() {
    #expect(
      throws: ServiceCommand.StartupError(
        description:
          "the token key of NAV_STATE_TOKEN_KEY: a token key needs at least 32 bytes, this one has 5",
        exitCode: 2)
    ) {
      try ServiceCommand.configuration([], environment: ["NAV_STATE_TOKEN_KEY": "short"]) {
        "/tmp/unused.sqlite"
      }
    }
  }

  /// Without a key or a database, both go to the data folder, which keeps them across restarts:
  /// the key file is made once, readable by its owner only, and read again at the next start.
  @Test func theDefaultDatabaseAndKeyAreInTheDataFolder() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-state-data-\(UUID().uuidString)").path
    let environment = ["NAV_STATE_DATA_DIR": folder]
    let first = try ServiceCommand.configuration([], environment: environment) {
      folder + "/state.sqlite"
    }
    let keyFile = folder + "/token.key"
    let permissions = try FileManager.default.attributesOfItem(atPath: keyFile)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o600)
    #expect(first.database == folder + "/state.sqlite")
    // A token that the command issues with the same folder opens a server on the same key.
    let token = try await ServiceCommand.issuedToken(for: "ana", environment: environment)
    let key = try #require(
      try ServiceCommand.configuration([], environment: environment) { "" }.tokenKey)
    let server = try TestServer(tokenKey: key)
    let status = try await server.test { client in
      try await client.send(.get, "/users/ana/state", credentials: .token(token)).status
    }
    #expect(status == .notFound)
  }

  @Test func helpListsEveryOptionWithItsVariable() async throws {
    let output = Output()
    let code = try await ServiceCommand.run(["--help"], environment: [:]) { output.append($0) }
    #expect(code == 0)
    let help = output.text
    for (variable, option) in ServiceEnvironment.options {
      #expect(help.contains(variable) && help.contains(option), "\(option)")
    }
  }

  @Test func issueTokenRefusesAnUnknownScope() async {
    await #expect(
      throws: ServiceCommand.StartupError(
        description: "--scope \"root\" is neither admin nor metrics\n" + ServiceCommand.usage,
        exitCode: 2)
    ) {
      try await ServiceCommand.run(
        ["issue-token", "ana", "--scope", "root"], environment: TestServer.environment
      ) { _ in }
    }
  }
}

extension ServiceCommand {
  /// The token `nav-state-service issue-token USER` prints.
  static func issuedToken(for user: String, environment: [String: String]) async throws -> String {
    let output = Output()
    _ = try await run(["issue-token", user], environment: environment) { output.append($0) }
    return output.text
  }
}

/// What a command printed.
final class Output: Sendable {
  private let lines = Mutex<[String]>([])

  func append(_ line: String) { lines.withLock { $0.append(line) } }

  var text: String { lines.withLock { $0.joined(separator: "\n") } }
}
