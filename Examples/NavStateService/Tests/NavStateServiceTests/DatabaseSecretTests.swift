import Foundation
import NavStateService
import Testing

/// A database URL is never printed with its password, however malformed: not in a start-up
/// error, not in the line that says where the service listens, not in the log.
@Suite struct DatabaseSecretTests {
  static let password = "hunter2-Qz7"

  /// Malformed URLs, and well-formed ones of a database that cannot be reached, each with the
  /// password somewhere in it.
  static let urls = [
    "postgres://nav:\(password)@/db",
    "postgres://nav:\(password)@",
    "postgres://nav:\(password)@:5432/db",
    "postgres://:\(password)@localhost/db",
    "postgres://nav:\(password)@localhost:port/db",
    "postgres://nav:\(password)@[::1/db",
    "postgres://nav:\(password)@local host/db",
    "postgres://nav:\(password)@localhost/db?sslmode=sometimes",
    "postgres://nav:\(password)@@localhost/db",
    "postgres://nav:a@b:\(password)@127.0.0.1:1/db",
    "postgres://nav:\(password)",
    "postgres://nav:\(password)/db",
    "postgres:/nav:\(password)@localhost/db",
    "postgres:nav:\(password)@localhost/db",
    "mysql://nav:\(password)@localhost/db",
    "POSTGRES://nav:\(password)@127.0.0.1:1/db",
    "PostgreSQL://nav:\(password)@127.0.0.1:1/db?sslmode=require",
    "postgres://nav@127.0.0.1:1/db?password=\(password)",
    "postgres://nav@localhost/db?sslmode=maybe&PASSWORD=\(password)",
    "postgres://nav:\(password)@127.0.0.1:1/db",
  ]

  @Test(arguments: urls) func aURLIsPrintedWithoutItsPassword(url: String) async throws {
    for (arguments, environment) in [
      (["--database", url], [:]), ([], ["NAV_STATE_DATABASE_URL": url]),
    ] {
      let (status, output) = try await Self.run(arguments, environment: environment)
      #expect(!output.contains(Self.password), "\(output)")
      #expect(!output.contains("hunter2"), "\(output)")
      #expect(status == 2 || status == 3, "exit status \(status): \(output)")
      #expect(!output.contains("SQLite error"), "taken for a SQLite file: \(output)")
      if status == 2, environment.isEmpty == false {
        #expect(output.contains("NAV_STATE_DATABASE_URL"), "\(output)")
      }
    }
  }

  @Test func theSchemeIsReadInAnyCaseAndAnotherIsNamed() throws {
    let url = try DatabaseURL("POSTGRESQL://nav:pw@db.example:6543/app")
    #expect(url.host == "db.example" && url.port == 6543 && url.database == "app")
    #expect(url.redacted == "postgres://nav@db.example:6543/app")
    #expect(throws: ServiceCommand.StartupError.self) { try DatabaseURL("mysql://nav@h/db") }
    do {
      _ = try DatabaseURL("mysql://nav:pw@h/db")
    } catch let error as ServiceCommand.StartupError {
      #expect(error.exitCode == 2)
      #expect(error.description.contains("\"mysql\""))
      #expect(!error.description.contains("pw"))
    }
  }

  @Test func printableRemovesWhatCouldBeAPassword() {
    #expect(DatabaseURL.printable("/var/lib/nav/state.sqlite") == "/var/lib/nav/state.sqlite")
    #expect(DatabaseURL.printable("postgres://nav:pw@h/db") == "postgres://nav@h:5432/db")
    #expect(DatabaseURL.printable("postgres://nav:pw@/db") == "postgres://nav:***@/db")
    #expect(DatabaseURL.printable("postgres://h:5432") == "postgres://h:5432")
    #expect(DatabaseURL.printable("postgres://nav:pw/db") == "postgres://nav:***/db")
    #expect(
      DatabaseURL.printable("postgres://nav@h/db?Password=pw&sslmode=x")
        == "postgres://nav@h/db?Password=***&sslmode=x")
  }

  /// Runs the executable built beside the tests until it exits (10 s at most, then it is
  /// killed), with the log at its most detailed: its exit status, and its standard output and
  /// error together.
  static func run(_ arguments: [String], environment: [String: String]) async throws -> (
    Int32, String
  ) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-state-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let output = work.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = folder.appendingPathComponent("nav-state-service")
    process.currentDirectoryURL = work
    process.arguments = ["--port", "0"] + arguments
    process.environment = ProcessInfo.processInfo.environment
      .merging(TestServer.environment) { $1 }
      .merging(["LOG_LEVEL": "trace", "NAV_STATE_DATA_DIR": work.path]) { $1 }
      .merging(environment) { $1 }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    for _ in 0..<100 where process.isRunning {
      try await Task.sleep(for: .milliseconds(100))
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try handle.close()
    return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
  }
}
