/// A command of `nav-demo repl`, declared once with its arguments, an example and a summary, from
/// which the help text and the messages about missing or extra arguments derive.
enum ReplCommand: String, CaseIterable {
  case push, pop, root, open, save, load, undo, show, help, quit

  /// The arguments as the help text shows them: `<required>`, then `[optional]`.
  var arguments: [String] {
    switch self {
    case .push: ["<kind>", "<value>"]
    case .pop: ["[k]"]
    case .open: ["<link>"]
    case .save, .load: ["<file>"]
    case .root, .undo, .show, .help, .quit: []
    }
  }

  /// A complete command line that uses it.
  var example: String {
    switch self {
    case .push: "push recipe 42"
    case .pop: "pop 2"
    case .open: "open recipes://category/desserts/recipe/42"
    case .save: "save saved.json"
    case .load: "load saved.json"
    case .root, .undo, .show, .help, .quit: rawValue
    }
  }

  /// What it does, in a few words.
  var summary: String {
    switch self {
    case .push: "push a value (the kinds are listed below)"
    case .pop: "pop k screens (default 1); never traps"
    case .root: "pop to the root"
    case .open: "replace the stack with a deep link's"
    case .save: "save the stack as JSON"
    case .load: "restore a saved stack"
    case .undo: "go back to the stack before the last change"
    case .show: "print the stack"
    case .help: "this text"
    case .quit: "leave (so does the end of the input)"
    }
  }

  /// Its line of the help text.
  var helpLine: String {
    let synopsis = ([rawValue] + arguments).joined(separator: " ")
    return "  " + synopsis + String(repeating: " ", count: max(1, 22 - synopsis.count)) + summary
  }

  /// The command that a line's words name, checked against the arguments they give it.
  ///
  /// - Throws: A `DemoError` that names an unknown command, or the argument that is missing, or
  ///   says how many arguments the command takes.
  static func parse(_ words: [String]) throws -> ReplCommand {
    let name = words[0] == "exit" ? "quit" : words[0]
    guard let command = ReplCommand(rawValue: name) else {
      throw DemoError("unknown command '\(name)'; type 'help' for the commands")
    }
    let given = words.count - 1
    let required = command.arguments.filter { $0.hasPrefix("<") }
    // `push <kind>` leaves the message about the missing value to the kind, which knows it.
    if given < required.count, command != .push || given == 0 {
      let missing = required.dropFirst(given).joined(separator: " ")
      throw DemoError("\(name) needs \(missing), as in '\(command.example)'")
    }
    guard given <= command.arguments.count else {
      guard !command.arguments.isEmpty else { throw DemoError("\(name) takes no arguments") }
      let arguments = command.arguments.joined(separator: " ")
      throw DemoError("too many arguments: \(name) takes \(arguments), as in '\(command.example)'")
    }
    return command
  }
}

/// A kind of value that `push <kind> <value>` pushes, declared once for the help text, the
/// messages and the parsing.
struct PushKind: Sendable {
  /// The word that names it after `push`.
  var name: String
  /// The values it takes, as the help text shows them.
  var value: String
  /// A value it takes.
  var example: String
  /// The value that a word stands for, or `nil` when the word is not one of them.
  var parse: @Sendable (String) -> (any Hashable & Sendable)?

  /// Every kind, in the order the help text lists them.
  static let all: [PushKind] = [
    PushKind(
      name: "category", value: Category.allCases.map(\.rawValue).joined(separator: "|"),
      example: "desserts", parse: { Category(rawValue: $0) }),
    PushKind(
      name: "recipe", value: "id", example: "42", parse: { Int($0).map(RecipeID.init(rawValue:)) }),
    PushKind(name: "step", value: "n", example: "2", parse: { Int($0) }),
    PushKind(
      name: "settings", value: SettingsPane.allCases.map(\.rawValue).joined(separator: "|"),
      example: "units", parse: { SettingsPane(rawValue: $0) }),
  ]

  /// The value that `push <kind> <value>` pushes, from the command's one or two arguments.
  ///
  /// - Throws: A `DemoError` that names an unknown kind, a missing value or a value the kind does
  ///   not take, with an example.
  static func value(_ arguments: [String]) throws -> any Hashable & Sendable {
    guard let kind = all.first(where: { $0.name == arguments[0] }) else {
      let names = all.map(\.name)
      let list = names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
      throw DemoError("cannot push '\(arguments[0])'; push \(list)")
    }
    let example = "push \(kind.name) \(kind.example)"
    guard arguments.count == 2 else {
      throw DemoError("push \(kind.name) needs <\(kind.value)>, as in '\(example)'")
    }
    guard let value = kind.parse(arguments[1]) else {
      throw DemoError(
        "push \(kind.name) takes <\(kind.value)>, as in '\(example)', not '\(arguments[1])'")
    }
    return value
  }
}
