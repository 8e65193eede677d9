import Foundation
import TrustLintAnalysis
import TrustLintSyntax
import XCTest

@testable import TrustLintRules

/// Every rule's description is complete, its examples are real (the flagged one is flagged by
/// the rule, the clean one is clean), and the documentation renderers use it.
final class RuleDescriptionTests: XCTestCase {
  private func lint(_ source: String, name: String) -> [Finding] {
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: name, text: source)), isLinted: true)
    let program = Program(files: [file], options: AnalysisOptions())
    return RuleRunner.findings(for: file, in: program)
  }

  func testDescriptionsAreComplete() {
    let ids = RuleRegistry.all.map { $0.description.id }
    XCTAssertEqual(Set(ids).count, ids.count, "rule ids are unique")
    for rule in RuleRegistry.all {
      let d = rule.description
      XCTAssertFalse(d.id.isEmpty)
      XCTAssertTrue(d.id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(d.id) is snake_case")
      XCTAssertFalse(d.summary.isEmpty, d.id)
      XCTAssertEqual(d.summary.first.map { $0.isLowercase || !$0.isLetter }, true, "\(d.id): summary starts lowercase")
      XCTAssertFalse(d.summary.hasSuffix("."), "\(d.id): summary has no final period")
      XCTAssertFalse(d.summary.contains("\n"), "\(d.id): summary is one line")
      XCTAssertGreaterThan(d.rationale.count, 200, "\(d.id): rationale explains the rule")
      XCTAssertTrue(d.flaggedExample.contains("import TrustInsights"), "\(d.id): flagged example is a whole file")
      XCTAssertTrue(d.cleanExample.contains("import TrustInsights"), "\(d.id): clean example is a whole file")
      // A line of the rationale that lost its `\` continuation and was joined back by hand
      // leaves a run of indentation inside a sentence.
      XCTAssertFalse(d.rationale.contains("   "), "\(d.id): rationale has a run of spaces inside a line")
    }
  }

  func testFlaggedExamplesAreFlaggedOnlyByTheirRule() {
    for rule in RuleRegistry.all {
      let d = rule.description
      let findings = lint(d.flaggedExample, name: "\(d.id)_flagged.swift")
      XCTAssertTrue(findings.contains { $0.rule == d.id }, "\(d.id): flagged example is not flagged")
      for other in findings where other.rule != d.id {
        XCTFail("\(d.id): flagged example also gets \(other.rule) at line \(other.line): \(other.message)")
      }
    }
  }

  func testCleanExamplesAreClean() {
    for rule in RuleRegistry.all {
      let d = rule.description
      for f in lint(d.cleanExample, name: "\(d.id)_clean.swift") {
        XCTFail("\(d.id): clean example gets \(f.rule) at line \(f.line): \(f.message)")
      }
    }
  }

  func testRulesListText() {
    let text = RuleDocs.listText()
    let lines = text.split(separator: "\n")
    XCTAssertEqual(lines.count, RuleRegistry.descriptions.count)
    for (line, d) in zip(lines, RuleRegistry.descriptions) {
      XCTAssertTrue(line.hasPrefix(d.id + " "), String(line))
      XCTAssertTrue(line.contains(" \(d.defaultSeverity.rawValue) "), String(line))
      XCTAssertTrue(line.hasSuffix(d.summary), String(line))
    }
  }

  func testRulesListJSON() throws {
    let data = Data(RuleDocs.listJSON().utf8)
    let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(object["version"] as? Int, 1)
    let rules = try XCTUnwrap(object["rules"] as? [[String: String]])
    XCTAssertEqual(rules.map { $0["id"] }, RuleRegistry.descriptions.map { $0.id })
    XCTAssertEqual(rules.map { $0["severity"] }, RuleRegistry.descriptions.map { $0.defaultSeverity.rawValue })
    XCTAssertEqual(rules.map { $0["summary"] }, RuleRegistry.descriptions.map { $0.summary })
    XCTAssertEqual(RuleDocs.json("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"")
  }

  func testExplain() throws {
    XCTAssertNil(RuleDocs.explain("no_such_rule"))
    for d in RuleRegistry.descriptions {
      let text = try XCTUnwrap(RuleDocs.explain(d.id))
      XCTAssertTrue(text.hasPrefix("\(d.id) (\(d.defaultSeverity.rawValue))\n\(d.summary)\n"), d.id)
      XCTAssertTrue(text.contains("Flagged:\n\n    import TrustInsights"), d.id)
      XCTAssertTrue(text.contains("Clean:\n\n    import TrustInsights"), d.id)
      let firstWords = RuleDocs.paragraphs(d.rationale).first.map { String($0.prefix(40)) } ?? ""
      XCTAssertTrue(text.contains(firstWords), d.id)
      for line in text.split(separator: "\n") where !line.hasPrefix("    ") {
        XCTAssertLessThanOrEqual(line.count, 100, "\(d.id): wrapped line too long: \(line)")
      }
    }
  }

  func testMarkdownTable() {
    let table = RuleDocs.markdownTable()
    let rows = table.split(separator: "\n")
    XCTAssertEqual(rows.count, RuleRegistry.descriptions.count + 2)
    XCTAssertEqual(rows.first, "| Rule | Default severity | What it reports |")
    for d in RuleRegistry.descriptions {
      XCTAssertTrue(table.contains("| `\(d.id)` | \(d.defaultSeverity.rawValue) | "), d.id)
    }
    XCTAssertEqual(RuleDocs.wrap("aa bb cc", width: 5), "aa bb\ncc")
    XCTAssertEqual(RuleDocs.wrap("see `if a { b }` here", width: 12), "see\n`if a { b }`\nhere")
  }
}
