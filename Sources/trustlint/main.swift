import Foundation
import TrustLintCLI

let io = ConsoleIO(
  writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
  writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
  readStdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
  stderrIsTerminal: isatty(2) != 0
)
exit(CLI.run(CLI.processArguments(), io: io))
