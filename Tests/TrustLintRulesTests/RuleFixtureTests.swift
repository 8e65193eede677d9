import XCTest

@testable import TrustLintRules

/// Runs every rule fixture under `Fixtures/rules` through the harness.
final class RuleFixtureTests: XCTestCase {
  func testEveryRuleFixture() {
    let cases = FixtureHarness.cases()
    for (name, files) in cases {
      let (findings, expected) = FixtureHarness.run(files: files)
      for problem in FixtureHarness.compare(findings: findings, expected: expected) {
        XCTFail("\(name): \(problem)")
      }
    }
  }

  /// Every registered rule has at least one flagged and one clean fixture.
  func testEveryRuleHasFlaggedAndCleanFixtures() {
    let names = FixtureHarness.cases().map { $0.name }
    for rule in RuleRegistry.all {
      let id = rule.description.id
      XCTAssertTrue(names.contains { $0.hasPrefix("\(id)/flagged") }, "\(id) has no flagged fixture")
      XCTAssertTrue(names.contains { $0.hasPrefix("\(id)/clean") }, "\(id) has no clean fixture")
    }
  }

  /// The harness itself must catch a missing, an unexpected, and a misplaced finding.
  func testHarnessDetectsDisagreement() {
    let exp = Expectation(file: "a.swift", line: 3, rule: "r", fragments: ["line 9"])
    let atLine3 = Finding(rule: "r", severity: .error, message: "leaks at line 9", file: "a.swift", line: 3, column: 1)
    XCTAssertEqual(FixtureHarness.compare(findings: [atLine3], expected: [exp]), [])
    var atLine4 = atLine3
    atLine4.line = 4
    XCTAssertEqual(FixtureHarness.compare(findings: [atLine4], expected: [exp]).count, 2)
    XCTAssertEqual(FixtureHarness.compare(findings: [], expected: [exp]).count, 1)
    XCTAssertEqual(FixtureHarness.compare(findings: [atLine3, atLine3], expected: [exp]).count, 1)
    var wrongText = atLine3
    wrongText.message = "leaks"
    XCTAssertEqual(FixtureHarness.compare(findings: [wrongText], expected: [exp]).count, 1)
    let parsed = FixtureHarness.expectations(in: "f", text: "a\nfoo() // expect: x \"a, b\", y \"frag\"\n")
    XCTAssertEqual(parsed.map { "\($0.line) \($0.rule) \($0.fragments)" }, ["2 x [\"a, b\"]", "2 y [\"frag\"]"])
    // An expected note: a finding of the rule (on any line) with a note on that line.
    let note = FixtureHarness.expectations(in: "a.swift", text: "\nif x { // expect-note: r \"enters\"\n")
    XCTAssertEqual(note.map { "\($0.line) \($0.rule) \($0.fragments) \($0.isNote)" }, ["2 r [\"enters\"] true"])
    let both = FixtureHarness.expectations(in: "f", text: "x ? a() : b() // expect: r \"a\" // expect-note: r \"b\"")
    XCTAssertEqual(both.map { "\($0.rule) \($0.fragments) \($0.isNote)" }, ["r [\"a\"] false", "r [\"b\"] true"])
    var noted = atLine3
    noted.related = [RelatedLocation(file: "a.swift", line: 2, column: 1, message: "'.unknown' enters the 'if'")]
    XCTAssertEqual(FixtureHarness.compare(findings: [noted], expected: [exp] + note), [])
    XCTAssertEqual(FixtureHarness.compare(findings: [atLine3], expected: [exp] + note).count, 1)
    noted.related[0].line = 1
    XCTAssertEqual(FixtureHarness.compare(findings: [noted], expected: [exp] + note).count, 1)
  }
}
