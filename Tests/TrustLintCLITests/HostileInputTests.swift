import Foundation
import TrustLintCLI
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 6, "hostile inputs": each input of the issue, generated at run time into a temporary
/// tree beside an ordinary leaking file, goes through the real command line in-process with
/// the real rules. Each run must end (no crash, no hang) within the time bound, and report
/// exactly the expected findings: the leaking file's, and those of the hostile file itself
/// where its analysis is exact. The release-build bound (2 s) is checked by
/// `HostileReleaseTimingTests`; this debug-build bound only catches hangs and blow-ups.
final class HostileInputTests: XCTestCase {
  /// Seconds one debug-build run may take (`TRUSTLINT_HOSTILE_SECONDS` overrides).
  static let bound: Double = ProcessInfo.processInfo.environment["TRUSTLINT_HOSTILE_SECONDS"].flatMap(Double.init) ?? 20

  /// Size of the single-line input here: a debug build parses and analyses about 0.3 MB/s, so
  /// the issue's 20 MB (measured in release by `HostileReleaseTimingTests`) would take
  /// minutes; `TRUSTLINT_HOSTILE_FULL=1` uses the full size in this test too.
  static let singleLineMegabytes = ProcessInfo.processInfo.environment["TRUSTLINT_HOSTILE_FULL"] == "1" ? 20 : 2

  /// Lints `tree` with `extra` options and checks status, findings and time.
  @discardableResult
  static func lint(
    _ tree: HostileTree, _ extra: [String] = [], bound: Double = bound, file: StaticString = #filePath,
    line: UInt = #line
  ) -> CLIRun {
    let start = ContinuousClock.now
    let run = CLITestSupport.run(["lint"] + extra + ["."], in: tree.root, runner: nil)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    XCTAssertLessThan(seconds, bound, "took \(seconds) s", file: file, line: line)
    XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
    XCTAssertEqual(tree.found(run.stdout), tree.expected, "\(run.stdout)\n\(run.stderr)", file: file, line: line)
    return run
  }

  /// Makes a tree of `files`, lints it, removes it.
  static func check(
    _ files: [HostileFile], symlinks: Bool = false, _ extra: [String] = [], file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let tree = try HostileTree.make(files, symlinks: symlinks)
    defer { tree.remove() }
    lint(tree, extra, file: file, line: line)
  }

  func testTwoHundredThousandNestedParentheses() throws {
    try Self.check(HostileInputs.nestedParentheses())
  }

  func testHundredThousandNestedIfs() throws {
    try Self.check(HostileInputs.nestedIfs())
  }

  /// On one line each header's `{` is looked at as a possible trailing closure (ef38b91); with
  /// that look for its `}` unbounded, 100,000 such ifs in a function took 4.8 s in a debug build
  /// against 0.9 s bounded. This debug bound catches hangs only; `HostileReleaseTimingTests`
  /// holds the same input to the issue's 2 s.
  func testHundredThousandNestedIfsOnOneLine() throws {
    try Self.check(HostileInputs.nestedIfs(oneLine: true))
  }

  /// Cases inside `#if` clauses are followed per build up to `SwitchStmt.maxCasesFollowedPerBuild`
  /// cases: uncapped, this switch took 177 s in a debug build (the test fails at 20 s).
  func testTwentyThousandOutcomeCasesInIfConfigClauses() throws {
    try Self.check(HostileInputs.bigOutcomeSwitchInIfConfig())
  }

  func testFiftyThousandNestedClosures() throws {
    try Self.check(HostileInputs.nestedClosures())
  }

  func testTwentyThousandNestedInterpolations() throws {
    try Self.check(HostileInputs.nestedInterpolations())
  }

  func testTwentyMegabyteSingleLine() throws {
    try Self.check(HostileInputs.singleLine(megabytes: Self.singleLineMegabytes))
  }

  func testRandomBinaryFile() throws {
    try Self.check(HostileInputs.randomBinary())
  }

  func testInvalidUTF8() throws {
    try Self.check(HostileInputs.invalidUTF8())
  }

  func testNULBytes() throws {
    try Self.check(HostileInputs.nulBytes())
  }

  func testBOMAndCRLF() throws {
    try Self.check(HostileInputs.bomCRLF())
  }

  func testUnterminatedStringCommentAndRawString() throws {
    try Self.check(HostileInputs.unterminated())
  }

  func testThreeThousandSequentialIfsAfterAnEvaluation() throws {
    try Self.check(HostileInputs.sequentialIfs())
  }

  func testSwitchOfTwentyThousandCases() throws {
    try Self.check(HostileInputs.bigSwitch())
  }

