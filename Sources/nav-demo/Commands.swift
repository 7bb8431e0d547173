import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The one-shot commands: `open <link>` and `restore <file>`.
enum Commands {
  /// Opens a deep link, prints the stack and the link printed back.
  static func open(_ link: String) throws {
    let path = try RecipesApp.links.open(link)
    StackPrinter.show("opened \(link)", path)
    print("link back: \(try RecipesApp.links.link(for: path))")
  }

  /// Restores a saved stack from a file, in any supported version, and prints it.
  static func restore(file: String) throws {
    let path = try decode(Files.read(file), from: file, doing: "restore")
    StackPrinter.show("restored \(file)", path)
    print("link: \(try RecipesApp.links.link(for: path))")
  }

  /// The stack saved in `data`, read from `file`, or an error that says what `action` failed on
  /// which file, and why.
  static func decode(_ data: Data, from file: String, doing action: String) throws -> NavPath {
    do {
      return try RecipesApp.types.decode(NavPath.self, from: data)
    } catch {
      throw DemoError("cannot \(action) \(file): \(error)")
    }
  }
}

/// An error of the demo itself, with the message it prints.
struct DemoError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
