import TrustLintKit
import TrustLintSyntax

/// `trustlint dump-tokens FILE`: one token a line, `START END KIND` (byte offsets, end
/// exclusive); comments are not printed. A debugging aid for the lexer, and its test oracle.
enum DumpTokensCommand {
  /// Runs the command; returns the exit status.
  static func run(_ arguments: [String], io: ConsoleIO) -> Int32 {
    guard arguments.count == 1, let path = arguments.first, path == "-" || !path.hasPrefix("-") else {
      return CLI.usage("'dump-tokens' needs exactly one file", io: io)
    }
    let bytes: [UInt8]
    if path == "-" {
      bytes = io.readStdin()
    } else {
      do throws(FileProblem) {
        bytes = try FileSystem.readBytes(Paths.absolute(path, in: io.currentDirectory ?? FileSystem.currentDirectory))
      } catch {
        io.writeErr("trustlint: error: \(error.description)\n")
        return CLI.usageError
      }
    }
    let source = SourceFile(path: path, bytes: bytes)
    io.writeOut(TokenDump.render(Lexer.tokenize(bytes), source: source))
    return CLI.success
  }
}
