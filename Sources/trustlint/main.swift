import Foundation
import TrustLintCLI

#if os(Linux)
  /// glibc's `mallopt` (its header is not part of the Glibc module).
  @_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
  // The worker threads' malloc arenas grow a 128 KB step at a time, each step an `mprotect`
  // call: on a 20 MB file, 0.2 s of system time. Steps of 64 MB (address space, not memory:
  // a page counts only once touched) make them rare. -2 is glibc's M_TOP_PAD.
  _ = glibcMallopt(-2, 64 << 20)
#endif
let io = ConsoleIO(
  writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
  writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
  readStdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
  stderrIsTerminal: isatty(2) != 0
)
exit(CLI.run(CLI.processArguments(), io: io))
