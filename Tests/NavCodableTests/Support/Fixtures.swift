import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The seeds' recipes domain, as an app would save it.
enum Category: String, Codable, Hashable, Sendable, CaseIterable {
  case desserts, mains, drinks
}

struct Recipe: Codable, Hashable, Sendable {
  var id: Int
  var name: String
}

struct User: Codable, Hashable, Sendable {
  var id: Int
  var name: String
}

enum Route: Codable, Hashable, Sendable {
  case list
  case detail(Int)
  case settings
}

/// A type that is hashable but deliberately not registered.
struct Secret: Hashable, Sendable {
  var code: Int
}

/// The registry the suites share: standard types plus the recipes domain under stable tags.
func recipesRegistry(schema: NavSchema = NavSchema()) -> NavTypeRegistry {
  var registry = NavTypeRegistry(schema: schema)
  registry.registerStandardTypes()
  registry.register(Category.self, tag: "category")
  registry.register(Recipe.self, tag: "recipe")
  registry.register(Route.self, tag: "route")
  return registry
}

/// The bytes of a string, as `Data`.
func data(_ text: String) -> Data {
  Data(text.utf8)
}

/// The text of some bytes.
func text(_ data: Data) -> String {
  String(decoding: data, as: UTF8.self)
}
