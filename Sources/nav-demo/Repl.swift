import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `nav-demo repl`: an interactive stack driven by one-line commands.
struct Repl {
  static let help = """
    Commands:
      push category <desserts|mains|drinks>   push recipe <id>   push step <n>
      push settings <units|account>
      pop [k]        pop k screens (default 1); never traps
      root           pop to the root
      open <link>    replace the stack with a deep link's
      save <file>    save the stack as JSON      load <file>   restore a saved stack
      undo           go back to the stack before the last change
      show           print the stack             help          this text
      quit
    """

  private var path = NavPath()
  private var undoStack: [NavPath] = []

  /// Reads commands from standard input until `quit` or the end of input.
  mutating func run() {
    print("nav-demo repl: type 'help' for the commands.")
    show()
    while true {
      print("> ", terminator: "")
      guard let line = readLine() else { return }
      let words = line.split(separator: " ").map(String.init)
      guard let command = words.first else { continue }
      if command == "quit" || command == "exit" { return }
      do {
        try perform(command, Array(words.dropFirst()))
      } catch {
        print("error: \(error)")
      }
    }
  }

  private mutating func perform(_ command: String, _ arguments: [String]) throws {
    switch (command, arguments.count) {
    case ("push", 2): try change { $0.append(try Self.value(kind: arguments[0], arguments[1])) }
    case ("pop", 0): change { $0.pop(1) }
    case ("pop", 1):
      guard let k = Int(arguments[0]) else { throw DemoError("pop takes a number") }
      change { $0.pop(k) }
    case ("root", 0): change { $0.removeAll() }
    case ("open", 1):
      try change { $0 = try RecipesApp.links.path(parsing: arguments[0]) }
    case ("save", 1):
      let data = try RecipesApp.types.encode(path)
      try data.write(to: URL(fileURLWithPath: arguments[0]))
      print("saved \(data.count) bytes: \(String(decoding: data, as: UTF8.self))")
    case ("load", 1):
      let data = try Commands.readFile(arguments[0])
      try change { $0 = try RecipesApp.types.decode(NavPath.self, from: data) }
    case ("undo", 0):
      guard let previous = undoStack.popLast() else { throw DemoError("nothing to undo") }
      path = previous
      show()
    case ("show", 0): show()
    case ("help", 0): print(Self.help)
    default: throw DemoError("unknown command '\(command)'; type 'help'")
    }
  }

  /// Applies a change, remembers the previous stack for `undo`, and prints the transition.
  private mutating func change(_ body: (inout NavPath) throws -> Void) rethrows {
    var next = path
    try body(&next)
    guard next != path else {
      print("(no change)")
      return
    }
    print("transition: \(path.transition(to: next))")
    undoStack.append(path)
    path = next
    show()
  }

  private func show() {
    for line in StackPrinter.lines(for: path) {
      print(line)
    }
  }

  /// The value that `push <kind> <text>` pushes.
  private static func value(kind: String, _ text: String) throws -> any Hashable & Sendable {
    switch kind {
    case "category":
      guard let category = Category(rawValue: text) else {
        throw DemoError("no category '\(text)'; try desserts, mains or drinks")
      }
      return category
    case "recipe":
      guard let id = Int(text) else { throw DemoError("a recipe id is a number") }
      return RecipeID(rawValue: id)
    case "step":
      guard let number = Int(text) else { throw DemoError("a step is a number") }
      return number
    case "settings":
      guard let pane = SettingsPane(rawValue: text) else {
        throw DemoError("no settings pane '\(text)'; try units or account")
      }
      return pane
    default:
      throw DemoError("cannot push '\(kind)'; push category, recipe, step or settings")
    }
  }
}
