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
    let path = try RecipesApp.links.path(parsing: link)
    StackPrinter.show("opened \(link)", path)
    print("link back: \(try RecipesApp.links.link(for: path))")
  }

  /// Restores a saved stack from a file, in any supported version, and prints it.
  static func restore(file: String) throws {
    let data = try readFile(file)
    let path = try RecipesApp.types.decode(NavPath.self, from: data)
    StackPrinter.show("restored \(file)", path)
    print("link: \(try RecipesApp.links.link(for: path))")
  }

  /// The contents of a file, or an error that names it.
  static func readFile(_ file: String) throws -> Data {
    do {
      return try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      throw DemoError("cannot read \(file): \(error)")
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
