#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// `nav-demo`: the library's story on a small recipes app.
///
/// Exit codes a script can rely on: 0 success, 1 the input (a link or a file) was rejected,
/// 2 the command line was not understood.
@main
@MainActor
struct NavDemo {
  static let usage = """
    Usage:
      nav-demo                 a scripted tour of every capability
      nav-demo open <link>     open a deep link; print the stack and the link printed back
      nav-demo restore <file>  restore a saved stack (any supported version) or explain why not;
                               the repl's 'save <file>' writes one
      nav-demo repl            an interactive stack: push, pop, root, open, save, load, undo
      nav-demo --help          this text

    Exit status: 0 success, 1 the link or file was rejected, 2 usage error.
    """

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let status: Int32
    switch arguments.first {
    case nil:
      status = await runAsync { try await Tour.run() }
    case "open" where arguments.count == 2:
      status = run { try Commands.open(arguments[1]) }
    case "restore" where arguments.count == 2:
      status = run { try Commands.restore(file: arguments[1]) }
    case "repl" where arguments.count == 1:
      var repl = Repl()
      status = run { repl.run() }
    case "open" where arguments.count == 1:
      printError("nav-demo: open needs <link>, as in 'nav-demo open recipes://category/desserts'")
      status = 2
    case "restore" where arguments.count == 1:
      printError("nav-demo: restore needs <file>, as in 'nav-demo restore saved.json'")
      status = 2
    case "--help", "-h", "help":
      print(usage)
      status = 0
    default:
      printError("nav-demo: unrecognised arguments: \(arguments.joined(separator: " "))\n\(usage)")
      status = 2
    }
    exit(status)
  }

  /// Runs an asynchronous command and turns a thrown error into a message and exit status 1.
  private static func runAsync(_ command: () async throws -> Void) async -> Int32 {
    do {
      try await command()
      return 0
    } catch {
      printError("nav-demo: \(error)")
      return 1
    }
  }

  /// Runs a command and turns a thrown error into a message and exit status 1.
  private static func run(_ command: () throws -> Void) -> Int32 {
    do {
      try command()
      return 0
    } catch {
      printError("nav-demo: \(error)")
      return 1
    }
  }

  /// Prints a line to standard error.
  static func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in
      _ = write(2, bytes.baseAddress, bytes.count)
    }
  }
}
