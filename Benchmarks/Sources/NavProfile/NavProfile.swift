// Runs one operation many times, for callgrind: instruction counts are deterministic where
// wall-clock times on a shared machine are not. scripts/bench_profile.sh runs it.
//
//   NavProfile <operation> <size> <repetitions>
//   operations: parse, parse-baseline, print, print-baseline (deep links; size: stack depth),
//   migrate, migrate-baseline (NavCodable: decode through three migration steps, or plainly;
//   size: elements), decode (a plain decode of the current document; size: elements), encode
//   (size: elements), and their baselines on the same elements: decode-jsondecoder and
//   encode-jsonencoder (Foundation's coders on the typed array of enum cases), decode-swiftui and
//   encode-swiftui (SwiftUI's format, written by hand); bytes prints the sizes of the three
//   documents (ours, the typed array's, SwiftUI's) and repeats nothing; decode-whole-app (a tab
//   view of three stacks under a sheet with a fourth; size: elements per stack) and its baseline
//   decode-whole-app-baseline (four path documents of those elements); decode-tabs and
//   encode-tabs (a tabs state of three tabs, size elements each), decode-tabs-payloads (a stack of
//   the tabs state's elements, tabs and selection), decode-newline (the decode
//   document with a trailing newline), decode-typed and decode-routes (a `TypedPath` of the typed
//   routes, and a `NavPath` of the same routes)

import BenchFixtures
import Foundation
import NavCodable
import NavCore

