// Foundation rather than FoundationEssentials: `Thread`, for its stack size.
import Foundation
import NavCodable
import NavCore
import Testing

/// Nesting as deep as any limits accept, read on a thread with a small stack: every reader
/// recurses once per nesting level, so ``NavDecodingLimits/nestingDepthCeiling`` bounds the stack
/// it uses, whatever limits the caller sets.
///
/// The thread has 512 KiB, a secondary thread's stack on Apple platforms. Under a sanitizer it
/// has 4 times as much: the sanitizers' instrumentation makes every frame several times larger.
@Suite struct HostileStackTests {
  /// A payload type whose `Decodable` conformance recurses per level, through a keyed and an
  /// unkeyed container: two JSON levels per `Nest`.
  struct Nest: Codable, Hashable, Sendable {
    var inner: [Nest]
  }

  static let registry: NavTypeRegistry = {
    var registry = NavTypeRegistry()
    registry.register(NavJSONValue.self, tag: "json")
    registry.register(Nest.self, tag: "nest")
    registry.register(String.self, tag: "tab")
    return registry
  }()

  static let ceiling = NavDecodingLimits.nestingDepthCeiling
  static let stackSize = (underSanitizer ? 4 : 1) * 512 << 10

  /// Limits that ask for more nesting than the ceiling.
  static let unbounded: NavDecodingLimits = {
    var limits = NavDecodingLimits()
    limits.maxNestingDepth = .max
    return limits
  }()

  /// `[[…[]…]]`, `depth` levels deep.
  static func arrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  /// `{"inner":[{"inner":[…]}]}`, `depth` levels deep (`depth` even).
  static func nests(_ depth: Int) -> String {
    String(repeating: #"{"inner":["#, count: depth / 2 - 1) + #"{"inner":[]}"#
      + String(repeating: "]}", count: depth / 2 - 1)
  }

  /// A path document holding one element of `tag` with `payload`.
  static func pathDocument(tag: String, payload: String) -> Data {
    data(#"{"v":1,"t":[""# + tag + #""],"stack":[[0,"# + payload + "]]}")
  }

  /// A SwiftUI representation holding one element of `tag` with `payload`.
  static func swiftUIDocument(tag: String, payload: String) -> Data {
    data(
      "[" + NavJSONValue.string(tag).description + "," + NavJSONValue.string(payload).description
        + "]")
  }

  /// A whole-app document: one tab whose stack holds one element of `tag` with `payload`.
  static func tabsDocument(tag: String, payload: String) -> Data {
    data(
      #"{"v":1,"t":["tab",""# + tag + #""],"state":{"tabs":[[0,"home"]],"#
        + #""selection":[0,"home"],"stacks":[[[1,"# + payload + "]]]}}")
  }

  /// Each reader, on a payload of `tag` nested `depth` levels deep; returns the number of
  /// elements it read.
  typealias Reader = @Sendable (_ tag: String, _ payload: String) throws(NavCodingError) -> Int

  static let readers: [(String, Reader)] = [
    (
      "NavCodable's format",
      { (tag, payload) throws(NavCodingError) in
        try registry.decode(
          NavPath.self, from: pathDocument(tag: tag, payload: payload), limits: unbounded
        )
        .count
      }
    ),
    (
      "SwiftUI's format",
      { (tag, payload) throws(NavCodingError) in
        try registry.restoreSwiftUIRepresentation(
          swiftUIDocument(tag: tag, payload: payload),
          limits: unbounded
        ).state.count
      }
    ),
    (
      "a whole-app document",
      { (tag, payload) throws(NavCodingError) in
        let tabs = try registry.decode(
          TabsState<String, NavPath>.self, from: tabsDocument(tag: tag, payload: payload),
          limits: unbounded)
        return tabs.stacks[0].count
      }
    ),
  ]

  @Test func theNestingLimitIsClampedToTheCeiling() {
    var limits = NavDecodingLimits(maxNestingDepth: 1_000_000)
    #expect(limits.maxNestingDepth == 100)
    limits.maxNestingDepth = .max
    #expect(limits.maxNestingDepth == 100)
    limits.maxNestingDepth = -1
    #expect(limits.maxNestingDepth == 0)
    limits.maxNestingDepth = 100
    #expect(limits.maxNestingDepth == 100)
    #expect(NavDecodingLimits().maxNestingDepth == 64)
  }

  /// Limits beyond the ceiling refuse the level after it, with the ceiling in the message.
  @Test func nestingBeyondTheCeilingIsRefused() {
    let error = #expect(throws: NavCodingError.self) {
      try Self.registry.decode(
        NavPath.self,
        from: Self.pathDocument(tag: "json", payload: Self.arrays(Self.ceiling + 1)),
        limits: Self.unbounded)
    }
    #expect(error?.kind == .limitExceeded)
    #expect(
      error?.reason == "nesting is deeper than the limit of \(Self.ceiling) levels in a payload")
  }

  /// JSON values (the parser and `NavJSONValue`'s own `Decodable` conformance) and a recursive
  /// `Codable` struct, as deep as the ceiling allows, on a small stack; then one level more.
  @Test(arguments: ["json", "nest"], 0..<readers.count)
  func theCeilingFitsInASecondaryThreadsStack(tag: String, reader: Int) {
    let (name, read) = Self.readers[reader]
    let nested = tag == "json" ? Self.arrays : Self.nests
    let (deepest, tooDeep) = (nested(Self.ceiling), nested(Self.ceiling + 2))
    let outcome = onThread(stackSize: Self.stackSize) {
      let atCeiling = Result { () throws(NavCodingError) in try read(tag, deepest) }
      let beyond = Result { () throws(NavCodingError) in try read(tag, tooDeep) }
      return (atCeiling, beyond)
    }
    #expect((try? outcome.0.get()) == 1, "\(name): \(outcome.0)")
    #expect(throws: NavCodingError.self, "\(name)") { try outcome.1.get() }
  }
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes, and returns its result.
private func onThread<Value: Sendable>(
  stackSize: Int, _ body: @escaping @Sendable () -> Value
) -> Value {
  let done = DispatchSemaphore(value: 0)
  let result = ResultBox<Value>()
  let thread = Thread {
    result.value = body()
    done.signal()
  }
  thread.stackSize = stackSize
  thread.start()
  done.wait()
  return result.value!
}

/// The result of a thread, written by it before it signals and read after the wait.
private final class ResultBox<Value>: @unchecked Sendable {
  // Unchecked: the thread writes `value` once before signalling the semaphore, and the caller
  // reads it only after waiting on that semaphore, which orders the two accesses.
  var value: Value?
}
