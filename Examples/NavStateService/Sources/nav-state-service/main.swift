import Foundation
import Metrics
import NavStateService
import Prometheus

// nav-state-service [--host 127.0.0.1] [--port 8080] [--database FILE|postgres://…] [--change-log N]
//   [--token-key-file FILE] [--metrics public|token]; nav-state-service issue-token USER;
// nav-state-service --help. Every option can come from the environment (NAV_STATE_…).
//
// Without --database, the SQLite file is state.sqlite in the data folder. A start-up failure
// prints one line and exits with 2 (options), 3 (database) or 4 (address), without a backtrace.

// GET /metrics serves the default registry of swift-prometheus.
MetricsSystem.bootstrap(PrometheusMetricsFactory())

do throws(ServiceCommand.StartupError) {
  let code = try await ServiceCommand.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
  ) { line in
    // Written straight to the file descriptor, so that it shows at once even when stdout is a
    // pipe.
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
  exit(code)
} catch {
  FileHandle.standardError.write(Data("nav-state-service: \(error)\n".utf8))
  exit(error.exitCode)
}