@main
enum NavProfile {
  static func main() throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let size = Int(arguments[2]), let count = Int(arguments[3]) else {
      print("usage: NavProfile <operation> <size> <repetitions>")
      return
    }
    if try codableBaseline(arguments[1], size: size, count: count) { return }
    if try wholeApp(arguments[1], size: size, count: count) { return }
    if arguments[1] == "encode" {
      try encode(mixedPath(count: size), with: currentRegistry(), count: count)
      return
    }
    if arguments[1].hasPrefix("decode-whole-app") {
      let registry = currentRegistry()
      if arguments[1] == "decode-whole-app" {
        try decodeWholeApp(
          registry.encode(wholeAppState(stackCount: size)), with: registry, count: count)
      } else {
        try decodeStacks(registry.encode(mixedPath(count: size)), with: registry, count: count)
      }
      return
    }
    if ["migrate", "migrate-baseline", "decode"].contains(arguments[1]) {
      let registry = currentRegistry(schema: historySchema)
      let path = mixedPath(count: size)
      let data =
        arguments[1] == "migrate"
        ? try version1Document(of: path, registry: registry) : try registry.encode(path)
      try decode(data, with: registry, count: count)
      return
    }
    let text = link(size: size)
    let path = try linkTable.open(text)
    switch arguments[1] {
    case "parse": try parse(text, count: count)
    case "parse-baseline": parseBaseline(text, count: count)
    case "print": try printLinks(path, count: count)
    case "print-baseline": printBaseline(path, count: count)
    default: print("unknown operation \(arguments[1])")
    }
  }

  // Each operation is its own function that is never inlined, so that callgrind counts it alone
  // with --toggle-collect.

  @inline(never) static func parse(_ text: String, count: Int) throws {
    for _ in 0..<count { _ = try linkTable.open(text) }
  }

  @inline(never) static func parseBaseline(_ text: String, count: Int) {
    for _ in 0..<count { _ = handWrittenParse(text) }
  }

  @inline(never) static func printLinks(_ path: NavPath, count: Int) throws {
    for _ in 0..<count { _ = try linkTable.link(for: path) }
  }

  @inline(never) static func decode(_ data: Data, with registry: NavTypeRegistry, count: Int)
    throws
  {
    for _ in 0..<count { _ = try registry.decode(NavPath.self, from: data) }
  }

  @inline(never) static func decodeWholeApp(
    _ data: Data, with registry: NavTypeRegistry, count: Int
  ) throws {
    for _ in 0..<count { _ = try registry.decode(WholeAppState.self, from: data) }
  }

  /// Decodes a path document four times per repetition: the stacks of a whole-app state.
  @inline(never) static func decodeStacks(_ data: Data, with registry: NavTypeRegistry, count: Int)
    throws
  {
    for _ in 0..<count * 4 { _ = try registry.decode(NavPath.self, from: data) }
  }

  @inline(never) static func encode(_ path: NavPath, with registry: NavTypeRegistry, count: Int)
    throws
  {
    for _ in 0..<count { _ = try registry.encode(path) }
  }

  /// Runs the baselines of the NavCodable rows and the sizes; `false` for another operation.
  static func codableBaseline(_ operation: String, size: Int, count: Int) throws -> Bool {
    let path = mixedPath(count: size)
    let routes = mixedRoutes(count: size)
    switch operation {
    case "bytes":
      let ours = try currentRegistry().encode(path).count
      let typed = try JSONEncoder().encode(routes).count
      print(ours, typed, try swiftUIStyleEncode(path).count)
    case "decode-jsondecoder": try decodeTyped(JSONEncoder().encode(routes), count: count)
    case "decode-swiftui": try decodeSwiftUI(swiftUIStyleEncode(path), count: count)
    case "encode-jsonencoder": try encodeTyped(routes, count: count)
    case "encode-swiftui": try encodeSwiftUI(path, count: count)
    default: return false
    }
    return true
  }

  @inline(never) static func decodeTyped(_ data: Data, count: Int) throws {
    for _ in 0..<count { _ = try JSONDecoder().decode([MixedRoute].self, from: data) }
  }

  @inline(never) static func decodeSwiftUI(_ data: Data, count: Int) throws {
    for _ in 0..<count { _ = try swiftUIStyleDecode(data) }
  }

  @inline(never) static func encodeTyped(_ routes: [MixedRoute], count: Int) throws {
    for _ in 0..<count { _ = try JSONEncoder().encode(routes) }
  }

  @inline(never) static func encodeSwiftUI(_ path: NavPath, count: Int) throws {
    for _ in 0..<count { _ = try swiftUIStyleEncode(path) }
  }

  /// Runs the operations on a tabs state, a document with a trailing newline and typed routes;
  /// `false` for another operation.
  static func wholeApp(_ operation: String, size: Int, count: Int) throws -> Bool {
    let registry = currentRegistry(schema: historySchema)
    let tabs = try tabsState(stackSize: size)
    switch operation {
    case "decode-tabs": try decodeTabs(registry.encode(tabs), with: registry, count: count)
    case "encode-tabs": try encodeTabs(tabs, with: registry, count: count)
    case "decode-tabs-payloads":
      try decode(registry.encode(tabsPayloads(stackSize: size)), with: registry, count: count)
    case "decode-newline":
      let data = try registry.encode(mixedPath(count: size)) + Data("\n".utf8)
      try decode(data, with: registry, count: count)
    case "decode-typed":
      try decodeTypedPath(routesRegistry.encode(typedPath(count: size)), count: count)
    case "decode-routes":
      let data = try routesRegistry.encode(NavPath(mixedRoutes(count: size)))
      try decode(data, with: routesRegistry, count: count)
    default: return false
    }
    return true
  }

  @inline(never) static func decodeTabs(_ data: Data, with registry: NavTypeRegistry, count: Int)
    throws
  {
    for _ in 0..<count { _ = try registry.decode(TabsState<Dish, NavPath>.self, from: data) }
  }

  @inline(never) static func encodeTabs(
    _ tabs: TabsState<Dish, NavPath>, with registry: NavTypeRegistry, count: Int
  ) throws {
    for _ in 0..<count { _ = try registry.encode(tabs) }
  }

  @inline(never) static func decodeTypedPath(_ data: Data, count: Int) throws {
    for _ in 0..<count { _ = try routesRegistry.decode(TypedPath<MixedRoute>.self, from: data) }
  }

  @inline(never) static func printBaseline(_ path: NavPath, count: Int) {
    for _ in 0..<count { _ = handWrittenPrint(path) }
  }
}
