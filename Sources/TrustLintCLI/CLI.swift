import TrustLintKit

/// Where the CLI writes: injected so tests run commands in-process.
public struct ConsoleIO: Sendable {
  public var writeOut: @Sendable (String) -> Void
  public var writeErr: @Sendable (String) -> Void
  public var readStdin: @Sendable () -> [UInt8]
  public var stderrIsTerminal: Bool
  public init(
    writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
    readStdin: @escaping @Sendable () -> [UInt8], stderrIsTerminal: Bool = false
  ) {
    self.writeOut = writeOut
    self.writeErr = writeErr
    self.readStdin = readStdin
    self.stderrIsTerminal = stderrIsTerminal
  }
}

/// The command line: parses arguments, runs a command, returns the exit status. Never exits.
public enum CLI {
  /// Runs `trustlint` with these arguments (without the program name).
  public static func run(_ arguments: [String], io: ConsoleIO) -> Int32 {
    io.writeErr("trustlint: not implemented yet\n")
    return 2
  }
}
