import Foundation
import XCTest

/// Exit statuses of DESIGN.md, through `CLI.run` in-process, on Fixtures/cli.
final class CLIExitStatusTests: XCTestCase {
  private func lint(_ arguments: [String]) -> CLIRun {
    CLITestSupport.run(["lint", "--project-root", "cli"] + arguments)
  }

  func testCleanFileExitsZero() {
    let run = lint(["cli/clean"])
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.hasPrefix("trustlint: 1 file linted, "), run.stderr)
  }

  func testErrorFindingExitsOne() {
    let run = lint(["cli/error"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.stdout.hasPrefix("cli/error/LeakyCheckout.swift:13:79: error: simulated missing_consumption_report"),
      run.stdout)
    XCTAssertTrue(run.stderr.contains("1 error, 0 warnings, 0 notes"), run.stderr)
  }

  func testExitZeroTurnsOneIntoZero() {
    let run = lint(["--exit-zero", "cli/error"])
    XCTAssertEqual(run.status, 0)
    XCTAssertTrue(run.stdout.contains("missing_consumption_report"))
  }

  func testWarningPassesUnlessStrict() {
    XCTAssertEqual(lint(["cli/warning"]).status, 0)
    let strict = lint(["--strict", "cli/warning"])
    XCTAssertEqual(strict.status, 1)
    XCTAssertTrue(strict.stdout.contains(": warning: simulated evaluation_outside_sensitive_category"), strict.stdout)
    XCTAssertEqual(lint(["--strict", "--exit-zero", "cli/warning"]).status, 0)
  }

  func testStrictFromConfigurationAndExitZeroFromCommandLine() throws {
    let scratch = try TemporaryProject(copying: "cli/warning")
    try scratch.write(".trustlint.json", #"{"strict": true}"#)
    XCTAssertEqual(CLITestSupport.run(["."], in: scratch.path).status, 1)
    XCTAssertEqual(CLITestSupport.run(["--exit-zero", "."], in: scratch.path).status, 0)
  }

  func testBadFlagsExitTwoNamingTheFlag() {
    let cases: [([String], String)] = [
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["--format"], "option '--format' needs a value"),
      (["--format", "--strict"], "option '--format' needs a value"),
      (["--format=yaml"], "unknown format 'yaml' for '--format'"),
      (["--jobs", "0"], "option '--jobs' needs a whole number from 1 to 1024, not '0'"),
      (["--jobs=many"], "not 'many'"),
      (["--strict=yes"], "option '--strict' takes no value"),
      (["--output="], "option '--output' needs a value"),
    ]
    for (arguments, message) in cases {
      let run = lint(["cli/clean"] + arguments)
      XCTAssertEqual(run.status, 2, "\(arguments)")
      XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
      XCTAssertEqual(run.stdout, "", "\(arguments)")
    }
  }

  func testUnreadableFileExitsTwoAndOtherFindingsArePrinted() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    try scratch.makeUnreadable("Broken.swift")
    let run = CLITestSupport.run(["lint", "."], in: scratch.path)
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stdout.hasPrefix("LeakyCheckout.swift:13:79: error: "), run.stdout)
    XCTAssertTrue(run.stderr.contains("trustlint: error: Broken.swift: "), run.stderr)
    XCTAssertTrue(run.stderr.contains("1 file linted"), run.stderr)
    // --exit-zero only forgives findings, not I/O errors.
    XCTAssertEqual(CLITestSupport.run(["lint", "--exit-zero", "."], in: scratch.path).status, 2)
  }

  func testMissingPathExitsTwo() {
    let run = lint(["cli/clean", "cli/NoSuchFile.swift"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("cli/NoSuchFile.swift: No such file or directory"), run.stderr)
  }

  func testBadConfigurationExitsTwoAndLintsNothing() {
    let run = lint(["--config", "cli/badconfig/.trustlint.json", "cli/badconfig"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(run.stderr.contains("cli/badconfig/.trustlint.json"), run.stderr)
    XCTAssertTrue(run.stderr.contains("excludes"), run.stderr)
    XCTAssertFalse(run.stderr.contains("files linted"), run.stderr)
  }

  func testMissingConfigurationFileExitsTwo() {
    let run = lint(["--config", "cli/none.json", "cli/clean"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("cli/none.json"), run.stderr)
  }

  func testProjectRootMustBeAFolder() {
    let run = CLITestSupport.run(["--project-root", "cli/nowhere", "cli/clean"])
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("--project-root cli/nowhere"), run.stderr)
  }
}

/// A scratch copy of a fixture folder, removed when the test ends.
final class TemporaryProject {
  let path: String

  init(copying fixture: String) throws {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
    path = base + "/trustlint-cli-" + UUID().uuidString
    try FileManager.default.copyItem(atPath: CLITestSupport.fixtures + "/" + fixture, toPath: path)
    try write(".git/HEAD", "ref: refs/heads/main\n")
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  func write(_ relative: String, _ text: String) throws {
    let full = path + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: full, atomically: false, encoding: .utf8)
  }

  /// A file whose read fails even for root (see EngineTests.makeUnreadable).
  func makeUnreadable(_ relative: String) throws {
    if getuid() == 0 && FileManager.default.fileExists(atPath: "/proc/self/mem") {
      try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: "/proc/self/mem")
    } else {
      try write(relative, "let x = 1\n")
      chmod(path + "/" + relative, 0)
    }
  }
}
