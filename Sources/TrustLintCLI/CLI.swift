import TrustLintKit

/// Where the CLI writes: injected so tests run commands in-process.
public struct ConsoleIO: Sendable {
  /// Writes to standard output (the report).
  public var writeOut: @Sendable (String) -> Void
  /// Writes to standard error (summary, problems, progress).
  public var writeErr: @Sendable (String) -> Void
  /// Reads all of standard input (`--stdin-path`, `dump-tokens -`).
  public var readStdin: @Sendable () -> [UInt8]
  /// Standard error is a terminal: progress may be shown.
  public var stderrIsTerminal: Bool
  /// The folder relative paths are resolved against; nil: the process's current directory.
  public var currentDirectory: String?
  /// Console streams for `CLI.run`.
  public init(
    writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
    readStdin: @escaping @Sendable () -> [UInt8], stderrIsTerminal: Bool = false, currentDirectory: String? = nil
  ) {
    self.writeOut = writeOut
    self.writeErr = writeErr
    self.readStdin = readStdin
    self.stderrIsTerminal = stderrIsTerminal
    self.currentDirectory = currentDirectory
  }
}

/// The command line: parses arguments, runs a command, returns the exit status. Never exits.
public enum CLI {
  /// Exit status of a run with nothing failing.
  public static let success: Int32 = 0
  /// Exit status when findings fail the run.
  public static let findingsFailed: Int32 = 1
  /// Exit status for a usage, configuration or I/O error.
  public static let usageError: Int32 = 2

  /// Runs `trustlint` with these arguments (without the program name).
  public static func run(_ arguments: [String], io: ConsoleIO) -> Int32 {
    run(arguments, io: io, runner: nil)
  }

  /// Runs `trustlint` with an injected rule runner (tests exercise the plumbing with it).
  public static func run(_ arguments: [String], io: ConsoleIO, runner: Engine.RuleRunning?) -> Int32 {
    guard let first = arguments.first else { return LintCommand.run([], io: io, runner: runner) }
    let rest = Array(arguments.dropFirst())
    if asksForHelp(command: first, rest) {
      io.writeOut(HelpText.main)
      return success
    }
    switch first {
    case "lint": return LintCommand.run(rest, io: io, runner: runner)
    case "rules": return RulesCommand.run(rest, io: io)
    case "explain": return ExplainCommand.run(rest, io: io)
    case "dump-tokens": return DumpTokensCommand.run(rest, io: io)
    case "--version", "version":
      io.writeOut("trustlint \(TrustLintVersion.current)\n")
      return success
    case "--help", "-h", "help":
      io.writeOut(HelpText.main)
      return success
    default:
      // `trustlint [PATH ...]` and `trustlint --strict ...` mean `lint`.
      return LintCommand.run(arguments, io: io, runner: runner)
    }
  }

  /// Whether a command's arguments ask for the help (`trustlint lint --help`, `rules -h`,
  /// `explain --help`): then the help is printed and nothing runs, as users of other tools expect.
  static func asksForHelp(command: String, _ rest: [String]) -> Bool {
    switch command {
    case "lint": return LintArguments.scanner.asksForHelp(rest)
    case "rules": return RulesCommand.scanner.asksForHelp(rest)
    case "explain", "dump-tokens": return rest.count == 1 && ArgumentScanner.helpNames.contains(rest[0])
    case "--version", "version", "--help", "-h", "help": return false
    default: return LintArguments.scanner.asksForHelp([command] + rest)
    }
  }

  /// Prints `trustlint: error: message` and a pointer to the help; returns exit status 2.
  static func usage(_ message: String, io: ConsoleIO) -> Int32 {
    io.writeErr("trustlint: error: \(message)\nRun 'trustlint --help' for usage.\n")
    return usageError
  }
}

/// The version printed by `--version` and written into SARIF and JSON reports.
public enum TrustLintVersion {
  /// The version number.
  public static let current = "0.1.0"
}

extension CLI {
  /// The process's arguments after the program name, each decoded as file names are
  /// (`RawPath`): a path argument that is not valid UTF-8 still names its file.
  public static func processArguments() -> [String] {
    (1..<Int(CommandLine.argc)).compactMap { i in
      guard let p = CommandLine.unsafeArgv[i] else { return nil }
      var length = 0
      while p[length] != 0 { length += 1 }
      return p.withMemoryRebound(to: UInt8.self, capacity: length) {
        RawPath.decode(UnsafeBufferPointer(start: $0, count: length))
      }
    }
  }
}
