import Foundation
import TrustLintAnalysis
import TrustLintRules
import XCTest

@testable import TrustLintKit

/// Engine plumbing, with a stand-in rule runner so that these tests do not depend on the
/// rules: it reports every line containing `FLAG(rule)` at the severity the rule name ends
/// with, and says in the message how many files the program has. The stand-in reports in
/// files that never spell a TrustInsights word, so these runs use `--analyze-all` (every file
/// parsed); the prefilter has its own tests (`PrefilterTests`).
final class EngineTests: XCTestCase {
  static let runner: Engine.RuleRunning = { file, program in
    let text = String(decoding: file.tree.source.bytes, as: UTF8.self)
    var findings: [Finding] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let open = line.range(of: "FLAG("), let close = line[open.upperBound...].firstIndex(of: ")") else {
        continue
      }
      let rule = String(line[open.upperBound..<close])
      let severity: Severity = rule.hasSuffix("warning") ? .warning : rule.hasSuffix("note") ? .note : .error
      let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
      findings.append(
        Finding(
          rule: rule, severity: severity,
          message: "program of \(program.files.count) files",
          file: file.path, line: index + 1, column: column))
    }
    return findings
  }

  private func lint(_ scratch: ScratchFolder, _ configure: (inout LintOptions) -> Void = { _ in }) -> LintOutcome {
    var options = LintOptions()
    options.currentDirectory = scratch.path
    options.analyzeAll = true
    configure(&options)
    return Engine.lint(options, runner: Self.runner)
  }

  private func project() throws -> ScratchFolder {
    let scratch = try ScratchFolder()
    try scratch.write("Package.swift", "// swift-tools-version:6.0\n")
    try scratch.write("Sources/App/Transfer.swift", "let a = 1\nlet b = 2 // FLAG(rule_error)\n")
    try scratch.write("Sources/App/Helpers.swift", "// FLAG(rule_warning)\nfunc helper() {}\n")
    try scratch.write("Sources/App/Notes.swift", "// FLAG(rule_note)\n")
    try scratch.write("Tests/AppTests/TransferTests.swift", "// nothing to see\n")
    return scratch
  }

  func testWholeProjectRunSortsFindingsAndCounts() throws {
    let scratch = try project()
    let outcome = lint(scratch)
    XCTAssertEqual(
      outcome.findings.map(\.finding).map { "\($0.file):\($0.line):\($0.column) \($0.rule)" },
      [
        "Sources/App/Helpers.swift:1:4 rule_warning", "Sources/App/Notes.swift:1:4 rule_note",
        "Sources/App/Transfer.swift:2:14 rule_error",
      ])
    XCTAssertEqual(outcome.summary.filesLinted, 5)
    XCTAssertEqual(outcome.summary.filesReadForDeclarations, 0)
    XCTAssertEqual([outcome.summary.errors, outcome.summary.warnings, outcome.summary.notes], [1, 1, 1])
    XCTAssertEqual(outcome.settings.projectRoot, ".")
    XCTAssertEqual(outcome.exitStatus, 1)
    XCTAssertEqual(
      outcome.timings.map(\.stage),
      [
        "discover", "read", "prefilter", "lex", "parse", "index", "flow", "rules", "filter",
      ])
  }

  func testNamedFileReadsTheRestOfTheProjectForDeclarations() throws {
    let scratch = try project()
    let whole = lint(scratch).findings.filter { $0.finding.file == "Sources/App/Transfer.swift" }
    let staged = lint(scratch) { $0.paths = ["Sources/App/Transfer.swift"] }
    XCTAssertEqual(staged.findings, whole)
    XCTAssertEqual(staged.summary.filesLinted, 1)
    XCTAssertEqual(staged.summary.filesReadForDeclarations, 4)
    XCTAssertEqual(staged.lintedFiles, ["Sources/App/Transfer.swift"])
    XCTAssertEqual(staged.findings.first?.finding.message, "program of 5 files")
  }

  func testRunFromASubfolderFindsTheRootAbove() throws {
    let scratch = try project()
    var options = LintOptions()
    options.currentDirectory = scratch.path + "/Sources/App"
    options.analyzeAll = true
    options.paths = ["Transfer.swift"]
    let outcome = Engine.lint(options, runner: Self.runner)
    XCTAssertEqual(outcome.settings.projectRoot, "../..")
    XCTAssertEqual(outcome.findings.map(\.finding.file), ["Transfer.swift"])
    XCTAssertEqual(outcome.findings.first?.finding.message, "program of 5 files")
  }

  func testExplicitProjectRootLimitsDeclarations() throws {
    let scratch = try project()
    let outcome = lint(scratch) {
      $0.paths = ["Sources/App/Transfer.swift"]
      $0.projectRoot = "Sources"
    }
    XCTAssertEqual(outcome.findings.first?.finding.message, "program of 3 files")
  }

  func testStandardInputReplacesTheProjectFile() throws {
    let scratch = try project()
    let outcome = lint(scratch) {
      $0.stdinPath = "Sources/App/Helpers.swift"
      $0.stdinSource = Array("// edited, unsaved\n\n// FLAG(other_error)\n".utf8)
    }
    XCTAssertEqual(
      outcome.findings.map(\.finding).map { "\($0.file):\($0.line) \($0.rule)" },
      ["Sources/App/Helpers.swift:3 other_error"])
    XCTAssertEqual(outcome.summary.filesLinted, 1)
    XCTAssertEqual(outcome.summary.filesReadForDeclarations, 4)
  }

  func testStandardInputForANewFile() throws {
    let scratch = try project()
    let outcome = lint(scratch) {
      $0.stdinPath = "Sources/App/New.swift"
      $0.stdinSource = Array("// FLAG(new_error)\n".utf8)
    }
    XCTAssertEqual(outcome.findings.map(\.finding.file), ["Sources/App/New.swift"])
    XCTAssertEqual(outcome.findings.first?.finding.message, "program of 6 files")
  }

  func testOutputDoesNotDependOnJobs() throws {
    let scratch = try ScratchFolder()
    try scratch.write(".git/HEAD")
    for index in 0..<60 {
      try scratch.write(
        "F\(index % 7)/File\(index).swift", String(repeating: "x\n", count: index) + "// FLAG(r\(index)_error)\n")
    }
    let one = lint(scratch) { $0.jobs = 1 }
    let four = lint(scratch) { $0.jobs = 4 }
    XCTAssertEqual(one.findings.count, 60)
    XCTAssertEqual(one.findings, four.findings)
    XCTAssertEqual(one.lintedFiles, four.lintedFiles)
  }

  func testUnreadableFileIsAProblemAndTheRunGoesOn() throws {
    let scratch = try project()
    try Self.makeUnreadable(scratch, "Sources/App/Broken.swift")
    let outcome = lint(scratch)
    XCTAssertEqual(outcome.findings.count, 3)
    XCTAssertEqual(outcome.problems.map(\.kind), [.io])
    XCTAssertTrue(outcome.problems[0].message.hasPrefix("Sources/App/Broken.swift: "), outcome.problems[0].message)
    XCTAssertEqual(outcome.exitStatus, 2)
  }

  func testAnalyzeAllBuildsFlowGraphsForFilesWithoutTrustInsights() throws {
    let scratch = try project()
    try scratch.write(
      "Sources/App/Plain.swift",
      "func total(_ xs: [Int]) -> Int {\n  var t = 0\n  for x in xs { t += x }\n  return t\n}\n")
    XCTAssertEqual(lint(scratch) { $0.analyzeAll = false }.summary.flowGraphs, 0)
    let all = lint(scratch)
    XCTAssertGreaterThan(all.summary.flowGraphs, 0)
    XCTAssertEqual(all.summary.filesUsingTrustInsights, 0)
  }

  func testConfigurationGlobsSelectFilesOfWalksAndNamedFiles() throws {
    let scratch = try project()
    try scratch.write("Sources/App/Generated/API.swift", "// FLAG(generated_error)\n")
    try scratch.write("Scripts/tool.swift", "// FLAG(script_error)\n")
    try scratch.write(".trustlint.json", #"{"include": ["Sources/**"], "exclude": ["Generated", "**/Notes.swift"]}"#)
    let outcome = lint(scratch)
    XCTAssertEqual(outcome.lintedFiles, ["Sources/App/Helpers.swift", "Sources/App/Transfer.swift"])
    XCTAssertEqual(outcome.settings.configPath, ".trustlint.json")
    // A named file obeys the globs too (as pre-commit names staged files).
    let named = lint(scratch) { $0.paths = ["Sources/App/Generated/API.swift", "Sources/App/Transfer.swift"] }
    XCTAssertEqual(named.lintedFiles, ["Sources/App/Transfer.swift"])
    XCTAssertEqual(named.summary.filesReadForDeclarations, 1, "only Helpers.swift is in the program besides")
  }

  func testInvalidConfigurationStopsTheRun() throws {
    let scratch = try project()
    try scratch.write(".trustlint.json", "{\n  \"strict\": \"yes\"\n}\n")
    let outcome = lint(scratch)
    XCTAssertEqual(outcome.problems.map(\.kind), [.configuration])
    XCTAssertTrue(outcome.problems[0].message.hasPrefix(".trustlint.json:2: "), outcome.problems[0].message)
    XCTAssertTrue(outcome.stoppedEarly)
    XCTAssertEqual(outcome.lintedFiles, [])
    XCTAssertEqual(outcome.exitStatus, 2)
  }

  func testExitStatusRules() {
    var outcome = LintOutcome()
    XCTAssertEqual(outcome.exitStatus, 0)
    outcome.summary.warnings = 1
    XCTAssertEqual(outcome.exitStatus, 0)
    outcome.settings.strict = true
    XCTAssertEqual(outcome.exitStatus, 1)
    outcome.settings.exitZero = true
    XCTAssertEqual(outcome.exitStatus, 0)
    outcome.problems = [LintProblem(kind: .io, message: "x: gone")]
    XCTAssertEqual(outcome.exitStatus, 2)
  }

  func testSeveritiesFromConfigurationApply() {
    let findings = [
      Finding(rule: "a", severity: .error, message: "", file: "f", line: 1, column: 1),
      Finding(rule: "b", severity: .warning, message: "", file: "f", line: 2, column: 1),
      Finding(rule: "c", severity: .note, message: "", file: "f", line: 3, column: 1),
    ]
    let result = FindingFilters.applySeverities(
      ["a": .some(.warning), "b": Severity?.none], to: findings, defaults: { _ in nil })
    XCTAssertEqual(result.map { "\($0.rule) \($0.severity)" }, ["a warning", "c note"])
  }

  /// A rule that reports at several severities (the category rule: `.other` a warning, a name
  /// that is no category an error, an untraceable context a note): the configured severity
  /// replaces only the default one.
  func testConfiguredSeverityReplacesOnlyTheDefaultOne() {
    let rule = "evaluation_outside_sensitive_category"
    let findings = [
      Finding(rule: rule, severity: .warning, message: "other", file: "f", line: 1, column: 1),
      Finding(rule: rule, severity: .note, message: "no category", file: "f", line: 2, column: 1),
      Finding(rule: rule, severity: .error, message: "transfer", file: "f", line: 3, column: 1),
    ]
    let raised = FindingFilters.applySeverities([rule: .some(.error)], to: findings)
    XCTAssertEqual(
      raised.map { "\($0.message) \($0.severity)" }, ["other error", "no category note", "transfer error"])
    XCTAssertEqual(FindingFilters.applySeverities([rule: Severity?.none], to: findings), [])
  }

  /// Makes `relative` a file whose read fails even for root: a link to `/proc/self/mem`,
  /// whose first page is never mapped (EIO); elsewhere a file without read permission.
  static func makeUnreadable(_ scratch: ScratchFolder, _ relative: String) throws {
    if getuid() == 0 && FileManager.default.fileExists(atPath: "/proc/self/mem") {
      try scratch.link(relative, to: "/proc/self/mem")
    } else {
      try scratch.write(relative, "let x = 1\n")
      chmod(scratch.path + "/" + relative, 0)
    }
  }
}
