internal import HTTPTypes
internal import NIOCore
internal import NIOHTTPTypes

/// Closes a connection whose client is gone or too slow, so that half-open connections cannot
/// pile up: one without a request for ``ServiceLimits/idleTimeout`` (before its first request
/// or after an answer), one whose request head is not complete ``ServiceLimits/headerTimeout``
/// after its first byte, and one whose request body is not complete
/// ``ServiceLimits/bodyTimeout`` after its head. A request being answered has no deadline here
/// (a long poll waits up to 60 s; the database's deadline bounds the rest).
///
/// While a body is being received, the connection is one of the ``Uploads``, which a shutdown
/// answers with a 503 (`Connection: close`, `Retry-After`) and closes.
final class ConnectionTimeouts: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// Where the connection is in its current request.
  private enum Phase {
    case idle, head, body, answering
  }

  private let limits: ServiceLimits
  private let uploads: Uploads
  private var phase = Phase.idle
  private var timer: Scheduled<Void>?
  /// The connection's entry in ``uploads`` while it receives a body.
  private var upload: Int?

  init(_ limits: ServiceLimits, uploads: Uploads) {
    self.limits = limits
    self.uploads = uploads
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { enter(.idle, context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    endUpload()
  }

  func channelActive(context: ChannelHandlerContext) {
    enter(.idle, context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    endUpload()
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head: enter(.body, context)
    case .body: break
    case .end: if phase == .body { enter(.answering, context) }
    }
    context.fireChannelRead(data)
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    // Bytes came in without a whole head: the head's time starts.
    if phase == .idle { enter(.head, context) }
    context.fireChannelReadComplete()
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { enter(.idle, context) }
    context.write(data, promise: promise)
  }

  private func enter(_ next: Phase, _ context: ChannelHandlerContext) {
    phase = next
    timer?.cancel()
    timer = nil
    endUpload()
    if next == .body {
      let handler = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      upload = uploads.start {
        handler.eventLoop.execute {
          let (handler, context) = handler.value
          handler.refuseUpload(context)
        }
      }
    }
    let limit: Duration? =
      switch next {
      case .idle: limits.idleTimeout
      case .head: limits.headerTimeout
      case .body: limits.bodyTimeout
      case .answering: nil
      }
    guard let limit else { return }
    timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) {
      context.close(promise: nil)
    }
  }
}

extension ConnectionTimeouts {
  /// Answers the upload in progress with a 503 and closes the connection, for a shutdown.
  fileprivate func refuseUpload(_ context: ChannelHandlerContext) {
    guard phase == .body, context.channel.isActive else { return }
    upload = nil
    let head = HTTPResponse(
      status: .serviceUnavailable,
      headerFields: [
        .connection: "close", .retryAfter: "\(limits.retryAfterSeconds)", .contentLength: "0",
      ])
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
      context.close(promise: nil)
    }
  }

  private func endUpload() {
    if let upload { uploads.end(upload) }
    upload = nil
  }
}

@available(*, unavailable)
extension ConnectionTimeouts: Sendable {}
