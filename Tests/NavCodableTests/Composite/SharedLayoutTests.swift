import NavCodable
import NavCore
import Synchronization
import Testing

/// A composite state that counts how many times its layout is built; no other test uses it, so
/// the count is this suite's alone.
struct CountedInbox: Hashable {
  var selection: AppTab
  var inbox: NavPath
}

extension CountedInbox: NavSavableState {
  static var documentLayout: NavDocumentLayout<Self> {
    if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
      LayoutBuilds.count.withLock { $0 += 1 }
    }
    return NavDocumentLayout(.value("selection", \.selection), .state("inbox", \.inbox)) {
      restored in CountedInbox(selection: restored[\.selection], inbox: restored[\.inbox])
    }
  }
}

/// The number of times ``CountedInbox``'s layout was built.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)  // Mutex
enum LayoutBuilds {
  static let count = Mutex(0)
}

/// A state's layout is built once, however many documents are written and read with it: a
/// composite's layout instantiates its key paths, which costs more than reading a small document.
@Suite struct SharedLayoutTests {
  @available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)  // Mutex
  @Test func aStatesLayoutIsBuiltOnce() throws {
    let registry = appRegistry()
    let state = CountedInbox(selection: .home, inbox: [Category.desserts])
    for _ in 0..<3 {
      let saved = try registry.encode(state)
      #expect(try registry.decode(CountedInbox.self, from: saved) == state)
      #expect(try registry.restore(CountedInbox.self, from: saved, policy: .prefix).state == state)
      #expect(throws: NavCodingError.self) {
        try registry.decode(CountedInbox.self, from: data(#"{"v":1,"t":[],"state":"#))
      }
    }
    #expect(LayoutBuilds.count.withLock { $0 } == 1)
  }
}
