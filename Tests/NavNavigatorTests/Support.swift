import NavCore
import NavNavigator

/// The screens of the test app.
enum Screen: Hashable, Sendable, CustomStringConvertible {
  case list
  case detail(Int)
  case editor(Int)

  var description: String {
    switch self {
    case .list: "list"
    case .detail(let id): "detail(\(id))"
    case .editor(let id): "editor(\(id))"
    }
  }
}

/// A navigator over a typed stack of screens.
typealias ScreenNavigator = Navigator<TypedPath<Screen>>

/// Records what a navigator reports, in order, on the navigator's own isolation.
final class Recorder {
  /// The changes reported so far, described as `old -> new: transition`.
  var changes: [String] = []

  /// The elements reported as leaving, in order.
  var left: [Screen] = []

  /// Starts recording the leaves of `navigator`.
  init(_ navigator: ScreenNavigator) {
    navigator.onLeave { [unowned self] screen in left.append(screen) }
  }
}

/// Reads the next `count` changes of a sequence, described as `old -> new: transition`.
func describe(
  _ count: Int, of changes: AsyncStream<NavigationChange<TypedPath<Screen>>>
) async -> [String] {
  var described: [String] = []
  for await change in changes.prefix(count) {
    described.append("\(change.old.routes) -> \(change.new.routes): \(change.transition)")
  }
  return described
}
