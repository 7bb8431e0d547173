internal import Hummingbird
internal import NIOCore

#if canImport(FoundationEssentials)
  internal import FoundationEssentials
#else
  internal import Foundation
#endif

/// The `nav-state-service` command: reads its options, opens the database, listens, and turns
/// every start-up failure into one line on standard error and an exit code, without a backtrace.
///
/// ```
/// nav-state-service [--host H] [--port N] [--database FILE|URL] [--change-log N]
/// ```
public enum ServiceCommand {
  /// The usage line printed with an option error.
  public static let usage =
    "usage: nav-state-service [--host H] [--port N] [--database FILE|URL] [--change-log N]"

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

  /// The configuration the options give.
  ///
  /// - Parameters:
  ///   - arguments: The options, without the command's name.
  ///   - temporaryDatabase: The SQLite file to use without `--database`.
  /// - Returns: The configuration.
  /// - Throws: ``StartupError`` with exit code 2 for an unknown option, an option without its
  ///   value, a port outside 0-65535 or a change log length below 1.
  public static func configuration(
    _ arguments: [String], temporaryDatabase: () throws -> String
  ) throws -> ServiceConfiguration {
    var options: [String: String] = [:]
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
      guard ["--host", "--port", "--database", "--change-log"].contains(name) else {
        throw usageError("unknown option \(name.debugDescription)")
      }
      guard let value = iterator.next() else { throw usageError("\(name) needs a value") }
      options[name] = value
    }
    let portText = options["--port"] ?? "8080"
    guard let port = Int(portText), (0...65535).contains(port) else {
      throw usageError("--port \(portText.debugDescription) is not a port number (0-65535)")
    }
    let lengthText = options["--change-log"] ?? "100"
    guard let changeLog = Int(lengthText), changeLog >= 1 else {
      throw usageError("--change-log \(lengthText.debugDescription) is not a number of at least 1")
    }
    return ServiceConfiguration(
      host: options["--host"] ?? "127.0.0.1", port: port,
      database: try options["--database"] ?? temporaryDatabase(), changeLogLength: changeLog)
  }

  /// Runs the service until it is stopped.
  ///
  /// - Parameters:
  ///   - arguments: The options, without the command's name.
  ///   - output: Receives the line that says where the service listens, once it does.
  /// - Returns: 0 after a clean stop.
  /// - Throws: ``StartupError`` for bad options (2), a database that cannot be opened (3) or an
  ///   address that cannot be listened on (4).
  public static func run(_ arguments: [String], output: @escaping @Sendable (String) -> Void)
    async throws(StartupError) -> Int32
  {
    let configuration: ServiceConfiguration
    do {
      configuration = try self.configuration(arguments, temporaryDatabase: temporaryDatabase)
    } catch let error as StartupError {
      throw error
    } catch {
      throw StartupError(description: "cannot create a temporary database: \(error)", exitCode: 3)
    }
    // A PostgreSQL URL is printed without its password.
    let database = (try? DatabaseURL(configuration.database))?.redacted ?? configuration.database
    let address = "\(configuration.host):\(configuration.port)"
    let app: any ApplicationProtocol
    do {
      app = try buildApplication(configuration) { channel in
        let port = channel.localAddress?.port ?? configuration.port
        output(
          "nav-state-service: database \(database), listening on \(configuration.host):\(port)")
      }
    } catch let error as StartupError {
      throw error
    } catch {
      throw StartupError(
        description: "cannot open the database \(database.debugDescription): \(error)", exitCode: 3)
    }
    do {
      try await runUntilStopped(app, gracePeriod: configuration.limits.shutdownGracePeriod)
    } catch let error as StartupError {
      throw StartupError(
        description: "cannot open the database \(database.debugDescription): \(error)",
        exitCode: error.exitCode)
    } catch {
      throw StartupError(description: "cannot listen on \(address): \(error)", exitCode: 4)
    }
    return 0
  }

  private static func usageError(_ problem: String) -> StartupError {
    StartupError(description: "\(problem)\n\(usage)", exitCode: 2)
  }

  /// A new SQLite file in a new temporary folder.
  private static func temporaryDatabase() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("nav-state-service-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("state.sqlite").path
  }
}
