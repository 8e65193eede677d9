import TrustLintKit
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Baselines: writing, reading, matching that survives moved lines, stale entries.
final class BaselineTests: XCTestCase {
  private let paths = ReportPaths(root: "/repo", workingDirectory: "/repo")
  private let file = "Sources/Pay/Transfer.swift"

  private let original = """
    import TrustInsights

    func confirm() async throws {
      let e = try await evaluator.requestEvaluation(context: ctx)
      if risky { return }
      e.reportConsumption(.usedReducedFriction)
      e.reportConsumption(.usedReducedFriction)
    }
    """

  /// Findings on the lines of `text` containing the markers, fingerprinted from `text`.
  private func findings(in text: String, _ markers: [(String, String)]) -> [ReportedFinding] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [Finding] = []
    var used: Set<Int> = []
    for (rule, marker) in markers {
      let index = lines.indices.first { lines[$0].contains(marker) && !used.contains($0) }!
      used.insert(index)
      out.append(
        Finding(
          rule: rule, severity: .error, message: "\(rule) at line \(index + 1)", file: file, line: index + 1,
          column: 3, enclosingDeclaration: "confirm()"))
    }
    return Fingerprint.assign(out, paths: paths, sources: [file: SourceFile(path: file, text: text)])
  }

  private var markers: [(String, String)] {
    [
      ("missing_consumption_report", "requestEvaluation"),
      ("duplicate_consumption_report", "reportConsumption"), ("duplicate_consumption_report", "reportConsumption"),
    ]
  }

  func testRoundTripAndGolden() throws {
    let baseline = Baseline(findings: findings(in: original, markers), paths: paths)
    let text = baseline.serialized()
    ReporterTestSupport.assertGolden(text, "sample.baseline.json")
    XCTAssertEqual(try Baseline.parse(Array(text.utf8), path: "b.json"), baseline)
    XCTAssertEqual(baseline.entries.map(\.file), [file, file, file])
  }

  func testInsertedLinesAboveDoNotBreakMatching() {
    let baseline = Baseline(findings: findings(in: original, markers), paths: paths)
    let edited =
      "// Copyright 2026\n\nimport Foundation\n"
      + original.replacingOccurrences(of: "  if risky", with: "  log(\"checking\")\n\n  if risky")
    let moved = findings(in: edited, markers)
    XCTAssertNotEqual(moved.map(\.finding.line), findings(in: original, markers).map(\.finding.line))
    let result = baseline.filter(moved, paths: paths)
    XCTAssertEqual(result.kept, [])
    XCTAssertEqual(result.hiddenCount, 3)
    XCTAssertEqual(result.stale, [])
  }

  func testChangedLineIsReportedAndItsEntryIsStale() {
    let baseline = Baseline(findings: findings(in: original, markers), paths: paths)
    let edited = original.replacingOccurrences(of: "context: ctx", with: "context: paymentContext")
    let result = baseline.filter(findings(in: edited, markers), paths: paths)
    XCTAssertEqual(result.kept.map(\.finding.rule), ["missing_consumption_report"])
    XCTAssertEqual(result.hiddenCount, 2)
    XCTAssertEqual(result.stale.map(\.rule), ["missing_consumption_report"])
    XCTAssertEqual(
      Baseline.staleNote(result.stale, baselinePath: "ci/baseline.json"),
      "1 entry of ci/baseline.json no longer matches a finding (fixed, or the line changed) in "
        + "Sources/Pay/Transfer.swift; rewrite it with --write-baseline to pay the debt down")
    XCTAssertNil(Baseline.staleNote([], baselinePath: "b.json"))
  }

  func testFixedFindingLeavesOneStaleEntry() {
    let baseline = Baseline(findings: findings(in: original, markers), paths: paths)
    let fixed = findings(in: original, Array(markers.prefix(2)))
    let result = baseline.filter(fixed, paths: paths)
    XCTAssertEqual(result.kept, [])
    XCTAssertEqual(result.stale.count, 1)
  }

  func testEntriesAreAMultiset() {
    let finding = Finding(rule: "r", severity: .warning, message: "m", file: "/repo/a.swift", line: 1, column: 1)
    let same = ReportedFinding(finding: finding, fingerprint: "00000000000000aa")
    let entry = BaselineEntry(rule: "r", file: "a.swift", fingerprint: "00000000000000aa", message: "m")
    let result = Baseline(entries: [entry, entry]).filter([same, same, same], paths: paths)
    XCTAssertEqual(result.kept.count, 1)
    XCTAssertEqual(result.hiddenCount, 2)
    XCTAssertEqual(result.stale, [])
    let other = Baseline(entries: [entry]).filter(
      [ReportedFinding(finding: finding, fingerprint: "00000000000000bb")], paths: paths)
    XCTAssertEqual(other.kept.count, 1)
    XCTAssertEqual(other.stale, [entry])
  }

  func testMatchingUsesTheRootRelativePath() {
    let reported = findings(in: original, markers)
    let baseline = Baseline(findings: reported, paths: paths)
    // The same files named from a subfolder: still matched.
    let fromSub = ReportPaths(root: "/repo", workingDirectory: "/repo/Sources")
    let renamed = reported.map { r -> ReportedFinding in
      var r = r
      r.finding.file = "Pay/Transfer.swift"
      return r
    }
    XCTAssertEqual(baseline.filter(renamed, paths: fromSub).kept, [])
  }

  func testParseErrors() {
    let cases: [(String, String)] = [
      ("{\"version\": 2, \"findings\": []}", "b.json:1: unsupported baseline version 2; this trustlint reads 1"),
      (
        "{\n\"version\": 1,\n\"findings\": [{\"rule\": \"r\", \"file\": \"f\"}]}",
        "b.json:3: 'findings[0]' has no 'fingerprint'"
      ),
      ("{\"version\": 1, \"findings\": [], \"extra\": 1}", "b.json:1: unknown key 'extra' in a baseline"),
      ("{\"findings\": []}", "b.json:1: a baseline needs \"version\": 1"),
      ("{\"version\": 1,\n \"findings\": {}}", "b.json:2: 'findings' must be an array, found an object"),
      ("{\"version\": 1, \"findings\": [{\"rule\": 3}]}", "b.json:1: 'findings[0].rule' must be a string"),
      ("[", "b.json:1: malformed JSON: expected a value, found end of file"),
    ]
    for (text, expected) in cases {
      XCTAssertThrowsError(try Baseline.parse(Array(text.utf8), path: "b.json"), text) {
        XCTAssertEqual("\($0)", expected)
      }
    }
  }
}
