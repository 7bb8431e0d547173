/// Wakes the requests that wait for a user's next change.
///
/// A waiter registers before it reads the store, so that a change made between its read and
/// its wait is not missed: ``wait(_:until:)`` then returns at once. The SQLite store tells it
/// about its own writes; the PostgreSQL store about every instance's, through `LISTEN`.
public actor ChangeNotifier {
  /// A registered waiter: whether its user changed since it registered, and its continuation
  /// once it waits.
  private struct Waiter {
    var changed = false
    var continuation: CheckedContinuation<Void, Never>?
  }

  private var waiters: [String: [Int: Waiter]] = [:]
  private var nextTicket = 0

  /// Creates a notifier without waiters.
  public init() {}

  /// Registers interest in a user's next change.
  ///
  /// - Returns: The ticket to wait with, and to ``cancel(_:)`` with when done.
  public func register(_ user: String) -> Ticket {
    nextTicket += 1
    waiters[user, default: [:]][nextTicket] = Waiter()
    return Ticket(user: user, number: nextTicket)
  }

  /// Waits until the ticket's user changes (or has changed since it registered) or the deadline
  /// passes, whichever is first, and unregisters the ticket.
  public func wait(_ ticket: Ticket, until deadline: ContinuousClock.Instant) async {
    guard let waiter = waiters[ticket.user]?[ticket.number], !waiter.changed else {
      cancel(ticket)
      return
    }
    let timer = Task { [weak self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      await self?.wake(ticket)
    }
    await withCheckedContinuation { continuation in
      waiters[ticket.user]?[ticket.number]?.continuation = continuation
    }
    timer.cancel()
    cancel(ticket)
  }

  /// Unregisters a ticket.
  public func cancel(_ ticket: Ticket) {
    waiters[ticket.user]?[ticket.number] = nil
    if waiters[ticket.user]?.isEmpty == true { waiters[ticket.user] = nil }
  }

  /// Says that a user's state changed: every waiter of the user wakes.
  public func changed(_ user: String) {
    for number in waiters[user].map({ Array($0.keys) }) ?? [] {
      wake(Ticket(user: user, number: number))
    }
  }

  /// Wakes one waiter now (or, if it is not waiting yet, as soon as it waits).
  func wake(_ ticket: Ticket) {
    guard var waiter = waiters[ticket.user]?[ticket.number] else { return }
    waiter.continuation?.resume()
    waiter.continuation = nil
    waiter.changed = true
    waiters[ticket.user]?[ticket.number] = waiter
  }

  /// A registration for a user's next change.
  public struct Ticket: Sendable, Hashable {
    /// The user.
    public let user: String
    let number: Int
  }
}
