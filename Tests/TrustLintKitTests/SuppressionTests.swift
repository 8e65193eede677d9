import TrustLintKit
import TrustLintRules
import TrustLintSyntax
import XCTest

/// Suppression commands: parsing, scopes, `all`, reasons, superfluous and unknown ids.
final class SuppressionTests: XCTestCase {
  static let known: Set<String> = ConfigurationTests.knownRuleIDs

  private func suppressions(_ text: String) -> Suppressions {
    let source = SourceFile(path: "Sources/Pay.swift", text: text)
    return Suppressions(source: source, comments: Lexer.tokenize(source.bytes).comments)
  }

  private func finding(_ rule: String, _ line: Int, _ column: Int = 5) -> Finding {
    Finding(rule: rule, severity: .error, message: "m", file: "Sources/Pay.swift", line: line, column: column)
  }

  private let missing = "missing_consumption_report"
  private let duplicate = "duplicate_consumption_report"

  func testParsesCommandsWithRulesAndReason() throws {
    let s = suppressions(
      """
      // trustlint:disable:next missing_consumption_report duplicate_consumption_report -- reported by FraudSDK
      let x = 1 /* trustlint:disable:this all */
      /// trustlint:enable missing_consumption_report
      // a comment that mentions trustlint:disable all is not a command
      """)
    XCTAssertEqual(s.commands.count, 3)
    let first = s.commands[0]
    XCTAssertEqual(first.action, .disableNext)
    XCTAssertEqual(first.rules, [missing, duplicate])
    XCTAssertEqual(first.reason, "reported by FraudSDK")
    XCTAssertEqual(first.targetLine, 2)
    XCTAssertEqual(first.text, "trustlint:disable:next missing_consumption_report duplicate_consumption_report")
    XCTAssertEqual(s.commands[1].action, .disableThis)
    XCTAssertEqual(s.commands[1].rules, ["all"])
    XCTAssertEqual(s.commands[1].targetLine, 2)
    XCTAssertEqual(s.commands[1].column, 11)
    XCTAssertEqual(s.commands[2].action, .enable)
    XCTAssertNil(s.commands[2].problem)
  }

  func testTrailingCommentEndsTheRuleList() {
    let s = suppressions(
      """
      // trustlint:disable:next duplicate_consumption_report // EXPECT: reviewed in PAY-112
      let x = 1
      """)
    XCTAssertEqual(s.commands.count, 1)
    XCTAssertEqual(s.commands[0].rules, [duplicate])
    XCTAssertEqual(s.commands[0].reason, "EXPECT: reviewed in PAY-112")
    XCTAssertNil(s.commands[0].problem)
    let result = s.apply(to: [finding(duplicate, 2)], knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept, [])
    XCTAssertEqual(result.superfluous, [])
  }

  func testDisableNextAndThis() {
    let s = suppressions(
      """
      // trustlint:disable:next missing_consumption_report
      let e = try await evaluator.requestEvaluation(context: ctx)
      e.reportConsumption(.usedReducedFriction) // trustlint:disable:this duplicate_consumption_report
      let f = try await evaluator.requestEvaluation(context: ctx)
      """)
    let result = s.apply(
      to: [finding(missing, 2), finding(duplicate, 3), finding(missing, 4), finding(duplicate, 2)],
      knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept, [finding(missing, 4), finding(duplicate, 2)])
    XCTAssertEqual(result.superfluous, [])
    XCTAssertEqual(result.suppressedCount, 2)
  }

  func testBuildsFromAParsedTreeAndIgnoresCommandsInStrings() {
    let text = """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        let note = "// trustlint:disable:next all"
        let other = \"""
          /* trustlint:disable all */
          \"""
        // trustlint:disable:next duplicate_consumption_report -- reviewed in PR 412
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
      """
    let tree = Parser.parse(SourceFile(path: "Sources/Pay.swift", text: text))
    let s = Suppressions(tree: tree)
    XCTAssertEqual(s.commands.map(\.line), [8])
    XCTAssertEqual(s.commands.first?.reason, "reviewed in PR 412")
    let result = s.apply(to: [finding(duplicate, 9), finding(duplicate, 5)], knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept, [finding(duplicate, 5)])
    XCTAssertEqual(result.superfluous, [])
  }

  /// SwiftLint's ` - ` delimiter (and a lone en or em dash) begins the reason too: its words
  /// are not rule ids, so a justified suppression gets no superfluous warning for them.
  func testSwiftLintDashDelimiterBeginsTheReason() {
    let s = suppressions(
      """
      // trustlint:disable:next missing_consumption_report - warm-up call, TKT-12
      let e = 1
      let f = 2 // trustlint:disable:this duplicate_consumption_report \u{2014} reviewed
      """)
    XCTAssertEqual(s.commands.map(\.rules), [[missing], [duplicate]])
    XCTAssertEqual(s.commands[0].reason, "warm-up call, TKT-12")
    XCTAssertEqual(s.commands[1].reason, "reviewed")
    let result = s.apply(to: [finding(missing, 2), finding(duplicate, 3)], knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept, [])
    XCTAssertEqual(result.superfluous, [])
  }

  func testNextAppliesAfterTheLastLineOfABlockComment() {
    let s = suppressions("/* trustlint:disable:next all\n   -- legacy flow */\nlet e = 1\n")
    XCTAssertEqual(s.commands[0].targetLine, 3)
    XCTAssertEqual(s.commands[0].reason, "legacy flow")
    XCTAssertEqual(s.apply(to: [finding(missing, 3)], knownRuleIDs: Self.known).kept, [])
  }

