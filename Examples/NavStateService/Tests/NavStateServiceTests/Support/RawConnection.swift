import Foundation
import HTTPTypes

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to 127.0.0.1 over a plain socket, to send a request byte by byte, or only
/// part of one, and see when the server closes it.
final class RawConnection {
  private let socket: Int32
  /// What the server sent, as far as ``closed(within:)`` read it.
  private(set) var received: [UInt8] = []

  /// Connects to a port of 127.0.0.1.
  init(port: Int) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard socket >= 0, connected == 0 else {
      Glibc.close(socket)
      throw ReplyError(
        reply: Reply(status: .internalServerError, text: "cannot connect to \(port)"))
    }
  }

  deinit { Glibc.close(socket) }

  /// Sends text; false when the server has closed the connection.
  @discardableResult
  func send(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBytes {
      Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
    }
      == bytes.count
  }

  /// Waits up to `limit` for the server to close the connection, reading what it sends meanwhile
  /// into ``received``; the time it took, or `nil` when the connection is still open.
  func closed(within limit: Duration) -> Duration? {
    let clock = ContinuousClock()
    let start = clock.now
    var buffer = [UInt8](repeating: 0, count: 4096)
    while clock.now - start < limit {
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      let left = limit - (clock.now - start)
      let milliseconds = Int32(
        left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
      guard poll(&poller, 1, max(milliseconds, 1)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return clock.now - start }
      received += buffer[..<count]
    }
    return nil
  }
}