  /// Not in the issue's list, but the same promise: a FIFO named `.swift` would block the read
  /// forever and a link to /dev/zero would never end. Both are reported as problems (exit 2)
  /// and every other file is still linted and reported.
  func testFIFOAndDeviceInTheTree() throws {
    let tree = try HostileTree.make([])
    defer { tree.remove() }
    XCTAssertEqual(mkfifo(tree.root + "/fifo.swift", 0o644), 0)
    try FileManager.default.createSymbolicLink(atPath: tree.root + "/zero.swift", withDestinationPath: "/dev/zero")
    let start = ContinuousClock.now
    let run = CLITestSupport.run(["lint", "."], in: tree.root, runner: nil)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(Self.bound))
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(tree.found(run.stdout), tree.expected, run.stdout)
    XCTAssertTrue(run.stderr.contains("fifo.swift: not a regular file"), run.stderr)
    XCTAssertTrue(run.stderr.contains("zero.swift: not a regular file"), run.stderr)
  }

  /// The same files named on the command line (probes-bk): the named FIFO hung the run (no
  /// writer ever came) and a named link to /dev/zero would never end. Both are problems (exit 2);
  /// the file named beside them is still linted and reported.
  func testFIFOAndDeviceNamedOnTheCommandLine() throws {
    let tree = try HostileTree.make([])
    defer { tree.remove() }
    XCTAssertEqual(mkfifo(tree.root + "/fifo.swift", 0o644), 0)
    try FileManager.default.createSymbolicLink(atPath: tree.root + "/zero.swift", withDestinationPath: "/dev/zero")
    let start = ContinuousClock.now
    let run = CLITestSupport.run(["lint", "fifo.swift", "zero.swift", "."], in: tree.root, runner: nil)
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(Self.bound))
    XCTAssertEqual(run.status, 2, run.stderr)
    XCTAssertEqual(tree.found(run.stdout), tree.expected, run.stdout)
    XCTAssertTrue(run.stderr.contains("error: fifo.swift: not a regular file"), run.stderr)
    XCTAssertTrue(run.stderr.contains("error: zero.swift: not a regular file"), run.stderr)
    // Named and reached again by the walk of `.`: reported once.
    XCTAssertEqual(run.stderr.components(separatedBy: "fifo.swift: not a regular file").count, 2, run.stderr)
  }

  func testSymlinkLoopAndDanglingLink() throws {
    let tree = try HostileTree.make([], symlinks: true)
    defer { tree.remove() }
    let run = Self.lint(tree)
    // Each file once, under its real path: the leaking file is not linted again through a link.
    XCTAssertTrue(run.stderr.hasPrefix("trustlint: 1 file linted"), run.stderr)
  }

  /// How the judge runs it: every hostile input in one tree, one invocation.
  func testWholeHostileTreeInOneInvocation() throws {
    let tree = try HostileTree.make(Self.allInputs(singleLineMegabytes: Self.singleLineMegabytes), symlinks: true)
    defer { tree.remove() }
    Self.lint(tree, bound: Self.bound * 2)
  }

  /// `--jobs 1` still parses and analyses on a large-stack worker thread, not on the calling
  /// thread (XCTest's main thread, 8 MiB): the deep inputs must pass the same way.
  func testDeepNestingWithOneJob() throws {
    let deep = Self.allInputs(singleLineMegabytes: 0).filter {
      ["parens", "ifs", "closures", "interpolations"].contains($0.path.split(separator: "/")[0])
    }
    XCTAssertEqual(deep.count, 4)
    let tree = try HostileTree.make(deep)
    defer { tree.remove() }
    Self.lint(tree, ["--jobs", "1"])
  }

  /// Every input of the issue, each file in its own folder of the tree.
  static func allInputs(singleLineMegabytes: Int = 20) -> [HostileFile] {
    let groups: [(String, [HostileFile])] = [
      ("parens", HostileInputs.nestedParentheses()), ("ifs", HostileInputs.nestedIfs()),
      ("closures", HostileInputs.nestedClosures()), ("interpolations", HostileInputs.nestedInterpolations()),
      ("line", HostileInputs.singleLine(megabytes: singleLineMegabytes)), ("random", HostileInputs.randomBinary()),
      ("utf8", HostileInputs.invalidUTF8()), ("nul", HostileInputs.nulBytes()), ("bom", HostileInputs.bomCRLF()),
      ("unterminated", HostileInputs.unterminated()), ("sequential", HostileInputs.sequentialIfs()),
      ("switch", HostileInputs.bigSwitch()),
    ]
    return groups.flatMap { folder, files in
      files.map { file in
        var moved = file
        moved.path = folder + "/" + file.path
        moved.expected = file.expected.map { folder + "/" + $0 }
        return moved
      }
    }
  }
}

/// Hostile bytes must not break the machine-readable formats: findings in files with invalid
/// UTF-8, NUL bytes, a BOM and CRLF, control characters in names, in every format.
final class HostileFormatTests: XCTestCase {
  /// A file whose finding quotes hostile bytes: the message names the throwing `try` by its
  /// text, which holds NUL, escape, vertical tab and delete characters and invalid UTF-8.
  static func controlCharacters() -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    HostileInputs.evaluationPrologue(&b, function: "controls", leaks: true)
    b.add("  try ledger.reserve(\"CTRL\", memo: CTRL)")
    b.add("  evaluation.reportConsumption(.usedUnchangedFriction)")
    b.add("  return true")
    b.add("}")
    let bytes = HostileInputs.replace(
      Array("CTRL".utf8), with: [0x00, 0x0B, 0x1B, 0x7F, 0xFF, 0x22], in: Array(b.text.utf8))
    return [HostileFile(path: "controls.swift", bytes: bytes, expected: b.expectations(path: "controls.swift"))]
  }

  func testEveryFormatStaysWellFormed() throws {
    let files =
      HostileInputs.invalidUTF8() + HostileInputs.nulBytes() + HostileInputs.bomCRLF() + HostileInputs.unterminated()
      + HostileInputs.randomBinary() + Self.controlCharacters()
    let tree = try HostileTree.make(files)
    defer { tree.remove() }
    HostileInputTests.lint(tree)
    for format in ["json", "sarif", "gitlab", "checkstyle", "junit", "github"] {
      let run = CLITestSupport.run(["lint", "--format", format, "."], in: tree.root, runner: nil)
      XCTAssertEqual(run.status, 1, "\(format): \(run.stderr)")
      let data = Data(run.stdout.utf8)
      switch format {
      case "checkstyle", "junit":
        let parser = XMLParser(data: data)
        XCTAssertTrue(parser.parse(), "\(format): \(parser.parserError.map { "\($0)" } ?? "")")
      case "github":
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
          XCTAssertTrue(line.hasPrefix("::"), "\(format): a command split across lines: \(line)")
        }
      default:
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), format)
      }
    }
  }
}