  func testRegionsWithEnableAndAll() {
    let s = suppressions(
      """
      a() // trustlint:disable missing_consumption_report
      b()
      // trustlint:enable missing_consumption_report
      c()
      // trustlint:disable all
      d()
      // trustlint:enable duplicate_consumption_report
      e()
      """)
    let findings = [
      finding(missing, 1, 1),  // before the command on its line: kept
      finding(missing, 2), finding(duplicate, 2),  // only missing is disabled
      finding(missing, 4),  // after enable: kept
      finding(missing, 6), finding(duplicate, 6),  // all
      finding(missing, 8), finding(duplicate, 8),  // duplicate re-enabled
    ]
    let result = s.apply(to: findings, knownRuleIDs: Self.known)
    XCTAssertEqual(
      result.kept, [finding(missing, 1, 1), finding(duplicate, 2), finding(missing, 4), finding(duplicate, 8)])
    XCTAssertEqual(result.superfluous, [])
  }

  func testUnclosedRegionRunsToTheEnd() {
    let s = suppressions("// trustlint:disable duplicate_consumption_report\n\n\n\nx()\n")
    XCTAssertEqual(s.apply(to: [finding(duplicate, 5)], knownRuleIDs: Self.known).kept, [])
  }

  func testSuperfluousCommandsAreReportedPerRuleAtTheComment() {
    let s = suppressions(
      """
      // trustlint:disable:next missing_consumption_report duplicate_consumption_report
      let e = try await evaluator.requestEvaluation(context: ctx)
        // trustlint:disable:this all
      // trustlint:disable blanket_consumption_report
      """)
    let result = s.apply(to: [finding(missing, 2)], knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept, [])
    XCTAssertEqual(result.superfluous.map(\.line), [1, 3, 4])
    XCTAssertEqual(result.superfluous.map(\.column), [1, 3, 1])
    XCTAssertEqual(
      result.superfluous.map(\.message),
      [
        "'trustlint:disable:next duplicate_consumption_report' suppresses nothing: "
          + "no duplicate_consumption_report finding on line 2",
        "'trustlint:disable:this all' suppresses nothing: no finding on line 3",
        "'trustlint:disable blanket_consumption_report' suppresses nothing: "
          + "no blanket_consumption_report finding in the region it disables",
      ])
    XCTAssertTrue(result.superfluous.allSatisfy { $0.rule == "superfluous_disable_command" && $0.severity == .warning })
    XCTAssertTrue(result.superfluous.allSatisfy { $0.file == "Sources/Pay.swift" })
  }

  func testUnknownRuleIdsAndUnreadableCommands() {
    let s = suppressions(
      """
      // trustlint:disable:next missing_consumption_reprot
      x()
      // trustlint:enable nonsense
      // trustlint:disabel all
      // trustlint:disable:next -- no rules
      """)
    let result = s.apply(to: [finding(missing, 2)], knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept, [finding(missing, 2)], "a misspelt id suppresses nothing")
    XCTAssertEqual(
      result.superfluous.map(\.message),
      [
        "'trustlint:disable:next' names unknown rule 'missing_consumption_reprot' "
          + "(did you mean 'missing_consumption_report'?)",
        "'trustlint:enable' names unknown rule 'nonsense'",
        "unknown command 'trustlint:disabel' (did you mean 'disable'?); commands are trustlint:disable, "
          + "trustlint:disable:next, trustlint:disable:this, trustlint:enable",
        "'trustlint:disable:next' names no rule; name rule ids, or 'all'",
      ])
  }

  func testSilentRulesAreNotSuperfluous() {
    let s = suppressions("// trustlint:disable:next blanket_consumption_report\nx()\n")
    XCTAssertEqual(s.apply(to: [], knownRuleIDs: Self.known, silentRuleIDs: ["blanket_consumption_report"]).all, [])
    XCTAssertEqual(s.apply(to: [], knownRuleIDs: Self.known).superfluous.count, 1)
  }

  func testSuperfluousWarningsCanOnlyBeSilencedByName() {
    let named = suppressions(
      """
      // trustlint:disable:next superfluous_disable_command
      // trustlint:disable:next missing_consumption_report
      x()
      """)
    XCTAssertEqual(named.apply(to: [], knownRuleIDs: Self.known).all, [])
    let byAll = suppressions(
      """
      // trustlint:disable all
      // trustlint:disable:next missing_consumption_report
      x()
      """)
    // `all` does not hide the warning about line 2, and is itself superfluous.
    XCTAssertEqual(byAll.apply(to: [], knownRuleIDs: Self.known).superfluous.map(\.line), [1, 2])
  }

  func testAllCommandsAreCheckedPerFindingInLogarithmicLookups() {
    // Many regions: each finding resolves to the right, latest command.
    var text = ""
    for n in 0..<500 {
      text +=
        n % 2 == 0
        ? "// trustlint:disable missing_consumption_report\nx()\n"
        : "// trustlint:enable missing_consumption_report\nx()\n"
    }
    let s = suppressions(text)
    let findings = (1...500).map { finding(missing, 2 * $0) }
    let result = s.apply(to: findings, knownRuleIDs: Self.known)
    XCTAssertEqual(result.kept.map(\.line), (1...250).map { 4 * $0 })
    XCTAssertEqual(result.superfluous, [])
  }
}
