internal import Hummingbird
internal import Logging
internal import ServiceLifecycle
internal import Synchronization
internal import UnixSignals

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

extension ServiceCommand {
  /// Runs the application until SIGTERM or SIGINT, then stops within `gracePeriod`: the server
  /// stops accepting connections, uploads in progress (`uploads`) and waiting requests (long
  /// polls) are answered at once, requests being answered finish, and whatever still runs after
  /// `gracePeriod` is cancelled. Should
  /// the process still run 5 seconds after that (a task that ignores cancellation), it exits
  /// with code 5.
  ///
  /// - Throws: What the application throws before a shutdown was asked for.
  static func runUntilStopped(
    _ app: any ApplicationProtocol, gracePeriod: Duration, uploads: Uploads
  ) async throws {
    // The group stops its services in reverse order: the deadline, which closes the uploads,
    // before the application, whose server waits for the requests it is answering.
    let deadline = ShutdownDeadline(gracePeriod: gracePeriod, uploads: uploads)
    var configuration = ServiceGroupConfiguration(
      services: [app, deadline], gracefulShutdownSignals: [.sigterm, .sigint], logger: app.logger)
    configuration.maximumGracefulShutdownDuration = gracePeriod
    do {
      try await ServiceGroup(configuration: configuration).run()
    } catch  where deadline.hasStarted {
      // Cancelled at the end of the grace period: a stop, not a failure.
    }
  }
}

/// At a graceful shutdown, closes the uploads in progress, and ends the process when the
/// shutdown has not finished 5 seconds after its grace period.
final class ShutdownDeadline: Service, Sendable {
  private let gracePeriod: Duration
  private let uploads: Uploads
  private let started = Mutex(false)

  init(gracePeriod: Duration, uploads: Uploads) {
    self.gracePeriod = gracePeriod
    self.uploads = uploads
  }

  /// Whether a graceful shutdown has begun.
  var hasStarted: Bool { started.withLock { $0 } }

  func run() async {
    // Returns at the shutdown, or throws when the group is cancelled without one.
    guard (try? await gracefulShutdown()) != nil else { return }
    started.withLock { $0 = true }
    uploads.closeForShutdown()
    let limit = gracePeriod + .seconds(5)
    Task.detached {
      try? await Task.sleep(for: limit)
      let line = "nav-state-service: did not stop within \(limit) of the shutdown signal\n"
      _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
      exit(5)
    }
  }
}
