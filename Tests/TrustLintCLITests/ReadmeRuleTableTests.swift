import Foundation
import TrustLintKit
import TrustLintRules
import XCTest

/// The README's rule table is generated from the rule descriptions (the single source of
/// `rules`, `explain` and SARIF metadata); this test fails when the two drift apart.
/// `TRUSTLINT_UPDATE_README=1 swift test --filter ReadmeRuleTableTests` rewrites the table
/// (and still fails once, so that a rewrite is never a silent pass).
final class ReadmeRuleTableTests: XCTestCase {
  static let begin = "<!-- rules:begin (generated from RuleRegistry; do not edit by hand) -->\n"
  static let end = "<!-- rules:end -->"

  static var readme: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
  }

  static var expectedTable: String {
    "Run `trustlint rules` for the list and `trustlint explain RULE` for each rule's rationale\n"
      + "and examples. The table below is generated from the same descriptions.\n\n"
      + RuleDocs.markdownTable(RuleCatalog.descriptions)
  }

  func testReadmeTableMatchesRuleDescriptions() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let start = try XCTUnwrap(text.range(of: Self.begin), "README lacks the rules:begin marker")
    let stop = try XCTUnwrap(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
    let current = String(text[start.upperBound..<stop.lowerBound])
    if ProcessInfo.processInfo.environment["TRUSTLINT_UPDATE_README"] == "1" {
      var updated = text
      updated.replaceSubrange(start.upperBound..<stop.lowerBound, with: Self.expectedTable)
      try updated.write(to: Self.readme, atomically: true, encoding: .utf8)
      XCTFail("README rule table rewritten; run again without TRUSTLINT_UPDATE_README")
      return
    }
    XCTAssertEqual(current, Self.expectedTable, "README rule table is stale: TRUSTLINT_UPDATE_README=1 to regenerate")
    for description in RuleCatalog.descriptions {
      XCTAssertTrue(current.contains("`\(description.id)`"), description.id)
    }
  }
}
