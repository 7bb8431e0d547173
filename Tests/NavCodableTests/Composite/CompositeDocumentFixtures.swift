import NavCodable
import NavCore

/// The tabs of the seeds' app: Home, Search and Settings, each with its own stack.
enum AppTab: String, Codable, Hashable, Sendable, CaseIterable {
  case home, search, settings
}

/// The screens the app presents modally.
enum Sheet: String, Codable, Hashable, Sendable, CaseIterable {
  case compose, login
}

/// The whole app state of the guide: sheets over tabs.
typealias AppState = PresentationState<TabsState<AppTab, NavPath>, Sheet, NavPath>

/// The recipes registry, with the app's tabs and sheets.
func appRegistry(schema: NavSchema = NavSchema()) -> NavTypeRegistry {
  var registry = recipesRegistry(schema: schema)
  registry.register(AppTab.self, tag: "tab")
  registry.register(Sheet.self, tag: "sheet")
  return registry
}

/// The description of the error a decoding throws, or `nil` when it succeeds.
func decodingError<State>(_ body: () throws(NavCodingError) -> State) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return error.description
  }
}
