import XCTest

@testable import TrustLintCLI

final class CLIProgressTests: XCTestCase {
  private func io(_ capture: Capture, terminal: Bool) -> ConsoleIO {
    ConsoleIO(
      writeOut: { capture.appendOut($0) }, writeErr: { capture.appendErr($0) }, readStdin: { [] },
      stderrIsTerminal: terminal)
  }

  func testProgressIsDrawnAndErasedOnATerminal() throws {
    let capture = Capture()
    let line = ProgressLine(io: io(capture, terminal: true), enabled: true, delay: 0)
    let callback = try XCTUnwrap(line.callback)
    callback("parse", 2, 2)
    line.finish()
    XCTAssertEqual(capture.texts.1, "\r\u{1B}[Kparse 2/2\r\u{1B}[K")
  }

  func testNothingBeforeTheDelay() throws {
    let capture = Capture()
    let line = ProgressLine(io: io(capture, terminal: true), enabled: true, delay: 3600)
    try XCTUnwrap(line.callback)("parse", 1, 10)
    line.finish()
    XCTAssertEqual(capture.texts.1, "")
  }

  func testDisabledHasNoCallback() {
    XCTAssertNil(ProgressLine(io: io(Capture(), terminal: false), enabled: false).callback)
  }

  func testLintShowsNoProgressWhenStandardErrorIsNotATerminal() {
    let run = CLITestSupport.run(["lint", "--project-root", "cli", "cli/clean"])
    XCTAssertFalse(run.stderr.contains("\u{1B}"), run.stderr)
  }
}
