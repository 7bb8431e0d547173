public import NavCodable

/// A request the service refuses for reasons of its own (users, revisions, bodies), as opposed to
/// the library's errors about documents, links and states.
public enum ServiceFailure: Error, Equatable, Sendable {
  /// The user id in the URL is empty, too long or holds characters other than letters, digits,
  /// `-` and `_`.
  case invalidUser(String)
  /// No state is stored for the user.
  case unknownUser(String)
  /// A write without an `If-Match` header naming the revision it is based on.
  case missingRevision
  /// An `If-Match` header or `since` parameter that is not a revision number.
  case invalidRevision(String)
  /// A write based on a revision that is no longer the current one.
  case staleRevision(given: Int, current: Int)
  /// A revision newer than the user's current one.
  case revisionAhead(given: Int, current: Int)
  /// A body larger than the service accepts.
  case bodyTooLarge(limit: Int)
  /// A body that is not UTF-8 text where text is expected.
  case invalidText
  /// A pop from an empty stack.
  case emptyStack(AppTab)
  /// A transition that does not fit the state it is applied to: an undeclared tab, or a pop of
  /// more elements than a stack holds.
  case transitionDoesNotFit
  /// A method and path the service does not serve.
  case noRoute(method: String, path: String)
  /// A path the service serves, with a method it does not serve there; `allowed` lists the
  /// methods it does.
  case methodNotAllowed(method: String, path: String, allowed: [String])
  /// A query parameter the endpoint needs is missing.
  case missingParameter(String)
  /// A `wait` parameter that is not a number of seconds from 0 to 60.
  case invalidWait(String)
  /// A body whose `Content-Type` is not the one the endpoint reads.
  case unsupportedMediaType(given: String, expected: String)
  /// The stored state of a user cannot be read at all (written by a newer version of the app, or
  /// damaged): the stored data is at fault, not the request. A `PUT` or `DELETE` based on
  /// `revision` replaces or removes it.
  case unreadableState(user: String, revision: Int, cause: NavCodingError)
  /// A write whose state, once stored, would be over a limit of the reader
  /// (`NavDecodingLimits`) and so could not be read back: `limit` names the limit
  /// (`maxElementCount`, `maxInputBytes`), `stored` what the write would store.
  case stateTooLarge(limit: String, maximum: Int, stored: String)
  /// The database did not answer in time or cannot be reached; the request may be retried after
  /// `retryAfter` seconds. A write answered so may or may not have been stored.
  case databaseUnavailable(retryAfter: Int)
}

extension ServiceFailure: CustomStringConvertible {
  /// What was wrong, in a sentence a person can act on.
  public var description: String {
    switch self {
    case .invalidUser(let user):
      "user id \(user.debugDescription) is not 1-64 letters, digits, \"-\" or \"_\""
    case .unknownUser(let user):
      "no state is stored for user \(user.debugDescription); create it with PUT and If-Match: 0"
    case .missingRevision:
      "a write needs an If-Match header with the revision it is based on (0 for a new user)"
    case .invalidRevision(let text):
      "\(text.debugDescription) is not a revision number"
    case .staleRevision(let given, let current):
      "the write is based on revision \(given) but the current revision is \(current); "
        + "fetch the changes since \(given) and retry"
    case .revisionAhead(let given, let current):
      "revision \(given) is newer than the current revision \(current)"
    case .bodyTooLarge(let limit):
      "the body is larger than \(limit) bytes"
    case .invalidText:
      "the body is not UTF-8 text"
    case .emptyStack(let tab):
      "the \(tab.rawValue) stack is empty; there is nothing to pop"
    case .transitionDoesNotFit:
      "the transition does not fit the state it is applied to"
    case .noRoute(let method, let path):
      "no endpoint serves \(method) \(path)"
    case .methodNotAllowed(let method, let path, let allowed):
      "\(path) does not serve \(method); it serves \(allowed.joined(separator: ", "))"
    case .invalidWait(let text):
      "wait=\(text) is not a number of seconds from 0 to 60"
    case .missingParameter(let name):
      "the query parameter \(name.debugDescription) is missing"
    case .unsupportedMediaType(let given, let expected):
      "the body's Content-Type is \(given.debugDescription); this endpoint reads \(expected)"
    case .unreadableState(let user, let revision, let cause):
      "the state stored for user \(user.debugDescription) at revision \(revision) cannot be read "
        + "(the stored data is at fault, not the request: \(cause)); replace it with PUT or "
        + "remove it with DELETE, with If-Match: \(revision)"
    case .stateTooLarge(let limit, let maximum, let stored):
      "the write would store \(stored), over the reader's limit of \(maximum) "
        + "(NavDecodingLimits.\(limit)), so the state could not be read back; nothing was stored"
    case .databaseUnavailable(let retryAfter):
      "the database is unavailable; retry in \(retryAfter) s (a write answered so may or may not "
        + "have been stored: read the state before retrying it)"
    }
  }
}
