import Foundation
import XCTest

/// A file the rules analyse that does not lex or parse as Swift gets a note on standard error
/// naming the file and line where it stops being Swift; findings and the exit status stay
/// those of the rules (Fixtures/cli/unparsable, the real rules).
final class CLISyntaxNotesTests: XCTestCase {
  func testUnterminatedStringIsNamedAndTheFindingsStay() {
    let run = CLITestSupport.run(["lint", "--project-root", "cli", "cli/unparsable"], runner: nil)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stdout.hasPrefix("cli/unparsable/ScamBannerCopy.swift:14:42: error: evaluation from 'requestEvaluation'"),
      run.stdout)
    XCTAssertTrue(
      run.stderr.hasPrefix(
        "trustlint: note: cli/unparsable/ScamBannerCopy.swift:15:16: unterminated string literal; "
          + "the file does not parse as Swift from here (4 problems in all), so its findings may be incomplete"),
      run.stderr)
    XCTAssertTrue(run.stderr.contains("\ntrustlint: 1 file linted, 1 using TrustInsights: 1 error"), run.stderr)
    // `--quiet` drops the notes with the summary line; the findings and status are the same.
    let quiet = CLITestSupport.run(["lint", "--quiet", "--project-root", "cli", "cli/unparsable"], runner: nil)
    XCTAssertEqual(quiet.status, 1)
    XCTAssertEqual(quiet.stdout, run.stdout)
    XCTAssertEqual(quiet.stderr, "")
  }

  func testFileThatParsesGetsNoNote() {
    let run = CLITestSupport.run(["lint", "--project-root", "cli", "cli/error"], runner: nil)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.hasPrefix("trustlint: 1 file linted, 1 using TrustInsights"), run.stderr)
  }

  func testBytesThatAreNotTextAreNamedOnlyInAnAnalysedFile() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    var binary: [UInt8] = Array("import TrustInsights\nlet a = 1\n".utf8)
    binary += [0xFF, 0xFE, 0x00, 0x41]
    try Data(binary).write(to: URL(fileURLWithPath: scratch.path + "/Binary.swift"))
    // The same bytes in a file that does not use TrustInsights: never parsed, nothing to say.
    try Data(binary.dropFirst(21)).write(to: URL(fileURLWithPath: scratch.path + "/Other.swift"))
    let run = CLITestSupport.run(["lint", "."], in: scratch.path, runner: nil)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(
      run.stderr.hasPrefix("trustlint: note: Binary.swift:3:1: bytes that are not UTF-8 text; the file does not parse"),
      run.stderr)
    XCTAssertFalse(run.stderr.contains("Other.swift"), run.stderr)
  }
}
