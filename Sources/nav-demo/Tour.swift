import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The scripted tour that `nav-demo` runs by default: every capability, on the recipes app.
enum Tour {
  @MainActor
  static func run() async throws {
    var path = browse()
    path = pop(path)
    openDeepLink()
    showTransition()
    let saved = try save(path)
    try restore(saved)
    try restoreVersion1()
    try restoreCorrupted(saved)
    showMissingDestination()
    showTabs()
    showTabsAfterUpdate()
    showSplitView()
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
      await showNavigator()
    } else {
      print("\n(The navigator needs Observation: macOS 14, iOS 17 or later.)")
    }
    print("\nTry it yourself: nav-demo open 'recipes://category/drinks/recipe/11' or nav-demo repl")
  }

  static func section(_ title: String) {
    print("\n== \(title)")
  }

  private static func browse() -> NavPath {
    section("Push: a category, a recipe, two of its steps")
    var path = NavPath()
    path.append(Category.desserts)
    path.append(RecipeID(rawValue: 42))
    path.append(1)
    path.append(2)
    StackPrinter.show("path.append(...) four times; path.count == \(path.count)", path)
    let top = path.last?.value(as: Int.self).map(String.init) ?? "nil"
    print("path.last?.value(as: Int.self) == \(top)")
    print("path.last(ofType: RecipeID.self) == \(path.last(ofType: RecipeID.self)!.rawValue)")
    return path
  }

  private static func pop(_ start: NavPath) -> NavPath {
    var path = start
    section("Pop, pop to a screen, pop to root")
    path.removeLast()
    StackPrinter.show("path.removeLast()", path)
    let found = path.popTo { $0.value(as: RecipeID.self) != nil }
    StackPrinter.show("path.popTo { $0.value(as: RecipeID.self) != nil } == \(found)", path)
    let removed = path.pop(10)
    StackPrinter.show("path.pop(10) == \(removed) (never traps; removeLast(10) would)", path)
    path = start
    path.removeAll()
    StackPrinter.show("path.removeAll(): back to the root", path)
    return start
  }

  private static func openDeepLink() {
    section("A deep link builds the whole three-level stack")
    let link = "recipes://category/desserts/recipe/42/step/2"
    do {
      let path = try RecipesApp.links.open(link)
      StackPrinter.show("links.open(\"\(link)\")", path)
      print("printed back: \(try RecipesApp.links.link(for: path))")
      _ = try RecipesApp.links.open(
        "recipes://category/desserts/recipe/pie")
    } catch {
      print("a bad link is a precise error: \(error)")
    }
  }

  private static func showTransition() {
    section("The transition between two states")
    let old = NavPath([Category.desserts, RecipeID(rawValue: 42), 1])
    let new = NavPath([Category.desserts, RecipeID(rawValue: 43)])
    let transition = old.transition(to: new)
    print("from \(old)\n  to \(new)\n  is \(transition)")
    var path = old
    path.apply(transition)
    print("old.apply(transition) == new: \(path == new)")
  }

  private static func save(_ path: NavPath) throws -> Data {
    section("Save to JSON")
    let data = try RecipesApp.types.encode(path)
    print(String(decoding: data, as: UTF8.self))
    return data
  }

  private static func restore(_ data: Data) throws {
    section("Restore")
    let restored = try RecipesApp.types.decode(NavPath.self, from: data)
    StackPrinter.show("types.decode(NavPath.self, from: data)", restored)
  }

  private static func restoreVersion1() throws {
    section("Restore a file saved by version 1 of the app, through two migrations")
    print(RecipesApp.savedByVersion1)
    let restored = try RecipesApp.types.decode(
      NavPath.self, from: Data(RecipesApp.savedByVersion1.utf8))
    StackPrinter.show("migrated from version 1 to 3, then decoded", restored)
  }

  private static func restoreCorrupted(_ data: Data) throws {
    section("A corrupted file, restored in prefix mode")
    var text = String(decoding: data, as: UTF8.self)
    text = text.replacing("[2,1]", with: #"[2,"one"]"#)
    print(text)
    do {
      _ = try RecipesApp.types.decode(NavPath.self, from: Data(text.utf8))
    } catch {
      print("strict: \(error)")
    }
    let restoration = try RecipesApp.types.restore(
      NavPath.self, from: Data(text.utf8), policy: .prefix)
    StackPrinter.show("prefix: the longest valid prefix is kept", restoration.state)
    for dropped in restoration.dropped {
      print("  dropped: \(dropped)")
    }
  }

  private static func showMissingDestination() {
    section("A value with no destination is reported, not silently ignored")
    let path = NavPath([Category.mains, "lasagna"])
    StackPrinter.show("NavPath([Category.mains, \"lasagna\"])", path)
    do {
      _ = try RecipesApp.destinations.screens(for: path)
    } catch {
      print(error)
    }
  }
}
