import TrustLintKit
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Fingerprints survive edits elsewhere in the file and tell apart what differs.
final class ReporterFingerprintTests: XCTestCase {
  private let paths = ReportPaths(root: "/proj", workingDirectory: "/proj")

  private let source = """
    import TrustInsights

    func confirm() async throws {
      let evaluation = try await evaluator.requestEvaluation(context: context)
      if ok { return }
    }
    """

  /// Fingerprints of a finding on the line containing `marker` (1-based line found in `text`).
  private func fingerprint(
    in text: String, marker: String, rule: String = "missing_consumption_report", declaration: String = "confirm()",
    file: String = "Sources/A.swift"
  ) -> String {
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }! + 1
    let finding = Finding(
      rule: rule, severity: .error, message: "leaks at line \(line + 3)", file: file, line: line, column: 7,
      enclosingDeclaration: declaration)
    let sources = [file: SourceFile(path: file, text: text)]
    return Fingerprint.assign([finding], paths: paths, sources: sources)[0].fingerprint
  }

  func testFNV1aKnownVectors() {
    XCTAssertEqual(Fingerprint.fnv1a64([UInt8]()), 0xcbf2_9ce4_8422_2325)
    XCTAssertEqual(Fingerprint.fnv1a64(Array("a".utf8)), 0xaf63_dc4c_8601_ec8c)
    XCTAssertEqual(Fingerprint.fnv1a64(Array("foobar".utf8)), 0x8594_4171_f739_67e8)
    XCTAssertEqual(Fingerprint.hex(0x00ab_cdef_0123_4567), "00abcdef01234567")
  }

  func testStableWhenLinesAreInsertedAboveAndLineMoves() {
    let before = fingerprint(in: source, marker: "requestEvaluation")
    let edited = "// Copyright\n\nimport Foundation\n" + source.replacingOccurrences(of: "if ok", with: "// x\n  if ok")
    XCTAssertEqual(before, fingerprint(in: edited, marker: "requestEvaluation"))
    XCTAssertEqual(before.count, 16)
  }

  func testStableWhenReindented() {
    let reindented = source.replacingOccurrences(
      of: "  let evaluation = try await", with: "\t\tlet evaluation  =  try   await")
    XCTAssertEqual(
      fingerprint(in: source, marker: "requestEvaluation"), fingerprint(in: reindented, marker: "requestEvaluation"))
  }

  func testChangesWithLineTextRuleDeclarationAndFile() {
    let base = fingerprint(in: source, marker: "requestEvaluation")
    let changedLine = source.replacingOccurrences(of: "context: context", with: "context: other")
    XCTAssertNotEqual(base, fingerprint(in: changedLine, marker: "requestEvaluation"))
    XCTAssertNotEqual(base, fingerprint(in: source, marker: "requestEvaluation", rule: "other_rule"))
    XCTAssertNotEqual(base, fingerprint(in: source, marker: "requestEvaluation", declaration: "other()"))
    XCTAssertNotEqual(base, fingerprint(in: source, marker: "requestEvaluation", file: "Sources/B.swift"))
  }

  func testPathSpellingDoesNotMatter() {
    let a = fingerprint(in: source, marker: "requestEvaluation", file: "Sources/A.swift")
    let b = fingerprint(in: source, marker: "requestEvaluation", file: "/proj/Sources/./A.swift")
    XCTAssertEqual(a, b)
  }

  func testIdenticalLinesGetDistinctFingerprintsInOrder() {
    let text = "a()\nsame()\nb()\nsame()\n"
    let file = "S.swift"
    let make = { (line: Int) in
      Finding(rule: "r", severity: .warning, message: "m", file: file, line: line, column: 1, enclosingDeclaration: "f")
    }
    let sources = [file: SourceFile(path: file, text: text)]
    let first = Fingerprint.assign([make(4), make(2)], paths: paths, sources: sources)
    XCTAssertEqual(first.map(\.finding.line), [2, 4])
    XCTAssertNotEqual(first[0].fingerprint, first[1].fingerprint)
    // Lines inserted above both keep both fingerprints.
    let moved = Fingerprint.assign(
      [make(6), make(8)], paths: paths,
      sources: [file: SourceFile(path: file, text: "x\ny\nz\na()\n\nsame()\nb()\nsame()\n")])
    XCTAssertEqual(first.map(\.fingerprint), moved.map(\.fingerprint))
  }

  func testNormalizedLine() {
    XCTAssertEqual(String(decoding: Fingerprint.normalizedLine(Array(" \t a  =\tb \r\n".utf8)), as: UTF8.self), "a = b")
    XCTAssertEqual(Fingerprint.normalizedLine(Array("   ".utf8)), [])
  }
}
