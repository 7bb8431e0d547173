import Foundation
import HummingbirdTesting
import NavStateService
import Testing

/// Start-up failures are one line and an exit code: 2 for options, 3 for the database, 4 for
/// the address.
@Suite struct ServiceCommandTests {
  private func configuration(_ arguments: [String]) throws -> ServiceConfiguration {
    try ServiceCommand.configuration(arguments) { "/tmp/unused.sqlite" }
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

  @Test func aDatabaseThatCannotBeOpenedIsExitCode3() async throws {
    let path = "/nonexistent-\(UUID().uuidString)/state.sqlite"
    do throws(ServiceCommand.StartupError) {
      _ = try await ServiceCommand.run(["--port", "0", "--database", path]) { _ in }
      Issue.record("the service started on \(path)")
    } catch {
      #expect(error.exitCode == 3)
      #expect(error.description.hasPrefix("cannot open the database \(path.debugDescription): "))
    }
  }

  @Test func anAddressInUseIsExitCode4() async throws {
    let server = try TestServer()
    let database = server.databasePath + "-2"
    try await server.test(.live) { client in
      let port = try #require(client.port)
      do throws(ServiceCommand.StartupError) {
        _ = try await ServiceCommand.run(
          ["--port", "\(port)", "--database", database]
        ) { line in Issue.record("the service said \(line)") }
        Issue.record("the service ran on a port in use")
      } catch {
        #expect(error.exitCode == 4)
        #expect(error.description.hasPrefix("cannot listen on 127.0.0.1:\(port): "))
      }
    }
  }
}
