import TrustLintAnalysis
import TrustLintSyntax
import XCTest

@testable import TrustLintRules

/// unknown_treated_as_approval: vocabularies, configuration, messages and locations.
final class UnknownTreatedAsApprovalTests: XCTestCase {
  private func findings(_ body: String, options: AnalysisOptions = AnalysisOptions()) -> [Finding] {
    let text = "import TrustInsights\n" + body
    let file = ParsedFile(tree: Parser.parse(SourceFile(path: "a.swift", text: text)), isLinted: true)
    let program = Program(files: [file], options: options)
    return UnknownTreatedAsApprovalRule().check(RuleContext(program: program, file: file))
  }

  func testCamelCaseWords() {
    XCTAssertTrue(CamelCaseWords.startsWith("approveTransfer", word: "approve"))
    XCTAssertTrue(CamelCaseWords.startsWith("Approve", word: "approve"))
    XCTAssertTrue(CamelCaseWords.startsWith("skip_checks", word: "skip"))
    XCTAssertTrue(CamelCaseWords.startsWith("noRiskFound", word: "noRisk"))
    XCTAssertFalse(CamelCaseWords.startsWith("completion", word: "complete"))
    XCTAssertFalse(CamelCaseWords.startsWith("allowsHitTesting", word: "allow"))
    XCTAssertFalse(CamelCaseWords.startsWith("requestAuthorization", word: "authorize"))
    XCTAssertFalse(CamelCaseWords.startsWith("ok", word: "okay"))
    XCTAssertTrue(CamelCaseWords.startsWith("approveÄnderung", word: "approve"))
    XCTAssertFalse(CamelCaseWords.startsWith("allowé", word: "allow"))
    XCTAssertFalse(CamelCaseWords.startsWith("approve承認", word: "approve"))
    XCTAssertTrue(CamelCaseWords.containsAny("shouldBypassCheck", of: ["bypass"]))
    XCTAssertTrue(CamelCaseWords.containsAny("isTRUSTED", of: ["trust"]))
    XCTAssertFalse(CamelCaseWords.containsAny("isVerified", of: ["safe", "skip"]))
  }

  func testFrictionNounsNamedByAModifier() {
    let words = AnalysisOptions().approvalPredicateWords
    for name in [
      "shouldShowTrustWarning", "needsSafetySheet", "requiresTrustReview", "isTrustWarningVisible",
      "showTrustedContactsSheet", "isTrustedDeviceCheckRequired", "shouldShowSafetyTips", "needsSafetyReminder",
      "requiresTrustVerification", "trustSignalUnavailable", "safetyCheckFailed", "isTrustDataMissing",
    ] {
      XCTAssertFalse(CamelCaseWords.containsAny(name, of: words, skippingNegations: true), name)
    }
    for name in [
      "shouldSkipReview", "trustCheckPassed", "isSafeToSkipVerification", "isTrustedDevice", "bypassWarning",
      "isSafeToTransferWithoutReview", "trustedDeviceCheckPassed", "isTrustedMessage", "isSafeTipAmount",
      "trustUnknownPayees", "trustMissingSignalPayees", "skipCheckFailed", "isSafeToSkipWhenCheckFailed",
    ] {
      XCTAssertTrue(CamelCaseWords.containsAny(name, of: words, skippingNegations: true), name)
    }
  }

  func testMessageLocationAndSeverity() throws {
    let result = findings(
      """
      func f(_ level: IsLikelyBeingCoachedInsight.Value) {
        switch level {
        case .unknown: approveTransfer(amount: 1, to: "x")
        default: break
        }
      }
      """)
    let finding = try XCTUnwrap(result.first)
    XCTAssertEqual(result.count, 1)
    XCTAssertEqual(finding.severity, .error)
    XCTAssertEqual(finding.line, 4)
    XCTAssertEqual(finding.column, 18)
    XCTAssertEqual(
      finding.message,
      "'.unknown' leads to 'approveTransfer(amount:to:)'; unknown means no evidence, not low risk: "
        + "keep the checks you already run")
    XCTAssertEqual(finding.enclosingDeclaration, "f(_:)")
  }

  /// A status left to a reported default: at the helper's name in the call, with the default
  /// value as a related location.
  func testDefaultedStatusLocation() throws {
    let result = findings(
      """
      func finish(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, status: InsightEvaluationConsumptionStatus = .usedReducedFriction) {
        e.reportConsumption(status)
      }
      func f(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        if case .success(.unknown) = e.insight.outcome { finish(e) } else { finish(e, status: .usedIncreasedFriction) }
      }
      """)
    let finding = try XCTUnwrap(result.first)
    XCTAssertEqual(result.count, 1)
    XCTAssertEqual(finding.line, 6)
    XCTAssertEqual(finding.column, 52)
    XCTAssertEqual(
      finding.message,
      "'.unknown' is reported as '.usedReducedFriction' by 'finish(_:)' (the default of 'status'); unknown means "
        + "no evidence, not low risk: pass 'status: .usedUnchangedFriction' and keep the checks you already run")
    // The path: the `if` that `.unknown` enters, the call (primary), the default value.
    XCTAssertEqual(finding.related.map { [$0.line, $0.column] }, [[6, 3], [2, 112]])
    XCTAssertEqual(finding.related.first?.message, "'.unknown' enters the 'if' at line 6")
    XCTAssertEqual(finding.paths, [[.related(0), .primary, .related(1)]])
  }

  func testVocabulariesAreConfigurable() {
    let source = """
      enum Verdict { case greenLight, review }
      struct P {
        var waived = false
        func f(_ level: IsLikelyBeingCoachedInsight.Value) -> Verdict {
          if level == .unknown { waiveChecks() }
          return level == .unknown ? .greenLight : .review
        }
        mutating func g(_ level: IsLikelyBeingCoachedInsight.Value) {
          if level == .unknown { waived = true }
          if level == .unknown { approve() }
        }
        func waiveChecks() {}
        func approve() {}
      }
      """
    XCTAssertEqual(findings(source).map { $0.line }, [11])
    var options = AnalysisOptions()
    options.approvalVerbs = ["waive"]
    options.approvalValues = ["green"]
    options.approvalPredicateWords = ["waived"]
    XCTAssertEqual(findings(source, options: options).map { $0.line }, [6, 7, 10])
  }

  func testWhatIsNotAnApproval() {
    let result = findings(
      """
      enum D { case none, continueWithExistingControls, allow(String), authorized }
      struct Approval {}
      func f(_ level: IsLikelyBeingCoachedInsight.Value, ok: Bool) -> D {
        guard level != .high else { return .none }
        if level == .unknown {
          _ = Approval()
          trustInsightsLog()
          log(.allow("argument"))
          if ok { return .authorized }
          if !ok { return .continueWithExistingControls }
        }
        return .allow("after the guard")
      }
      func trustInsightsLog() {}
      func log(_ d: D) {}
      """)
    XCTAssertEqual(result.map { $0.line }, [13], "only the returned `.allow` after the guard, which `.unknown` reaches")
  }
}
