import NavCore
import Testing

private typealias Category = PathFixtures.Category
private typealias Recipe = PathFixtures.Recipe

/// Random operation sequences on NavPath agree with the same operations on an array model, and
/// transitions always reach their target.
@Suite struct NavPathPropertyTests {
  /// The model's element: `AnyHashable` plus the exact type, since `AnyHashable(42)` equals
  /// `AnyHashable(Int64(42))` while the path keeps them apart.
  private struct Typed: Hashable {
    let type: ObjectIdentifier
    let value: AnyHashable

    init(_ element: NavPath.Element) {
      type = ObjectIdentifier(Swift.type(of: element.base))
      value = AnyHashable(element.base)
    }
  }

  /// A value of one of several types, some with equal numbers, so type identity is exercised.
  private static func randomValue(using generator: inout SplitMix64) -> NavPath.Element {
    let number = Int.random(in: 0..<4, using: &generator)
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return NavPath.Element(number)
    case 1: return NavPath.Element(Int64(number))
    case 2: return NavPath.Element(String(number))
    default: return NavPath.Element(Category.allCases[number % Category.allCases.count])
    }
  }

  private static func model(_ path: NavPath) -> [Typed] {
    path.map(Typed.init)
  }

  @Test(arguments: 0..<20)
  func operationsAgreeWithAnArrayModel(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    var path = NavPath()
    var model: [Typed] = []
    for _ in 0..<300 {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0, 1, 2:
        let element = Self.randomValue(using: &generator)
        path.append(element)
        model.append(Typed(element))
      case 3:
        let removed = path.popLast()
        #expect(removed.map(Typed.init) == model.popLast())
      case 4:
        let k = Int.random(in: -1...3, using: &generator)
        let expected = max(0, min(k, model.count))
        let removed = path.pop(k)
        #expect(removed == expected)
        model.removeLast(expected)
      default:
        let target = Self.randomValue(using: &generator)
        let found = path.popTo(target)
        if let index = model.lastIndex(of: Typed(target)) {
          model.removeSubrange((index + 1)...)
          #expect(found)
        } else {
          #expect(!found)
        }
      }
      #expect(Self.model(path) == model)
      #expect(path.count == model.count)
    }
  }

  @Test(arguments: 0..<20)
  func transitionThenApplyEqualsTheTarget(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    func randomPath() -> NavPath {
      NavPath(
        (0..<Int.random(in: 0..<8, using: &generator)).map { _ in
          Self.randomValue(using: &generator)
        })
    }
    for _ in 0..<50 {
      let old = randomPath()
      let new = randomPath()
      var path = old
      let transition = old.transition(to: new)
      path.apply(transition)
      #expect(path == new)
      #expect(transition.popCount <= old.count)
      #expect(old.count - transition.popCount + transition.pushed.count == new.count)
      #expect(NavPath(TypedPath(old)) == old)
    }
  }
}
