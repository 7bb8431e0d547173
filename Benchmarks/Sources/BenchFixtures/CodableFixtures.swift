// The mixed paths, registry and migration history shared by the NavCodable benchmarks and by the
// NavProfile executable that scripts/bench_profile.sh runs under callgrind.
public import Foundation
public import NavCodable
public import NavCore

/// The size of the saved paths: a long stack, as a service storing many users' state sees.
public let codableSize = 10_000

public enum Dish: String, Codable, Hashable, Sendable { case desserts, mains, drinks }
public struct SavedRecipe: Codable, Hashable, Sendable {
  public var id: Int
  public var name: String
}

/// The typed equivalent of the mixed path: one enum case per payload type, with Swift's
/// synthesized `Codable`.
public enum MixedRoute: Codable, Hashable, Sendable {
  case number(Int)
  case text(String)
  case dish(Dish)
  case recipe(SavedRecipe)
}

/// Numbers, strings, an enum and a struct, in turn.
public func mixedRoutes(count: Int) -> [MixedRoute] {
  (0..<count).map { index in
    switch index % 4 {
    case 0: .number(index)
    case 1: .text("item-\(index)")
    case 2: .dish([Dish.desserts, .mains, .drinks][index % 3])
    default: .recipe(SavedRecipe(id: index, name: "Pie \(index)"))
    }
  }
}

public func mixedPath(count: Int) -> NavPath {
  var path = NavPath()
  for route in mixedRoutes(count: count) {
    switch route {
    case .number(let value): path.append(value)
    case .text(let value): path.append(value)
    case .dish(let value): path.append(value)
    case .recipe(let value): path.append(value)
    }
  }
  return path
}

public func currentRegistry(schema: NavSchema = NavSchema()) -> NavTypeRegistry {
  var registry = NavTypeRegistry(schema: schema)
  registry.registerStandardTypes()
  registry.register(Dish.self, tag: "category")
  registry.register(SavedRecipe.self, tag: "recipe")
  return registry
}

/// A tab view of three tabs, one per dish, each holding the mixed path of `stackSize` elements;
/// its elements are those of `mixedPath(count: 3 * stackSize)` plus the tabs and the selection.
public func tabsState(stackSize: Int) throws -> TabsState<Dish, NavPath> {
  let tabs: [Dish] = [.desserts, .mains, .drinks]
  return try TabsState(
    tabs: tabs, selection: .mains, stacks: tabs.map { _ in mixedPath(count: stackSize) })
}

/// The payloads of `tabsState(stackSize:)` as one stack: the elements of its three stacks, then
/// its three tabs and its selection. Decoding them is the least a decode of the tabs state
/// reads, before its object, its stacks' arrays and the initializer's checks.
public func tabsPayloads(stackSize: Int) -> NavPath {
  var path = NavPath()
  for _ in 0..<3 { path.append(contentsOf: mixedPath(count: stackSize)) }
  for tab: Dish in [.desserts, .mains, .drinks, .mains] { path.append(tab) }
  return path
}

/// A registry of the typed routes alone, for a `TypedPath` beside a `NavPath` of the same routes.
public let routesRegistry: NavTypeRegistry = {
  var registry = NavTypeRegistry()
  registry.register(MixedRoute.self, tag: "route")
  return registry
}()

/// The typed routes as a `TypedPath`.
public func typedPath(count: Int) -> TypedPath<MixedRoute> {
  var path = TypedPath<MixedRoute>()
  path.routes = mixedRoutes(count: count)
  return path
}

/// Version 4 of the schema, whose history is Docs/Persistence.md's: version 1 tagged categories
/// `"cat"` and named the recipe's `name` `title` and the case `desserts` `sweets`.
public let historySchema = NavSchema(
  version: 4,
  migrations: [
    1: [.renameTag("cat", to: "category")],
    2: [.renameMember("title", to: "name", inTag: "recipe")],
    3: [.renameEnumCase("sweets", to: "desserts", inTag: "category")],
  ])

/// The document that version 1 of `historySchema` wrote for `path`: built from the current
/// document by undoing the three steps (the path's strings hold none of these words), and checked
/// to migrate back to `path`.
public func version1Document(of path: NavPath, registry: NavTypeRegistry) throws -> Data {
  let current = try registry.encode(path)
  let version1 = String(decoding: current, as: UTF8.self)
    .replacing(#""v":4"#, with: #""v":1"#)
    .replacing(#""category""#, with: #""cat""#)
    .replacing(#""name":"#, with: #""title":"#)
    .replacing(#""desserts""#, with: #""sweets""#)
  let data = Data(version1.utf8)
  guard try registry.decode(NavPath.self, from: data) == path else {
    fatalError("the version 1 document does not migrate to the path")
  }
  return data
}

/// A whole-app state: a tab view with a tab per dish, under one sheet.
public typealias WholeAppState = PresentationState<TabsState<Dish, NavPath>, Dish, NavPath>

/// A whole-app state whose three tabs and sheet each hold a mixed stack of `count` elements.
public func wholeAppState(stackCount count: Int) throws -> WholeAppState {
  let tabs: [Dish] = [.desserts, .mains, .drinks]
  let base = try TabsState(
    tabs: tabs, selection: .mains, stacks: tabs.map { _ in mixedPath(count: count) })
  return PresentationState(
    base: base, presentations: [ModalPresentation(.drinks, stack: mixedPath(count: count))])
}
