import NavCore

/// Prints stacks as the screens a user would see, root at the top.
enum StackPrinter {
  /// The lines that show `path` resolved through the app's destinations, one screen per line.
  static func lines(for path: NavPath) -> [String] {
    let resolution = RecipesApp.destinations.resolve(path)
    var lines = ["  Recipes (root)"]
    for (index, screen) in resolution.screens.enumerated() {
      let indent = String(repeating: "  ", count: index + 1)
      let text = screen.map(String.init(describing:)) ?? "⚠ no destination for \(path[index])"
      lines.append("  \(indent)└ \(text)")
    }
    return lines
  }

  /// Prints `path` resolved through the app's destinations, with a title.
  static func show(_ title: String, _ path: NavPath) {
    print(title)
    for line in lines(for: path) {
      print(line)
    }
  }
}
