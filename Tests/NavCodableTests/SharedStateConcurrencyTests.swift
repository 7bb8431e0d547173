import NavCodable
import NavCore
import Testing

/// Registries, paths and whole-app states shared by many concurrent tasks: every task sees the
/// value it was given, and mutating a copy never changes the original (copy-on-write), even while
/// other tasks read it. `.ci/run` runs these under the thread and address sanitizers.
@Suite struct SharedStateConcurrencyTests {
  static let taskCount = 64

  /// A shared mixed path of the recipes domain.
  static let shared = NavPath([Category.desserts, Recipe(id: 42, name: "Pie"), 3, "notes", true])

  @Test func aSharedRegistryEncodesAndDecodesFromManyTasks() async throws {
    let registry = recipesRegistry()
    let expected = try registry.encode(Self.shared)
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<Self.taskCount {
        group.addTask {
          var path = Self.shared
          path.append(index)
          guard let data = try? registry.encode(path),
            let decoded = try? registry.decode(NavPath.self, from: data),
            let original = try? registry.encode(Self.shared)
          else { return false }
          return decoded == path && original == expected
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == Self.taskCount)
    #expect(results.allSatisfy { $0 })
  }

  @Test func mutatingACopyNeverChangesTheOriginalUnderConcurrency() async {
    let original = Self.shared
    let snapshot = original.description
    let counts = await withTaskGroup(of: Int.self) { group in
      for index in 0..<Self.taskCount {
        group.addTask {
          var copy = original
          switch index % 4 {
          case 0: copy.removeAll()
          case 1: copy.append(index)
          case 2: copy.popTo(Category.desserts)
          default: copy = NavPath(copy.reversed())
          }
          // Reading the original while copies change must see it whole.
          return original.count == 5 && original.last?.value(as: Bool.self) == true
            ? copy.count : -1
        }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(!counts.contains(-1))
    #expect(Set(counts) == [0, 6, 1, 5])
    #expect(original == Self.shared)
    #expect(original.description == snapshot)
  }

  @Test func typedPathsAndTabsAreValuesToo() async {
    enum Tab: Hashable, Sendable { case home, search }
    var tabs = TabsState<Tab, TypedPath<Int>>(tabs: [.home, .search])
    tabs.activeStack.append(contentsOf: [1, 2, 3])
    let original = tabs
    let selections = await withTaskGroup(of: Tab.self) { group in
      for index in 0..<Self.taskCount {
        group.addTask {
          var copy = original
          copy.reselect()
          copy.select(index.isMultiple(of: 2) ? .search : .home)
          copy.activeStack.append(index)
          return copy.selection
        }
      }
      return await group.reduce(into: [Tab]()) { $0.append($1) }
    }
    #expect(Set(selections) == [.home, .search])
    #expect(original == tabs)
    #expect(original.activeStack == [1, 2, 3])
  }

  @Test func copiesOfARegistryAreIndependent() throws {
    struct Note: Codable, Hashable, Sendable { var text: String }
    let base = recipesRegistry()
    var extended = base
    extended.register(Note.self, tag: "note")
    let path = NavPath([Note(text: "buy apples")])
    #expect(extended.isRegistered(tag: "note"))
    #expect(!base.isRegistered(tag: "note"))
    #expect(try extended.decode(NavPath.self, from: extended.encode(path)) == path)
    #expect(throws: NavCodingError.self) { try base.encode(path) }
  }
}
