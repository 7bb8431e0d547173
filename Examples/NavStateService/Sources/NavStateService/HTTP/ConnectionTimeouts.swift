internal import NIOCore
internal import NIOHTTPTypes

/// Closes a connection whose client is gone or too slow, so that half-open connections cannot
/// pile up: one without a request for ``ServiceLimits/idleTimeout`` (before its first request
/// or after an answer), one whose request head is not complete ``ServiceLimits/headerTimeout``
/// after its first byte, and one whose request body is not complete
/// ``ServiceLimits/bodyTimeout`` after its head. A request being answered has no deadline here
/// (a long poll waits up to 60 s; the database's deadline bounds the rest).
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
  private var phase = Phase.idle
  private var timer: Scheduled<Void>?

  init(_ limits: ServiceLimits) {
    self.limits = limits
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { enter(.idle, context) }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }

  func channelActive(context: ChannelHandlerContext) {
    enter(.idle, context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
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

@available(*, unavailable)
extension ConnectionTimeouts: Sendable {}
