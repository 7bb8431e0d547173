// Runs one operation many times, for callgrind: instruction counts are deterministic where
// wall-clock times on a shared machine are not. scripts/bench_profile.sh runs it.
//
//   NavProfile <operation> <size> <repetitions>
//   operations: parse, parse-baseline, print, print-baseline (deep links; size: stack depth),
//   migrate, migrate-baseline (NavCodable: decode through three migration steps, or plainly;
//   size: elements), decode (a plain decode of the current document; size: elements), encode
//   (size: elements)

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
    if arguments[1] == "encode" {
      try encode(mixedPath(count: size), with: currentRegistry(), count: count)
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

  @inline(never) static func encode(_ path: NavPath, with registry: NavTypeRegistry, count: Int)
    throws
  {
    for _ in 0..<count { _ = try registry.encode(path) }
  }

  @inline(never) static func printBaseline(_ path: NavPath, count: Int) {
    for _ in 0..<count { _ = handWrittenPrint(path) }
  }
}
