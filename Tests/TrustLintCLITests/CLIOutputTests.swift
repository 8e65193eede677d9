import Foundation
import TrustLintCLI
import XCTest

/// Output and option handling of `lint`, in-process, with the simulated rules.
final class CLIOutputTests: XCTestCase {
  static let formats = ["xcode", "json", "sarif", "github", "checkstyle", "junit", "gitlab"]

  func testJobsOneAndFourGiveByteIdenticalOutputInEveryFormat() throws {
    // A project of Fixtures/cli and Fixtures/examples only (not every rule fixture).
    let scratch = try TemporaryProject(copying: "cli")
    try FileManager.default.copyItem(atPath: CLITestSupport.fixtures + "/examples", toPath: scratch.path + "/examples")
    // Simulated rules (every expectation fires) and the real rules.
    for runner in [CLITestSupport.simulatedRules, nil] {
      for format in Self.formats {
        let arguments = ["lint", "--format", format, "--project-root", ".", "."]
        let one = CLITestSupport.run(arguments + ["--jobs", "1"], in: scratch.path, runner: runner)
        let four = CLITestSupport.run(arguments + ["--jobs=4"], in: scratch.path, runner: runner)
        XCTAssertEqual(one.status, four.status, format)
        XCTAssertFalse(one.stdout.isEmpty, format)
        XCTAssertEqual(one.stdout, four.stdout, format)
      }
    }
  }

  func testStagedFileGivesTheWholeProjectFindingsForIt() {
    let file = "cli/project/Sources/Bank/TransferFlow.swift"
    let whole = CLITestSupport.run(["lint", "cli/project"])
    let staged = CLITestSupport.run(["lint", file])
    XCTAssertEqual(whole.status, 1)
    XCTAssertEqual(staged.status, 1)
    let wholeLines = whole.stdout.split(separator: "\n").filter { $0.hasPrefix(file + ":") }
    XCTAssertFalse(wholeLines.isEmpty)
    XCTAssertEqual(staged.stdout.split(separator: "\n"), wholeLines)
    // Package.swift is read too, but spells no TrustInsights word: the prefilter does not parse it.
    XCTAssertTrue(staged.stdout.contains("in a program of 3 files"), staged.stdout)
    XCTAssertTrue(staged.stderr.hasPrefix("trustlint: 1 file linted"), staged.stderr)
  }

  func testGitHubAnnotationsNameFilesAbsolutelyFromASubfolder() throws {
    // A workflow step with `working-directory: ios`: the runner roots a relative `file=` at
    // the workspace, so only an absolute path reaches the right file.
    let scratch = try TemporaryProject(copying: "cli/project")
    let run = CLITestSupport.run(["lint", "--format", "github", "Sources"], in: scratch.path)
    XCTAssertEqual(run.status, 1, run.stderr)
    let commands = run.stdout.split(separator: "\n")
    XCTAssertFalse(commands.isEmpty)
    for command in commands {
      XCTAssertTrue(command.contains(" file=" + scratch.path + "/Sources/"), String(command))
    }
  }

  func testOutputFileHasTheReportAndNoTemporaryFileRemains() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    let plain = CLITestSupport.run(["lint", "--format", "json", "."], in: scratch.path)
    // The folders on the way are made, as `mkdir -p` would.
    let written = CLITestSupport.run(
      ["lint", "--format=json", "--output", "out/sarif/report.json", "."], in: scratch.path)
    XCTAssertEqual(written.status, 1, written.stderr)
    XCTAssertEqual(written.stdout, "")
    XCTAssertEqual(try String(contentsOfFile: scratch.path + "/out/sarif/report.json", encoding: .utf8), plain.stdout)
    try "old report".write(toFile: scratch.path + "/out/report.json", atomically: false, encoding: .utf8)
    let again = CLITestSupport.run(["lint", "--format=json", "--output=out/report.json", "."], in: scratch.path)
    XCTAssertEqual(again.status, 1)
    XCTAssertEqual(again.stdout, "")
    XCTAssertEqual(try String(contentsOfFile: scratch.path + "/out/report.json", encoding: .utf8), plain.stdout)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/out").sorted(), ["report.json", "sarif"])
    // A folder that cannot be made (a file is in the way) is an I/O error: status 2, named.
    let blocked = CLITestSupport.run(
      ["lint", "--format=json", "--output", "out/report.json/nested.json", "."], in: scratch.path)
    XCTAssertEqual(blocked.status, 2)
    XCTAssertTrue(blocked.stderr.contains("cannot write out/report.json/nested.json"), blocked.stderr)
  }

  func testStandardInputIsReportedUnderItsPath() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    let source = "import TrustInsights\n\nlet e = 1 // expect: duplicate_consumption_report\n"
    let run = CLITestSupport.run(["lint", "--stdin-path", "CheckoutReview.swift"], in: scratch.path, stdin: source)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stdout.hasPrefix("CheckoutReview.swift:3:11: error: simulated duplicate_consumption_report"), run.stdout)
    XCTAssertTrue(run.stdout.contains("program of 1 files"), "stdin replaces the file on disk: \(run.stdout)")
  }

  /// Standard input stands for the file at `--stdin-path`: where the configuration excludes
  /// that path (or it is in a skipped folder), it is not linted, as the file would not be.
  func testStandardInputAtAnExcludedPathIsNotLinted() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    try #"{ "exclude": ["Generated"] }"#.write(
      toFile: scratch.path + "/.trustlint.json", atomically: false, encoding: .utf8)
    let source = "import TrustInsights\n\nlet e = 1 // expect: duplicate_consumption_report\n"
    for path in ["Generated/Api.swift", "Pods/Risk/Risk.swift"] {
      let run = CLITestSupport.run(["lint", "--stdin-path", path], in: scratch.path, stdin: source)
      XCTAssertEqual(run.status, 0, path)
      XCTAssertEqual(run.stdout, "", path)
    }
    let kept = CLITestSupport.run(["lint", "--stdin-path", "App/Api.swift"], in: scratch.path, stdin: source)
    XCTAssertEqual(kept.status, 1)
  }

  func testQuietAndTiming() {
    let quiet = CLITestSupport.run(["lint", "--quiet", "--project-root", "cli", "cli/clean"])
    XCTAssertEqual(quiet.stderr, "")
    let timed = CLITestSupport.run(["lint", "--timing", "--quiet", "--project-root", "cli", "cli/clean"])
    let lines = timed.stderr.split(separator: "\n")
    let stages = lines.dropLast().map { $0.split(separator: " ")[2] }
    XCTAssertEqual(
      stages,
      [
        "discover", "read", "prefilter", "lex", "parse", "index", "flow", "rules", "filter", "report",
      ])
    XCTAssertEqual(
      lines.last.map(String.init), "trustlint: timing: 1 analysis round, 8 of 9 files parsed, 14 flow graphs")
  }

  func testDoubleDashEndsOptions() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    try FileManager.default.moveItem(
      atPath: scratch.path + "/LeakyCheckout.swift", toPath: scratch.path + "/--strict.swift")
    let run = CLITestSupport.run(["lint", "--", "--strict.swift"], in: scratch.path)
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stdout.hasPrefix("--strict.swift:13:"), run.stdout)
  }

  func testLintIsTheDefaultCommand() {
    let explicit = CLITestSupport.run(["lint", "--project-root", "cli", "cli/error"])
    let implicit = CLITestSupport.run(["--project-root", "cli", "cli/error"])
    XCTAssertEqual(explicit.stdout, implicit.stdout)
    XCTAssertEqual(explicit.status, implicit.status)
  }
}
