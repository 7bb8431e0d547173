/// A state read from its document's bytes: alone when the document was of today's version and
/// was read whole with nothing dropped, so that a decode, which asks only for the state, makes
/// no ``NavRestoration``; otherwise with what restoring it took.
enum DocumentReading<State> {
  /// The state of a document of today's version, read whole.
  case current(State)
  /// The state with what restoring it took.
  case restored(NavRestoration<State>)

  /// The state read.
  var state: State {
    switch self {
    case .current(let state): state
    case .restored(let restoration): restoration.state
    }
  }

  /// What restoring the state took, where a document of today's version, `currentVersion`,
  /// took nothing.
  func restoration(currentVersion: Int) -> NavRestoration<State> {
    switch self {
    case .current(let state): NavRestoration(state: state, savedVersion: currentVersion)
    case .restored(let restoration): restoration
    }
  }
}
