// What SwiftUI's NavigationPath.CodableRepresentation does, written by hand: the baseline of the
// NavCodable benchmarks and of the NavProfile executable that scripts/bench_profile.sh runs.
public import Foundation
public import NavCore

/// What SwiftUI's `NavigationPath.CodableRepresentation` does, written by hand: a flat array of
/// the qualified type name and the element's own JSON as a string, one `JSONEncoder` per element.
public func swiftUIStyleEncode(_ path: NavPath) throws -> Data {
  var strings: [String] = []
  strings.reserveCapacity(path.count * 2)
  for element in path.reversed() {
    let payload: Data
    switch element.base {
    case let value as Int: payload = try JSONEncoder().encode(value)
    case let value as String: payload = try JSONEncoder().encode(value)
    case let value as Dish: payload = try JSONEncoder().encode(value)
    case let value as SavedRecipe: payload = try JSONEncoder().encode(value)
    default: throw CocoaError(.coderInvalidValue)
    }
    strings.append(String(reflecting: type(of: element.base)))
    strings.append(String(decoding: payload, as: UTF8.self))
  }
  return try JSONEncoder().encode(strings)
}

/// The decoders of the SwiftUI-style baseline, by qualified type name.
private let swiftUIStyleDecoders: [String: @Sendable (Data) throws -> any Hashable & Sendable] = [
  String(reflecting: Int.self): { try JSONDecoder().decode(Int.self, from: $0) },
  String(reflecting: String.self): { try JSONDecoder().decode(String.self, from: $0) },
  String(reflecting: Dish.self): { try JSONDecoder().decode(Dish.self, from: $0) },
  String(reflecting: SavedRecipe.self): { try JSONDecoder().decode(SavedRecipe.self, from: $0) },
]

public func swiftUIStyleDecode(_ data: Data) throws -> NavPath {
  let strings = try JSONDecoder().decode([String].self, from: data)
  var values: [any Hashable & Sendable] = []
  values.reserveCapacity(strings.count / 2)
  var index = 0
  while index + 1 < strings.count {
    guard let decode = swiftUIStyleDecoders[strings[index]] else {
      throw CocoaError(.coderValueNotFound)
    }
    values.append(try decode(Data(strings[index + 1].utf8)))
    index += 2
  }
  return NavPath(values.reversed())
}
