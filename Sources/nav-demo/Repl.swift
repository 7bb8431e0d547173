import NavCodable
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `nav-demo repl`: an interactive stack driven by one-line commands.
struct Repl {
  /// The help text, derived from the commands and the kinds of values `push` takes.
  static var help: String {
    let kinds = PushKind.all.map { "push \($0.name) <\($0.value)>" }
    let lines = ["Commands:"] + ReplCommand.allCases.map(\.helpLine) + ["", "What push takes:"]
    return (lines + kinds.map { "  " + $0 }).joined(separator: "\n")
  }

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
      guard !words.isEmpty else { continue }
      do {
        let command = try ReplCommand.parse(words)
        if command == .quit { return }
        try perform(command, Array(words.dropFirst()))
      } catch {
        print("error: \(error)")
      }
    }
  }

  private mutating func perform(_ command: ReplCommand, _ arguments: [String]) throws {
    switch command {
    case .push: try change { $0.append(try PushKind.value(arguments)) }
    case .pop:
      let text = arguments.first ?? "1"
      guard let k = Int(text) else {
        throw DemoError("pop takes a number of screens, as in 'pop 2', not '\(text)'")
      }
      change { $0.pop(k) }
    case .root: change { $0.removeAll() }
    case .open:
      try change { $0 = try RecipesApp.links.open(arguments[0]) }
    case .save:
      let data = try RecipesApp.types.encode(path)
      try Files.write(data, to: arguments[0])
      print("saved \(data.count) bytes: \(String(decoding: data, as: UTF8.self))")
    case .load:
      let data = try Files.read(arguments[0])
      try change { $0 = try Commands.decode(data, from: arguments[0], doing: "load") }
    case .undo:
      guard let previous = undoStack.popLast() else { throw DemoError("nothing to undo") }
      path = previous
      show()
    case .show: show()
    case .help: print(Self.help)
    case .quit: break
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
}
